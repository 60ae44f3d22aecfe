import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { missingProductionSettings } from "./production-settings.js";

const real = { VITE_FIREBASE_PROJECT_ID: "bowery-props-prod" };

describe("settings a build for a real Firebase project needs", () => {
  it("asks nothing of the local stack's demo- projects", () => {
    expect(missingProductionSettings({})).toEqual([]);
    expect(missingProductionSettings({ VITE_FIREBASE_PROJECT_ID: "demo-backlot" })).toEqual([]);
  });

  it("names the document store and the captcha key when a real project lacks them", () => {
    const missing = missingProductionSettings(real);
    expect(missing).toHaveLength(2);
    expect(missing[0]).toMatch(/^VITE_DOCUMENT_STORE is not set: set it to "firestore"/);
    expect(missing[1]).toMatch(/^VITE_RECAPTCHA_SITE_KEY is not set/);
    expect(
      missingProductionSettings({ ...real, VITE_DOCUMENT_STORE: "embedded", VITE_RECAPTCHA_SITE_KEY: " " }),
    ).toEqual([
      expect.stringMatching(/^VITE_DOCUMENT_STORE is "embedded"/),
      expect.stringMatching(/^VITE_RECAPTCHA_SITE_KEY is not set/),
    ]);
  });

  it("is satisfied by Firestore and a site key", () => {
    expect(
      missingProductionSettings({ ...real, VITE_DOCUMENT_STORE: "firestore", VITE_RECAPTCHA_SITE_KEY: "6Lc-key" }),
    ).toEqual([]);
  });

  it("stops the real vite build, naming both variables, before it writes anything", () => {
    const out = mkdtempSync(join(tmpdir(), "backlot-fail-closed-"));
    const build = spawnSync(
      process.execPath,
      [
        join(import.meta.dirname, "../node_modules/vite/bin/vite.js"),
        "build",
        "--configLoader",
        "runner",
        "--logLevel",
        "error",
      ],
      {
        cwd: join(import.meta.dirname, ".."),
        encoding: "utf8",
        timeout: 120_000,
        env: { ...process.env, ...real, VITE_DOCUMENT_STORE: "", VITE_RECAPTCHA_SITE_KEY: "", BACKLOT_OUT_DIR: out },
      },
    );
    expect(build.status).not.toBe(0);
    expect(build.stderr).toContain('This build is for the Firebase project "bowery-props-prod"');
    expect(build.stderr).toContain("VITE_DOCUMENT_STORE is not set");
    expect(build.stderr).toContain("VITE_RECAPTCHA_SITE_KEY is not set");
    expect(readdirSync(out)).toEqual([]);
  }, 120_000);
});
