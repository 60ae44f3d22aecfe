// The Cloud Functions of a Backlot project (v2, Node 20). Commands a customer must not decide
// alone go through callables; reads stay on Firestore listeners under the rules.
export { placeOrder } from "./place-order.js";
