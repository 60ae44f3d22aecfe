// The one check of a paper a customer sends (sendPaper runs it; the paperwork page will run it before sending), and
// where their files may be: under their own folder, so no one points a paper at someone else's file.
import { limits } from "../limits.js";
import { checker } from "../validation.js";
import type { PaperFile, SentPaper } from "./paper.js";

/** The folder a customer's paperwork files go in: `paperwork/{vendorId}/{uid}/`. */
export const paperworkFolder = (vendorId: string, uid: string) => `paperwork/${vendorId}/${uid}/`;

type Check = ReturnType<typeof checker>;

function checkFile(check: Check, value: unknown, folder: string): PaperFile {
  const file = (typeof value === "object" && value ? value : {}) as Record<string, unknown>;
  const path = check.text("file.path", file.path, { required: true, max: 400 });
  if (path && (!path.startsWith(folder) || path.includes("..")))
    check.fail("file.path", `must be a file under ${folder}`);
  const name = check.text("file.name", file.name, { required: true, max: limits.paperwork.fileName, oneLine: true });
  const contentType = check.text("file.contentType", file.contentType, { required: true, max: 100 });
  if (contentType && !(limits.paperwork.fileTypes as readonly string[]).includes(contentType))
    check.fail("file.contentType", "must be a PDF, a JPEG or a PNG");
  const size = check.integer("file.size", file.size, 1, limits.paperwork.fileSize);
  return { path, name, contentType, size };
}

const yesOrNo = (check: Check, field: string, value: unknown): boolean => {
  if (typeof value !== "boolean") check.fail(field, "must be true or false");
  return value === true;
};

/** The paper as sent, trimmed; throws a ValidationError naming every field that is wrong. */
export function checkSentPaper(input: unknown, place: { vendorId: string; uid: string }): SentPaper {
  const paper = (typeof input === "object" && input ? input : {}) as Record<string, unknown>;
  const check = checker("Paper");
  const folder = paperworkFolder(place.vendorId, place.uid);
  const { paperwork } = limits;
  if (paper.kind === "insurance") {
    const sent: SentPaper = {
      kind: "insurance",
      file: checkFile(check, paper.file, folder),
      insurer: check.text("insurer", paper.insurer, { required: true, max: paperwork.insurer, oneLine: true }),
      policyNumber: check.text("policyNumber", paper.policyNumber, {
        required: true,
        max: paperwork.policyNumber,
        oneLine: true,
      }),
      coverageStart: check.date("coverageStart", paper.coverageStart) ?? "",
      coverageEnd: check.date("coverageEnd", paper.coverageEnd) ?? "",
      limit: check.integer("limit", paper.limit, 1, paperwork.amount),
      additionalInsured: yesOrNo(check, "additionalInsured", paper.additionalInsured),
      lossPayee: yesOrNo(check, "lossPayee", paper.lossPayee),
    };
    if (sent.coverageStart && sent.coverageEnd && sent.coverageEnd < sent.coverageStart)
      check.fail("coverageEnd", "must be on or after the coverage's start");
    check.done();
    return sent;
  }
  if (paper.kind === "taxExemption") {
    const sent: SentPaper = {
      kind: "taxExemption",
      file: checkFile(check, paper.file, folder),
      region: check.text("region", paper.region, { required: true, max: paperwork.region, oneLine: true }),
      form: check.text("form", paper.form, { required: true, max: paperwork.form, oneLine: true }),
      expiresOn: check.date("expiresOn", paper.expiresOn) ?? "",
    };
    check.done();
    return sent;
  }
  check.fail("kind", 'must be "insurance" or "taxExemption" (account terms are granted by the prop house)');
  check.done();
  throw new Error("unreachable: check.done() throws");
}
