// The FileStore port and how an app opens it. The adapters load on first use: no first load carries them.
import type { FirebaseApp } from "firebase/app";
import type { FileStore } from "./file-store.js";

export { FileStoreError, isFileStoreError, paperFilePath } from "./file-store.js";
export type { FileStore, FileStoreErrorCode } from "./file-store.js";

/**
 * The app's file store, opened on first call: the local stack's on-disk stand-in where the build names one
 * (runtimeConfig.fileStoreStandIn), else Cloud Storage for the Firebase app.
 */
export function lazyFileStore(options: {
  app: FirebaseApp;
  standInUrl: string | undefined;
  idToken: () => Promise<string | null>;
}): () => Promise<FileStore> {
  let opened: Promise<FileStore> | undefined;
  const open = async (): Promise<FileStore> => {
    if (options.standInUrl) {
      const { fileStoreStandIn } = await import("./stand-in.js");
      return fileStoreStandIn({ url: options.standInUrl, idToken: options.idToken });
    }
    const { cloudStorageFileStore } = await import("./firebase-storage.js");
    return cloudStorageFileStore(options.app);
  };
  return () => (opened ??= open());
}
