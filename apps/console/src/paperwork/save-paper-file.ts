// Opening a customer's paper from the console: the file store reads it as the signed-in member of staff (the rules let
// the vendor's staff read every customer's folder), and the browser saves it under the name it was sent with.
import type { FileStore } from "@backlot/data/files";
import type { PaperFile } from "@backlot/domain";
import { saveStoredFile } from "@backlot/ui/save-file";

/** What PaperCard's onOpenFile does in the console. */
export const savePaperFile =
  (files: () => Promise<FileStore>) =>
  (file: PaperFile): Promise<void> =>
    saveStoredFile(
      async (path) => (await files()).read(path),
      file,
      "Try again, or ask the customer to send it again.",
    );
