// A photo at a URL in the sheet, fetched when reachable. Slow or huge answers are cut off rather than waited for:
// one dead host must not stall an import of thousands of rows.
const timeoutMs = 20_000;
const maxBytes = 40 * 1024 * 1024;

export type Fetched = { ok: true; bytes: Buffer } | { ok: false; reason: string };

export async function fetchPhoto(url: string): Promise<Fetched> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
    if (!response.ok) return { ok: false, reason: `the server answered HTTP ${response.status}` };
    const type = response.headers.get("content-type") ?? "";
    // Storage services often say binary/octet-stream for an image: only what is surely no image is refused here,
    // and the image library decides the rest.
    if (/^(text\/|application\/(json|xml|xhtml))/i.test(type))
      return { ok: false, reason: `it is ${type.split(";")[0]}, not an image (a web page? link the image itself)` };
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > maxBytes) return { ok: false, reason: `it is ${Math.round(length / 1e6)} MB; the limit is 40 MB` };
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > maxBytes) return { ok: false, reason: "it is over 40 MB" };
    return { ok: true, bytes };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer in ${timeoutMs / 1000} s`
        : `${String(error)}${cause}`;
    return { ok: false, reason: `not reachable (${reason})` };
  }
}
