// Startup, and sign-ins that meet it or each other, over a fake provider: the orderings and
// failures here are hard to bring about with the real one on demand.
import { DocumentStoreError, vendorUsers } from "@backlot/data";
import { openEmbeddedStore } from "@backlot/data/embedded";
import { memoryStorage } from "@backlot/data/location";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { describe, expect, it, vi } from "vitest";
import { fakeAuthService, fakeProviderError } from "../../test/fake-auth-service.js";
import { quickRetries, serverWithout, vendor } from "../../test/harness.js";
import { jo } from "../../test/sample-states.js";
import { testCaptcha } from "../captcha/captcha.js";
import { AuthError, authErrorMessages } from "../errors/auth-errors.js";
import { createAuthStore } from "../machine/store.js";
import type { AuthUser } from "../port/auth-service.js";
import { createAuthFlows } from "./auth-flows.js";
import { sessionHint, settleAsVisitor } from "./session-hint.js";

const offline = () => fakeProviderError("auth/network-request-failed");

/** A browser tab over the fake provider; `signedIn` is who the provider and the session hint remember. */
async function fakeTab(signedIn: AuthUser | null = null) {
  const auth = fakeAuthService(signedIn);
  const data = await openEmbeddedStore({ name: "startup-tests", indexedDB: new IDBFactory(), IDBKeyRange });
  const users = vendorUsers(data, vendor);
  if (signedIn) await users.recordLogin({ uid: signedIn.uid, email: signedIn.email });
  const store = createAuthStore();
  const hint = sessionHint(memoryStorage(), "ny-props");
  if (signedIn) hint.write(signedIn.uid);
  const logged: string[] = [];
  const server = serverWithout(users);
  const flows = createAuthFlows({
    auth,
    store,
    users,
    recordSignIn: (call) => server.recordSignIn(call),
    vendorId: vendor.vendorId,
    captcha: testCaptcha(),
    hint,
    log: (message) => void logged.push(message),
    afterFirstPaint: (work) => work(),
    retryPolicy: quickRetries,
  });
  return { auth, users, store, hint, flows, logged, state: () => store.getState().auth };
}

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("startup when the server is out of reach", () => {
  it("keeps the customer signed in, then loads the record and fresh claims once it is back", async () => {
    const tab = await fakeTab(jo);
    const refresh = vi
      .spyOn(tab.auth, "getIdToken")
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue("fresh-token");
    // Only the retry may bring the record (not the record's listener), so it is the retry that is seen.
    const listen = vi.spyOn(tab.users, "listen").mockReturnValue(() => undefined);
    const signOut = vi.spyOn(tab.auth, "signOut");

    await tab.flows.init();
    expect(tab.state()).toMatchObject({ status: "authenticated", firebaseUser: jo, vendorUser: null });
    expect(signOut).not.toHaveBeenCalled();
    expect(tab.hint.read()).toBe(jo.uid);
    expect(listen).toHaveBeenCalledWith(jo.uid, expect.any(Function), expect.any(Function));

    await vi.waitFor(() =>
      expect(tab.state()).toMatchObject({ status: "authenticated", vendorUser: { email: jo.email } }),
    );
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(refresh).toHaveBeenLastCalledWith(true);
    expect(signOut).not.toHaveBeenCalled();
    expect(tab.logged).toContain(
      "Backlot: the server is out of reach at startup; staying signed in, loading the record later",
    );
    tab.flows.dispose();
  });

  it("treats the store being offline like the provider being offline", async () => {
    const tab = await fakeTab(jo);
    vi.spyOn(tab.users, "get").mockRejectedValueOnce(new DocumentStoreError("unavailable", "The client is offline."));
    const signOut = vi.spyOn(tab.auth, "signOut");
    await tab.flows.init();
    expect(tab.state()).toMatchObject({ status: "authenticated", vendorUser: null });
    await vi.waitFor(() => expect(tab.state()).toMatchObject({ vendorUser: { email: jo.email } }));
    expect(signOut).not.toHaveBeenCalled();
    tab.flows.dispose();
  });

  it("waits in unknown, retrying, while the provider cannot say who is signed in", async () => {
    const tab = await fakeTab(jo);
    const secondTry = deferred<AuthUser | null>();
    const currentUser = vi
      .spyOn(tab.auth, "currentUser")
      .mockRejectedValueOnce(offline())
      .mockReturnValueOnce(secondTry.promise);
    const signOut = vi.spyOn(tab.auth, "signOut");
    const started = tab.flows.init();
    await vi.waitFor(() => expect(currentUser).toHaveBeenCalledTimes(2));
    expect(tab.logged[0]).toMatch(/^Backlot: the server is out of reach at startup; trying again in 1 s$/);
    expect(tab.state()).toEqual({ status: "unknown" });
    secondTry.resolve(jo);
    await started;
    expect(tab.state()).toMatchObject({ status: "authenticated", vendorUser: { email: jo.email } });
    expect(signOut).not.toHaveBeenCalled();
    tab.flows.dispose();
  });

  it("signs out after reconnecting when the record is then refused", async () => {
    const tab = await fakeTab(jo);
    vi.spyOn(tab.users, "listen").mockReturnValue(() => undefined);
    vi.spyOn(tab.auth, "getIdToken").mockRejectedValueOnce(offline());
    const record = await tab.users.get(jo.uid);
    vi.spyOn(tab.users, "get")
      .mockResolvedValueOnce(record)
      .mockRejectedValue(new DocumentStoreError("permission-denied", "Missing or insufficient permissions."));
    await tab.flows.init();
    expect(tab.state()).toMatchObject({ status: "authenticated", vendorUser: null });
    await vi.waitFor(() => expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" }));
    expect(tab.auth.user).toBeNull();
    expect(tab.hint.read()).toBeNull();
    tab.flows.dispose();
  });

  it("still signs out for any other failure", async () => {
    const tab = await fakeTab(jo);
    vi.spyOn(tab.auth, "getIdToken").mockRejectedValueOnce(fakeProviderError("auth/user-disabled"));
    await tab.flows.init();
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
    expect(tab.auth.user).toBeNull();
    expect(tab.hint.read()).toBeNull();
  });

  it("runs once however often it is asked", async () => {
    const tab = await fakeTab(jo);
    const currentUser = vi.spyOn(tab.auth, "currentUser");
    await Promise.all([tab.flows.init(), tab.flows.init()]);
    await tab.flows.init();
    expect(currentUser).toHaveBeenCalledOnce();
    tab.flows.dispose();
  });
});

describe("impersonation during startup", () => {
  it("waits for startup to settle, then signs in", async () => {
    const customer: AuthUser = { ...jo, uid: "customer", email: "customer@studio.example" };
    const tab = await fakeTab(jo);
    await tab.users.recordLogin({ uid: customer.uid, email: customer.email });
    const restoring = deferred<AuthUser | null>();
    vi.spyOn(tab.auth, "currentUser").mockReturnValueOnce(restoring.promise);
    const signIn = vi.spyOn(tab.auth, "signInWithCustomToken").mockImplementation((token) => {
      expect(token).toBe("minted-token");
      tab.auth.user = customer;
      return Promise.resolve(customer);
    });

    const started = tab.flows.init();
    const impersonated = tab.flows.impersonate("minted-token");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signIn).not.toHaveBeenCalled();
    expect(tab.state()).toEqual({ status: "unknown" });

    restoring.resolve(jo);
    await started;
    await expect(impersonated).resolves.toMatchObject({ email: customer.email });
    expect(tab.state()).toMatchObject({ status: "authenticated", via: "impersonate", firebaseUser: customer });
    tab.flows.dispose();
  });
});

