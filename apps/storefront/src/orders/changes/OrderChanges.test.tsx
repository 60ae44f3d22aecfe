// The customer's changes during the rental: the forms only for a confirmed or out order of an approved account (the
// server's words otherwise), an extension sent as extendOrder, and props found by item number or among favourites
// (loaded when opened), in a variant chosen, sent as addToOrder; refusals and load failures shown where they happen.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CommandError, type OrderChangeResult, type Prop } from "@backlot/domain";
import { OrderChanges, type OrderChangesProps } from "./OrderChanges.js";

const prop = (id: string, name: string, variants?: { id: string; name: string }[]) =>
  ({ id, name, ...(variants ? { variants } : {}) }) as Prop;
const catalogue = new Map(
  [
    prop("BPH-10432", "Chrome diner stool"),
    prop("BPH-20817", "Brass desk lamp"),
    prop("BPH-30001", "Bentwood chair", [
      { id: "walnut", name: "Walnut" },
      { id: "oak", name: "Oak" },
    ]),
  ].map((each) => [each.id, each]),
);
const answer = (subtotal: number, returnDate = "2026-12-15") =>
  ({ returnDate, estimate: { subtotal, currency: "USD", weeks: 2 } }) as OrderChangeResult;

function setup(given: Partial<OrderChangesProps> = {}) {
  const props: OrderChangesProps = {
    orderId: "o1",
    order: { status: "out", pickUpDate: "2026-12-01", returnDate: "2026-12-15" },
    user: { isAuthorized: true },
    vendorName: "Backlot Props",
    settings: { locale: "en-US" },
    today: "2026-12-08",
    latest: "2028-12-08",
    commands: {
      extendOrder: vi.fn().mockResolvedValue(answer(24750, "2026-12-22")),
      addToOrder: vi.fn().mockResolvedValue(answer(38250)),
    },
    newChangeId: () => Promise.resolve("change1"),
    favoriteIds: ["BPH-20817", "BPH-30001", "BPH-GONE"],
    loadProps: vi.fn((ids: readonly string[]) =>
      Promise.resolve(new Map(ids.flatMap((id) => (catalogue.has(id) ? [[id, catalogue.get(id) as Prop]] : [])))),
    ),
    ...given,
  };
  const view = render(<OrderChanges {...props} />);
  return { ...props, ...view, user: userEvent.setup() };
}

const toAdd = () =>
  within(screen.getByRole("list", { name: "Props to add" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));

describe("OrderChanges", () => {
  it("shows nothing before the order is confirmed or after it is over", () => {
    for (const status of ["placed", "returned", "cancelled"] as const) {
      const { container, unmount } = setup({ order: { status, pickUpDate: "2026-12-01", returnDate: "2026-12-15" } });
      expect(container.textContent).toBe("");
      unmount();
    }
  });

  it("tells an account the house has not approved why, in the server's words, with nothing to press", () => {
    for (const isAuthorized of [null, false]) {
      const { unmount } = setup({ user: { isAuthorized } });
      expect(screen.queryAllByRole("button")).toEqual([]);
      screen.getByText(
        "Backlot Props has not approved this account, so it cannot extend an order or add props to it. " +
          "Write to them: they can change it for you.",
      );
      unmount();
    }
  });

  it("extends the rental, and shows the new total", async () => {
    const { user, commands } = setup();
    await user.type(screen.getByLabelText("New return date"), "2026-12-22");
    await user.click(screen.getByRole("button", { name: "Extend the rental" }));
    expect(commands.extendOrder).toHaveBeenCalledWith({ orderId: "o1", returnDate: "2026-12-22", changeId: "change1" });
    expect(
      await screen.findByText(/Extended to Dec 22, 2026: 2 rental weeks\. The estimate is now \$247\.50\./),
    ).toBeTruthy();
  });

  it("adds a prop by its item number, however it is typed, and one in a variant chosen", async () => {
    const { user, commands } = setup();
    const field = screen.getByRole("textbox", { name: /^Item number/ });
    await user.type(field, "bph-10432{Enter}");
    expect(await screen.findByRole("listitem", { name: "Chrome diner stool" })).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe("");
    await user.type(field, "BPH-30001");
    await user.click(screen.getByRole("button", { name: "Find" }));
    await user.selectOptions(await screen.findByRole("combobox", { name: "Variant of Bentwood chair" }), "oak");
    await user.click(screen.getByRole("button", { name: "Add Bentwood chair (Oak)" }));
    expect(toAdd()).toEqual(["Chrome diner stool", "Bentwood chair (Oak)"]);
    await user.click(screen.getByRole("button", { name: "Add to the order" }));
    expect(commands.addToOrder).toHaveBeenCalledWith({
      orderId: "o1",
      lines: [
        { propId: "BPH-10432", quantity: 1 },
        { propId: "BPH-30001", variantId: "oak", quantity: 1 },
      ],
      changeId: "change1",
    });
    expect(await screen.findByText("Added to the order. The estimate is now $382.50.")).toBeTruthy();
  });

  it("says when no prop has that item number, or the catalogue cannot be searched", async () => {
    const loadProps = vi.fn().mockResolvedValueOnce(new Map()).mockRejectedValueOnce(new Error("offline"));
    const { user } = setup({ loadProps });
    const field = screen.getByRole("textbox", { name: /^Item number/ });
    await user.type(field, "BPH-99999{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "There is no prop BPH-99999 in the catalogue. Check the number on its page or label.",
    );
    await user.type(field, "{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("The catalogue could not be searched. Try again.");
  });

  it("loads the favourites only when opened, newest first, and adds from them", async () => {
    const { user, loadProps } = setup();
    expect(loadProps).not.toHaveBeenCalled();
    const open = screen.getByRole("button", { name: "Choose from your favourites (3)" });
    await user.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");
    const favourites = await screen.findByRole("list", { name: "Your favourites" });
    // A favourite gone from the catalogue is left out.
    expect(
      within(favourites)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Add Bentwood chair (Walnut)", "Add Brass desk lamp"]);
    await user.click(within(favourites).getByRole("button", { name: "Add Brass desk lamp" }));
    await user.click(within(favourites).getByRole("button", { name: "Add Brass desk lamp" }));
    expect(toAdd()).toEqual(["Brass desk lamp"]);
    expect(screen.getByText("Brass desk lamp is on the list already: change its quantity instead.")).toBeTruthy();
  });

  it("offers to load the favourites again when they fail", async () => {
    const loadProps = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(catalogue);
    const { user } = setup({ loadProps });
    await user.click(screen.getByRole("button", { name: /Choose from your favourites/ }));
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Your favourites" })).toBeTruthy();
  });

  it("shows the server's refusal of an add-on, and keeps the list", async () => {
    const addToOrder = vi
      .fn()
      .mockRejectedValue(
        new CommandError(
          "Brass desk lamp (BPH-20817) is no longer offered: the prop house has hidden it from the catalogue. " +
            "Take it off the props to add and try again",
          "failed-precondition",
        ),
      );
    const { user } = setup({ commands: { extendOrder: vi.fn(), addToOrder } });
    await user.type(screen.getByRole("textbox", { name: /^Item number/ }), "BPH-20817{Enter}");
    await screen.findByRole("listitem", { name: "Brass desk lamp" });
    await user.click(screen.getByRole("button", { name: "Add to the order" }));
    expect((await screen.findByRole("alert")).textContent).toContain("hidden it from the catalogue");
    expect(toAdd()).toEqual(["Brass desk lamp"]);
  });
});
