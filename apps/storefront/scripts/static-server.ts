// Serves a built tenant folder the way its Firebase Hosting config does: files as they are,
// prerendered pages by clean URL (/pages/about-us -> pages/about-us.html), and the bare shell
// (app.html) for every other route, so account and sign-in pages load in the browser. Text is
// gzipped as a CDN would, so what a browser (or Lighthouse) downloads here is what it would there.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { createGzip } from "node:zlib";

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

/** The file for a request path, or undefined (then: the shell for routes, 404 for files). */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates =
    path === "/" ? ["index.html"] : [path, `${path.replace(/\/$/, "")}.html`, join(path, "index.html")];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (file.startsWith(root) && (await isFile(file))) return file;
  }
  return undefined;
}

export function serveSite(root: string, port: number, host = "127.0.0.1"): Promise<Server> {
  const server = createServer((request, response) => {
    const urlPath = (request.url ?? "/").replace(/[?#].*$/, "");
    void resolveFile(root, urlPath).then(async (file) => {
      const fallback = !file && extname(urlPath) === "" ? join(root, "app.html") : undefined;
      const chosen = file ?? fallback;
      if (!chosen || !(await isFile(chosen))) {
        response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end(`Not found: ${urlPath}\n`);
        return;
      }
      const type = types[extname(chosen)] ?? "application/octet-stream";
      const headers: Record<string, string> = { "Content-Type": type, Vary: "Accept-Encoding" };
      if (urlPath.startsWith("/assets/")) headers["Cache-Control"] = "public, max-age=31536000, immutable";
      const gzip = compressible(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      if (gzip) headers["Content-Encoding"] = "gzip";
      response.writeHead(200, headers);
      const body = createReadStream(chosen);
      if (gzip) body.pipe(createGzip()).pipe(response);
      else body.pipe(response);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