describe("one sign-in at a time", () => {
  it("gives a second identical sign-in the first one's result instead of starting another", async () => {
    const tab = await fakeTab();
    await tab.flows.init();
    const answer = deferred<AuthUser>();
    const signIn = vi.spyOn(tab.auth, "signInWithEmail").mockImplementation(async () => {
      const user = await answer.promise;
      tab.auth.user = user;
      return { kind: "signedIn", user };
    });

    const first = tab.flows.loginWithEmail(jo.email ?? "", "password", "/account");
    const second = tab.flows.loginWithEmail(jo.email ?? "", "password", "/account");
    answer.resolve(jo);
    const [one, two] = await Promise.all([first, second]);
    expect(two).toBe(one);
    expect(one).toMatchObject({ kind: "signedIn", redirectTo: "/account" });
    expect(signIn).toHaveBeenCalledOnce();
    expect(tab.state()).toMatchObject({ status: "authenticated", via: "login" });
    tab.flows.dispose();
  });

  it("refuses a different sign-in while one is under way, with a message, changing nothing", async () => {
    const tab = await fakeTab();
    await tab.flows.init();
    const answer = deferred<AuthUser>();
    vi.spyOn(tab.auth, "signInWithEmail").mockImplementation(async () => ({
      kind: "signedIn",
      user: await answer.promise,
    }));
    const login = tab.flows.loginWithEmail(jo.email ?? "", "password");
    const other = tab.flows.loginAnonymously();
    await expect(other).rejects.toThrow(new AuthError("signInInProgress"));
    expect(tab.state()).toEqual({ status: "loggingIn", type: "1stFactor" });
    answer.resolve(jo);
    await expect(login).resolves.toMatchObject({ kind: "signedIn" });
  });

  it("lets the next sign-in start once the first has failed", async () => {
    const tab = await fakeTab();
    await tab.flows.init();
    vi.spyOn(tab.auth, "signInWithEmail")
      .mockRejectedValueOnce(fakeProviderError("auth/invalid-credential"))
      .mockResolvedValueOnce({ kind: "signedIn", user: jo });
    await expect(tab.flows.loginWithEmail(jo.email ?? "", "wrong")).rejects.toThrow(authErrorMessages.wrongPassword);
    await expect(tab.flows.loginWithEmail(jo.email ?? "", "right")).resolves.toMatchObject({ kind: "signedIn" });
  });
});

