// The session's claims follow the auth state: read for a logged-in account (and again when its token
// is refreshed), cleared at once when it goes, never read for a visitor; and, over the Auth emulator,
// an impersonation's claims are there the moment impersonate resolves.
import { type ImpersonationClaims, impersonationOf } from "@backlot/domain";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { fakeAuthService } from "../../test/fake-auth-service.js";
import { fakeIdToken } from "../../test/fake-id-token.js";
import { closeApps, newApp, openTab } from "../../test/harness.js";
import { jo, joRecord, sampleStates } from "../../test/sample-states.js";
import { createAuthStore } from "../machine/store.js";
import type { AuthState } from "../machine/states.js";
import { followSessionClaims, withSessionClaims } from "./session-claims.js";

const loggedIn = (uid = jo.uid): AuthState => ({
  status: "authenticated",
  firebaseUser: { ...jo, uid },
  vendorUser: joRecord,
  via: "login",
});

/** A fake provider whose ID token carries `claims` for whoever it has signed in, and says when it changes. */
function provider(claims: Record<string, unknown>) {
  const auth = fakeAuthService(jo);
  const tokenListeners = new Set<() => void>();
  const state = { claims };
  vi.spyOn(auth, "getIdToken").mockImplementation(() =>
    Promise.resolve(auth.user ? fakeIdToken({ user_id: auth.user.uid, ...state.claims }) : null),
  );
  const onTokenChanged = vi.fn((listener: () => void) => {
    tokenListeners.add(listener);
    return () => void tokenListeners.delete(listener);
  });
  Object.assign(auth, { onTokenChanged });
  const refresh = (next: Record<string, unknown>) => {
    state.claims = next;
    tokenListeners.forEach((listener) => listener());
  };
  return { auth, onTokenChanged, refresh, tokenListeners };
}

describe("followSessionClaims", () => {
  it("reads no token for a visitor, whatever the visitor's session does", async () => {
    const { auth, onTokenChanged } = provider({});
    const getIdToken = vi.spyOn(auth, "getIdToken");
    const store = createAuthStore();
    const session = followSessionClaims({ auth, store });
    for (const [name, state] of Object.entries(sampleStates)) {
      if (name !== "authenticated") store.setState({ auth: state });
    }
    expect(await session.settled()).toEqual({});
    expect(getIdToken).not.toHaveBeenCalled();
    expect(onTokenChanged).not.toHaveBeenCalled();
    expect(session.store.getState()).toEqual({ uid: null, claims: {}, read: true });
  });

  it("reads a logged-in account's claims, and clears them the moment the account signs out", async () => {
    const { auth, tokenListeners } = provider({ impersonatedBy: "staff-1" });
    const store = createAuthStore();
    const session = followSessionClaims({ auth, store });
    store.setState({ auth: loggedIn() });
    expect(session.store.getState()).toEqual({ uid: "jo", claims: {}, read: false });
    expect(await session.settled()).toMatchObject({ user_id: "jo", impersonatedBy: "staff-1" });
    expect(session.current()).toMatchObject({ impersonatedBy: "staff-1" });

    store.setState({ auth: { status: "loggingOut" } });
    // Synchronously: nothing written after this carries the staff member.
    expect(session.current()).toEqual({});
    expect(tokenListeners.size).toBe(0);
  });

  it("reads the claims again when the token is refreshed", async () => {
    const { auth, refresh } = provider({ plan: "basic" });
    const store = createAuthStore();
    const session = followSessionClaims({ auth, store });
    store.setState({ auth: loggedIn() });
    expect(await session.settled()).toMatchObject({ plan: "basic" });
    refresh({ plan: "studio" });
    await vi.waitFor(() => expect(session.current()).toMatchObject({ plan: "studio" }));
  });

  it("keeps no claims of an account read after another has signed in", async () => {
    const { auth } = provider({ impersonatedBy: "staff-1" });
    let answer: (token: string) => void = () => undefined;
    vi.spyOn(auth, "getIdToken").mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const store = createAuthStore();
    const session = followSessionClaims({ auth, store });
    store.setState({ auth: loggedIn("dana") });
    store.setState({ auth: loggedIn("jo") });
    // Dana's token arrives late, after Jo's session began: it is not Jo's.
    answer(fakeIdToken({ user_id: "dana", impersonatedBy: "staff-1" }));
    await session.settled();
    expect(session.store.getState()).toMatchObject({ uid: "jo", claims: { user_id: "jo" } });
  });

  it("stops following when stopped", () => {
    const { auth } = provider({});
    const store = createAuthStore();
    const session = followSessionClaims({ auth, store });
    session.stop();
    store.setState({ auth: loggedIn() });
    expect(session.store.getState().uid).toBeNull();
  });
});

describe("withSessionClaims, over the Auth emulator", () => {
  const apps: ReturnType<typeof newApp>[] = [];
  afterAll(() => closeApps(...apps));

  /** A custom token as startImpersonation makes it, with the Admin SDK against this run's emulator. */
  async function impersonationToken(uid: string, claims: ImpersonationClaims): Promise<string> {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = inject("authEmulatorHost");
    const { getApps, initializeApp } = await import("firebase-admin/app");
    const { getAuth } = await import("firebase-admin/auth");
    const admin =
      getApps().find((app) => app.name === "session-claims-test") ??
      initializeApp({ projectId: inject("authProjectId") }, "session-claims-test");
    return getAuth(admin).createCustomToken(uid, { ...claims });
  }

  it("has the impersonation in the claims as soon as impersonate resolves, and none once signed out", async () => {
    const app = newApp();
    apps.push(app);
    const tab = await openTab(app);
    await tab.flows.init();
    const session = followSessionClaims({ auth: tab.auth, store: tab.store });
    const flows = withSessionClaims(tab.flows, session);
    const claims: ImpersonationClaims = {
      impersonatedBy: "staff-sam",
      impersonatorName: "Sam",
      impersonationId: "audit-1",
      impersonationVendor: "bowery-prop-house",
      impersonationEndsAt: Math.floor(Date.now() / 1000) + 3600,
    };
    const uid = `dana-${Date.now().toString()}`;
    await flows.impersonate(await impersonationToken(uid, claims));
    // No await in between: what a set list written now would read.
    expect(impersonationOf(session.current())).toEqual(claims);
    expect(session.store.getState()).toMatchObject({ uid, read: true });

    const out = flows.logout();
    expect(session.current()).toEqual({});
    await out;
    expect(session.store.getState()).toEqual({ uid: null, claims: {}, read: true });
    session.stop();
  });
});
