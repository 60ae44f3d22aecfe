// The Firestore emulator starter against the real emulator: it starts, enforces the rules it is
// given, clears a project, stops and frees its port; and it says what to install when it cannot.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningFirestoreEmulator, startFirestoreEmulator } from "./firestore-emulator.js";
import {
  FirestoreEmulatorUnavailable,
  javaMajorVersion,
  locateFirestoreEmulator,
} from "./locate-firestore-emulator.js";

const denyAll =
  "rules_version = '2';\n" +
  "service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if false; } } }";
const allowAll = denyAll.replace("if false", "if true");

/** Writes a document over the REST API, as the owner (rules bypassed) or as a visitor. */
function writeDoc(
  emulator: RunningFirestoreEmulator,
  projectId: string,
  id: string,
  asOwner: boolean,
): Promise<Response> {
  const url = `http://${emulator.host}/v1/projects/${projectId}/databases/(default)/documents/props?documentId=${id}`;
  const headers: Record<string, string> = asOwner ? { authorization: "Bearer owner" } : {};
  return fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify({ fields: { name: { stringValue: "Brass lamp" } } }),
  });
}

const readDoc = (emulator: RunningFirestoreEmulator, projectId: string, id: string) =>
  fetch(`http://${emulator.host}/v1/projects/${projectId}/databases/(default)/documents/props/${id}`, {
    headers: { authorization: "Bearer owner" },
  });

// Skipped only when the run says BACKLOT_NO_FIRESTORE=1 (a machine without the emulator).
const skipped = process.env.BACKLOT_NO_FIRESTORE === "1";
describe.skipIf(skipped)(`startFirestoreEmulator${skipped ? " (skipped: BACKLOT_NO_FIRESTORE=1)" : ""}`, () => {
  let emulator: RunningFirestoreEmulator;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "backlot-rules-"));
    writeFileSync(join(dir, "firestore.rules"), denyAll);
    emulator = await startFirestoreEmulator({ projectId: "demo-starter", rulesFile: join(dir, "firestore.rules") });
  });
  afterAll(() => emulator.stop());

  it("enforces the rules file it was started with", async () => {
    expect(emulator.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect((await writeDoc(emulator, "demo-starter", "lamp", false)).status).toBe(403);
    expect((await writeDoc(emulator, "demo-starter", "lamp", true)).status).toBe(200);
  });

  it("loads other rules per project and clears a project's data", async () => {
    await emulator.loadRules(allowAll, "demo-other");
    expect((await writeDoc(emulator, "demo-other", "chair", false)).status).toBe(200);
    expect((await writeDoc(emulator, "demo-starter", "chair", false)).status).toBe(403);
    await emulator.clear("demo-other");
    expect((await readDoc(emulator, "demo-other", "chair")).status).toBe(404);
    expect((await readDoc(emulator, "demo-starter", "lamp")).status).toBe(200);
  });

  it("refuses rules that do not compile, with the emulator's reason", async () => {
    await expect(emulator.loadRules("service cloud.firestore { nonsense", "demo-broken")).rejects.toThrow(
      /refused to load the rules/,
    );
  });

  it("stops and frees its port", async () => {
    const second = await startFirestoreEmulator({ projectId: "demo-stop" });
    await second.stop();
    await expect(fetch(`http://${second.host}/`)).rejects.toThrow();
  });
});

describe("locateFirestoreEmulator", () => {
  it("names a FIRESTORE_EMULATOR_JAR that is not there, and how to install the emulator", () => {
    const attempt = () =>
      locateFirestoreEmulator({ ...process.env, FIRESTORE_EMULATOR_JAR: "/nowhere/cloud-firestore-emulator.jar" });
    expect(attempt).toThrow(FirestoreEmulatorUnavailable);
    expect(attempt).toThrow(
      /FIRESTORE_EMULATOR_JAR is \/nowhere\/cloud-firestore-emulator\.jar, and there is no file there\./,
    );
    expect(attempt).toThrow(/google-cloud-cli-firestore-emulator/);
  });

  it("says Java is missing, and which package to install", () => {
    const jar = join(mkdtempSync(join(tmpdir(), "backlot-jar-")), "cloud-firestore-emulator.jar");
    writeFileSync(jar, "");
    const attempt = () => locateFirestoreEmulator({ PATH: "", FIRESTORE_EMULATOR_JAR: jar, JAVA_HOME: "/nowhere/jdk" });
    expect(attempt).toThrow(
      /needs Java 11 or newer, and no java was found \(JAVA_HOME is \/nowhere\/jdk\).*openjdk-17-jre-headless/,
    );
  });

  it("reads Java versions in both numbering schemes", () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion("command not found")).toBeUndefined();
  });
});
