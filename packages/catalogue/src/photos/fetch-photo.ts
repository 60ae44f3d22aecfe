// A photo at a URL in the sheet, fetched when reachable and safe to reach. A sheet comes from outside, so every
// hop's host is resolved and checked before anything is sent to it (photo-host.ts), the connection goes to the
// addresses checked, and redirects are followed by hand so each is checked again. Slow or huge answers are cut off
// rather than waited for: one dead host must not stall an import of thousands of rows, nor one endless answer fill
// the memory.
import type { LookupAddress } from "node:dns";
import { type IncomingMessage, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { checkPhotoHost, pinnedLookup } from "./photo-host.js";

/** The largest photo fetched, counted as it arrives (a server may send no Content-Length, or a false one). */
export const maxPhotoBytes = 40 * 1024 * 1024;
const timeoutMs = 20_000;
const maxRedirects = 5;

export interface FetchPhotoOptions {
  /** Fetch from loopback, private, link-local and carrier-grade NAT addresses too (a vendor's own network). */
  allowPrivateHosts?: boolean;
  /** maxPhotoBytes unless a test lowers it. */
  maxBytes?: number;
}

export type Fetched = { ok: true; bytes: Buffer } | { ok: false; reason: string };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** One request to addresses already checked; the answer's headers, its body unread. */
function requestOnce(url: URL, addresses: readonly LookupAddress[], signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, {
      lookup: pinnedLookup(addresses),
      // No pooled connection: a socket kept from another request went to addresses checked for that one.
      agent: false,
      signal,
      headers: {
        accept: "image/*, */*;q=0.5",
        "accept-encoding": "identity",
        "user-agent": "Backlot catalogue import",
      },
    });
    request.on("response", resolve).on("error", reject).end();
  });
}

/** The body as it arrives, decoded if the server compressed it anyway, so the cap counts what is kept. */
function decodedBody(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) return response;
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Fetched> {
  const body = decodedBody(response);
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > maxBytes)
        return { ok: false, reason: `it is over ${sizeText(maxBytes)}, the limit for a photo; link a smaller one` };
      chunks.push(chunk);
    }
  } finally {
    // Stops the download when the loop left early; a finished one is closed already.
    response.destroy();
    body.destroy();
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

export async function fetchPhoto(address: string, options: FetchPhotoOptions = {}): Promise<Fetched> {
  const maxBytes = options.maxBytes ?? maxPhotoBytes;
  const signal = AbortSignal.timeout(timeoutMs);
  if (!URL.canParse(address)) return { ok: false, reason: "not a URL that can be read; check it for spaces or typos" };
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:")
        return {
          ok: false,
          reason: `${hop > 0 ? "it redirects to" : "it is"} a ${url.protocol} URL; photos are fetched by http(s) only`,
        };
      const host = await checkPhotoHost(url, options.allowPrivateHosts ?? false);
      if (!host.ok)
        return { ok: false, reason: hop > 0 ? `it redirects to ${url.href}, and ${host.reason}` : host.reason };
      const response = await requestOnce(url, host.addresses, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop === maxRedirects)
          return { ok: false, reason: `it redirects more than ${maxRedirects} times; link the photo itself` };
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        return { ok: false, reason: `the server answered HTTP ${status}` };
      }
      const type = response.headers["content-type"] ?? "";
      // Storage services often say binary/octet-stream for an image: only what is surely no image is refused here,
      // and the image library decides the rest.
      if (/^(text\/|application\/(json|xml|xhtml))/i.test(type)) {
        response.destroy();
        return { ok: false, reason: `it is ${type.split(";")[0]}, not an image (a web page? link the image itself)` };
      }
      const length = Number(response.headers["content-length"] ?? 0);
      if (length > maxBytes) {
        response.destroy();
        return { ok: false, reason: `it is ${sizeText(length)}; the limit for a photo is ${sizeText(maxBytes)}` };
      }
      return await readCapped(response, maxBytes);
    }
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: `not reachable (no answer in ${timeoutMs / 1000} s)` };
    return { ok: false, reason: `not reachable (${error instanceof Error ? error.message : String(error)})` };
  }
}
