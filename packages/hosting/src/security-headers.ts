// The security headers every page of a tenant's site is served with, computed here once: the
// tenant build writes them into its firebase.json, and the local static server serves that file's
// headers, so the end-to-end tests run under the policy production gets. The Content-Security-
// Policy allows the site itself, the hashes of the inline code the build wrote, and only the
// outside hosts this build talks to: the services the shell was compiled for (.vite/services.json,
// from the same VITE_ variables as ./runtime-config.ts) and the tenant's own map, analytics
// and images. Emulator addresses appear only when the shell was compiled for the emulators (a
// "demo-" project, as `npm start` and the e2e build it); a shell for a real project names none.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Tenant } from "@backlot/tenant-config";
import type { RuntimeConfig } from "./runtime-config.js";
import type { InlineHashes } from "./inline-hashes.js";

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
  typesenseUrl?: string;
  geoLookupUrl?: string;
  /** Whether signups load Google's reCAPTCHA (a site key was given). */
  recaptcha: boolean;
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
  const optional = {
    authEmulatorUrl: config.authEmulatorUrl,
    firestoreEmulator: address(config.firestoreEmulator),
    functionsEmulator: address(config.functionsEmulator),
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

// Hosts each service needs, from its makers' CSP guidance: Firebase Auth's REST endpoints (and,
// for sign-in on mobile browsers, its iframe on the auth domain and Google's API loader), Google's
// reCAPTCHA (signups, and phone sign-in's verifier on a real project), Google Analytics 4.
const firebaseAuth = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
const recaptcha = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};
const analytics = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

export interface PolicyInputs {
  services: ShellServices;
  tenant: Tenant;
  inline: InlineHashes;
  /** Absolute image addresses the site shows (catalogue photos, content images, https logos). */
  imageUrls: Iterable<string>;
}

/** The Content-Security-Policy of one tenant's site. */
export function contentSecurityPolicy({ services, tenant, inline, imageUrls }: PolicyInputs): string {
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
    frame.push(`https://${services.authDomain}`);
    script.push("https://apis.google.com");
  }
  if (services.recaptcha || !services.authEmulatorUrl) {
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
    );
  }
  if (services.typesenseUrl) connect.push(originOf(services.typesenseUrl));
  if (services.geoLookupUrl) connect.push(originOf(services.geoLookupUrl));
  if (tenant.settings.analyticsTrackingId) {
    script.push(...analytics.script);
    connect.push(...analytics.connect);
    img.push(...analytics.img);
  }
  // The contact page's map (loaded when the visitor asks for it).
  frame.push(originOf(tenant.vendor.mapsEmbedUrl));
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

/** Every page's security headers, with this policy. */
export function securityHeaders(policy: string): Header[] {
  return [
    { key: "Content-Security-Policy", value: policy },
    { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // frame-ancestors for browsers that predate it.
    { key: "X-Frame-Options", value: "DENY" },
  ];
}
