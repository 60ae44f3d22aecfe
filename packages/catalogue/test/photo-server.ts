// Photos for the import tests: a folder of them (a photo-like JPEG, a tall PNG, a file that is no image) and a
// server on this machine that has one photo and answers 404 for everything else.
import { copyFile, mkdir } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { fixture } from "./tenant-copy.js";

/** Makes the folder `photos` with BPH-1.jpg (2000×1500), bph-1-2.png (600×900) and BPH-2.jpg (not an image). */
export async function photosFolder(photos: string): Promise<void> {
  await mkdir(photos);
  // A photo-like JPEG (noise, so the encoders have real work), a tall PNG, and a file that is no image.
  const noise = Buffer.alloc(2000 * 1500 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  await sharp(noise, { raw: { width: 2000, height: 1500, channels: 3 } })
    .jpeg()
    .toFile(join(photos, "BPH-1.jpg"));
  await sharp({ create: { width: 600, height: 900, channels: 3, background: "#3a6" } })
    .png()
    .toFile(join(photos, "bph-1-2.png"));
  await copyFile(fixture("bad-rows.csv"), join(photos, "BPH-2.jpg"));
}

export interface PhotoServer {
  /** Like http://127.0.0.1:port; /photo.png is a 1200×800 PNG. */
  base: string;
  /** The paths the photo server was asked for. */
  asked: string[];
  close: () => void;
}

export async function photoServer(): Promise<PhotoServer> {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#a63" } })
    .png()
    .toBuffer();
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? "");
    if (request.url === "/photo.png") response.writeHead(200, { "content-type": "image/png" }).end(png);
    else response.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => server.close(),
  };
}
