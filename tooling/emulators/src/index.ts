// Node only: the Firebase emulators that tests and the local stack run on.
export { firebaseCli, startAuthEmulator } from "./auth-emulator.js";
export type { AuthEmulatorOptions, RunningAuthEmulator } from "./auth-emulator.js";
export { startFirestoreEmulator } from "./firestore-emulator.js";
export type { FirestoreEmulatorOptions, RunningFirestoreEmulator } from "./firestore-emulator.js";
export { freePort } from "./free-port.js";
export { FirestoreEmulatorUnavailable, debianEmulatorJar, javaMajorVersion, locateFirestoreEmulator, minimumJava } from "./locate-firestore-emulator.js";
export type { LocatedFirestoreEmulator } from "./locate-firestore-emulator.js";
