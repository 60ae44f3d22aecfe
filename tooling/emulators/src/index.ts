// Node only: the Firebase emulators that tests and the local stack run on.
export { startAuthEmulator } from "./auth-emulator.js";
export type { AuthEmulatorOptions, RunningAuthEmulator } from "./auth-emulator.js";
export { startFirestoreEmulator } from "./firestore-emulator.js";
export type { FirestoreEmulatorOptions, RunningFirestoreEmulator } from "./firestore-emulator.js";
export { startFunctionsEmulator } from "./functions-emulator.js";
export type { FunctionsEmulatorOptions, RunningFunctionsEmulator } from "./functions-emulator.js";
export { firestoreEmulatorControl } from "./firestore-emulator-control.js";
export type { FirestoreEmulatorControl } from "./firestore-emulator-control.js";
export { freePort } from "./free-port.js";
export { FirestoreEmulatorUnavailable } from "./locate-firestore-emulator.js";
export { callerOfToken, seedStoredFile, startFileStoreStandIn } from "./file-store-stand-in.js";
export type { FileStoreStandInOptions, RunningFileStoreStandIn, StoredFileMetadata } from "./file-store-stand-in.js";
