// Opening a customer's paper from the console: the file store reads it as the signed-in member of staff (the rules
// let the vendor's staff read every customer's folder), and the browser saves it under the name it was sent with.
// A download rather than a new tab: a blob: page inherits the console's Content-Security-Policy (object-src 'none',
// no blob: images), under which a PDF or a scan would not show.
import type { FileStore } from "@backlot/data/files";
import type { PaperFile } from "@backlot/domain";

/** How long the file's address lives: long enough for the browser to save it. */
const keepAddressFor = 60_000;

export async function openPaperFile(files: () => Promise<FileStore>, file: PaperFile): Promise<void> {
  let blob: Blob;
  try {
    blob = await (await files()).read(file.path);
  } catch (error) {
    const why = error instanceof Error && error.message ? error.message : "the file store did not answer";
    throw new Error(`${file.name} could not be opened: ${why}. Try again, or ask the customer to send it again.`, {
      cause: error,
    });
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.rel = "noopener";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), keepAddressFor);
}
