// Sending a paper: the file first, into the customer's own folder (storage.rules lets no one else write there), then
// the paper through sendPaper, which checks the file is in the store. The paper's id is made once per submission and
// kept for its retries, so a retry after a lost answer neither uploads a second file nor sends a second paper.
import { paperFilePath } from "@backlot/data/files";
import { saveStoredFile } from "@backlot/ui/save-file";
import { paperworkFolder } from "@backlot/domain";
import { getServices } from "../../app/services.js";
import { tenant } from "../../app/tenant.js";
import type { PaperToSend } from "./SendPaperForm.js";

export async function sendPaper(
  uid: string,
  paperId: string,
  { upload, ...paper }: PaperToSend,
  onProgress: (done: number) => void,
): Promise<void> {
  const { files, commands } = await getServices();
  const path = paperFilePath(paperworkFolder(tenant.vendor.id, uid), paperId, upload.name);
  const store = await files();
  try {
    await store.upload(path, upload, { contentType: upload.type, onProgress });
  } catch (error) {
    // This submission's own file, stored by an attempt whose answer was lost: the paper can still be sent.
    if ((error as { code?: string }).code !== "already-exists") throw error;
  }
  await commands.sendPaper({
    paperId,
    paper: { ...paper, file: { path, name: upload.name, contentType: upload.type, size: upload.size } },
  });
}

/** Saves a paper's file (the store reads it as the signed-in customer). */
export async function openPaperFile(file: { path: string; name: string }): Promise<void> {
  const { files } = await getServices();
  const store = await files();
  await saveStoredFile((path) => store.read(path), file, "Try again, or send it again.");
}
