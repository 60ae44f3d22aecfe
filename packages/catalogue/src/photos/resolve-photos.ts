// The photos of each imported row: the Photos cell's references (a file in the photos folder, an https:// URL, or
// a /catalogue/images/ path an earlier import made), else the folder's files named by the item number, else the
// photos the prop already had. Every reference that cannot be found, fetched or read is reported, and so is
// every listed prop left without a photo.
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import type { PropImage } from "@backlot/domain";
import type { ReadRow } from "../sheet/index.js";
import { type FetchPhotoOptions, fetchPhoto } from "./fetch-photo.js";
import type { PhotoFolder } from "./photo-folder.js";
import { catalogueImagesPath } from "@backlot/domain/catalogue";
import { preparePhoto } from "./resize-photo.js";

export interface MissingPhoto {
  row: number;
  itemNumber: string;
  reference: string;
  reason: string;
}

export interface PhotoReport {
  /** Photos resized (or copied) by this import. */
  made: number;
  /** Photos found on disk from an earlier import. */
  reused: number;
  missing: MissingPhoto[];
  /** Listed props that have no photo after the import. */
  withoutPhotos: string[];
  /** Files in the photos folder that no row named and no item number matched (a typo in a name, say). */
  unmatched: string[];
  /** Props that kept their earlier photos because a new one could not be had. */
  keptEarlier: string[];
  /** Rows whose photos this import set (their props are new objects, to be checked again). */
  changedRows: number;
}

export interface PhotoOptions {
  imagesDir: string;
  folder?: PhotoFolder;
  /** Whether the sheet has a Photos column (an empty cell then means "none in the cell"). */
  sheetHasPhotos: boolean;
  /** False for a dry run: nothing is fetched, resized or written; references are only looked up. */
  write: boolean;
  /** How photo URLs are fetched (whether a vendor's own network may be reached). */
  fetch?: FetchPhotoOptions;
}

type Source = { reference: string; load: () => Promise<{ ok: true; bytes: Buffer } | { ok: false; reason: string }> };

