// Small real photos for the pull sheet's tests and bench: a gradient with some grain, encoded by sharp (libvips) as a
// JPEG or a PNG thumbnail the size the console would pass.
import sharp from "sharp";
import type { PullSheetPhoto } from "../pull-sheet.js";

export async function samplePhoto(type: PullSheetPhoto["type"], width = 160, height = 120): Promise<PullSheetPhoto> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const at = (y * width + x) * 3;
      pixels[at] = 120 + (x * 100) / width + grain;
      pixels[at + 1] = 80 + (y * 90) / height + grain;
      pixels[at + 2] = 60 + grain;
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const bytes = await (type === "jpeg" ? image.jpeg({ quality: 75 }) : image.png()).toBuffer();
  return { bytes: new Uint8Array(bytes), type };
}
