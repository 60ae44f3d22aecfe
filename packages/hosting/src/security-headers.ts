// The security headers every page of a tenant's site (its storefront or its console) is served
// with, computed here once: the build writes them into the site's firebase.json, and the local
// static server serves that file's headers, so the end-to-end tests run under the policy
// production gets. The Content-Security-Policy allows the site itself, the hashes of the inline
// code the build wrote, and only the outside hosts that app's pages reach: the services the shell
// was compiled for (.vite/services.json, from the same VITE_ variables as ./runtime-config.ts) and,
// for the storefront, the tenant's map, analytics and search. Emulator addresses appear only when
// the shell was compiled for the emulators (a "demo-" project, as `npm start` and the e2e build
// it); a shell for a real project names none. The Permissions-Policy is ./permissions-policy.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Tenant } from "@backlot/tenant-config";
import type { RuntimeConfig } from "./runtime-config.js";
import type { InlineHashes } from "./inline-hashes.js";
import { type HostedApp, ownFeatures, permissionsPolicy } from "./permissions-policy.js";

/** What the compiled shell talks to (no keys): written beside its manifest by vite/shell-services.ts. */
export interface ShellServices {
  projectId: string;
  authDomain: string;
  /** "http://127.0.0.1:9099" when the shell uses the Auth emulator. */
  authEmulatorUrl?: string;
  documentStore: "firestore" | "embedded";
  /** "127.0.0.1:8080" when the shell uses the Firestore emulator (with the Firestore store). */
  firestoreEmulator?: string;
  functionsEmulator?: string;
  /** "http://127.0.0.1:9198" when uploads go to the local stack's file store stand-in, not Cloud Storage. */
  fileStoreStandIn?: string;
  typesenseUrl?: string;
  geoLookupUrl?: string;
  /** Whether the shell has a reCAPTCHA v3 site key (the storefront's signups and quote requests use it). */
  recaptcha: boolean;
  /** Whether the shell has a Stripe publishable key (the storefront's card form loads Stripe.js then). */
  stripe?: boolean;
}

export const shellServicesFile = ".vite/services.json";

export function shellServicesOf(config: RuntimeConfig): ShellServices {
  const address = (emulator?: { host: string; port: number }) =>
    emulator ? `${emulator.host}:${String(emulator.port)}` : undefined;
  const services: ShellServices = {
    projectId: config.firebase.projectId,
    authDomain: config.firebase.authDomain,
    documentStore: config.documentStore,
    recaptcha: Boolean(config.recaptchaSiteKey),
  };
  if (config.stripePublishableKey) services.stripe = true;
  const optional = {
    authEmulatorUrl: config.authEmulatorUrl,
    firestoreEmulator: address(config.firestoreEmulator),
    functionsEmulator: address(config.functionsEmulator),
    fileStoreStandIn: config.fileStoreStandIn,
    typesenseUrl: config.typesense?.url,
    geoLookupUrl: config.geoLookupUrl,
  };
  for (const [key, value] of Object.entries(optional)) if (value) Object.assign(services, { [key]: value });
  return services;
}

export async function readShellServices(shellDir: string): Promise<ShellServices> {
  const path = join(shellDir, shellServicesFile);
  try {
    return JSON.parse(await readFile(path, "utf8")) as ShellServices;
  } catch {
    throw new Error(
      `${path} is missing: the shell is older than this build command (the Content-Security-Policy is made ` +
        "from it); rebuild the app's shell (`pnpm --filter @backlot/storefront build:shell`, say)",
    );
  }
}

const originOf = (url: string) => new URL(url).origin;

// Hosts each service needs, from its makers' CSP guidance: Firebase Auth's REST endpoints, Google's
// reCAPTCHA, Google Analytics 4.
const firebaseAuth = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
const recaptcha = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};
// No apis.google.com and no frame of the auth domain: those are Firebase Auth's popup and redirect
// resolver, which packages/auth leaves out (it builds Auth with initializeAuth; no sign-in opens a
// popup). The storefront's e2e checks a phone browser asks for neither (decision 0017).
// Stripe.js and its Elements' frames, from Stripe's CSP guidance (3D Secure opens hooks.stripe.com).
const stripe = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  connect: ["https://api.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
};
const analytics = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

/**
 * Whether an app's pages load reCAPTCHA: the storefront's own v3 captcha (signups, quote requests)
 * when its shell has a site key, and, on a real project, Firebase Auth's RecaptchaVerifier, which
 * sends the code of a phone second factor (the storefront's login, the console's sign-in); the
 * emulators skip that check (appVerificationDisabledForTesting). No page signs in by phone number
 * alone. Both apps route in the browser, so a page's policy must already allow what a page it links
 * to loads: reCAPTCHA is allowed on every page of the site or on none.
 */
