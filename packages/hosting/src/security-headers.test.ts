import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadTenant } from "@backlot/tenant-config/node";
import { runtimeConfigOf } from "./runtime-config.js";
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

// The local stack's shell: a demo- project on the emulators, with Firestore (scripts/local-stack.ts).
const emulated = shellServicesOf(
  runtimeConfigOf({
    VITE_FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9199",
    VITE_DOCUMENT_STORE: "firestore",
    VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8199",
    VITE_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5199",
  }),
);
// A real project's shell (vite/production-settings.ts requires the store and the captcha).
const production = shellServicesOf(
  runtimeConfigOf({
    VITE_FIREBASE_PROJECT_ID: "bowery-props",
    VITE_FIREBASE_AUTH_DOMAIN: "bowery-props.firebaseapp.com",
    VITE_DOCUMENT_STORE: "firestore",
    VITE_RECAPTCHA_SITE_KEY: "site-key",
    VITE_TYPESENSE_URL: "https://search.example.net:443/typesense",
    VITE_TYPESENSE_SEARCH_KEY: "search-only",
  }),
);

describe("a tenant site's Content-Security-Policy", () => {
  it("on the emulators allows the emulators, and no Google service the shell does not call", () => {
    const policy = directives(contentSecurityPolicy({ services: emulated, tenant, inline, imageUrls: [] }));
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "http://127.0.0.1:9199",
      "http://127.0.0.1:8199",
      "http://127.0.0.1:5199",
    ]);
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-start'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'sha256-theme'", "'unsafe-hashes'", "'sha256-swatch'"]);
    // The New York tenant's map.
    expect(policy["frame-src"]).toEqual(["http://127.0.0.1:9199", "https://www.openstreetmap.org"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });

  it("for a real project names its Firebase, reCAPTCHA and Typesense hosts, and nothing local", () => {
    const text = contentSecurityPolicy({
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
      "https://search.example.net",
    ]);
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'sha256-start'",
      "https://apis.google.com",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(policy["frame-src"]).toContain("https://bowery-props.firebaseapp.com");
    expect(policy["frame-src"]).toContain("https://recaptcha.google.com/recaptcha/");
    expect(policy["img-src"]).toEqual(["'self'", "https://images.example.org"]);
  });

  it("allows Google Analytics only for a tenant with a measurement id", () => {
    const withAnalytics = { ...tenant, settings: { ...tenant.settings, analyticsTrackingId: "G-ABC123XYZ" } };
    const policy = directives(
      contentSecurityPolicy({ services: emulated, tenant: withAnalytics, inline, imageUrls: [] }),
    );
    expect(policy["script-src"]).toContain("https://www.googletagmanager.com");
    expect(policy["connect-src"]).toContain("https://*.google-analytics.com");
    expect(contentSecurityPolicy({ services: emulated, tenant, inline, imageUrls: [] })).not.toContain("google");
  });

  it("comes with the other security headers", () => {
    expect(securityHeaders("default-src 'self'")).toEqual([
      { key: "Content-Security-Policy", value: "default-src 'self'" },
      { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
    ]);
  });

  it("says to rebuild a shell that has no services file", async () => {
    const shell = mkdtempSync(join(tmpdir(), "shell-"));
    await expect(readShellServices(shell)).rejects.toThrow(/services\.json is missing[\s\S]*build:shell/);
  });
});
