import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmProvider } from "@backlot/ui/ConfirmDialog";
import { CustomerCard } from "./CustomerCard/index.js";
import { useApprovalQuestion } from "./use-approval-question.js";

const dana = {
  name: "Dana Reyes",
  email: "dana@astoria.example",
  emailVerified: false,
  phone: "",
  studio: "",
  production: "",
  title: "",
  joinedAt: "2026-11-20T14:05:00Z",
  lastSignInAt: "2026-11-23T13:40:00Z",
  standing: "awaiting" as const,
};

/** The customer card as the customer's page holds it for an address that is not verified. */
function UnverifiedCustomer({ onDecide }: { onDecide: (isAuthorized: boolean) => Promise<void> }) {
  const ask = useApprovalQuestion();
  return (
    <CustomerCard
      customer={dana}
      onDecide={onDecide}
      confirmApproval={() => ask(dana)}
      settings={{ locale: "en" }}
      timeZone="America/New_York"
    />
  );
}

describe("approving a customer whose address is not verified", () => {
  it("asks first, in the console's dialog: not now keeps them waiting, approve anyway approves", async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn(() => Promise.resolve());
    render(
      <ConfirmProvider>
        <UnverifiedCustomer onDecide={onDecide} />
      </ConfirmProvider>,
    );
    expect(screen.getByText("No: nothing shows the address is theirs")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Approve Dana Reyes without a verified address?" });
    expect(dialog.textContent).toContain("dana@astoria.example has not been verified");
    await user.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onDecide).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Approve" }));
    await user.click(await screen.findByRole("button", { name: "Approve anyway" }));
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith(true));
  });
});