const loadsRecaptcha = (services: ShellServices, app: HostedApp): boolean =>
  (app === "storefront" && services.recaptcha) || !services.authEmulatorUrl;

export interface PolicyInputs {
  /** The console reaches no analytics, map, search service, geo lookup or captcha of its own. */
  app: HostedApp;
  services: ShellServices;
  tenant: Tenant;
  inline: InlineHashes;
  /** Absolute image addresses the site shows (catalogue photos, content images, https logos). */
  imageUrls: Iterable<string>;
}

/** The Content-Security-Policy of one tenant's site. */
export function contentSecurityPolicy({ app, services, tenant, inline, imageUrls }: PolicyInputs): string {
  const storefront = app === "storefront";
  const script = ["'self'", ...inline.scripts];
  const style = ["'self'", ...inline.styles];
  const img = ["'self'"];
  const connect = ["'self'"];
  const frame: string[] = [];

  if (services.authEmulatorUrl) {
    connect.push(originOf(services.authEmulatorUrl));
    frame.push(originOf(services.authEmulatorUrl));
  } else {
    connect.push(...firebaseAuth);
  }
  if (loadsRecaptcha(services, app)) {
    script.push(...recaptcha.script);
    frame.push(...recaptcha.frame);
  }
  if (services.documentStore === "firestore") {
    connect.push(
      services.firestoreEmulator ? `http://${services.firestoreEmulator}` : "https://firestore.googleapis.com",
      // Callable functions in the default region (the apps' callable commands).
      services.functionsEmulator
        ? `http://${services.functionsEmulator}`
        : `https://us-central1-${services.projectId}.cloudfunctions.net`,
      // Paperwork uploads and downloads (the account's paperwork page, the console's review).
      services.fileStoreStandIn ? originOf(services.fileStoreStandIn) : "https://firebasestorage.googleapis.com",
    );
  }
  // The order page's card form, where the shell has a Stripe key (the local test provider needs none).
  if (storefront && services.stripe) {
    script.push(...stripe.script);
    connect.push(...stripe.connect);
    frame.push(...stripe.frame);
  }
  if (storefront && services.typesenseUrl) connect.push(originOf(services.typesenseUrl));
  if (storefront && services.geoLookupUrl) connect.push(originOf(services.geoLookupUrl));
  if (storefront && tenant.settings.analyticsTrackingId) {
    script.push(...analytics.script);
    connect.push(...analytics.connect);
    img.push(...analytics.img);
  }
  // The contact page's map (loaded when the visitor asks for it).
  if (storefront) frame.push(originOf(tenant.vendor.mapsEmbedUrl));
  // Images from other sites: https only, but for a shell on the emulators (the local stack's
  // console shows the local storefront's catalogue photos over http).
  const imageSchemes = services.authEmulatorUrl ? /^https?:\/\// : /^https:\/\//;
  for (const url of imageUrls) if (imageSchemes.test(url)) img.push(originOf(url));
  // React renders style props as attributes in prerendered markup (the colour swatches):
  // 'unsafe-hashes' lets exactly those values through, and no other inline style.
  if (inline.styleAttributes.length) style.push("'unsafe-hashes'", ...inline.styleAttributes);

  const unique = (sources: string[]) => [...new Set(sources)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${unique(script)}`,
    `style-src ${unique(style)}`,
    `img-src ${unique(img)}`,
    "font-src 'self'",
    `connect-src ${unique(connect)}`,
    `frame-src ${frame.length ? unique(frame) : "'none'"}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // A Backlot site is never shown inside another site's frame (tenant.json has no setting for it).
    "frame-ancestors 'none'",
  ].join("; ");
}

export interface Header {
  key: string;
  value: string;
}

/** Every page's security headers, with this Content-Security-Policy, for a site of this app. */
export function securityHeaders(policy: string, app: HostedApp): Header[] {
  return [
    { key: "Content-Security-Policy", value: policy },
    { key: "Permissions-Policy", value: permissionsPolicy(ownFeatures[app]) },
    // No page needs a window of another origin to keep a handle on it: no sign-in opens a popup (no
    // signInWithPopup; email, email link and phone codes only). A popup sign-in would need
    // same-origin-allow-popups, or the popup could not hand its result back.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // frame-ancestors for browsers that predate it.
    { key: "X-Frame-Options", value: "DENY" },
  ];
}
