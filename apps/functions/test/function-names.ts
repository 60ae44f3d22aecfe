// Every function src/index.ts exports; the emulator is ready once it has loaded them all.
export const functionNames = ["placeOrder"] as const;
