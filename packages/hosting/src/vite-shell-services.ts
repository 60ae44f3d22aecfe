// Writes what the compiled shell talks to (.vite/services.json, beside Vite's manifest) from the
// same VITE_ variables src/app/runtime-config.ts is compiled with, so the tenant build can say
// exactly those hosts in each site's Content-Security-Policy (build/security-headers.ts).
import type { Plugin } from "vite";
import { shellServicesFile, shellServicesOf } from "../build/security-headers.js";
import { runtimeConfigOf } from "../src/app/runtime-config.js";

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
