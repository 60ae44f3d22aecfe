import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LabelSheetForm } from "./index.js";

describe("LabelSheetForm", () => {
  it("makes the labels on the stock and in the number chosen", async () => {
    const onMake = vi.fn().mockResolvedValue("Labels saved: 6 labels.");
    render(<LabelSheetForm label="Print labels for these props" onMake={onMake} />);
    await userEvent.selectOptions(screen.getByLabelText("Label stock"), "avery-5163");
    const copies = screen.getByLabelText("Labels of each prop");
    await userEvent.clear(copies);
    await userEvent.type(copies, "3");
    await userEvent.click(screen.getByRole("button", { name: "Print labels for these props" }));
    expect(onMake).toHaveBeenCalledWith({ format: "avery-5163", copies: 3 });
    expect(await screen.findByText("Labels saved: 6 labels.")).toBeTruthy();
  });

  it("offers every stock, and will not print with a count it cannot take", async () => {
    const onMake = vi.fn();
    render(<LabelSheetForm label="Print labels" onMake={onMake} />);
    expect(screen.getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual([
      "avery-5160",
      "avery-5163",
      "avery-l7160",
      "dymo-30252",
    ]);
    const copies = screen.getByLabelText("Labels of each prop");
    await userEvent.clear(copies);
    await userEvent.type(copies, "101");
    expect(copies.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Labels of each prop: a whole number from 1 to 100.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Print labels" }));
    expect(onMake).not.toHaveBeenCalled();
  });
});
