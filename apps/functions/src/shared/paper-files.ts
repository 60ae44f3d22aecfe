// What the file store holds at a path, as the server reads it: sendPaper takes a paper only when its file is there,
// and takes the file's type and size from the store, not from the customer (docs/decisions/0037). Cloud Storage in
// production; on the emulators the local stack's on-disk stand-in (the Storage emulator needs Java 21), whose
// address the local stack and the tests pass as BACKLOT_FILE_STORE_STAND_IN_URL.
import { storageBucket } from "./admin.js";

export interface StoredFile {
  contentType: string;
  size: number;
}

/** The stored file's type and size, or null when nothing is stored at `path`. */
export async function storedFile(path: string): Promise<StoredFile | null> {
  const standIn = process.env.BACKLOT_FILE_STORE_STAND_IN_URL;
  if (standIn) {
    const address = `${standIn}/files/${path.split("/").map(encodeURIComponent).join("/")}?metadata`;
    const response = await fetch(address, { headers: { authorization: "Bearer owner" } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The file store stand-in answered ${response.status}: ${await response.text()}`);
    const { contentType, size } = (await response.json()) as StoredFile;
    return { contentType, size };
  }
  if (process.env.FUNCTIONS_EMULATOR === "true")
    throw new Error(
      "On the emulators the file store is the local stack's stand-in: set BACKLOT_FILE_STORE_STAND_IN_URL " +
        "(tooling/local-stack and the functions' tests do)",
    );
  const file = (await storageBucket()).file(path);
  const [exists] = await file.exists();
  if (!exists) return null;
  const [metadata] = await file.getMetadata();
  return { contentType: metadata.contentType ?? "", size: Number(metadata.size ?? 0) };
}
