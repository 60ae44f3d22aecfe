// The Firebase Auth adapter, SDK loaded on first use.
export { createFirebaseAuthService } from "./firebase-auth-service.js";
export type { FirebaseAuthOptions, FirebaseAuthSdk } from "./firebase-auth-service.js";
