// A build for a real Firebase project must not ship what only the local stack may use. "demo-"
// projects exist only in emulators; any other project id is real, and its build stops, naming
// each missing variable, rather than keeping customers' data in their own browsers (the embedded
// store) or signing them up with the test captcha.
import type { Plugin } from "vite";

type BuildEnv = Record<string, string | undefined>;

/** What a build for `env`'s Firebase project lacks, one sentence each; empty when nothing is. */
export function missingProductionSettings(env: BuildEnv): string[] {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? "demo-backlot";
  if (projectId.startsWith("demo-")) return [];
  const missing: string[] = [];
  if (env.VITE_DOCUMENT_STORE !== "firestore") {
    const now = env.VITE_DOCUMENT_STORE ? `is "${env.VITE_DOCUMENT_STORE}"` : "is not set";
    missing.push(
      `VITE_DOCUMENT_STORE ${now}: set it to "firestore", or every customer's favourites, set lists, ` +
        "quotes and orders stay in their own browser.",
    );
  }
  if (!env.VITE_RECAPTCHA_SITE_KEY?.trim()) {
    missing.push(
      "VITE_RECAPTCHA_SITE_KEY is not set: set it to the project's reCAPTCHA v3 site key, or signups use the " +
        "test captcha that only emulators accept.",
    );
  }
  return missing;
}

/** Stops `vite build` for a real project when missingProductionSettings finds anything. */
export function productionSettings(): Plugin {
  return {
    name: "backlot-production-settings",
    apply: "build",
    configResolved(config) {
      const missing = missingProductionSettings(config.env as BuildEnv);
      if (missing.length === 0) return;
      const project = String(config.env.VITE_FIREBASE_PROJECT_ID);
      throw new Error(
        [
          `This build is for the Firebase project "${project}" (VITE_FIREBASE_PROJECT_ID), which is not a demo- one:`,
          ...missing.map((line) => `  - ${line}`),
          "For the local stack, leave VITE_FIREBASE_PROJECT_ID unset or use a demo- project id.",
        ].join("\n"),
      );
    },
  };
}
