// Zip files made byte by byte for the XLSX tests, including ones no honest program writes: sizes that lie, files the
// directory does not list. CRCs are left 0: the check under test does not read them, and the reader never gets these.
import { deflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Stored as it is rather than deflated. */
  stored?: boolean;
  /** The unpacked size the headers give, if not the real one. */
  declaredSize?: number;
  /** The unpacked size the entry's own header gives, if not the directory's. */
  localSize?: number;
  /** Sizes after the data (flag bit 3), 0 in the entry's own header, as a program writing a stream does. */
  descriptor?: boolean;
  /** Left out of the directory at the end (the reader, walking the entries, still meets it). */
  unlisted?: boolean;
}

const u16 = (value: number) => Buffer.from([value & 0xff, value >>> 8]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};

export function zipFile(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.stored ? entry.data : deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const method = entry.stored ? 0 : 8;
    const flags = entry.descriptor ? 8 : 0;
    const local = Buffer.concat([
      u32(0x04034b50),
      u16(20),
      u16(flags),
      u16(method),
      u32(0),
      u32(0),
      u32(entry.descriptor ? 0 : data.length),
      u32(entry.descriptor ? 0 : (entry.localSize ?? size)),
      u16(name.length),
      u16(0),
      name,
      data,
      entry.descriptor ? Buffer.concat([u32(0x08074b50), u32(0), u32(data.length), u32(size)]) : Buffer.alloc(0),
    ]);
    if (!entry.unlisted)
      directory.push(
        Buffer.concat([
          u32(0x02014b50),
          u16(20),
          u16(20),
          u16(flags),
          u16(method),
          u32(0),
          u32(0),
          u32(data.length),
          u32(size),
          u16(name.length),
          u16(0),
          u16(0),
          u16(0),
          u16(0),
          u32(0),
          u32(offset),
          name,
        ]),
      );
    parts.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(directory.length),
    u16(directory.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...parts, central, end]);
}
