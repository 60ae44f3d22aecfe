// Loads a tenant folder from disk: reads its three JSON files, validates them with defaults
// applied, and checks the assets they reference.
import { existsSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { ConfigIssue } from "../issues.js";
import { sortIssues } from "../issues.js";
import type { TenantDocumentSources, TenantPart } from "../types.js";
import { type TenantValidation, validateTenantDocuments } from "../validate/validate-tenant.js";
import { readJsonFile } from "./read-json.js";
import { tenantFiles } from "./tenant-files.js";
import { displayPath, findWorkspaceRoot } from "./workspace.js";

export interface LoadOptions {
  /** The workspace root, for file names in messages. Found from the folder when left out. */
  root?: string;
}

export async function loadTenant(folder: string, options: LoadOptions = {}): Promise<TenantValidation> {
  const dir = resolve(folder);
  const root = options.root ?? findWorkspaceRoot(dir);
  const label = (path: string) => displayPath(path, root);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    return {
      ok: false,
      issues: [
        {
          file: label(dir),
          pointer: "",
          message: "is not a folder; give the path of a tenant folder such as tenants/ny-props",
        },
      ],
    };
  }

  const parts = Object.keys(tenantFiles) as TenantPart[];
  const sources = Object.fromEntries(
    parts.map((part) => [part, { file: label(join(dir, tenantFiles[part])), pointer: "" }]),
  ) as TenantDocumentSources;
  const reads = await Promise.all(parts.map((part) => readJsonFile(join(dir, tenantFiles[part]), sources[part].file)));
  const readIssues: ConfigIssue[] = reads.flatMap((read) => (read.ok ? [] : [read.issue]));
  const [tenant, vendor, categories] = reads.map((read) => (read.ok ? read.value : undefined));

  const result = validateTenantDocuments({ tenant, vendor, categories }, sources, {
    expectedTenantId: basename(dir),
    assetExists: (relativePath) => existsSync(join(dir, relativePath)),
    assetFolderLabel: `${label(dir)}/`,
  });
  if (readIssues.length === 0) return result;
  return { ok: false, issues: sortIssues([...readIssues, ...(result.ok ? [] : result.issues)]) };
}
