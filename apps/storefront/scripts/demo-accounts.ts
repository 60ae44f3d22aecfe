// The demo accounts of the local stack, created in the Auth emulator: a customer with a password
// only, one who also signs in with a code sent to their phone, and the prop house's staff (the
// staffOf claim, which the local stack sets with `backlot staff add`). The README names them.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

export const demoAccounts = [
  {
    email: "demo@bowery.example",
    password: "backlot-demo",
    displayName: "Dana Demo",
    description: "email and password",
  },
  {
    email: "demo-mfa@bowery.example",
    password: "backlot-demo",
    displayName: "Morgan Twofactor",
    phoneNumber: "+12125550100",
    description: "email and password, then a code sent to +1 212-555-0100",
  },
  {
    email: "staff@bowery.example",
    password: "backlot-demo",
    displayName: "Sam Staff",
    isStaff: true,
    description: "the prop house's staff, with the staffOf claim",
  },
] as const;

export interface CreatedDemoAccount {
  uid: string;
  email: string;
  isStaff: boolean;
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
      created.push({ uid: user.uid, email: account.email, isStaff: "isStaff" in account });
    }
    return created;
  } finally {
    await deleteApp(app);
  }
}
