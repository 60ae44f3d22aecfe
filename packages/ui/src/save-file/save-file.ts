// Saving a file the app holds in memory (a paper read from the file store, a signed agreement built in the browser)
// under its own name. A download rather than a new tab: a blob: page inherits the app's Content-Security-Policy
// (object-src 'none', no blob: images), under which a PDF or a scan would not show. No React: plain DOM.

/** How long the file's address lives: long enough for the browser to save it. */
const keepAddressFor = 60_000;

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name, rel: "noopener" });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepAddressFor);
}

/** Saves PDF bytes (a document built in the browser) under `name`. */
export function savePdf(bytes: Uint8Array, name: string): void {
  saveFile(new Blob([bytes as BlobPart], { type: "application/pdf" }), name);
}

/**
 * Makes a PDF in the browser (`make` loads its builder, which the app keeps out of its first load, and builds it) and
 * saves it. Resolves to what to say of it ("Saved quote-Q-7F3K2QX1.pdf."); when it cannot be made, rejects with a
 * message naming `what` ("The PDF of Q-7F3K2QX1"), the reason and `advice`.
 */
export async function makeAndSavePdf(
  what: string,
  make: () => Promise<{ bytes: Uint8Array; fileName: string }>,
  advice = "Reload the page and try again.",
): Promise<string> {
  let made: { bytes: Uint8Array; fileName: string };
  try {
    made = await make();
  } catch (error) {
    const why = error instanceof Error && error.message ? error.message : "the builder did not answer";
    throw new Error(`${what} could not be made: ${why.replace(/\.$/, "")}. ${advice}`, { cause: error });
  }
  savePdf(made.bytes, made.fileName);
  return `Saved ${made.fileName}.`;
}

/**
 * Reads a stored file (`read`, the file store's, as the signed-in user) and saves it; when it cannot be read, throws a
 * message naming the file, the store's reason and `advice` (what the reader can do next).
 */
export async function saveStoredFile(
  read: (path: string) => Promise<Blob>,
  file: { path: string; name: string },
  advice = "Try again.",
): Promise<void> {
  let blob: Blob;
  try {
    blob = await read(file.path);
  } catch (error) {
    const why = error instanceof Error && error.message ? error.message : "the file store did not answer";
    throw new Error(`${file.name} could not be opened: ${why}. ${advice}`, { cause: error });
  }
  saveFile(blob, file.name);
}
