import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadTenant } from "@backlot/tenant-config/node";
import { runtimeConfigOf } from "./runtime-config.js";
import { permissionFeatures } from "./permissions-policy.js";
import { contentSecurityPolicy, readShellServices, securityHeaders, shellServicesOf } from "./security-headers.js";

const loaded = await loadTenant(fileURLToPath(new URL("../../../tenants/ny-props", import.meta.url)));
if (!loaded.ok) throw new Error("tenants/ny-props does not load: run `pnpm backlot validate tenants/ny-props`");
const { tenant } = loaded;
const inline = { scripts: ["'sha256-start'"], styles: ["'sha256-theme'"], styleAttributes: ["'sha256-swatch'"] };
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );

// The local stack's shell: a demo- project on the emulators, with Firestore (tooling/local-stack/src/local-stack.ts).
const emulated = shellServicesOf(
  runtimeConfigOf({
    VITE_FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9199",
    VITE_DOCUMENT_STORE: "firestore",
    VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8199",
    VITE_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5199",
  }),
);
const emulatedWithSiteKey = { ...emulated, recaptcha: true };
const realProject = {
  VITE_FIREBASE_PROJECT_ID: "bowery-props",
  VITE_FIREBASE_AUTH_DOMAIN: "bowery-props.firebaseapp.com",
  VITE_DOCUMENT_STORE: "firestore",
  VITE_TYPESENSE_URL: "https://search.example.net:443/typesense",
  VITE_TYPESENSE_SEARCH_KEY: "search-only",
  VITE_GEO_LOOKUP_URL: "https://geo.example.net/json",
};
// A real project's storefront shell (apps/storefront/build/production-settings.ts requires the store and the captcha).
const production = shellServicesOf(runtimeConfigOf({ ...realProject, VITE_RECAPTCHA_SITE_KEY: "site-key" }));
// A real project's console shell: the console has no captcha of its own, so nothing requires a key.
const productionConsole = shellServicesOf(runtimeConfigOf(realProject));
const withAnalytics = { ...tenant, settings: { ...tenant.settings, analyticsTrackingId: "G-ABC123XYZ" } };
const recaptchaScripts = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

