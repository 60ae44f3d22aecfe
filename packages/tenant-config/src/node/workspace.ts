// Finding the workspace and its tenants on disk, and naming files the way users see them.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

/** The nearest folder at or above `from` that holds pnpm-workspace.yaml; `from` itself if none. */
export function findWorkspaceRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

export function tenantsDir(root: string): string {
  return join(root, "tenants");
}

/** Every tenant folder under tenants/, sorted; hidden folders and files are ignored. */
export function listTenantDirs(root: string): string[] {
  const dir = tenantsDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith(".") && statSync(join(dir, name)).isDirectory())
    .sort()
    .map((name) => join(dir, name));
}

/** "tenants/acme/tenant.json" for a file inside the workspace, else the path as given. */
export function displayPath(path: string, root: string): string {
  const fromRoot = relative(root, path);
  if (fromRoot === "") return ".";
  if (fromRoot.startsWith("..") || isAbsolute(fromRoot)) return path;
  return fromRoot.split(sep).join("/");
}
