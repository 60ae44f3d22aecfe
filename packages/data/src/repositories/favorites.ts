// Favourite props, kept on the user record (favorites) with stats.favoriteCount. Both change in
// one transaction that reads the list first, so the count always equals the list's length, even
// with many tabs toggling at once.
import type { DocumentStore } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import { type VendorUser, limits } from "@backlot/domain";
import { vendorPaths } from "./paths.js";

export function favorites(store: DocumentStore, { vendorId }: { vendorId: string }) {
  const paths = vendorPaths(vendorId);

  /** Makes propId a favourite or not; returns whether it is one afterwards. */
  const setFavorite = (uid: string, propId: string, favorite: boolean): Promise<boolean> =>
    store.runTransaction(async (tx) => {
      const path = paths.user(uid);
      const user = (await tx.get<VendorUser>(path)).data;
      if (!user) throw new DocumentStoreError("not-found", `No user record at ${path}; the user must log in first`);
      const has = user.favorites.includes(propId);
      if (favorite && !has && user.favorites.length >= limits.user.favorites) {
        const message = `You can keep at most ${limits.user.favorites} favourites; remove some first`;
        throw new DocumentStoreError("failed-precondition", message);
      }
      if (has !== favorite) {
        tx.update(path, {
          favorites: favorite ? fieldValue.arrayUnion(propId) : fieldValue.arrayRemove(propId),
          "stats.favoriteCount": fieldValue.increment(favorite ? 1 : -1),
          updatedAt: fieldValue.serverTimestamp(),
        });
      }
      return favorite;
    });

  return {
    add: (uid: string, propId: string) => setFavorite(uid, propId, true),
    remove: (uid: string, propId: string) => setFavorite(uid, propId, false),
    async toggle(uid: string, propId: string): Promise<boolean> {
      const user = (await store.get<VendorUser>(paths.user(uid))).data;
      return setFavorite(uid, propId, !user?.favorites.includes(propId));
    },
    async list(uid: string): Promise<string[]> {
      return (await store.get<VendorUser>(paths.user(uid))).data?.favorites ?? [];
    },
  };
}
