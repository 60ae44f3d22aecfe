import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CalendarDate } from "@backlot/domain/calendar-date";
import type { StoredTransfer } from "@backlot/domain/pickup-locations";
import { describe, expect, it, vi } from "vitest";
import { StockAtDocks, type StockAtDocksProps } from "./index.js";

const docks = [
  { id: "toronto", displayName: "Toronto" },
  { id: "vancouver", displayName: "Vancouver" },
  { id: "montreal", displayName: "Montreal" },
];

const transfer = (id: string, leaves: string, arrives: string, more: Partial<StoredTransfer> = {}): StoredTransfer => ({
  id,
  propId: "HS-2041",
  quantity: 2,
  from: "toronto",
  to: "vancouver",
  leaves: leaves as CalendarDate,
  arrives: arrives as CalendarDate,
  byUid: "staff-1",
  byName: "Sam Staff",
  recordedAt: "2026-11-20T15:00:00.000Z",
  ...more,
});

const renderDocks = (props: Partial<StockAtDocksProps> = {}) => {
  const onMove = vi.fn<StockAtDocksProps["onMove"]>().mockResolvedValue(undefined);
  render(
    <StockAtDocks
      docks={docks}
      stock={{ toronto: 3, vancouver: 1, montreal: 0 }}
      transfers={[]}
      today="2026-11-24"
      locale="en-US"
      onMove={onMove}
      {...props}
    />,
  );
  return { onMove: props.onMove ?? onMove, user: userEvent.setup() };
};

