// The Cloud Functions of a Backlot project (v2, Node 20). Commands a customer must not decide
// alone go through callables; reads stay on Firestore listeners under the rules. The names are
// @backlot/data's commandNames and scheduledFunctionNames (index.test.ts checks they agree).
// Each lives under commands/ by the noun it acts on, whoever calls it.

// Quotes: a request, staff's answer or close, the customer's acceptance or refusal.
export { requestQuote } from "./commands/quotes/request-quote.js";
export { answerQuote } from "./commands/quotes/answer-quote.js";
export { closeQuote } from "./commands/quotes/close-quote.js";
export { acceptQuote, declineQuote } from "./commands/quotes/decide-quote.js";

// Orders: placed and priced on the server, moved on by staff.
export { placeOrder } from "./commands/orders/place-order.js";
export { setOrderStatus } from "./commands/orders/set-order-status.js";
export { tickPulled } from "./commands/orders/tick-pulled.js";
export { extendOrder } from "./commands/orders/extend-order.js";
export { addToOrder } from "./commands/orders/add-to-order.js";
export { scanOut, tickOut } from "./commands/dock/scan-out.js";
export { handOver } from "./commands/dock/hand-over.js";
export { reportReturn, scanIn } from "./commands/dock/check-in.js";
export { clearRepair } from "./commands/dock/clear-repair.js";
// The final invoice: issued from what happened at the dock, and paid.
export { issueInvoice } from "./commands/invoices/issue-invoice.js";
export { recordPayment } from "./commands/invoices/record-payment.js";
export { chargeInvoice } from "./commands/invoices/charge-invoice.js";

// Customers: their record at sign-in, staff's approval, and staff's sessions as them.
export { recordSignIn } from "./commands/customers/record-sign-in.js";
export { approveCustomer } from "./commands/customers/approve-customer.js";
export { startImpersonation } from "./commands/customers/start-impersonation.js";
export { endImpersonation } from "./commands/customers/end-impersonation.js";

// Messages: a customer's thread with the prop house, and the prop house's mail of it.
export { sendMessage } from "./commands/messages/send-message.js";
export { reply } from "./commands/messages/reply.js";
export { mailMessageDigests, mailMessageDigestsOnSchedule } from "./commands/messages/digests.js";

// Bookings: what is free for the dates, and customers' holds.
export { readAvailability } from "./commands/bookings/read-availability.js";
export { extendHold, holdSetList, releaseHold } from "./commands/bookings/holds.js";
export { transferStock } from "./commands/bookings/transfer-stock.js";

// Catalogue: staff's edits to a prop.
export { updateProp } from "./commands/catalogue/update-prop.js";

// Paperwork: what a production sends before anything leaves the dock, and staff's review of it.
export { sendPaper } from "./commands/paperwork/send-paper.js";
export { reviewPaper } from "./commands/paperwork/review-paper.js";
export { grantAccountTerms } from "./commands/paperwork/grant-account-terms.js";
export { mailPaperReminders, mailPaperRemindersOnSchedule } from "./commands/paperwork/paper-reminders.js";
export { signAgreement } from "./commands/paperwork/sign-agreement.js";

// Payments: the customer saves a card for their order (decision 0037), which the release gate reads.
export { startCardAuthorisation } from "./commands/payments/start-card-authorisation.js";
export { confirmCardAuthorisation } from "./commands/payments/confirm-card-authorisation.js";

// Productions (issue 35): a team's shared account, its members and invitations, its set lists and their review.
export { createProduction } from "./commands/productions/create-production.js";
export { inviteToProduction } from "./commands/productions/invite-to-production.js";
export { acceptProductionInvite } from "./commands/productions/accept-production-invite.js";
export { changeMembership } from "./commands/productions/change-membership.js";
export { markNoticesSeen } from "./commands/productions/mark-notices-seen.js";
export { createProductionList } from "./commands/productions/create-production-list.js";
export { editProductionList } from "./commands/productions/edit-production-list.js";
export { reviewProductionList } from "./commands/productions/review-production-list.js";
export { moveProductionList } from "./commands/productions/move-production-list.js";
export { commentOnList } from "./commands/productions/comment-on-list.js";
export { mailProductionDigests, mailProductionDigestsOnSchedule } from "./commands/productions/production-digests.js";
// Staff: an invited address takes up its invitation.
export { acceptStaffInvite } from "./commands/staff/accept-staff-invite.js";
