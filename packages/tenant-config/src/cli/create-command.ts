// `backlot create <id> --from <config.json>`: scaffolds tenants/<id>/ from one bundle file.
import { createTenant } from "../node/create-tenant.js";
import { displayPath } from "../node/workspace.js";
import { type ExitCode, exitCodes } from "./exit-codes.js";
import { type Output, plural, printIssues } from "./output.js";

export async function createCommand(out: Output, root: string, id: string, bundleFile: string): Promise<ExitCode> {
  const result = await createTenant({ root, id, bundleFile });
  if (!result.ok) {
    if (out.json) {
      out.data({ ok: false, issues: result.issues });
    } else {
      out.line(`✗ nothing was created: ${plural(result.issues.length, "problem")}`);
      printIssues(out, result.issues);
    }
    return exitCodes.invalidInput;
  }
  const dir = displayPath(result.dir, root);
  if (out.json) {
    out.data({ ok: true, dir, files: result.files });
  } else {
    out.line(`✓ created ${dir}/`);
    for (const file of result.files) out.line(`  ${file}`);
    out.line("");
    out.line("Next: run `pnpm install` to add the tenant to the workspace, then edit its files;");
    out.line(`      \`backlot validate ${dir}\` checks them.`);
  }
  return exitCodes.ok;
}
