// The agreement's fields of the vendor document, as a push writes them: its version (the SHA-256 of its text), title
// and text, and when that version was first pushed. Pushing the same text again keeps that time, so "The agreement
// changed on …" names the day it really changed.
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { type RentalAgreement, agreementVersion } from "@backlot/domain";

/** The agreement as the tenant wrote it (content/rental-agreement.md): its front matter's title, and its text. */
export interface AgreementFile {
  title: string;
  /** The Markdown after the front matter, with Unix line ends and no blank lines around it: what is hashed. */
  text: string;
}

/** `{ agreement }` to merge into the vendor document; a delete when the tenant has none; {} to leave it as it is. */
export async function agreementField(
  db: Firestore,
  vendorPath: string,
  file: AgreementFile | null | undefined,
  now = new Date(),
): Promise<{ agreement?: RentalAgreement | FieldValue }> {
  if (file === undefined) return {};
  if (file === null) return { agreement: FieldValue.delete() };
  const version = await agreementVersion(file.text);
  const pushed = (await db.doc(vendorPath).get()).get("agreement") as RentalAgreement | undefined;
  const changedAt = pushed?.version === version ? pushed.changedAt : now.toISOString();
  return { agreement: { version, title: file.title, text: file.text, changedAt } };
}
