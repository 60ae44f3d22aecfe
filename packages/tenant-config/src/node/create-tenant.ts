// Scaffolds tenants/<id>/ from one bundle file. Validates first and writes nothing unless the
// whole bundle is valid; writes into a temporary folder and renames it, so an interrupted run
// never leaves a half-made tenant behind.
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { ConfigIssue } from "../issues.js";
import type { NewTenantBundle } from "../types.js";
import { validateTenantBundle } from "../validate/validate-tenant.js";
import { readJsonFile } from "./read-json.js";
import { tenantFiles } from "./tenant-files.js";
import { displayPath, tenantsDir } from "./workspace.js";

export interface CreateTenantRequest {
  root: string;
  id: string;
  bundleFile: string;
}

export type CreateTenantResult = { ok: true; dir: string; files: string[] } | { ok: false; issues: ConfigIssue[] };

const tenantIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function createTenant({ root, id, bundleFile }: CreateTenantRequest): Promise<CreateTenantResult> {
  const target = join(tenantsDir(root), id);
  const targetLabel = displayPath(target, root);
  if (!tenantIdPattern.test(id)) {
    return fail(
      targetLabel,
      `"${id}" is not a valid tenant id; use lowercase letters, digits and single hyphens, like "acme-props"`,
    );
  }
  if (existsSync(target)) {
    return fail(targetLabel, "already exists; choose another id, or remove the folder first if you mean to replace it");
  }

  const bundlePath = resolve(bundleFile);
  const bundleLabel = displayPath(bundlePath, root);
  const read = await readJsonFile(bundlePath, bundleLabel);
  if (!read.ok) return { ok: false, issues: [read.issue] };
  const bundleDir = dirname(bundlePath);
  const result = validateTenantBundle(read.value, bundleLabel, {
    expectedTenantId: id,
    assetExists: (path) => existsSync(join(bundleDir, path)),
    assetFolderLabel: `the folder of ${bundleLabel}`,
  });
  if (!result.ok) return result;

  // Write what the agency wrote, not the defaults: the tenant files stay short and keep
  // following the defaults if they change.
  const bundle = read.value as NewTenantBundle;
  await mkdir(tenantsDir(root), { recursive: true });
  const staging = await mkdtemp(join(tenantsDir(root), `.${id}-`));
  try {
    const files: string[] = [];
    const write = async (path: string, value: unknown) => {
      await mkdir(dirname(join(staging, path)), { recursive: true });
      await writeFile(join(staging, path), `${JSON.stringify(value, null, 2)}\n`);
      files.push(path);
    };
    await write("package.json", tenantPackageJson(id));
    await write(tenantFiles.tenant, withSchema(bundle.tenant, target, "tenant.schema.json"));
    await write(tenantFiles.vendor, withSchema(bundle.vendor, target, "vendor.schema.json"));
    await write(
      tenantFiles.categories,
      withSchema(bundle.categories, join(target, "catalogue"), "categories.schema.json"),
    );
    for (const asset of localAssets(bundle)) {
      await mkdir(dirname(join(staging, asset)), { recursive: true });
      await copyFile(join(bundleDir, asset), join(staging, asset));
      files.push(asset);
    }
    await rename(staging, target);
    return { ok: true, dir: target, files: files.sort() };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

function fail(file: string, message: string): CreateTenantResult {
  return { ok: false, issues: [{ file, pointer: "", message }] };
}

function tenantPackageJson(id: string) {
  return {
    name: `@backlot/${id}`,
    version: "0.0.0",
    private: true,
    description: `Backlot storefront settings for the ${id} tenant.`,
    scripts: {
      validate: "backlot validate .",
      test: "backlot validate .",
    },
    // The one `backlot` runs the scripts; the schemas its files' "$schema" names are tenant-config's.
    devDependencies: {
      "@backlot/cli": "workspace:*",
      "@backlot/tenant-config": "workspace:*",
    },
  };
}

/** Puts "$schema" first, as a path relative to the file, so editors autocomplete offline. */
function withSchema(document: object, fileDir: string, schemaFile: string): object {
  const { $schema: _ignored, ...rest } = document as Record<string, unknown>;
  const schemaPath = relative(fileDir, join(schemaDir(), schemaFile)).split(sep).join("/");
  return { $schema: schemaPath, ...rest };
}

/**
 * The schema folder of this package, found through its exports: the same from the source tree and from a bundle
 * of this code (apps/cli's), whose own folder is elsewhere.
 */
function schemaDir(): string {
  return dirname(createRequire(import.meta.url).resolve("@backlot/tenant-config/schema/tenant.schema.json"));
}

function localAssets(bundle: NewTenantBundle): string[] {
  const { favicon, thumbnail, headerLogo, logomark } = bundle.tenant;
  const refs = [favicon, thumbnail.large, thumbnail.medium, headerLogo.url, logomark.url];
  return [...new Set(refs.filter((ref) => ref.startsWith("assets/")))];
}
