// Shared setup for the import tests (src/import-*.test.ts): the clock they import at, a tenant copy for a whole
// suite, and reading back the catalogue an import wrote.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Prop } from "@backlot/domain";
import { tenantCopy } from "./tenant-copy.js";

export const now = new Date("2026-11-20T12:00:00.000Z");

/** A tenant copy made before the suite's tests and removed after them; `dir` is readable once they run. */
export function suiteTenantCopy(): { readonly dir: string } {
  let copy: Awaited<ReturnType<typeof tenantCopy>> | undefined;
  beforeAll(async () => {
    copy = await tenantCopy();
  });
  afterAll(() => copy?.remove());
  return {
    get dir() {
      if (!copy) throw new Error("The tenant copy is made in beforeAll; read its dir in a test");
      return copy.dir;
    },
  };
}

/** The props in a tenant folder's catalogue. */
export const ownPropsOf = async (dir: string): Promise<Prop[]> =>
  JSON.parse(await readFile(join(dir, "catalogue/props.json"), "utf8")) as Prop[];
