// Serves a built tenant folder the way Firebase Hosting serves it with the folder's own
// firebase.json: files as they are, prerendered pages by clean URL (/pages/about-us ->
// pages/about-us.html), the config's rewrites (the bare shell, app.html, for routes that are not
// prerendered, never for /assets/), its headers (the security headers and the Content-Security-
// Policy included, so local runs and the e2e work under the policy production gets), and the
// site's 404.html for anything else. Text is gzipped. With `tls` it is served as Hosting serves
// it, over HTTP/2 (repeated headers then cost a few bytes, not 2.5 kB each) and with Brotli when
// the browser takes it: what a browser (or Lighthouse) downloads here is then what it would
// there. Decision 0052.
import { readFile, stat } from "node:fs/promises";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import {
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  createSecureServer,
} from "node:http2";
import { extname, join, normalize, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type Hosting, headersFor, matchesSource, rewriteFor } from "./firebase-hosting.js";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

const compressible = (type: string) => /^(text\/|application\/(json|xml)|image\/svg)/.test(type);

type Encoding = "br" | "gzip";
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The first of `offered` the browser takes; none for what does not compress. */
function encodingFor(type: string, acceptEncoding: string | undefined, offered: readonly Encoding[]) {
  if (!compressible(type)) return undefined;
  const accepted = acceptEncoding ?? "";
  return offered.find((encoding) => new RegExp(`\\b${encoding}\\b`).test(accepted));
}

/**
 * A file's bytes as sent, compressed once per version of the file: a CDN keeps what it compressed, and
 * compressing a large file on every request would add the time it takes to every answer (which
 * Lighthouse takes for the server's).
 */
function compressedFiles() {
  const cache = new Map<string, Promise<Buffer>>();
  return async (file: string, encoding: Encoding | undefined): Promise<Buffer> => {
    const { mtimeMs, size } = await stat(file);
    const key = `${file}\0${encoding ?? "identity"}\0${String(mtimeMs)}\0${String(size)}`;
    let body = cache.get(key);
    if (!body) {
      body = readFile(file).then((raw) => (encoding ? compressors[encoding](raw) : raw));
      cache.set(key, body);
      body.catch(() => cache.delete(key));
    }
    return body;
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file for a decoded request path, or undefined (then: a rewrite, or the 404 page). */
export async function resolveFile(root: string, path: string): Promise<string | undefined> {
  const clean = normalize(path).replace(/^(\.\.[/\\])+/, "");
  const candidates =
    clean === "/" ? ["index.html"] : [clean, `${clean.replace(/\/$/, "")}.html`, join(clean, "index.html")];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (file.startsWith(root) && (await isFile(file))) return file;
  }
  return undefined;
}

/** The hosting config of a folder `backlot-build` made. */
export async function readHosting(root: string): Promise<Hosting> {
  const path = join(root, "firebase.json");
  try {
    return (JSON.parse(await readFile(path, "utf8")) as { hosting: Hosting }).hosting;
  } catch (error) {
    throw new Error(
      `${path} cannot be read (${error instanceof Error ? error.message : String(error)}): serve a folder that ` +
        "`backlot-build` made, which writes the headers and rewrites this server follows",
      { cause: error },
    );
  }
}

const decoded = (urlPath: string) => {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
};

export interface ServeOptions {
  host?: string;
  /**
   * A key and certificate (PEM) to serve over HTTPS with HTTP/2, as Hosting does; the benchmarks use it so
   * that what a page costs is counted as production sends it. Plain HTTP/1.1 without it.
   */
  tls?: { key: string; cert: string };
}

export type SiteServer = Server | Http2SecureServer;

export async function serveSite(
  root: string,
  port: number,
  { host = "127.0.0.1", tls }: ServeOptions = {},
): Promise<SiteServer> {
  const hosting = await readHosting(root);
  const bodyOf = compressedFiles();
  // Brotli at its best takes about a second on the largest chunks the first time: worth it where the figures are
  // measured (over TLS), not on the local stack, whose first page loads the e2e would wait for.
  const offered: readonly Encoding[] = tls ? ["br", "gzip"] : ["gzip"];
  const hidden = (file: string) => hosting.ignore.some((glob) => matchesSource(glob, relative(root, file)));
  const found = async (path: string) => {
    const file = await resolveFile(root, path);
    return file && !hidden(file) ? file : undefined;
  };

  const answer = (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ): void => {
    const urlPath = (request.url ?? "/").replace(/[?#].*$/, "");
    const path = decoded(urlPath);
    if (path === undefined) {
      // Not valid percent-encoding (like /%E0%A4%A): it names no file. The rules for every path still apply.
      response
        .writeHead(400, { ...headersFor(hosting, "/"), "Content-Type": "text/plain; charset=utf-8" })
        .end(`Bad request: ${urlPath} is not a valid URL path\n`);
      return;
    }
    void (async () => {
      const file = await found(path);
      const rewritten = file ? undefined : rewriteFor(hosting, path);
      const chosen = file ?? (rewritten ? await found(rewritten) : undefined);
      const status = chosen ? 200 : 404;
      const page = chosen ?? (await found("/404.html"));
      const headers: Record<string, string> = { ...headersFor(hosting, path), Vary: "Accept-Encoding" };
      if (!page) {
        response
          .writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8" })
          .end(`Not found: ${path}\n`);
        return;
      }
      const type = types[extname(page)] ?? "application/octet-stream";
      const encoding = encodingFor(type, request.headers["accept-encoding"], offered);
      const body = await bodyOf(page, encoding);
      headers["Content-Type"] = type;
      if (encoding) headers["Content-Encoding"] = encoding;
      response.writeHead(status, headers).end(body);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end(`Could not serve ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  };
  // HTTP/1.1 stays allowed over TLS, for clients that do not offer HTTP/2.
  const server: SiteServer = tls ? createSecureServer({ ...tls, allowHTTP1: true }, answer) : createServer(answer);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
