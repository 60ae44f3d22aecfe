// The demo accounts of the local stack (@backlot/demo's), created in the Auth emulator.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { demoAccounts } from "@backlot/demo";

export interface CreatedDemoAccount {
  uid: string;
  email: string;
  isStaff: boolean;
  /** Whose paperwork the seed fills in, and how (seed-paperwork.ts). */
  paperwork?: { kind: "lapsed" | "complete"; orderId: string };
}

/** Creates the demo accounts (again) in the emulator at `host` for `projectId`; returns their new uids. */
export async function createDemoAccounts(host: string, projectId: string): Promise<CreatedDemoAccount[]> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const app = initializeApp({ projectId }, `demo-accounts-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const created: CreatedDemoAccount[] = [];
    for (const account of demoAccounts) {
      const existing = await auth.getUserByEmail(account.email).catch(() => undefined);
      if (existing) await auth.deleteUser(existing.uid);
      const user = await auth.createUser({
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
        ...("phoneNumber" in account
          ? {
              multiFactor: {
                enrolledFactors: [{ factorId: "phone", phoneNumber: account.phoneNumber, displayName: "Mobile" }],
              },
            }
          : {}),
      });
      created.push({
        uid: user.uid,
        email: account.email,
        isStaff: "isStaff" in account,
        ...("paperwork" in account ? { paperwork: { kind: account.paperwork, orderId: account.orderId } } : {}),
      });
    }
    return created;
  } finally {
    await deleteApp(app);
  }
}
