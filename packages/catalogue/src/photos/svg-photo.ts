// SVG photos, which are drawn into pixels by the import and never stored as SVG: an SVG served from the storefront's
// own origin can run script there, and one that refers to other files makes whoever draws it fetch them. The
// drawing library (librsvg, in sharp) fetches nothing over the network and no files for an SVG read from memory,
// but that is its behaviour today, not a promise: SVGs that refer outside themselves are refused before it sees them.

/** The largest width a photo is made at; an SVG is drawn at least this wide, so the copies are sharp. */
const drawnWidth = 960;

export type SvgInput = { svg: false } | { svg: true; text: string } | { refused: string };

/**
 * Whether `bytes` is SVG, or text the image library would try to read as SVG. Anything that starts with "<" is XML
 * to it, and it unpacks gzip itself (an .svgz), so both count; binary image formats start otherwise.
 */
export function svgInput(bytes: Buffer): SvgInput {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b)
    return { refused: "a gzip-compressed file (an .svgz?); save the drawing as plain .svg, or as PNG or JPEG" };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { refused: "UTF-16 text; save the drawing as UTF-8 SVG, or as PNG or JPEG" };
  // The first byte after a UTF-8 byte-order mark and white space decides, so a photo's bytes are not decoded as text.
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] as number)) at++;
  if (bytes[at] !== 0x3c) return { svg: false };
  const text = bytes.toString("utf8", at);
  if (!/<svg[\s>]/i.test(text)) return { refused: "text, not an image (a web page? give the image itself)" };
  return { svg: true, text };
}

/** XML's character references and predefined entities decoded, so "&#104;ref" or "u&#114;l(" is seen for what it is. */
function decodeReferences(text: string): string {
  const named: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));?/gi, (whole, hex, decimal, name) => {
    const code = hex ? parseInt(hex as string, 16) : decimal ? Number(decimal) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return named[(name as string).toLowerCase()] ?? whole;
  });
}

/** A reference that stays inside the drawing: a fragment ("#shape") or an embedded raster image. */
const internal = /^(#|data:image\/(png|jpe?g|gif|webp);base64,)/i;

/** Why an SVG is refused, or undefined when it may be drawn. */
export function whyUnsafeSvg(svg: string): string | undefined {
  const text = decodeReferences(svg);
  if (/<!(DOCTYPE|ENTITY)/i.test(text))
    return "an SVG with a DOCTYPE or entities, which can pull in other files; remove it (drawings do not need it)";
  const element = /<([\w.-]+:)?(script|foreignObject|include|iframe|embed|object)[\s/>]/i.exec(text)?.[2];
  if (element) return `an SVG with a <${element}> element, which Backlot does not draw; export the drawing without it`;
  for (const match of text.matchAll(/\s([\w.-]+:)?(href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const target = (match[4] ?? match[5] ?? "").trim();
    if (!internal.test(target))
      return `an SVG that refers to ${JSON.stringify(target.slice(0, 80))} outside itself; embed the image instead`;
  }
  for (const match of text.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    const target = (match[1] ?? "").trim();
    if (!internal.test(target))
      return `an SVG whose style refers to ${JSON.stringify(target.slice(0, 80))} outside itself; embed it instead`;
  }
  if (/@import/i.test(text)) return "an SVG whose style imports another file; put the style in the SVG itself";
  // A CSS escape ("\75 rl(") would hide a url( from the check above, and drawings have no need of one.
  if (/\\[0-9a-f]/i.test(text)) return "an SVG with escaped characters in its text or style; save it without them";
  return undefined;
}

/** The dots per inch at which an SVG `width` wide (at 72) is drawn at least `drawnWidth` pixels wide. */
export function svgDensity(width: number): number {
  return Math.min(72 * 40, Math.max(72, (72 * drawnWidth) / width));
}
