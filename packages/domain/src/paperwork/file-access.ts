// Who may read and write a paperwork file: the one statement of storage.rules (packages/data/storage.rules) that the
// file store's on-disk stand-in runs, so the local stack refuses what Cloud Storage would (docs/decisions/0037). A
// file lives at `paperwork/{vendorId}/{uid}/{name}`: its owner writes it (staff signed in as the customer are that
// customer) and reads it; the vendor's staff, verified and not impersonating, read it; nobody else does either.
import { limits } from "../limits.js";

/** The signed-in caller as a Firebase ID token describes them (the claims the rules read). */
export interface FileCaller {
  uid: string;
  /** The vendor the caller is staff of (the `staffOf` claim), if any. */
  staffOf?: string;
  emailVerified: boolean;
  /** Staff signed in as a customer (the `impersonatedBy` claim). */
  impersonated: boolean;
}

/** What an upload says it is: its declared type and its size in bytes. */
export interface FileUpload {
  contentType: string;
  size: number;
}

export type FileAccess = { allowed: true } | { allowed: false; reason: string };

const paperworkPath = /^paperwork\/([^/]+)\/([^/]+)\/([^/]+)$/;

/** Whether `caller` may read (no upload) or write (`upload` given) the file at `path`, and why not. */
export function paperFileAccess(path: string, caller: FileCaller | null, upload?: FileUpload): FileAccess {
  const match = paperworkPath.exec(path);
  if (!match || path.includes(".."))
    return { allowed: false, reason: `${path} is not a paperwork file (paperwork/{vendor}/{customer}/{file})` };
  if (!caller) return { allowed: false, reason: "Sign in to read or send paperwork" };
  const [, vendorId, owner] = match;
  const isOwner = caller.uid === owner;
  if (!upload) {
    const isStaff = caller.staffOf === vendorId && caller.emailVerified && !caller.impersonated;
    return isOwner || isStaff ? { allowed: true } : { allowed: false, reason: `${path} is another customer's file` };
  }
  if (!isOwner) return { allowed: false, reason: `Only the customer sends files to ${path.replace(/[^/]+$/, "")}` };
  if (!(limits.paperwork.fileTypes as readonly string[]).includes(upload.contentType))
    return {
      allowed: false,
      reason: `A ${upload.contentType || "file of no type"} cannot be sent: send a PDF, JPEG or PNG`,
    };
  if (upload.size < 1 || upload.size > limits.paperwork.fileSize)
    return {
      allowed: false,
      reason: `The file is ${megabytes(upload.size)}; send one of at most ${megabytes(limits.paperwork.fileSize)}`,
    };
  return { allowed: true };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const damagePath = /^damage\/([^/]+)\/([^/]+)$/;

/** Where a damage photo is kept: the vendor's folder, the name made unique by the client's id for it. */
export const damagePhotoPath = (vendorId: string, photoId: string, name: string): string =>
  `damage/${vendorId}/${photoId}-${name.replace(/[^A-Za-z0-9._-]+/g, "-").slice(-80)}`;

/**
 * Who may read and write a photo of a piece back damaged (issue 34, decision 0044): the house's own record, so its
 * staff, verified and not signed in as a customer, send and read them; nobody else, the customer included.
 */
export function damagePhotoAccess(path: string, caller: FileCaller | null, upload?: FileUpload): FileAccess {
  const match = damagePath.exec(path);
  if (!match || path.includes(".."))
    return { allowed: false, reason: `${path} is not a damage photo (damage/{vendor}/{file})` };
  if (!caller) return { allowed: false, reason: "Sign in as the prop house's staff to see damage photos" };
  const [, vendorId] = match;
  if (caller.staffOf !== vendorId || !caller.emailVerified || caller.impersonated)
    return { allowed: false, reason: `Damage photos are the prop house's own: only its staff see or send them` };
  if (!upload) return { allowed: true };
  if (!(limits.dock.photoTypes as readonly string[]).includes(upload.contentType))
    return {
      allowed: false,
      reason: `A ${upload.contentType || "file of no type"} is not a photo: send a JPEG or PNG`,
    };
  if (upload.size < 1 || upload.size > limits.dock.photoSize)
    return {
      allowed: false,
      reason: `The photo is ${megabytes(upload.size)}; send one of at most ${megabytes(limits.dock.photoSize)}`,
    };
  return { allowed: true };
}

/** The file store's one rule, by the file's folder: customers' paperwork, or the house's damage photos. */
export const fileAccess = (path: string, caller: FileCaller | null, upload?: FileUpload): FileAccess =>
  path.startsWith("damage/") ? damagePhotoAccess(path, caller, upload) : paperFileAccess(path, caller, upload);
