import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CommandError } from "@backlot/domain";
import { ExtendRentalForm } from "./index.js";
import { sampleExtension, sampleOrderDates } from "./sample-extension.js";

const ids = () => {
  let count = 0;
  return vi.fn(() => `change${(++count).toString()}`);
};

const setup = (onExtend = vi.fn().mockResolvedValue(sampleExtension)) => {
  const newChangeId = ids();
  render(
    <ExtendRentalForm
      {...sampleOrderDates}
      settings={{ locale: "en-US" }}
      onExtend={onExtend}
      newChangeId={newChangeId}
    />,
  );
  const field = screen.getByLabelText<HTMLInputElement>("New return date");
  return { user: userEvent.setup(), onExtend, newChangeId, field };
};

describe("ExtendRentalForm", () => {
  it("says when the order is due back, and bounds the date by the return date and the horizon", () => {
    const { field } = setup();
    expect(screen.getByRole("heading", { name: "Extend the rental" })).toBeTruthy();
    expect(screen.getByText("Due back on Dec 15, 2026.")).toBeTruthy();
    expect(field.min).toBe("2026-12-16");
    expect(field.max).toBe("2028-11-24");
  });

  it("sends the new date and shows the server's new total", async () => {
    const { user, onExtend, field } = setup();
    await user.type(field, "2026-12-22");
    await user.click(screen.getByRole("button", { name: "Extend the rental" }));
    expect(onExtend).toHaveBeenCalledWith({ returnDate: "2026-12-22", changeId: "change1" });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Extended to Dec 22, 2026: 3 rental weeks. The estimate is now $247.50.",
    );
    expect(field.value).toBe("");
  });

  it("marks a date the server would refuse on the field, and sends nothing", async () => {
    const { user, onExtend, field } = setup();
    await user.type(field, "2026-12-15");
    await user.click(screen.getByRole("button", { name: "Extend the rental" }));
    expect(onExtend).not.toHaveBeenCalled();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field);
    expect(screen.getByText("The new return date must be after the current return date, 2026-12-15.")).toBeTruthy();
    await user.clear(field);
    await user.type(field, "2026-12-18");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the server's refusal, keeps the date, and retries under the same change id", async () => {
    const refusal = new CommandError(
      "Not enough free for these dates: Brass desk lamp (BPH-20817): 2 wanted, only 1 free. " +
        "Change the dates or quantities, or ask the prop house.",
      "failed-precondition",
    );
    const onExtend = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(sampleExtension);
    const { user, field, newChangeId } = setup(onExtend);
    await user.type(field, "2026-12-22");
    await user.click(screen.getByRole("button", { name: "Extend the rental" }));
    expect((await screen.findByRole("alert")).textContent).toContain("2 wanted, only 1 free");
    expect(field.value).toBe("2026-12-22");
    // Enter sends it again, as the same change.
    await user.type(field, "{Enter}");
    expect(onExtend).toHaveBeenLastCalledWith({ returnDate: "2026-12-22", changeId: "change1" });
    expect(await screen.findByText(/The estimate is now \$247\.50/)).toBeTruthy();
    expect(newChangeId).toHaveBeenCalledTimes(1);
  });

  it("puts the server's word on a date beside the field", async () => {
    const onExtend = vi.fn().mockRejectedValue(
      new CommandError("extendOrder is not valid", "invalid-argument", {
        returnDate: "must be 2026-12-20 or earlier",
      }),
    );
    const { user, field } = setup(onExtend);
    await user.type(field, "2026-12-22");
    await user.click(screen.getByRole("button", { name: "Extend the rental" }));
    expect(await screen.findByText("The new return date must be 2026-12-20 or earlier.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says it is working while the server answers, and takes no second press", async () => {
    const onExtend = vi.fn(() => new Promise<never>(() => undefined));
    const { user, field } = setup(onExtend);
    await user.type(field, "2026-12-22");
    await user.click(screen.getByRole("button", { name: "Extend the rental" }));
    const busy = screen.getByRole("button", { name: "Extending…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    await user.click(busy);
    expect(onExtend).toHaveBeenCalledTimes(1);
  });
});
