// Serves a built tenant folder the way Firebase Hosting serves it with the folder's own
// firebase.json: files as they are, prerendered pages by clean URL (/pages/about-us ->
// pages/about-us.html), the config's rewrites (the bare shell, app.html, for routes that are not
// prerendered, never for /assets/), its headers (the security headers and the Content-Security-
// Policy included, so local runs and the e2e work under the policy production gets), and the
// site's 404.html for anything else. Text is gzipped as a CDN would, so what a browser (or
// Lighthouse) downloads here is what it would there.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { extname, join, normalize, relative } from "node:path";
import { createGzip } from "node:zlib";
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

export async function serveSite(root: string, port: number, host = "127.0.0.1"): Promise<Server> {
  const hosting = await readHosting(root);
  const hidden = (file: string) => hosting.ignore.some((glob) => matchesSource(glob, relative(root, file)));
  const found = async (path: string) => {
    const file = await resolveFile(root, path);
    return file && !hidden(file) ? file : undefined;
  };

  const server = createServer((request, response) => {
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
      headers["Content-Type"] = type;
      const gzip = compressible(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      if (gzip) headers["Content-Encoding"] = "gzip";
      response.writeHead(status, headers);
      const body = createReadStream(page);
      if (gzip) body.pipe(createGzip()).pipe(response);
      else body.pipe(response);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end(`Could not serve ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
