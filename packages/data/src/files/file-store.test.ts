// The FileStore under storage.rules, one table of cases (file-access-cases.ts) on each store that enforces them: the
// local stack's on-disk stand-in through the browser's adapter, always; Cloud Storage's emulator where one runs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningFileStoreStandIn, startFileStoreStandIn } from "@backlot/emulators";
import { limits } from "@backlot/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FileAccessCase, fakeIdToken, fileAccessCases, joFile } from "./file-access-cases.js";
import { isFileStoreError, paperFilePath } from "./file-store.js";
import { fileStoreStandIn } from "./stand-in.js";

const projectId = "demo-backlot-files";
const pdfBytes = (size: number) => new Blob([new Uint8Array(size).fill(37)], { type: "application/pdf" });

describe("the file store's on-disk stand-in, under storage.rules' rule", () => {
  let standIn: RunningFileStoreStandIn;
  beforeAll(async () => {
    standIn = await startFileStoreStandIn({ root: mkdtempSync(join(tmpdir(), "backlot-files-")), projectId });
  });
  afterAll(async () => {
    await standIn.stop();
    rmSync(standIn.root, { recursive: true, force: true });
  });

  const storeFor = (who: FileAccessCase["as"]) =>
    fileStoreStandIn({
      url: standIn.url,
      idToken: () => Promise.resolve(who === "visitor" ? null : fakeIdToken(projectId, who.uid, who.claims)),
    });

  // In order: the first case uploads the file the reads read.
  it.each(fileAccessCases.map((entry) => [entry.name, entry] as const))("%s", async (_name, entry) => {
    const store = storeFor(entry.as);
    const attempt =
      entry.action === "read"
        ? store.read(entry.path).then((blob) => expect(blob.size).toBe(2048))
        : store.upload(entry.path, pdfBytes(entry.bytes ?? 2048), {
            contentType: entry.contentType ?? "application/pdf",
          });
    if (entry.allowed) await attempt;
    else {
      const error: unknown = await attempt.then(
        () => null,
        (refused: unknown) => refused,
      );
      expect(isFileStoreError(error), `${entry.name}: should be refused`).toBe(true);
      // Every refusal says what was wrong, not only a status.
      expect((error as Error).message.length).toBeGreaterThan(20);
    }
  });

  it("keeps the file and what it is on disk, and gives the server (Bearer owner) its size and type", async () => {
    const response = await fetch(`${standIn.url}/files/${joFile}?metadata`, {
      headers: { authorization: "Bearer owner" },
    });
    expect(await response.json()).toMatchObject({ contentType: "application/pdf", size: 2048, uploadedBy: "jo" });
    expect(readFileSync(join(standIn.root, joFile)).length).toBe(2048);
  });

  it("names files by their paper, in the customer's folder, with nothing unsafe in the name", () => {
    expect(paperFilePath("paperwork/ny-props/jo/", "p9", "COI 2027 (final)!.pdf")).toBe(
      "paperwork/ny-props/jo/p9-COI-2027-final-.pdf",
    );
    expect(paperFilePath("paperwork/ny-props/jo/", "p9", "../../x")).toBe("paperwork/ny-props/jo/p9-..-..-x");
  });

  it("refuses to serve a project whose tokens are signed (not a demo- project)", async () => {
    await expect(startFileStoreStandIn({ root: tmpdir(), projectId: "backlot-prod" })).rejects.toThrow(/demo-/);
  });
});

describe("storage.rules' numbers", () => {
  const rules = readFileSync(new URL("../../storage.rules", import.meta.url), "utf8");
  it("are limits.ts's: the largest file and the types", () => {
    expect(rules).toContain(`function maxPaperworkFileSize() { return ${String(limits.paperwork.fileSize)}; }`);
    const types = limits.paperwork.fileTypes.map((type) => `'${type}'`).join(", ");
    expect(rules).toContain(`function paperworkFileTypes() { return [${types}]; }`);
    expect(rules).toContain(`function maxDamagePhotoSize() { return ${String(limits.dock.photoSize)}; }`);
    const photoTypes = limits.dock.photoTypes.map((type) => `'${type}'`).join(", ");
    expect(rules).toContain(`function damagePhotoTypes() { return [${photoTypes}]; }`);
  });
});

/** Which Java this machine has: the Storage emulator (firebase-tools) needs 21. */
function javaVersion(): string {
  try {
    const said = execFileSync("java", ["-version"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return said.match(/version "([^"]+)"/)?.[1] ?? "unknown";
  } catch (error) {
    const said = String((error as { stderr?: string }).stderr ?? "");
    return said.match(/version "([^"]+)"/)?.[1] ?? "none";
  }
}
const storageEmulator = process.env.STORAGE_EMULATOR_HOST;
const skipReason = storageEmulator
  ? ""
  : ` (skipped: STORAGE_EMULATOR_HOST is not set; firebase-tools' Storage emulator needs Java 21, and java -version ` +
    `here says ${javaVersion()})`;

describe.skipIf(!storageEmulator)(`storage.rules on the Storage emulator${skipReason}`, () => {
  it.each(fileAccessCases.map((entry) => [entry.name, entry] as const))("%s", async (_name, entry) => {
    const { initializeTestEnvironment, assertFails, assertSucceeds } = await import("@firebase/rules-unit-testing");
    const [host = "127.0.0.1", port = "9199"] = (storageEmulator ?? "").split(":");
    const env = await initializeTestEnvironment({
      projectId,
      storage: {
        host,
        port: Number(port),
        rules: readFileSync(new URL("../../storage.rules", import.meta.url), "utf8"),
      },
    });
    const context =
      entry.as === "visitor" ? env.unauthenticatedContext() : env.authenticatedContext(entry.as.uid, entry.as.claims);
    const ref = context.storage().ref(entry.path);
    // An upload task is a promise of its snapshot; reads are a promise of the metadata.
    const attempt: Promise<unknown> =
      entry.action === "read"
        ? ref.getMetadata()
        : ref.put(new Uint8Array(entry.bytes ?? 2048), { contentType: entry.contentType ?? "application/pdf" }).then();
    await (entry.allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});
