// The FileStore port: where customers' uploads (paperwork certificates) go and are read back. Cloud Storage for
// Firebase in production (firebase-storage.ts, under packages/data/storage.rules); on the local stack and in tests an
// announced on-disk stand-in behind the same calls (stand-in.ts), because the Storage emulator needs Java 21
// (docs/decisions/0037). Both refuse what the rules refuse, with a FileStoreError saying why.

export interface FileStore {
  /** Which store this is: the pages announce the stand-in. */
  readonly kind: "cloud-storage" | "disk-stand-in";
  /**
   * Stores `file` at `path` as the signed-in user. Files are never replaced: a path that exists is refused. Reports
   * progress (0 to 1) when it can.
   */
  upload(
    path: string,
    file: Blob,
    options: { contentType: string; onProgress?: (done: number) => void },
  ): Promise<void>;
  /** The file at `path`, if the signed-in user may read it. */
  read(path: string): Promise<Blob>;
}

export type FileStoreErrorCode = "permission-denied" | "not-found" | "already-exists" | "invalid" | "unavailable";

export class FileStoreError extends Error {
  constructor(
    readonly code: FileStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "FileStoreError";
  }
}

export const isFileStoreError = (error: unknown): error is FileStoreError => error instanceof FileStoreError;

/** Where a customer's file goes: in their folder, named by the paper it belongs to so no two uploads collide. */
export function paperFilePath(folder: string, paperId: string, fileName: string): string {
  const safeName = fileName.replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "") || "file";
  return `${folder}${paperId}-${safeName}`;
}
