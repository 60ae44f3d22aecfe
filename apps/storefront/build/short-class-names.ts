// CSS module class names for production builds: "_" and 6 base-36 characters from a hash of the
// stylesheet's path (from the workspace root) and the class name. The defaults
// ("_link_t55tf_57 _focusRing_1rmpp_4") were a sixth of every prerendered page and sit in the
// first-load JavaScript as strings; development keeps the readable defaults. Client and server
// builds name alike (same path, same class), which hydration needs.
import { createHash } from "node:crypto";
import { relative } from "node:path";

/** 31 bits of a SHA-256 digest (in base 36, at most 6 characters). */
const sha256Bits = (text: string) => createHash("sha256").update(text).digest().readUInt32BE(0) >>> 1;

/** Vite's `css.modules.generateScopedName`, for one workspace. Throws if two classes would share a name. */
export function shortClassNames(workspaceRoot: string, hash: (text: string) => number = sha256Bits) {
  const owners = new Map<string, string>();
  return (className: string, stylesheet: string): string => {
    const where = relative(workspaceRoot, stylesheet.split("?")[0] ?? stylesheet).replaceAll("\\", "/");
    const owner = `.${className} in ${where}`;
    // "_" first keeps it a valid class name whatever the hash starts with.
    const name = `_${hash(`${where}\0${className}`).toString(36).padStart(6, "0")}`;
    const taken = owners.get(name);
    if (taken && taken !== owner)
      throw new Error(`CSS module classes ${taken} and ${owner} both hash to ${name}; rename one of them`);
    owners.set(name, owner);
    return name;
  };
}
