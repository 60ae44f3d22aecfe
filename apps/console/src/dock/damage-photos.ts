// Damage photos from the dock's tablet to the file store, before the report that names them (reportReturn checks each
// is there). Each photo gets its path once, so a report sent again after a lost answer finds its own photos stored
// (the store refuses to replace a file: "already-exists" is taken as done) rather than sending them twice.
import type { FileStore } from "@backlot/data/files";
import { damagePhotoPath } from "@backlot/domain";

const pathOfPhoto = new WeakMap<File, string>();

/** Sends the photos; resolves to their paths and names for the report, or rejects naming the photo that failed. */
export async function sendDamagePhotos(
  files: FileStore,
  vendorId: string,
  photos: readonly File[],
  /** A new document id (the document store's newId): each photo's path is made once from one. */
  newId: () => string,
): Promise<{ path: string; name: string }[]> {
  return Promise.all(
    photos.map(async (photo) => {
      let path = pathOfPhoto.get(photo);
      if (!path) pathOfPhoto.set(photo, (path = damagePhotoPath(vendorId, newId(), photo.name)));
      try {
        await files.upload(path, photo, { contentType: photo.type });
      } catch (error) {
        if ((error as { code?: string }).code !== "already-exists") {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`${photo.name} was not sent: ${reason}. Try again, or report the damage without it`, {
            cause: error,
          });
        }
      }
      return { path, name: photo.name };
    }),
  );
}
