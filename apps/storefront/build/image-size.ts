// The width and height of a tenant's picture, read from the file itself (an SVG's root attributes, or a PNG, JPEG or
// WebP header), so the page reserves the picture's shape before it loads and the tenant writes no numbers by hand.

export type ImageSize = { width: number; height: number };

const svgSize = (text: string): ImageSize | string => {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return "is not an SVG (no <svg> element)";
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const [width, height] = [attribute("width"), attribute("height")];
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const box = /\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(root);
  if (box) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
  return 'has no size: give its <svg> element width and height (or a viewBox), like width="1600" height="640"';
};

const jpegSize = (bytes: Buffer): ImageSize | undefined => {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    const length = bytes.readUInt16BE(at + 2);
    // Start-of-frame markers (baseline, progressive...), not the huffman (c4), arithmetic (cc) or JPEG-LS (c8) ones.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
};

const webpSize = (bytes: Buffer): ImageSize | undefined => {
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === "VP8 ") return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
};

/** The picture's size, or what is wrong with it (to follow its name in a problem). */
export function imageSize(bytes: Buffer, extension: string): ImageSize | string {
  const kind = extension.toLowerCase();
  if (kind === "svg") return svgSize(bytes.toString("utf8"));
  let size: ImageSize | undefined;
  if (kind === "png" && bytes.toString("ascii", 1, 4) === "PNG")
    size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  else if ((kind === "jpg" || kind === "jpeg") && bytes[0] === 0xff && bytes[1] === 0xd8) size = jpegSize(bytes);
  else if (kind === "webp" && bytes.toString("ascii", 8, 12) === "WEBP") size = webpSize(bytes);
  else if (!["png", "jpg", "jpeg", "webp"].includes(kind))
    return "is not a picture the storefront publishes: use an SVG, PNG, JPEG or WebP file";
  return size && size.width > 0 && size.height > 0
    ? size
    : `is not a readable ${kind.toUpperCase()} file (its size could not be read); save it again`;
}