describe("a sign-in whose user record fails", () => {
  it("signs the provider out too, and says why", async () => {
    const tab = await fakeTab();
    await tab.flows.init();
    vi.spyOn(tab.auth, "signInWithEmail").mockImplementation(() => {
      tab.auth.user = jo;
      return Promise.resolve({ kind: "signedIn", user: jo });
    });
    vi.spyOn(tab.users, "recordLogin").mockRejectedValueOnce(
      new DocumentStoreError("permission-denied", "Missing or insufficient permissions."),
    );
    await expect(tab.flows.loginWithEmail(jo.email ?? "", "password")).rejects.toThrow(
      authErrorMessages.permissionDenied,
    );
    expect(tab.auth.user).toBeNull();
    expect(tab.hint.read()).toBeNull();
    expect(tab.state()).toEqual({ status: "notAuthenticated", reason: "noToken" });
  });
});

describe("a page that settled as a visitor's before the flows started", () => {
  it("is noToken at once without the SDK, and the flows' startup later leaves it so", async () => {
    const tab = await fakeTab();
    expect(settleAsVisitor(tab.store, tab.hint)).toBe(false);
    expect(tab.state().status).toBe("notAuthenticated");
    const currentUser = vi.spyOn(tab.auth, "currentUser");

    await tab.flows.init();
    expect(tab.state()).toMatchObject({ status: "notAuthenticated", reason: "noToken" });
    expect(currentUser).not.toHaveBeenCalled();
  });

  it("says a stored sign-in is there, changing nothing, so the caller starts the SDK", async () => {
    const tab = await fakeTab(jo);
    expect(settleAsVisitor(tab.store, tab.hint)).toBe(true);
    expect(tab.state().status).toBe("unknown");
    await tab.flows.init();
    expect(tab.state()).toMatchObject({ status: "authenticated", firebaseUser: jo });
  });

  it("takes a sign-in made in another tab since through the listener, not through startup", async () => {
    const tab = await fakeTab();
    settleAsVisitor(tab.store, tab.hint);
    // The other tab signed in: its hint is in the shared storage, and the provider now knows the user.
    tab.hint.write(jo.uid);
    await tab.users.recordLogin({ uid: jo.uid, email: jo.email });
    tab.auth.user = jo;

    await tab.flows.init();
    await vi.waitFor(() => expect(tab.state()).toMatchObject({ status: "authenticated", firebaseUser: jo }));
  });
});
