// The FileStore on Cloud Storage for Firebase (production), under packages/data/storage.rules. Loaded only where a
// page uploads or opens a file, so no first load carries the Storage SDK.
import type { FirebaseApp } from "firebase/app";
import { FirebaseError } from "firebase/app";
import { connectStorageEmulator, getBlob, getStorage, ref, uploadBytesResumable } from "firebase/storage";
import { type FileStore, FileStoreError, type FileStoreErrorCode } from "./file-store.js";

const codes: Record<string, FileStoreErrorCode> = {
  "storage/unauthorized": "permission-denied",
  "storage/unauthenticated": "permission-denied",
  "storage/object-not-found": "not-found",
  "storage/invalid-argument": "invalid",
};

function translated(error: unknown, path: string): FileStoreError {
  if (error instanceof FirebaseError) {
    const code = codes[error.code] ?? "unavailable";
    const what =
      code === "permission-denied"
        ? `You may not do that with ${path}: only its owner sends it (a PDF, JPEG or PNG, at most 10 MB), ` +
          "and only its owner and the prop house read it"
        : code === "not-found"
          ? `${path} is not in the file store`
          : `The file store failed (${error.code}); try again`;
    return new FileStoreError(code, what);
  }
  return new FileStoreError("unavailable", "The file store did not answer; check the connection and try again");
}

export function cloudStorageFileStore(app: FirebaseApp, emulator?: { host: string; port: number }): FileStore {
  const storage = getStorage(app);
  // Only when a Storage emulator is set (the contract suite, where one exists).
  if (emulator) connectStorageEmulator(storage, emulator.host, emulator.port);
  return {
    kind: "cloud-storage",
    upload(path, file, { contentType, onProgress }) {
      return new Promise((resolve, reject) => {
        const task = uploadBytesResumable(ref(storage, path), file, { contentType });
        task.on(
          "state_changed",
          (snapshot) => onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
          (error) => reject(translated(error, path)),
          () => resolve(),
        );
      });
    },
    async read(path) {
      try {
        return await getBlob(ref(storage, path));
      } catch (error) {
        throw translated(error, path);
      }
    },
  };
}
