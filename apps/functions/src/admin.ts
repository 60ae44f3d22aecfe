// The Admin SDK, set up once per function instance. Functions write past the rules: they are the
// server that the rules leave orders, prices and audit records to.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

export function firestore() {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
