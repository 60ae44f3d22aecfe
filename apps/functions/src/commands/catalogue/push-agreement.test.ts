// What `backlot catalogue push` publishes of the tenant's rental agreement: its text from content/rental-agreement.md,
// versioned by the SHA-256 of that text, with the time that version first went out (kept when the text is unchanged).
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { agreementVersion } from "@backlot/domain";
import { workspaceRoot } from "../../../test/backlot-cli.js";
import { adminFirestore, describeOnEmulators } from "../../../test/world.js";
import { readRentalAgreement } from "../../cli/rental-agreement-file.js";
import { agreementField } from "./push-agreement.js";

describe("the tenant's rental agreement file", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "agreement-"));
    await mkdir(join(dir, "content"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is read as its title and the text after the front matter, with Unix line ends", async () => {
    const agreement = await readRentalAgreement(resolve(workspaceRoot, "tenants/ny-props"));
    expect(agreement?.title).toBe("Rental Agreement");
    expect(agreement?.text).toMatch(/^This Rental Agreement is between \*\*Bowery Prop House LLC\*\*/);
    await writeFile(join(dir, "content/rental-agreement.md"), "---\r\ntitle: Terms\r\n---\r\n\r\nLine one\r\n");
    expect(await readRentalAgreement(dir)).toEqual({ title: "Terms", text: "Line one" });
  });

  it("is none where the tenant has no file, and refused, saying what to fix, without a title or text", async () => {
    expect(await readRentalAgreement(join(dir, "nowhere"))).toBeNull();
    await writeFile(join(dir, "content/rental-agreement.md"), "No front matter");
    await expect(readRentalAgreement(dir)).rejects.toThrow(
      'content/rental-agreement.md must start with front matter between "---" lines, with a title',
    );
    await writeFile(join(dir, "content/rental-agreement.md"), "---\ntitle: Terms\n---\n\n");
    await expect(readRentalAgreement(dir)).rejects.toThrow(
      "content/rental-agreement.md has no text after its front matter; write the agreement there",
    );
  });
});

describeOnEmulators("the agreement on the vendor document", (emulators) => {
  const path = vendorPaths("test-agreement-push").vendor;
  let db: Firestore;
  beforeAll(() => {
    db = adminFirestore(emulators);
  });

  it("carries the version and text, and keeps the time of a version pushed again", async () => {
    const file = { title: "Terms", text: "Return everything clean." };
    const first = await agreementField(db, path, file, new Date("2026-11-20T15:00:00Z"));
    expect(first).toEqual({
      agreement: { ...file, version: await agreementVersion(file.text), changedAt: "2026-11-20T15:00:00.000Z" },
    });
    await db.doc(path).set(first);
    expect(await agreementField(db, path, file, new Date("2026-12-01T00:00:00Z"))).toEqual(first);
    const changed = await agreementField(db, path, { ...file, text: "Return everything." }, new Date("2026-12-01"));
    expect(changed.agreement).toMatchObject({ changedAt: "2026-12-01T00:00:00.000Z" });
    // An import (no file given) leaves the pushed agreement alone.
    expect(await agreementField(db, path, undefined)).toEqual({});
  });
});
