// The Admin SDK, set up once per function instance. Functions write past the rules: they are the
// server that the rules leave orders, prices, statuses, mail and audit records to.
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

const app = () => getApps()[0] ?? initializeApp();

export const firestore = () => getFirestore(app());

export const auth = () => getAuth(app());

/** The project's default Cloud Storage bucket (paperwork files); loaded only by the commands that read files. */
export const storageBucket = async () => (await import("firebase-admin/storage")).getStorage(app()).bucket();
