// An XLSX file's zip checked before the sheet reader unpacks it, so a small file that unpacks to gigabytes (a zip
// bomb) is refused instead of filling the memory. The reader (read-excel-file) walks the zip's entries from the
// start of the file and trusts their sizes, so this reads the central directory (the list at the end), requires
// the entries to be exactly those it lists, one after the other, and inflates each to count its real size, which
// must be the size it declares. Node's zlib does the inflating; the zip format around it is small enough to read
// here (APPNOTE.TXT, the PKWARE spec, sections 4.3 and 4.4).
import { createInflateRaw } from "node:zlib";

export interface XlsxLimits {
  /** The most bytes the zip's files may unpack to, all together. */
  maxUnpackedBytes: number;
  /** The most files in the zip. */
  maxEntries: number;
}

/**
 * A 100,000-row catalogue written by `backlot catalogue export` unpacks to about 85 MB; the reader
 * holds all of it in memory at once, and more than this would take the import past its memory budget.
 */
export const xlsxLimits: XlsxLimits = { maxUnpackedBytes: 256 * 1024 * 1024, maxEntries: 1_000 };

const signature = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, descriptor: 0x08074b50 };
const stored = 0;
const deflated = 8;

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`;

interface Entry {
  name: Buffer;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** Where the end-of-central-directory record starts: the last one, within the 64 KB a comment may take. */
function endRecordAt(zip: Buffer): number | undefined {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === signature.end) return at;
  return undefined;
}

/** The central directory's entries in the order of their data, and where the directory starts; or why not. */
function centralEntries(zip: Buffer, limits: XlsxLimits): { entries: Entry[]; directoryAt: number } | string {
  const end = endRecordAt(zip);
  if (end === undefined)
    return "cannot be read as an XLSX workbook: it is no zip file, as an XLSX is; save it again from Excel as .xlsx";
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryAt = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0 || zip.readUInt16LE(end + 8) !== count)
    return "is a zip split over several files, which is no XLSX workbook; save it again from Excel";
  // ZIP64 marks its sizes 0xFFFF and 0xFFFFFFFF: a workbook that needs it is far past the limits anyway.
  if (count > limits.maxEntries) {
    const counted = count === 0xffff ? "65,535 or more" : count.toLocaleString("en");
    return `has ${counted} files inside; the limit is ${limits.maxEntries.toLocaleString("en")}`;
  }
  if (directoryAt + directorySize > end) return "has a damaged zip directory; save it again from Excel";
  const entries: Entry[] = [];
  let total = 0;
  let at = directoryAt;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== signature.central)
      return "has a damaged zip directory; save it again from Excel";
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: Entry = {
      name: zip.subarray(at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    };
    if (zip.readUInt16LE(at + 8) & 1) return "is encrypted; save it without a password";
    if (entry.method !== stored && entry.method !== deflated)
      return (
        `has ${entry.name.toString()} compressed in a way XLSX files are not (method ${entry.method}); ` +
        "save it again from Excel"
      );
    if ([entry.compressedSize, entry.size, entry.offset].includes(0xffffffff))
      return `unpacks to more than 4 GB (a ZIP64 archive); the limit is ${size(limits.maxUnpackedBytes)}`;
    total += entry.size;
    if (total > limits.maxUnpackedBytes)
      return `unpacks to more than ${size(limits.maxUnpackedBytes)}, the limit; split the catalogue into smaller files`;
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (at !== directoryAt + directorySize) return "has a damaged zip directory; save it again from Excel";
  return { entries: entries.sort((a, b) => a.offset - b.offset), directoryAt };
}

/** How many bytes `data` inflates to, stopping as soon as it passes `limit` (then limit + 1 or more). */
function inflatedSize(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let count = 0;
    // Chunks of 1 MB rather than zlib's 16 KB: a 70 MB sheet is counted several times faster.
    const inflate = createInflateRaw({ chunkSize: 1024 * 1024 });
    inflate.on("data", (chunk: Buffer) => {
      count += chunk.length;
      if (count > limit) {
        inflate.destroy();
        resolve(count);
      }
    });
    inflate.on("end", () => resolve(count));
    inflate.on("error", reject);
    inflate.end(data);
  });
}

/**
 * Why the XLSX in `zip` must not be unpacked, or undefined when it may be. Every file in it is where the directory
 * says, one after the other from the start (so the reader meets no file the directory hides), and unpacks to the
 * size the directory gives, which together stay within `limits`.
 */
export async function whyRefusedXlsx(zip: Buffer, limits: XlsxLimits = xlsxLimits): Promise<string | undefined> {
  const directory = centralEntries(zip, limits);
  if (typeof directory === "string") return directory;
  const damaged = "has a damaged zip (its files are not where its directory says); save it again from Excel";
  let expected = 0;
  for (const entry of directory.entries) {
    const at = entry.offset;
    if (at !== expected || at + 30 > zip.length || zip.readUInt32LE(at) !== signature.local) return damaged;
    const flags = zip.readUInt16LE(at + 6);
    const nameLength = zip.readUInt16LE(at + 26);
    const dataAt = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const dataEnd = dataAt + entry.compressedSize;
    if (dataEnd > zip.length || zip.readUInt16LE(at + 8) !== entry.method) return damaged;
    if (!zip.subarray(at + 30, at + 30 + nameLength).equals(entry.name)) return damaged;
    const [localCompressed, localSize] = [zip.readUInt32LE(at + 18), zip.readUInt32LE(at + 22)];
    // Bit 3: the sizes follow the data (a data descriptor, with or without its signature); the header may give them
    // as 0. The reader sizes its buffer by the header's, so those must be the directory's whenever they are given.
    if (flags & 8) {
      if (
        (localCompressed !== 0 || localSize !== 0) &&
        (localCompressed !== entry.compressedSize || localSize !== entry.size)
      )
        return damaged;
      const signed = dataEnd + 4 <= zip.length && zip.readUInt32LE(dataEnd) === signature.descriptor;
      expected = dataEnd + (signed ? 16 : 12);
    } else {
      if (localCompressed !== entry.compressedSize || localSize !== entry.size) return damaged;
      expected = dataEnd;
    }
    const data = zip.subarray(dataAt, dataEnd);
    const actual = entry.method === stored ? data.length : await inflatedSize(data, entry.size).catch(() => -1);
    if (actual === -1) return `has ${entry.name.toString()} damaged (it does not unpack); save it again from Excel`;
    if (actual !== entry.size)
      return (
        `has ${entry.name.toString()} unpacking to ${actual > entry.size ? "more" : "less"} than the ` +
        `${size(entry.size)} it declares (a damaged file, or one made to fill the memory); save it again from Excel`
      );
  }
  return expected === directory.directoryAt ? undefined : damaged;
}
