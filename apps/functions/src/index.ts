// The Cloud Functions of a Backlot project (v2, Node 20). Commands a customer must not decide
// alone go through callables; reads stay on Firestore listeners under the rules. The names are
// @backlot/data's commandNames and scheduledFunctionNames (index.test.ts checks they agree).
export { placeOrder } from "./place-order.js";
export { requestQuote } from "./quotes/request-quote.js";
export { recordSignIn } from "./customers/record-sign-in.js";
export { answerQuote } from "./staff/answer-quote.js";
export { acceptQuote, declineQuote } from "./quotes/decide-quote.js";
export { setOrderStatus } from "./staff/set-order-status.js";
export { approveCustomer } from "./staff/approve-customer.js";
export { reply } from "./staff/reply.js";
export { startImpersonation } from "./staff/start-impersonation.js";
export { endImpersonation } from "./staff/end-impersonation.js";
export { acceptStaffInvite } from "./staff/accept-staff-invite.js";
export { sendMessage } from "./messages/send-message.js";
export { mailMessageDigests, mailMessageDigestsOnSchedule } from "./messages/digests.js";
export { closeQuote } from "./staff/close-quote.js";
export { updateProp } from "./catalogue/update-prop.js";
export { readAvailability } from "./bookings/read-availability.js";
export { extendHold, holdSetList, releaseHold } from "./bookings/holds.js";
