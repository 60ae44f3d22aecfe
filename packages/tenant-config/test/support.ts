// Shared test helpers: the fixture bundle (a small valid tenant) and its documents.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tenantFiles } from "../src/node/tenant-files.js";
import type { TenantDocumentSources } from "../src/types.js";
import type { TenantDocuments } from "../src/validate/index.js";

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
export const fixturesDir = join(packageDir, "test/fixtures");
export const bundlePath = join(fixturesDir, "acme-bundle.json");

/** A JSON value that tests may mutate freely. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A fresh copy of the valid fixture bundle on every call. */
export function fixtureBundle(): { tenant: JsonObject; vendor: JsonObject; categories: JsonObject } {
  return JSON.parse(readFileSync(bundlePath, "utf8")) as {
    tenant: JsonObject;
    vendor: JsonObject;
    categories: JsonObject;
  };
}

/** The bundle's three parts as if they were the files of tenants/acme-props/. */
export function fixtureDocuments(): TenantDocuments & ReturnType<typeof fixtureBundle> {
  const { tenant, vendor, categories } = fixtureBundle();
  return { tenant, vendor, categories };
}

export const folderSources: TenantDocumentSources = {
  tenant: { file: "tenants/acme-props/tenant.json", pointer: "" },
  vendor: { file: "tenants/acme-props/vendor.json", pointer: "" },
  categories: { file: "tenants/acme-props/catalogue/categories.json", pointer: "" },
};

export const fixtureOptions = {
  expectedTenantId: "acme-props",
  assetExists: (path: string) => existsSync(join(fixturesDir, path)),
  assetFolderLabel: "tenants/acme-props/",
};

/**
 * A throwaway workspace (pnpm-workspace.yaml and tenants/) holding the fixture bundle laid out
 * as tenants/acme-props/. Returns its root and tenant folder; the caller removes the root.
 */
export function makeWorkspaceWithFixtureTenant(): { root: string; dir: string } {
  const root = mkdtempSync(join(tmpdir(), "backlot-test-"));
  writeFileSync(join(root, "pnpm-workspace.yaml"), "packages: [tenants/*]\n");
  const dir = join(root, "tenants/acme-props");
  cpSync(join(fixturesDir, "assets"), join(dir, "assets"), { recursive: true });
  mkdirSync(join(dir, "catalogue"), { recursive: true });
  const bundle = fixtureBundle();
  for (const part of ["tenant", "vendor", "categories"] as const) {
    writeFileSync(join(dir, tenantFiles[part]), `${JSON.stringify(bundle[part], null, 2)}\n`);
  }
  return { root, dir };
}
