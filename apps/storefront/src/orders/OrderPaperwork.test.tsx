// An order's paperwork by the account's standing (decision 0021): an account awaiting approval or approved gets the
// card form and the agreement; a denied one gets the server's refusal instead, and nothing to press.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { orderReference } from "@backlot/domain";
import { OrderPaperwork, type OrderPaperworkProps } from "./OrderPaperwork.js";

const orderId = "8jd2kq0aXXXXXXXXXXXX";

function renderPaperwork(props: Partial<Omit<OrderPaperworkProps, "children">> = {}) {
  return render(
    <OrderPaperwork
      orderId={orderId}
      order={{ status: "confirmed" }}
      user={{ isAuthorized: null }}
      vendorName="Backlot Props"
      takesCards
      {...props}
    >
      <button type="button">Authorise a card</button>
      <button type="button">Sign</button>
    </OrderPaperwork>,
  );
}

describe("OrderPaperwork", () => {
  it("offers the card and the agreement to an account awaiting approval or approved", () => {
    for (const isAuthorized of [null, true]) {
      const { unmount } = renderPaperwork({ user: { isAuthorized } });
      expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Authorise a card", "Sign"]);
      expect(screen.queryByText(/has not approved this account/)).toBeNull();
      unmount();
    }
  });

  it("tells a denied account why, with the server's words, instead of the forms", () => {
    renderPaperwork({ user: { isAuthorized: false } });
    expect(screen.queryAllByRole("button")).toEqual([]);
    screen.getByText(
      "Backlot Props has not approved this account, so it cannot authorise a card or sign the rental agreement for " +
        `order ${orderReference(orderId)}. Write to them about it.`,
    );
  });

  it("names only the agreement where the house takes no cards, and says nothing of a cancelled order", () => {
    const { unmount } = renderPaperwork({ user: { isAuthorized: false }, takesCards: false });
    expect(screen.getByText(/has not approved this account/).textContent).toContain(
      "so it cannot sign the rental agreement for order",
    );
    unmount();
    const { container } = renderPaperwork({ user: { isAuthorized: false }, order: { status: "cancelled" } });
    expect(container.innerHTML).toBe("");
  });
});
