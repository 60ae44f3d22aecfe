// Opening a customer's paper from the console: the rules let the vendor's staff read every customer's folder.
import type { FileStore } from "@backlot/data/files";
import type { PaperFile } from "@backlot/domain";
import { openStoredFile } from "../app/open-stored-file.js";

/** What PaperCard's onOpenFile does in the console. */
export const savePaperFile = (files: () => Promise<FileStore>): ((file: PaperFile) => Promise<void>) =>
  openStoredFile(files, "Try again, or ask the customer to send it again.");
