// The demo accounts of the local stack: a customer with a password only, one who also signs in with a
// code sent to their phone, two whose paperwork shows the release gate (one lapsed, one complete), and the prop
// house's staff (the staffOf claim, which the local stack sets
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
  // The release gate on both sides (issue 33): each has a confirmed order picked up in a few days.
  {
    email: "lapsed@bowery.example",
    password: "backlot-demo",
    displayName: "Lee Lapsed",
    paperwork: "lapsed",
    /** Their confirmed order, an id as the server makes them (20 letters and digits). */
    orderId: "LeeLapsedNightShift1",
    description: "insurance lapsed last week and no card or terms: their confirmed order cannot go out",
  },
  {
    email: "ready@bowery.example",
    password: "backlot-demo",
    displayName: "Riley Ready",
    paperwork: "complete",
    orderId: "RileyReadyHarborLts2",
    description: "insurance, account terms and the signed agreement on file: their confirmed order can go out",
  },
  {
    email: "staff@bowery.example",
    password: "backlot-demo",
    displayName: "Sam Staff",
    isStaff: true,
    description: "the prop house's staff, with the staffOf claim",
  },
] as const;
