import { deleteApp, initializeApp } from "firebase/app";
import * as sdk from "firebase/auth";
import { describe, expect, it, vi } from "vitest";
import { createFirebaseAuthService } from "./firebase-auth-service.js";

describe("Firebase adapter", () => {
  it("loads the SDK only when first used, once, and signs in within the configured tenant", async () => {
    const app = initializeApp({ projectId: "demo-backlot", apiKey: "demo-api-key" }, "tenant-test");
    const loadSdk = vi.fn(() => Promise.resolve(sdk));
    const service = createFirebaseAuthService({ app, tenantId: "ny-props-x1y2z", loadSdk });
    expect(loadSdk).not.toHaveBeenCalled();
    expect(service.isSignInLink("https://x.example/?mode=signIn&oobCode=c&apiKey=k")).toBe(true);
    expect(loadSdk).not.toHaveBeenCalled();
    expect(await service.getIdToken()).toBeNull();
    await service.currentUser();
    expect(loadSdk).toHaveBeenCalledOnce();
    expect(sdk.getAuth(app).tenantId).toBe("ny-props-x1y2z");
    await deleteApp(app);
  });

  it("recognises only Firebase sign-in links", () => {
    const service = createFirebaseAuthService({
      app: initializeApp({ projectId: "demo-backlot", apiKey: "k" }, "links-test"),
    });
    expect(service.isSignInLink("https://x.example/?mode=resetPassword&oobCode=c&apiKey=k")).toBe(false);
    expect(service.isSignInLink("https://x.example/?mode=signIn&apiKey=k")).toBe(false);
    expect(service.isSignInLink("not a url")).toBe(false);
  });
});
