import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RentalDates, type RentalDatesProps } from "./index.js";

const today = "2026-11-22";
const base: RentalDatesProps = { pickUpDate: "", returnDate: "", today, onChange: () => undefined };

const pickUp = () => screen.getByLabelText<HTMLInputElement>("Pick-up");
const returnDay = () => screen.getByLabelText<HTMLInputElement>("Return");
/** A date picker's choice (jsdom has no picker to click through). */
const choose = (input: HTMLInputElement, date: string) => fireEvent.change(input, { target: { value: date } });
const describedText = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

describe("RentalDates", () => {
  it("offers a pick-up from today and a return from the day after the pick-up", () => {
    render(<RentalDates {...base} pickUpDate="2026-12-01" returnDate="2026-12-08" />);
    expect(screen.getByRole("group", { name: "Your rental dates" })).toBeTruthy();
    expect(pickUp().type).toBe("date");
    expect(pickUp().value).toBe("2026-12-01");
    expect(pickUp().min).toBe(today);
    expect(returnDay().value).toBe("2026-12-08");
    expect(returnDay().min).toBe("2026-12-02");
    choose(pickUp(), "2026-12-05");
    expect(returnDay().min).toBe("2026-12-06");
  });

  it("offers Clear dates only when dates are set", () => {
    const { rerender } = render(<RentalDates {...base} />);
    expect(screen.queryByRole("button", { name: "Clear dates" })).toBeNull();
    expect(returnDay().min).toBe(today);
    rerender(<RentalDates {...base} pickUpDate="2026-12-01" returnDate="2026-12-08" />);
    expect(screen.getByRole("button", { name: "Clear dates" })).toBeTruthy();
  });

  it("shows each field's problem at the field, focuses the first, and sends nothing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RentalDates {...base} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Apply dates" }));
    expect(pickUp().getAttribute("aria-invalid")).toBe("true");
    expect(describedText(pickUp())).toContain("Choose a pick-up date.");
    expect(describedText(returnDay())).toContain("Choose a return date.");
    expect(document.activeElement).toBe(pickUp());
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a past pick-up and a return not after it, keeping what was chosen", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RentalDates {...base} onChange={onChange} />);
    choose(pickUp(), "2026-11-21");
    choose(returnDay(), "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Apply dates" }));
    expect(describedText(pickUp())).toContain("The pick-up date has passed: choose today or a later date.");
    expect(describedText(returnDay())).toContain("The return date must be after the pick-up date.");
    expect(pickUp().value).toBe("2026-11-21");
    expect(document.activeElement).toBe(pickUp());
    expect(onChange).not.toHaveBeenCalled();

    // Fixing the pick-up clears its message as the user goes; the return's stays until it is right.
    choose(pickUp(), "2026-12-01");
    expect(pickUp().getAttribute("aria-invalid")).toBeNull();
    expect(returnDay().getAttribute("aria-invalid")).toBe("true");
  });

  it("saves good dates, busy while the save runs", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onChange = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RentalDates {...base} onChange={onChange} />);
    choose(pickUp(), "2026-12-01");
    choose(returnDay(), "2026-12-08");
    await user.click(screen.getByRole("button", { name: "Apply dates" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ pickUpDate: "2026-12-01", returnDate: "2026-12-08" });
    const button = screen.getByRole("button", { name: "Saving…" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await user.click(button);
    expect(onChange).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole("button", { name: "Apply dates" })).toBeTruthy();
  });

  it("shows why a save failed and keeps the dates to try again", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn().mockRejectedValue(new Error("You are offline."));
    render(<RentalDates {...base} onChange={onChange} />);
    choose(pickUp(), "2026-12-01");
    choose(returnDay(), "2026-12-08");
    await user.click(screen.getByRole("button", { name: "Apply dates" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You are offline.");
    expect(pickUp().value).toBe("2026-12-01");
    expect(returnDay().value).toBe("2026-12-08");
  });

  it("clears the dates with both empty, the cursor then in the pick-up", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn().mockResolvedValue(undefined);
    render(<RentalDates {...base} pickUpDate="2026-12-01" returnDate="2026-12-08" onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Clear dates" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ pickUpDate: "", returnDate: "" });
    await vi.waitFor(() => expect(document.activeElement).toBe(pickUp()));
    // The app's dates stay until it passes the cleared ones.
    expect(pickUp().value).toBe("2026-12-01");
  });

  it("follows dates changed elsewhere, dropping an old failure", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn().mockRejectedValue(new Error("You are offline."));
    const { rerender } = render(
      <RentalDates {...base} pickUpDate="2026-12-01" returnDate="2026-12-08" onChange={onChange} />,
    );
    choose(pickUp(), "2026-12-03");
    await user.click(screen.getByRole("button", { name: "Apply dates" }));
    await screen.findByRole("alert");
    rerender(<RentalDates {...base} pickUpDate="2027-01-04" returnDate="2027-01-11" onChange={onChange} />);
    expect(pickUp().value).toBe("2027-01-04");
    expect(returnDay().value).toBe("2027-01-11");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("takes the tenant's words and a description under the legend", () => {
    render(
      <RentalDates
        {...base}
        description="Availability is shown for these dates."
        labels={{ legend: "Shoot dates", pickUp: "Collect", apply: "Use these dates" }}
      />,
    );
    const group = screen.getByRole("group", { name: "Shoot dates" });
    expect(group.getAttribute("aria-describedby")).toBeTruthy();
    expect(describedText(group)).toBe("Availability is shown for these dates.");
    expect(screen.getByLabelText("Collect")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Use these dates" })).toBeTruthy();
  });
});