const moveForm = () => within(screen.getByRole("form", { name: "Move stock" }));
/** A field's error, as a screen reader hears it after the field. */
const problemOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")?.textContent;

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = moveForm().getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe("StockAtDocks", () => {
  it("tables the stock at each dock, with the total", () => {
    renderDocks();
    const table = screen.getByRole("table", { name: "Docks and transfers" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Dock", "Stock"],
      ["Toronto", "3"],
      ["Vancouver", "1"],
      ["Montreal", "0"],
      ["All docks", "4"],
    ]);
  });

  it("lists the transfers newest leaving day first, and says when there are none", () => {
    renderDocks({
      transfers: [
        transfer("TR-1", "2026-11-02", "2026-11-04"),
        transfer("TR-2", "2026-12-03", "2026-12-05"),
        transfer("TR-3", "2026-11-10", "2026-11-10", { quantity: 1, from: "vancouver", to: "gone", byName: "Ali" }),
      ],
    });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "2 from Toronto to Vancouver, leaving Dec 3, arriving Dec 5 · recorded by Sam Staff",
      "1 from Vancouver to gone, leaving Nov 10, arriving Nov 10 · recorded by Ali",
      "2 from Toronto to Vancouver, leaving Nov 2, arriving Nov 4 · recorded by Sam Staff",
    ]);
    expect(screen.queryByText("No stock moved between docks yet.")).toBeNull();
  });

  it("says no stock has moved when there are no transfers", () => {
    renderDocks();
    expect(screen.getByText("No stock moved between docks yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("starts from the first dock with stock to another, leaving and arriving today", async () => {
    const { user } = renderDocks({ stock: { toronto: 0, vancouver: 5, montreal: 0 } });
    const form = moveForm();
    expect(form.getByLabelText<HTMLSelectElement>("From").value).toBe("vancouver");
    expect(form.getByLabelText<HTMLSelectElement>("To").value).toBe("toronto");
    expect(form.getByLabelText<HTMLInputElement>("Leaves").value).toBe("2026-11-24");
    expect(form.getByLabelText<HTMLInputElement>("Arrives").value).toBe("2026-11-24");
    // The arrival follows the leaving day until it is changed.
    await fill(user, "Leaves", "2026-12-03");
    expect(form.getByLabelText<HTMLInputElement>("Arrives").value).toBe("2026-12-03");
    await fill(user, "Arrives", "2026-12-05");
    await fill(user, "Leaves", "2026-12-04");
    expect(form.getByLabelText<HTMLInputElement>("Arrives").value).toBe("2026-12-05");
  });

  it("swaps the docks when the destination is chosen as the source", async () => {
    const { user } = renderDocks();
    const form = moveForm();
    await user.selectOptions(form.getByLabelText("From"), "vancouver");
    expect(form.getByLabelText<HTMLSelectElement>("From").value).toBe("vancouver");
    expect(form.getByLabelText<HTMLSelectElement>("To").value).toBe("toronto");
  });

  it("moves the stock, says so, and clears the quantity", async () => {
    let finish = () => {};
    const onMove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderDocks({ onMove });
    await fill(user, "Quantity", "2");
    await user.selectOptions(moveForm().getByLabelText("To"), "montreal");
    await fill(user, "Leaves", "2026-12-03");
    await fill(user, "Arrives", "2026-12-05");
    await user.click(screen.getByRole("button", { name: "Move stock" }));
    expect(onMove).toHaveBeenCalledWith({
      quantity: 2,
      from: "toronto",
      to: "montreal",
      leaves: "2026-12-03",
      arrives: "2026-12-05",
    });
    const busy = screen.getByRole("button", { name: "Moving…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await user.click(busy);
    expect(onMove).toHaveBeenCalledOnce();

    finish();
    expect(await screen.findByText("Moved 2 from Toronto to Montreal.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Moved 2 from Toronto to Montreal.");
    expect(moveForm().getByLabelText<HTMLInputElement>("Quantity").value).toBe("");
    expect(moveForm().getByLabelText<HTMLSelectElement>("To").value).toBe("montreal");
    expect(moveForm().getByLabelText<HTMLInputElement>("Leaves").value).toBe("2026-12-03");
    expect(screen.getByRole("button", { name: "Move stock" }).getAttribute("aria-busy")).toBe("false");
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const onMove = vi.fn().mockRejectedValue(new Error("Toronto has only 1 to spare on Dec 4: an order holds 2."));
    const { user } = renderDocks({ onMove });
    await fill(user, "Quantity", "3");
    await fill(user, "Leaves", "2026-12-03");
    await user.click(screen.getByRole("button", { name: "Move stock" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Toronto has only 1 to spare on Dec 4: an order holds 2.",
    );
    expect(moveForm().getByLabelText<HTMLInputElement>("Quantity").value).toBe("3");
    expect(moveForm().getByLabelText<HTMLInputElement>("Leaves").value).toBe("2026-12-03");
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("button", { name: "Move stock" })).toBeTruthy();
  });

  it("will not move more than the source holds, nor none", async () => {
    const { onMove, user } = renderDocks();
    const quantity = moveForm().getByLabelText("Quantity");
    await user.click(screen.getByRole("button", { name: "Move stock" }));
    expect(problemOf(quantity)).toBe("Enter a whole number from 1 to 3: Toronto has 3.");
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(quantity);
    await fill(user, "Quantity", "4");
    expect(problemOf(quantity)).toBe("Enter a whole number from 1 to 3: Toronto has 3.");
    await fill(user, "Quantity", "0");
    expect(problemOf(quantity)).toBe("Enter a whole number from 1 to 3: Toronto has 3.");
    await user.selectOptions(moveForm().getByLabelText("From"), "vancouver");
    expect(problemOf(quantity)).toBe("Enter 1: Vancouver has 1.");
    await fill(user, "Quantity", "1");
    expect(quantity.getAttribute("aria-invalid")).toBeNull();
    expect(onMove).not.toHaveBeenCalled();
  });

  it("will not move from a dock that has none, nor to the dock it leaves", async () => {
    const { onMove, user } = renderDocks();
    const form = moveForm();
    await user.selectOptions(form.getByLabelText("From"), "montreal");
    await user.selectOptions(form.getByLabelText("To"), "montreal");
    await user.click(screen.getByRole("button", { name: "Move stock" }));
    expect(problemOf(form.getByLabelText("From"))).toBe("Montreal has none of this prop: choose a dock that has some.");
    expect(problemOf(form.getByLabelText("To"))).toBe("It leaves Montreal: choose another dock for it to go to.");
    expect(document.activeElement).toBe(form.getByLabelText("From"));
    expect(onMove).not.toHaveBeenCalled();
  });

  it("will not send stock before today, nor have it arrive before it leaves", async () => {
    const { onMove, user } = renderDocks();
    const form = moveForm();
    await fill(user, "Quantity", "1");
    await fill(user, "Leaves", "2026-11-23");
    await fill(user, "Arrives", "2026-11-22");
    await user.click(screen.getByRole("button", { name: "Move stock" }));
    expect(problemOf(form.getByLabelText("Leaves"))).toBe(
      "It cannot leave before today (Nov 24): choose today or a later day.",
    );
    expect(problemOf(form.getByLabelText("Arrives"))).toBe(
      "It cannot arrive before it leaves (Nov 23): choose that day or after.",
    );
    expect(document.activeElement).toBe(form.getByLabelText("Leaves"));
    await fill(user, "Leaves", "");
    expect(problemOf(form.getByLabelText("Leaves"))).toBe("Enter the day it leaves, like 2026-12-03.");
    expect(onMove).not.toHaveBeenCalled();
  });

  it("offers no move for a prop house with one dock", () => {
    renderDocks({ docks: [{ id: "toronto", displayName: "Toronto" }], stock: { toronto: 3 } });
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText("This prop house has one dock: there is nowhere to move stock to.")).toBeTruthy();
  });
});
