// The photos of each imported row: the Photos cell's references (a file in the photos folder, an https:// URL, or
// a /catalogue/images/ path an earlier import made), else the folder's files named by the item number, else the
// photos the prop already had. Every reference that cannot be found, fetched or read is reported, and so is
// every listed prop left without a photo.
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import type { PropImage } from "@backlot/search";
import type { ReadRow } from "@backlot/search/sheet";
import { fetchPhoto } from "./fetch-photo.js";
import type { PhotoFolder } from "./photo-folder.js";
import { imagesUrlPath, preparePhoto } from "./resize-photo.js";

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
}

export interface PhotoOptions {
  imagesDir: string;
  folder?: PhotoFolder;
  /** Whether the sheet has a Photos column (an empty cell then means "none in the cell"). */
  sheetHasPhotos: boolean;
  /** False for a dry run: nothing is fetched, resized or written; references are only looked up. */
  write: boolean;
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

export async function resolvePhotos(rows: readonly ReadRow[], options: PhotoOptions): Promise<PhotoReport> {
  const report: PhotoReport = { made: 0, reused: 0, missing: [], withoutPhotos: [] };
  const jobs: { row: ReadRow; sources: Source[] }[] = [];
  for (const row of rows) {
    const { prop } = row;
    const cell = row.photos ?? [];
    const fromFolder = cell.length === 0 && options.folder && (row.photos !== undefined || !options.sheetHasPhotos);
    const sources: Source[] = [];
    const known = new Map(prop.images.map((image) => [image.url, image]));
    const kept: PropImage[] = [];
    for (const reference of cell) {
      if (/^https?:\/\//i.test(reference)) sources.push({ reference, load: () => fetchPhoto(reference) });
      else if (reference.startsWith(`${imagesUrlPath}/`)) {
        const image = known.get(reference) ?? (await imageOnDisk(reference, options.imagesDir, prop.name));
        if (image) kept.push(image);
        else
          report.missing.push({
            row: row.row,
            itemNumber: prop.id,
            reference,
            reason: "no such photo in catalogue/images",
          });
      } else {
        const file = options.folder?.file(basename(reference));
        if (file) sources.push({ reference, load: () => loadFile(file) });
        else
          report.missing.push({
            row: row.row,
            itemNumber: prop.id,
            reference,
            reason: options.folder ? "not in the photos folder" : "a file name, but no --photos folder was given",
          });
      }
    }
    if (fromFolder)
      for (const file of options.folder?.photosOf(prop.id) ?? [])
        sources.push({ reference: basename(file), load: () => loadFile(file) });
    if (sources.length > 0 || row.photos !== undefined || fromFolder) {
      // The cell (or the folder) decides the photos; keep their order, filled in as each is prepared.
      // A new object: an unchanged row holds the existing prop itself, which must not change under the merge.
      row.prop = { ...prop, images: kept };
      if (sources.length > 0) jobs.push({ row, sources });
    }
  }

  const prepared = new Map<ReadRow, (PropImage | undefined)[]>();
  if (options.write && jobs.length > 0) {
    await mkdir(options.imagesDir, { recursive: true });
    const onDisk = new Set(await readdir(options.imagesDir));
    const tasks = jobs.flatMap((job) => job.sources.map((source, position) => ({ job, source, position })));
    await eachInParallel(tasks, async ({ job, source, position }) => {
      const loaded = await source.load();
      const missing = (reason: string) =>
        report.missing.push({ row: job.row.row, itemNumber: job.row.prop.id, reference: source.reference, reason });
      if (!loaded.ok) return void missing(loaded.reason);
      try {
        const { image, made } = await preparePhoto(
          loaded.bytes,
          job.row.prop.id,
          job.row.prop.name,
          options.imagesDir,
          onDisk,
        );
        if (made) report.made++;
        else report.reused++;
        const list = prepared.get(job.row) ?? [];
        list[position] = image;
        prepared.set(job.row, list);
      } catch (error) {
        missing(`not an image that can be read (${error instanceof Error ? error.message : String(error)})`);
      }
    });
  }
  for (const job of jobs)
    job.row.prop.images.push(
      // row.prop is this import's own copy here (made above), so adding to its list is safe.
      ...(prepared.get(job.row) ?? []).filter((image): image is PropImage => image !== undefined),
    );
  // In a dry run nothing is fetched, so a row waiting on photos is not counted as having none.
  const waiting = new Set(options.write ? [] : jobs.map((job) => job.row));
  for (const row of rows)
    if (row.prop.images.length === 0 && row.prop.listed !== false && !waiting.has(row))
      report.withoutPhotos.push(row.prop.id);
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
