// Serving a Backlot site (Node only; apps read their services from ./runtime-config).
export * from "./firebase-hosting.js";
export * from "./inline-hashes.js";
export * from "./security-headers.js";
export * from "./permissions-policy.js";
export * from "./static-server.js";
export { localCertificate } from "./local-certificate.js";
export { type RuntimeConfig, runtimeConfigOf } from "./runtime-config.js";
export { scriptJson } from "./script-json.js";
export * from "./first-load.js";
export { escapeHtml } from "./html-text.js";
