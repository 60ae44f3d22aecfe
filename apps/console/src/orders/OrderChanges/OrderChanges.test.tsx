import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CommandError, type OrderChangeResult } from "@backlot/domain";
import type { PropChoice } from "../../catalogue/PropFinder/index.js";
import { OrderChanges, type OrderChangesProps } from "./index.js";

const chair: PropChoice = {
  propId: "BPH-40210",
  name: "Bentwood Chair",
  imageUrl: null,
  stock: 14,
  weeklyRate: 2000,
  variants: [
    { id: "walnut", name: "Walnut", weeklyRate: 2500, quantity: 8 },
    { id: "oak", name: "Oak" },
  ],
};
const lamp: PropChoice = { propId: "BPH-20817", name: "Brass Desk Lamp", imageUrl: null, stock: 2, weeklyRate: 3750 };
const answer = (returnDate: string, subtotal: number): OrderChangeResult =>
  ({ returnDate, estimate: { subtotal, currency: "USD", weeks: 3 } }) as OrderChangeResult;

const setup = (given: Partial<OrderChangesProps> = {}) => {
  let count = 0;
  const props: OrderChangesProps = {
    order: { status: "out", pickUpDate: "2026-12-01", returnDate: "2026-12-15" },
    settings: { locale: "en-US", currency: "USD" },
    today: "2026-12-08",
    latest: "2028-12-08",
    extend: vi.fn().mockResolvedValue(answer("2026-12-22", 24750)),
    addTo: vi.fn().mockResolvedValue(answer("2026-12-15", 38250)),
    newChangeId: () => `change${(++count).toString()}`,
    findProps: vi.fn((text: string) =>
      Promise.resolve([chair, lamp].filter((prop) => prop.name.toLowerCase().includes(text.toLowerCase()))),
    ),
    ...given,
  };
  render(<OrderChanges {...props} />);
  return { user: userEvent.setup(), ...props };
};

describe("OrderChanges", () => {
  it("is there only during the rental: for a confirmed order or one out", () => {
    setup({ order: { status: "placed", pickUpDate: "2026-12-01", returnDate: "2026-12-15" } });
    expect(screen.queryByRole("heading", { name: "Extend the rental" })).toBeNull();
    setup({ order: { status: "confirmed", pickUpDate: "2026-12-01", returnDate: "2026-12-15" } });
    expect(screen.getByRole("heading", { name: "Extend the rental" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Add props" })).toBeTruthy();
  });

  it("extends the rental and shows the server's new total", async () => {
    const { user, extend } = setup();
    await user.type(screen.getByLabelText("New return date"), "2026-12-22");
    await user.click(screen.getByRole("button", { name: "Extend the rental" }));
    expect(extend).toHaveBeenCalledWith({ returnDate: "2026-12-22", changeId: "change1" });
    expect(await screen.findByText(/The estimate is now \$247\.50/)).toBeTruthy();
  });

  it("adds props found in the catalogue, in the variant chosen, and shows the new total", async () => {
    const { user, addTo } = setup();
    const finder = screen.getByRole("searchbox", { name: "Find a prop to add" });
    await user.type(finder, "bentwood");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Variant of Bentwood Chair" }), "oak");
    await user.click(screen.getByRole("button", { name: "Add Bentwood Chair (Oak)" }));
    expect(document.activeElement).toBe(finder);
    await user.type(finder, "lamp");
    await user.click(await screen.findByRole("button", { name: "Add Brass Desk Lamp" }));
    const list = screen.getByRole("list", { name: "Props to add" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Bentwood Chair (Oak)", "Brass Desk Lamp"]);
    await user.click(screen.getByRole("button", { name: "Add to the order" }));
    expect(addTo).toHaveBeenCalledWith({
      lines: [
        { propId: "BPH-40210", variantId: "oak", quantity: 1 },
        { propId: "BPH-20817", quantity: 1 },
      ],
      changeId: "change1",
    });
    expect(await screen.findByText("Added to the order. The estimate is now $382.50.")).toBeTruthy();
  });

  it("shows the server's refusal inline, in staff's words, and keeps the list", async () => {
    const addTo = vi
      .fn()
      .mockRejectedValue(
        new CommandError(
          "Not enough free for these dates: Brass Desk Lamp (BPH-20817): 1 wanted, booked until Dec 20 " +
            "(taken by order O-8K2M4PQ7). Change the dates or quantities, or free the conflicting bookings.",
          "failed-precondition",
        ),
      );
    const { user } = setup({ addTo });
    await user.type(screen.getByRole("searchbox", { name: "Find a prop to add" }), "lamp");
    await user.click(await screen.findByRole("button", { name: "Add Brass Desk Lamp" }));
    await user.click(screen.getByRole("button", { name: "Add to the order" }));
    expect((await screen.findByRole("alert")).textContent).toContain("taken by order O-8K2M4PQ7");
    expect(screen.getByRole("listitem", { name: "Brass Desk Lamp" })).toBeTruthy();
  });
});
