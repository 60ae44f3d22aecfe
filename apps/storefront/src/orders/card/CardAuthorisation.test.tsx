// The card authorisation as a customer meets it: the amount and why, the local test provider's cards labelled as
// such (no card number anywhere), the saved card afterwards, and a refusal said with a way to try again. The commands
// are fakes here (the server's side is tested on the emulators: apps/functions/src/commands/payments).
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ConfirmCardAuthorisationResult, Order, StartCardAuthorisationResult } from "@backlot/domain";
import { CommandError } from "../../app/server-commands.js";
import { CardAuthorisation, type CardAuthorisationProps } from "./CardAuthorisation.js";

const settings = { locale: "en-US", currency: "USD", ccAuthProcessingPercentage: 3.5 };
const order = { status: "confirmed", estimate: { subtotal: 50_000 } } as Pick<
  Order,
  "status" | "estimate" | "cardAuthorisation"
>;
const started: StartCardAuthorisationResult = {
  provider: "test",
  setupId: "seti_test_1",
  clientSecret: "seti_test_1_secret_x",
  amount: 51_750,
  currency: "USD",
  processingPercentage: 3.5,
};
const saved: ConfirmCardAuthorisationResult = {
  card: { brand: "visa", last4: "4242", expMonth: 4, expYear: 2029 },
  amount: 51_750,
  currency: "USD",
};

function fakeCommands(overrides: Partial<CardAuthorisationProps["commands"]> = {}) {
  return {
    startCardAuthorisation: vi.fn(() => Promise.resolve(started)),
    confirmCardAuthorisation: vi.fn(() => Promise.resolve(saved)),
    ...overrides,
  };
}

function renderCard(props: Partial<CardAuthorisationProps> = {}) {
  const commands = props.commands ?? fakeCommands();
  render(
    <CardAuthorisation
      orderId="OrderOfTwentyLetters"
      order={order}
      settings={settings}
      {...props}
      commands={commands}
    />,
  );
  return { commands, panel: screen.getByRole("region", { name: "Card authorisation" }) };
}

describe("CardAuthorisation", () => {
  it("says what is authorised and why, then saves a test card and names it", async () => {
    const { commands, panel } = renderCard();
    expect(panel.textContent).toContain(
      "Authorise a card for $517.50: the order’s $500.00 plus a 3.5% card processing fee. Nothing is charged now",
    );
    await userEvent.click(within(panel).getByRole("button", { name: "Authorise a card" }));
    expect(commands.startCardAuthorisation).toHaveBeenCalledWith({ orderId: "OrderOfTwentyLetters" });

    const testCards = within(panel).getByRole("group", { name: "Test payments: no card is charged" });
    expect(within(testCards).getByRole("radio", { name: "Visa, succeeds" })).toHaveProperty("checked", true);
    expect(panel.textContent).not.toMatch(/\d{13,}/);
    await userEvent.click(within(testCards).getByRole("radio", { name: "Mastercard, succeeds" }));
    await userEvent.click(within(testCards).getByRole("radio", { name: "Visa, succeeds" }));
    await userEvent.click(within(panel).getByRole("button", { name: "Authorise $517.50" }));
    expect(commands.confirmCardAuthorisation).toHaveBeenCalledWith({
      orderId: "OrderOfTwentyLetters",
      setupId: "seti_test_1",
      testCard: "pm_card_visa",
    });
    expect(await within(panel).findByText("Visa ending 4242, expires 04/29, authorised for $517.50.")).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Authorise a card" })).toBeNull();
  });

  it("shows the card already saved on the order, and offers another", () => {
    const authorised = {
      ...order,
      cardAuthorisation: {
        ...saved,
        provider: "test" as const,
        setupId: "seti_test_1",
        customerId: "cus_test_1",
        paymentMethodId: "pm_test_1",
        authorisedAt: "2026-11-20T15:00:00.000Z",
      },
    };
    const { panel } = renderCard({ order: authorised });
    expect(within(panel).getByText("Visa ending 4242, expires 04/29, authorised for $517.50.")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Use another card" })).toBeTruthy();
  });

  it("says why the card was refused, and tries again with the same card form", async () => {
    const declined = new CommandError("Your card was declined. Try again or use another card", "failed-precondition");
    const commands = fakeCommands({
      confirmCardAuthorisation: vi.fn().mockRejectedValueOnce(declined).mockResolvedValueOnce(saved),
    });
    const { panel } = renderCard({ commands });
    await userEvent.click(within(panel).getByRole("button", { name: "Authorise a card" }));
    await userEvent.click(within(panel).getByRole("radio", { name: "Declined card" }));
    await userEvent.click(within(panel).getByRole("button", { name: "Authorise $517.50" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "Your card was declined. Try again or use another card",
    );
    await userEvent.click(within(panel).getByRole("button", { name: "Try again" }));
    await userEvent.click(within(panel).getByRole("button", { name: "Authorise $517.50" }));
    expect(await within(panel).findByText(/^Visa ending 4242/)).toBeTruthy();
    expect(commands.startCardAuthorisation).toHaveBeenCalledTimes(1);
  });

  it("says so when the server uses Stripe and this site has no Stripe key", async () => {
    const stripe = fakeCommands({
      startCardAuthorisation: vi.fn(() => Promise.resolve({ ...started, provider: "stripe" as const })),
    });
    const { panel } = renderCard({ commands: stripe });
    await userEvent.click(within(panel).getByRole("button", { name: "Authorise a card" }));
    expect((await within(panel).findByRole("alert")).textContent).toMatch(/has no Stripe publishable key/);
  });

  it("offers to try again when the card form could not be opened", async () => {
    const unsent = new CommandError("Not sent: the connection dropped.", "unavailable");
    const commands = fakeCommands({
      startCardAuthorisation: vi.fn().mockRejectedValueOnce(unsent).mockResolvedValueOnce(started),
    });
    const { panel } = renderCard({ commands });
    await userEvent.click(within(panel).getByRole("button", { name: "Authorise a card" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe("Not sent: the connection dropped.");
    await userEvent.click(within(panel).getByRole("button", { name: "Try again" }));
    expect(await within(panel).findByRole("group", { name: "Test payments: no card is charged" })).toBeTruthy();
  });

  it("shows nothing for an order with no price yet", () => {
    const { container } = render(
      <CardAuthorisation
        orderId="OrderOfTwentyLetters"
        order={{ status: "placed" }}
        settings={settings}
        commands={fakeCommands()}
      />,
    );
    expect(container.textContent).toBe("");
  });
});