async function loadFile(file: string) {
  try {
    return { ok: true as const, bytes: await readFile(file) };
  } catch (error) {
    return { ok: false as const, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs `work` over `items`: one per core, and one more, so no core waits while a photo is read or written. */
async function eachInParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Math.max(1, Math.min(items.length, availableParallelism() + 1));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** A place in a prop's list of photos: one it has already, or one to load and prepare (filled in when done). */
type Slot = { image: PropImage } | { source: Source; image?: PropImage };

interface Plan {
  row: ReadRow;
  /** The photos before this import, kept when one of the new ones cannot be had (a host down, a typo). */
  previous: readonly PropImage[];
  slots: Slot[];
  missing: boolean;
}

export async function resolvePhotos(rows: readonly ReadRow[], options: PhotoOptions): Promise<PhotoReport> {
  const report: PhotoReport = {
    made: 0,
    reused: 0,
    missing: [],
    withoutPhotos: [],
    unmatched: [],
    keptEarlier: [],
    changedRows: 0,
  };
  const items = new Set(rows.map((row) => row.prop.id.toLowerCase()));
  const plans: Plan[] = [];
  for (const row of rows) {
    const { prop } = row;
    const cell = row.photos ?? [];
    const plan: Plan = { row, previous: prop.images, slots: [], missing: false };
    const miss = (reference: string, reason: string) => {
      report.missing.push({ row: row.row, itemNumber: prop.id, reference, reason });
      plan.missing = true;
    };
    // Known by where they are served, and by the address they were fetched from, so a URL is fetched once.
    const known = new Map(
      prop.images.flatMap((image) => [
        [image.url, image] as const,
        ...(image.source ? [[image.source, image] as const] : []),
      ]),
    );
    for (const reference of cell) {
      const image = known.get(reference);
      if (image) plan.slots.push({ image });
      else if (/^https?:\/\//i.test(reference))
        plan.slots.push({ source: { reference, load: () => fetchPhoto(reference, options.fetch) } });
      else if (reference.startsWith(`${catalogueImagesPath}/`)) {
        const onDisk = await imageOnDisk(reference, options.imagesDir, prop.name);
        if (onDisk) plan.slots.push({ image: onDisk });
        else miss(reference, "no such photo in catalogue/images");
      } else {
        const file = options.folder?.file(basename(reference));
        if (file) plan.slots.push({ source: { reference, load: () => loadFile(file) } });
        else
          miss(
            reference,
            options.folder ? "not in the photos folder" : "a file name, but no --photos folder was given",
          );
      }
    }
    // An empty Photos cell, or no Photos column: the folder's photos of the item, if it has any.
    const folderFiles =
      cell.length === 0 && options.folder && (row.photos !== undefined || !options.sheetHasPhotos)
        ? options.folder.photosOf(prop.id, (stem) => stem !== prop.id.toLowerCase() && items.has(stem))
        : [];
    for (const file of folderFiles)
      plan.slots.push({ source: { reference: basename(file), load: () => loadFile(file) } });
    // The cell or the folder decides; with neither (no column, nothing in the folder), the prop keeps its photos.
    if (row.photos !== undefined || folderFiles.length > 0) plans.push(plan);
  }

  const tasks = plans.flatMap((plan) => plan.slots.flatMap((slot) => ("source" in slot ? [{ plan, slot }] : [])));
  if (options.write && tasks.length > 0) {
    await mkdir(options.imagesDir, { recursive: true });
    const onDisk = new Set(await readdir(options.imagesDir));
    await eachInParallel(tasks, async ({ plan, slot }) => {
      const { prop } = plan.row;
      const loaded = await slot.source.load();
      const fail = (reason: string) => {
        report.missing.push({ row: plan.row.row, itemNumber: prop.id, reference: slot.source.reference, reason });
        plan.missing = true;
      };
      if (!loaded.ok) return void fail(loaded.reason);
      try {
        const { image, made } = await preparePhoto(loaded.bytes, prop.id, prop.name, options.imagesDir, onDisk);
        if (made) report.made++;
        else report.reused++;
        slot.image = /^https?:/i.test(slot.source.reference) ? { ...image, source: slot.source.reference } : image;
      } catch (error) {
        fail(`not an image that can be read (${error instanceof Error ? error.message : String(error)})`);
      }
    });
  }
  const waiting = new Set<ReadRow>();
  for (const plan of plans) {
    if (!options.write && tasks.some((task) => task.plan === plan)) {
      // A dry run fetches and resizes nothing: the row is not counted as having no photo.
      waiting.add(plan.row);
      continue;
    }
    const images = plan.slots.flatMap((slot) => (slot.image ? [slot.image] : []));
    if (plan.missing && plan.previous.length > 0) {
      report.keptEarlier.push(plan.row.prop.id);
      continue;
    }
    // A new object: an unchanged row holds the existing prop itself, which must not change under the merge.
    plan.row.prop = { ...plan.row.prop, images };
    report.changedRows++;
  }
  for (const row of rows)
    if (row.prop.images.length === 0 && row.prop.listed !== false && !waiting.has(row))
      report.withoutPhotos.push(row.prop.id);
  if (options.folder) report.unmatched = options.folder.unclaimed().map((file) => basename(file));
  report.missing.sort((a, b) => a.row - b.row);
  return report;
}

/** A photo an earlier import wrote, read back from disk when the catalogue no longer says its size. */
async function imageOnDisk(url: string, imagesDir: string, alt: string): Promise<PropImage | undefined> {
  const file = join(imagesDir, basename(url));
  if (!existsSync(file)) return undefined;
  const { width, height } = await sharp(file).metadata();
  return width && height ? { url, alt, width, height } : undefined;
}
