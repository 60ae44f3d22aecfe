// Before staff approve a customer whose address is not verified, the console asks: approved, the
// account can place orders, and nothing shows that the address (which the welcome email goes to)
// is the customer's. The record learns of a verification at their next sign-in.
import { useConfirm } from "@backlot/ui/ConfirmDialog";

export interface ApprovalQuestionCustomer {
  name: string;
  email: string;
}

/** Asks staff, in the console's dialog, whether to approve `customer` all the same; true to go on. */
export function useApprovalQuestion(): (customer: ApprovalQuestionCustomer) => Promise<boolean> {
  const confirm = useConfirm();
  return async ({ name, email }) =>
    (await confirm({
      title: `Approve ${name} without a verified address?`,
      paragraphs: [
        `${email} has not been verified: nothing shows it is theirs, as anyone can sign up with an address.`,
        "Approved, the account can place orders. If you know who they are, approve them; otherwise ask them to " +
          "verify the address (their account page) or write to them first.",
      ],
      confirmLabel: "Approve anyway",
      cancelLabel: "Not now",
    })) === "confirmed";
}
