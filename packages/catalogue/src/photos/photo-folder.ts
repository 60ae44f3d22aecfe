// A folder of photos named by item number: "BPH-10432.jpg", then "BPH-10432-2.jpg", "BPH-10432_3.png" or
// "BPH-10432 (4).webp" for more of the same prop, in that order. Names compare without case, as people type them.
import { readdir } from "node:fs/promises";
import { basename, extname, join } from "node:path";

export const photoExtensions = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff", ".gif", ".svg"]);

export interface PhotoFolder {
  /**
   * The photos of an item, first one first. `isOtherItem` says which names are item numbers in their own right:
   * "BPH-1-2.jpg" is then BPH-1-2's photo, not BPH-1's second.
   */
  photosOf(itemNumber: string, isOtherItem?: (stem: string) => boolean): string[];
  /** A file of the folder by its name (as a sheet's Photos cell may give it). */
  file(name: string): string | undefined;
  /** Files no item number claimed, once every row has asked. */
  unclaimed(): string[];
}

const fileStemOf = (file: string) => basename(file, extname(file)).toLowerCase();

export async function readPhotoFolder(dir: string): Promise<PhotoFolder> {
  const names = (await readdir(dir)).filter((name) => photoExtensions.has(extname(name).toLowerCase())).sort();
  const byItem = new Map<string, { position: number; file: string }[]>();
  const byName = new Map(names.map((name) => [name.toLowerCase(), join(dir, name)]));
  const claimed = new Set<string>();
  for (const name of names) {
    const stem = name.slice(0, -extname(name).length).toLowerCase();
    const numbered = /^(.*?)(?:[-_ ]\(?(\d{1,2})\)?)$/.exec(stem);
    // "BPH-10432-2" is photo 2 of BPH-10432, unless BPH-10432-2 is itself an item: both are kept as candidates.
    const candidates: [string, number][] = [[stem, 1]];
    if (numbered?.[1] && numbered[2]) candidates.push([numbered[1], Number(numbered[2])]);
    for (const [item, position] of candidates) {
      const list = byItem.get(item) ?? [];
      list.push({ position, file: join(dir, name) });
      byItem.set(item, list);
    }
  }
  return {
    photosOf(itemNumber, isOtherItem = () => false) {
      const files = (byItem.get(itemNumber.toLowerCase()) ?? [])
        .filter((entry) => !isOtherItem(fileStemOf(entry.file)))
        .sort((a, b) => a.position - b.position || a.file.localeCompare(b.file))
        .map((entry) => entry.file);
      for (const file of files) claimed.add(file);
      return files;
    },
    file(name) {
      const file = byName.get(name.toLowerCase());
      if (file) claimed.add(file);
      return file;
    },
    unclaimed: () => [...byName.values()].filter((file) => !claimed.has(file)),
  };
}