describe("a tenant site's Content-Security-Policy", () => {
  it("on the emulators allows the emulators, and no Google service the shell does not call", () => {
    const policy = directives(
      contentSecurityPolicy({ app: "storefront", services: emulated, tenant, inline, imageUrls: [] }),
    );
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "http://127.0.0.1:9199",
      "http://127.0.0.1:8199",
      "http://127.0.0.1:5199",
      // The file store's on-disk stand-in (paperwork uploads).
      "http://127.0.0.1:9198",
    ]);
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-start'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'sha256-theme'", "'unsafe-hashes'", "'sha256-swatch'"]);
    // The New York tenant's map.
    expect(policy["frame-src"]).toEqual(["http://127.0.0.1:9199", "https://www.openstreetmap.org"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });

  it("loads reCAPTCHA on the emulators only for a storefront whose shell has a site key", () => {
    const scripts = (app: "storefront" | "console") =>
      directives(contentSecurityPolicy({ app, services: emulatedWithSiteKey, tenant, inline, imageUrls: [] }))[
        "script-src"
      ];
    // Its v3 captcha for signups and quote requests.
    expect(scripts("storefront")).toEqual(["'self'", "'sha256-start'", ...recaptchaScripts]);
    // The console has no captcha of its own, and the emulators skip the phone code's check.
    expect(scripts("console")).toEqual(["'self'", "'sha256-start'"]);
  });

  it("for a real project names its Firebase, reCAPTCHA, Typesense and geo hosts, and nothing local", () => {
    const text = contentSecurityPolicy({
      app: "storefront",
      services: production,
      tenant,
      inline,
      imageUrls: ["/catalogue/images/BPH-1.svg", "https://images.example.org/props/1.jpg"],
    });
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    const policy = directives(text);
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://firestore.googleapis.com",
      "https://us-central1-bowery-props.cloudfunctions.net",
      "https://firebasestorage.googleapis.com",
      "https://search.example.net",
      "https://geo.example.net",
    ]);
    // reCAPTCHA for signups, quote requests and phone codes; no Google API loader and no frame of the
    // auth domain: Auth is made without the popup and redirect resolver (packages/auth).
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-start'", ...recaptchaScripts]);
    expect(policy["frame-src"]).not.toContain("https://bowery-props.firebaseapp.com");
    expect(policy["frame-src"]).toContain("https://recaptcha.google.com/recaptcha/");
    expect(policy["img-src"]).toEqual(["'self'", "https://images.example.org"]);
  });

  it("for a real project's console names only what the console reaches", () => {
    const policy = directives(
      contentSecurityPolicy({
        app: "console",
        services: productionConsole,
        tenant: withAnalytics,
        inline: { scripts: [], styles: [], styleAttributes: [] },
        imageUrls: ["https://ny-props.example.com"],
      }),
    );
    // reCAPTCHA without a site key: Firebase's check before it texts a staff member's second factor.
    expect(policy["script-src"]).toEqual(["'self'", ...recaptchaScripts]);
    // No analytics, search service, geo lookup or map, though the tenant and the shell have them.
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://firestore.googleapis.com",
      "https://us-central1-bowery-props.cloudfunctions.net",
      "https://firebasestorage.googleapis.com",
    ]);
    expect(policy["frame-src"]).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(policy["img-src"]).toEqual(["'self'", "https://ny-props.example.com"]);
  });

  it("allows Stripe.js only on a storefront whose shell has a Stripe publishable key", () => {
    const stripeKey = { VITE_RECAPTCHA_SITE_KEY: "site-key", VITE_STRIPE_PUBLISHABLE_KEY: "pk_live_x" };
    const withStripe = shellServicesOf(runtimeConfigOf({ ...realProject, ...stripeKey }));
    const policy = (services: typeof production, app: "storefront" | "console" = "storefront") =>
      directives(contentSecurityPolicy({ app, services, tenant, inline, imageUrls: [] }));
    expect(policy(withStripe)["script-src"]).toContain("https://js.stripe.com");
    expect(policy(withStripe)["connect-src"]).toContain("https://api.stripe.com");
    expect(policy(withStripe)["frame-src"]).toEqual(expect.arrayContaining(["https://hooks.stripe.com"]));
    // The local test provider's card form loads nothing from Stripe, and the console shows the card read-only.
    for (const without of [policy(production), policy(emulated), policy(withStripe, "console")]) {
      expect(Object.values(without).flat().join(" ")).not.toMatch(/stripe/);
    }
  });

  it("allows Google Analytics only on a storefront whose tenant has a measurement id", () => {
    const policy = directives(
      contentSecurityPolicy({ app: "storefront", services: emulated, tenant: withAnalytics, inline, imageUrls: [] }),
    );
    expect(policy["script-src"]).toContain("https://www.googletagmanager.com");
    expect(policy["connect-src"]).toContain("https://*.google-analytics.com");
    expect(
      contentSecurityPolicy({ app: "storefront", services: emulated, tenant, inline, imageUrls: [] }),
    ).not.toContain("google");
  });
});

describe("a tenant site's security headers", () => {
  it("come with the policy, for either app", () => {
    for (const app of ["storefront", "console"] as const)
      expect(securityHeaders("default-src 'self'", app).map(({ key }) => key)).toEqual([
        "Content-Security-Policy",
        "Permissions-Policy",
        "Cross-Origin-Opener-Policy",
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "X-Frame-Options",
      ]);
    expect(
      Object.fromEntries(securityHeaders("default-src 'self'", "storefront").map((h) => [h.key, h.value])),
    ).toEqual(
      expect.objectContaining({
        "Content-Security-Policy": "default-src 'self'",
        // No sign-in opens a popup, so no page keeps a handle on another origin's window.
        "Cross-Origin-Opener-Policy": "same-origin",
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-Frame-Options": "DENY",
      }),
    );
  });

  it("deny every powerful feature on both apps, but the camera to the console's own pages (the dock's scanner)", () => {
    const policy = (app: "storefront" | "console") =>
      securityHeaders("default-src 'self'", app).find(({ key }) => key === "Permissions-Policy")?.value;
    expect(policy("storefront")).toBe(permissionFeatures.map((feature) => `${feature}=()`).join(", "));
    expect(policy("console")).toBe(
      permissionFeatures.map((feature) => `${feature}=${feature === "camera" ? "(self)" : "()"}`).join(", "),
    );
    for (const feature of ["microphone", "geolocation", "payment", "usb", "browsing-topics"])
      for (const app of ["storefront", "console"] as const) expect(policy(app), app).toContain(`${feature}=()`);
    expect(policy("storefront")).toContain("camera=()");
  });
});

describe("a shell's services file", () => {
  it("says to rebuild a shell that has none", async () => {
    const shell = mkdtempSync(join(tmpdir(), "shell-"));
    await expect(readShellServices(shell)).rejects.toThrow(/services\.json is missing[\s\S]*build:shell/);
  });
});
