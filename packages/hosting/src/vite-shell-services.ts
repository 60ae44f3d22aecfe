// A Vite plugin for an app's client build: writes what the compiled shell talks to
// (.vite/services.json, beside Vite's manifest) from the same VITE_ variables the app's
// runtimeConfigOf(import.meta.env) is compiled with, so branding a tenant can say exactly those
// hosts in its site's Content-Security-Policy (security-headers.ts).
import type { Plugin } from "vite";
import { runtimeConfigOf } from "./runtime-config.js";
import { shellServicesFile, shellServicesOf } from "./security-headers.js";

export function shellServices(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: "backlot-shell-services",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      env = config.env as Record<string, string | undefined>;
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: shellServicesFile,
        source: `${JSON.stringify(shellServicesOf(runtimeConfigOf(env)), null, 2)}\n`,
      });
    },
  };
}
