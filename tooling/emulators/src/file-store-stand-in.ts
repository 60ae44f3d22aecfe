// The FileStore's announced on-disk stand-in (docs/decisions/0037): Cloud Storage's place on the local stack and in
// tests, because the Storage emulator needs Java 21 and these machines have Java 17. It keeps files under a folder
// and answers the browser's calls (@backlot/data/files/stand-in): PUT and GET /files/{path}, with the caller's
// Firebase ID token, under the same rule as storage.rules (@backlot/domain's fileAccess: customers' paperwork, the
// house's damage photos). Files are never replaced. The server side (the functions) reads a file's size and type with
// the Admin's "Bearer owner", as the Firestore emulator takes it. Emulator tokens are unsigned, so it serves "demo-"
// projects only.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { type FileCaller, fileAccess, limits } from "@backlot/domain";
import { freePort } from "./free-port.js";

export interface FileStoreStandInOptions {
  /** The folder files are kept in. */
  root: string;
  /** A "demo-" project: its ID tokens are the Auth emulator's. */
  projectId: string;
  port?: number;
}

export interface RunningFileStoreStandIn {
  /** "http://127.0.0.1:PORT" */
  url: string;
  root: string;
  stop(): Promise<void>;
}

/** What is kept beside each file. */
export interface StoredFileMetadata {
  contentType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}

const metadataSuffix = ".metadata.json";

/** The caller an Auth emulator ID token names, or null (no token, an anonymous one, another project's, expired). */
export function callerOfToken(header: string | undefined, projectId: string): FileCaller | "owner" | null {
  const token = header?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return null;
  if (token === "owner") return "owner";
  const payload = token.split(".")[1];
  if (!payload) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
  const provider = (claims.firebase as { sign_in_provider?: string } | undefined)?.sign_in_provider;
  if (claims.aud !== projectId || typeof claims.sub !== "string" || provider === "anonymous") return null;
  if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now()) return null;
  return {
    uid: claims.sub,
    ...(typeof claims.staffOf === "string" ? { staffOf: claims.staffOf } : {}),
    emailVerified: claims.email_verified === true,
    impersonated: "impersonatedBy" in claims,
  };
}

/** Puts a file in a stand-in's folder as if its owner had uploaded it: tests' seeding, like an Admin write. */
export async function seedStoredFile(
  root: string,
  path: string,
  file: { contentType: string; size: number; uid: string; bytes?: Uint8Array },
) {
  const target = resolve(root, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, file.bytes ?? Buffer.alloc(file.size, 37));
  const metadata: StoredFileMetadata = {
    contentType: file.contentType,
    size: file.size,
    uploadedBy: file.uid,
    uploadedAt: new Date().toISOString(),
  };
  await writeFile(target + metadataSuffix, JSON.stringify(metadata));
}

/** Reads a request's body, stopping once it passes `max` bytes (null then). */
async function bodyOf(request: IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function startFileStoreStandIn({
  root,
  projectId,
  port,
}: FileStoreStandInOptions): Promise<RunningFileStoreStandIn> {
  if (!projectId.startsWith("demo-"))
    throw new Error(`The file store stand-in serves "demo-" projects only (emulator tokens), not ${projectId}`);
  const folder = resolve(root);
  const chosen = port ?? (await freePort());

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The storefront and the console are other origins on the local stack.
    response.setHeader("access-control-allow-origin", request.headers.origin ?? "*");
    response.setHeader("access-control-allow-methods", "GET, PUT, OPTIONS");
    response.setHeader("access-control-allow-headers", "authorization, content-type");
    response.setHeader("vary", "origin");
    if (request.method === "OPTIONS") return void response.writeHead(204).end();
    const answer = (status: number, text: string) =>
      void response.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(text);

    const url = new URL(request.url ?? "/", "http://stand-in");
    if (!url.pathname.startsWith("/files/")) return answer(404, `No such address: ${url.pathname}`);
    const path = url.pathname.slice("/files/".length).split("/").map(decodeURIComponent).join("/");
    const file = resolve(folder, path);
    if (!file.startsWith(folder + sep) || file.endsWith(metadataSuffix))
      return answer(400, `${path} is not a file path`);
    const caller = callerOfToken(request.headers.authorization, projectId);
    const exists = await stat(file).then(
      () => true,
      () => false,
    );

    if (request.method === "GET") {
      if (caller !== "owner") {
        const access = fileAccess(path, caller);
        if (!access.allowed) return answer(caller ? 403 : 401, access.reason);
      }
      if (!exists) return answer(404, `${path} is not in the file store`);
      const metadata = JSON.parse(await readFile(file + metadataSuffix, "utf8")) as StoredFileMetadata;
      if (url.searchParams.has("metadata")) {
        return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(metadata));
      }
      return void response.writeHead(200, { "content-type": metadata.contentType }).end(await readFile(file));
    }
    if (request.method === "PUT") {
      if (caller === "owner") return answer(403, "The server does not upload files: customers and staff do");
      const contentType = request.headers["content-type"] ?? "";
      const declared = Number(request.headers["content-length"] ?? 0);
      const early = fileAccess(path, caller, { contentType, size: declared || 1 });
      if (!early.allowed) return answer(caller ? 403 : 401, early.reason);
      if (exists) return answer(409, `${path} was sent already; files are never replaced, so send it as a new paper`);
      const largest = Math.max(limits.paperwork.fileSize, limits.dock.photoSize);
      const body = await bodyOf(request, largest);
      const access = fileAccess(path, caller, {
        contentType,
        size: body?.length ?? largest + 1,
      });
      if (!body || !access.allowed) return answer(413, access.allowed ? "The file is too large" : access.reason);
      await mkdir(dirname(file), { recursive: true });
      const metadata: StoredFileMetadata = {
        contentType,
        size: body.length,
        uploadedBy: (caller as FileCaller).uid,
        uploadedAt: new Date().toISOString(),
      };
      await writeFile(file, body, { flag: "wx" });
      await writeFile(file + metadataSuffix, JSON.stringify(metadata));
      return answer(201, "stored");
    }
    answer(405, `${request.method ?? "That method"} is not served: GET or PUT a file`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(`The stand-in failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(chosen, "127.0.0.1", () => done());
  });
  await mkdir(folder, { recursive: true });
  return {
    url: `http://127.0.0.1:${String(chosen)}`,
    root: join(folder),
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
