import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OrderDesk, type OrderDeskProps } from "./index.js";
import { sampleOrderRows } from "./sample-orders.js";

const base: OrderDeskProps = {
  status: "placed",
  onStatusChange: () => undefined,
  pickUpDay: "",
  onPickUpDayChange: () => undefined,
  state: { status: "ready", rows: sampleOrderRows, hasMore: false },
  onLoadMore: () => undefined,
  hrefOf: (id) => `/orders/${id}`,
  settings: { locale: "en", currency: "USD" },
};

describe("OrderDesk", () => {
  it("lists orders with their link, customer, dates, fulfilment, props and total", () => {
    render(<OrderDesk {...base} />);
    const [first, second] = screen.getAllByRole("row").slice(1);
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "O-8K2M4PQ7" })
        .getAttribute("href"),
    ).toBe("/orders/o1");
    expect(first?.textContent).toContain("Diner, scene 12");
    expect(first?.textContent).toContain("Pick-up");
    expect(first?.textContent).toContain("$341.55");
    expect(second?.textContent).toContain("Delivery");
    expect(second?.textContent).toContain("Not priced");
  });

  it("filters by status and by the day orders go out, and clears the day", async () => {
    const user = userEvent.setup();
    const onStatusChange = vi.fn();
    const onPickUpDayChange = vi.fn();
    const { rerender } = render(
      <OrderDesk {...base} onStatusChange={onStatusChange} onPickUpDayChange={onPickUpDayChange} />,
    );
    await user.click(screen.getByRole("button", { name: "Out on rental" }));
    expect(onStatusChange).toHaveBeenCalledWith("out");
    const day = screen.getByLabelText("Picked up on");
    expect(day.getAttribute("type")).toBe("date");
    rerender(
      <OrderDesk
        {...base}
        pickUpDay="2026-12-01"
        state={{ status: "ready", rows: [], hasMore: false }}
        onPickUpDayChange={onPickUpDayChange}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "No orders that are “Placed, waiting for the prop house” go out on 2026-12-01.",
    );
    await user.click(screen.getByRole("button", { name: "Any day" }));
    expect(onPickUpDayChange).toHaveBeenCalledWith("");
  });
});
