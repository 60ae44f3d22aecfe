// Node only: the Firebase Auth emulator for tests and local runs.
export { freePort, startAuthEmulator } from "./start-auth-emulator.js";
export type { AuthEmulatorOptions, RunningAuthEmulator } from "./start-auth-emulator.js";
