// The release checklist's agreement line: the order's signature of the current version, an older version's (sign
// again), or none. Its own file, so the checklist stays one list of requirements.
import { calendarDateAt, formatCalendarDate } from "../calendar-date.js";
import { shortVersion } from "./agreement.js";

/** What the checklist reads of an order's signatures (AgreementSignature's). */
export interface SignatureOnFile {
  version: string;
  name: string;
  signedAt: Date;
}

/** The agreement's line: met by a signature of `current`, the version the prop house has published. */
export function agreementItem(
  signatures: readonly SignatureOnFile[],
  current: string | null,
  { locale, timeZone }: { locale: string; timeZone: string },
): { met: boolean; detail: string } {
  if (current === null) return { met: false, detail: "The prop house has not published its rental agreement yet" };
  const signed = signatures.find((signature) => signature.version === current);
  if (signed) {
    const day = formatCalendarDate(calendarDateAt(new Date(signed.signedAt), timeZone), locale, "medium");
    return { met: true, detail: `Signed by ${signed.name} on ${day} (version ${shortVersion(signed.version)})` };
  }
  if (signatures.length > 0)
    return { met: false, detail: "Signed an older version of the agreement; sign the current one" };
  return { met: false, detail: "The rental agreement is not signed" };
}
