// The demo accounts of the local stack: a customer with a password only, one who also signs in with a
// code sent to their phone, and the prop house's staff (the staffOf claim, which the local stack sets
// with `backlot staff add`). The README names them; the local stack creates them in the Auth emulator.
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
