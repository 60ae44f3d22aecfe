// The tenant's rental agreement as `backlot catalogue push` publishes it: content/rental-agreement.md, a content page
// like the others (its front matter's title; the storefront shows it at /rental-agreement), read here for its text.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { limits } from "@backlot/domain";
import type { AgreementFile } from "../commands/catalogue/push-agreement.js";

export const agreementFilePath = "content/rental-agreement.md";

/** The agreement in `tenantDir`, null when the tenant has none; throws naming the file and what to fix. */
export async function readRentalAgreement(tenantDir: string): Promise<AgreementFile | null> {
  const source = await readFile(join(tenantDir, agreementFilePath), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (source === null) return null;
  const normalised = source.replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(normalised);
  const title = /^title:\s*(.+)$/m.exec(match?.[1] ?? "")?.[1]?.trim();
  if (!match || !title)
    throw new Error(`${agreementFilePath} must start with front matter between "---" lines, with a title`);
  const text = normalised.slice(match[0].length).trim();
  if (!text) throw new Error(`${agreementFilePath} has no text after its front matter; write the agreement there`);
  if (text.length > limits.agreement.text || title.length > limits.agreement.title)
    throw new Error(
      `${agreementFilePath} is ${text.length} characters with a title of ${title.length}; ` +
        `an agreement may be ${limits.agreement.text}, its title ${limits.agreement.title}: shorten it`,
    );
  return { title, text };
}
