// @vitest-environment node
// The local stack's static server, over real HTTP, serving a folder with the firebase.json the
// tenant build writes: it must answer as Firebase Hosting does with that file.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type IncomingHttpHeaders, connect } from "node:http2";
import { get as httpsGet } from "node:https";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firebaseHosting } from "./firebase-hosting.js";
import { localCertificate } from "./local-certificate.js";
import { securityHeaders } from "./security-headers.js";
import { type SiteServer, resolveFile, serveSite } from "./static-server.js";

const policy = "default-src 'self'; frame-ancestors 'none'";
const root = mkdtempSync(join(tmpdir(), "site-"));
mkdirSync(join(root, "pages"), { recursive: true });
mkdirSync(join(root, "assets"), { recursive: true });
for (const file of [
  "index.html",
  "app.html",
  "404.html",
  "pages.html",
  "pages/about-us.html",
  "sitemap.xml",
  "assets/index-1.js",
])
  writeFileSync(join(root, file), file);
writeFileSync(
  join(root, "firebase.json"),
  JSON.stringify(firebaseHosting("test", securityHeaders(policy, "storefront"))),
);

// Large enough that compressing it is worth it, as a real stylesheet is.
const stylesheet = ".a { color: red; }\n".repeat(500);
writeFileSync(join(root, "assets/style-1.css"), stylesheet);

let server: SiteServer;
let origin: string;
beforeAll(async () => {
  server = await serveSite(root, 0);
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { headers });
  return { status: response.status, body: await response.text(), headers: response.headers };
};

describe("the local stack's static server", () => {
  it("serves prerendered pages by clean URL, and files as they are", async () => {
    expect(await resolveFile(root, "/")).toBe(join(root, "index.html"));
    expect((await get("/pages/about-us")).body).toBe("pages/about-us.html");
    expect((await get("/sitemap.xml")).body).toBe("sitemap.xml");
    expect((await get("/assets/index-1.js")).body).toBe("assets/index-1.js");
  });

  it("serves the bare shell for other routes, and never a file outside the folder", async () => {
    expect(await get("/account/orders")).toMatchObject({ status: 200, body: "app.html" });
    expect(await resolveFile(root, "/../../etc/passwd")).toBeUndefined();
    expect(await get("/%2e%2e/%2e%2e/etc/passwd")).toMatchObject({ status: 200, body: "app.html" });
  });

  it("answers a missing file under /assets/ with the 404 page, never the shell", async () => {
    const missing = await get("/assets/BrowsePage-gone.js");
    expect(missing).toMatchObject({ status: 404, body: "404.html" });
    expect(missing.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("sends the security headers with every answer, and caches only /assets/", async () => {
    for (const path of ["/", "/account/orders", "/assets/index-1.js", "/assets/gone.js"]) {
      const { headers } = await get(path);
      expect(headers.get("content-security-policy"), path).toBe(policy);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(headers.get("strict-transport-security"), path).toMatch(/^max-age=\d+/);
      expect(headers.get("permissions-policy"), path).toMatch(/(^|, )camera=\(\)(, |$)/);
      expect(headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
    expect((await get("/assets/index-1.js")).headers.get("cache-control")).toMatch(/immutable/);
    expect((await get("/")).headers.get("cache-control")).toBeNull();
  });

  it("gzips text when the browser takes it, and sends it as it is otherwise", async () => {
    for (const [accepted, encoding] of [
      ["gzip, deflate, br, zstd", "gzip"],
      ["identity", null],
    ] as const) {
      const { headers, body } = await get("/assets/style-1.css", { "accept-encoding": accepted });
      expect(headers.get("content-encoding"), accepted).toBe(encoding);
      expect(body, accepted).toBe(stylesheet);
      expect(headers.get("vary")).toBe("Accept-Encoding");
    }
  });

  it("answers a malformed URL with 400 and keeps serving", async () => {
    expect(await get("/%E0%A4%A")).toMatchObject({ status: 400 });
    expect((await get("/%E0%A4%A")).body).toMatch(/not a valid URL path/);
    expect(await get("/")).toMatchObject({ status: 200, body: "index.html" });
  });

  it("does not serve the hosting config itself (Hosting does not deploy it)", async () => {
    expect(await get("/firebase.json")).toMatchObject({ status: 200, body: "app.html" });
  });

  it("refuses to serve a folder without a firebase.json", async () => {
    await expect(serveSite(mkdtempSync(join(tmpdir(), "site-")), 0)).rejects.toThrow(
      /firebase\.json cannot be read .*`backlot-build`/,
    );
  });
});

describe("the static server with a certificate", () => {
  const certificate = localCertificate();
  let secure: SiteServer;
  let port: number;
  beforeAll(async () => {
    secure = await serveSite(root, 0, { tls: certificate });
    port = (secure.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => secure.close(() => done())));

  /** One request over HTTP/2, as a browser makes it to Hosting. */
  async function overHttp2(path: string, headers: Record<string, string> = {}) {
    const session = connect(`https://127.0.0.1:${String(port)}`, { ca: certificate.cert });
    try {
      return await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ":path": path, ...headers });
        let answered: IncomingHttpHeaders = {};
        const chunks: Buffer[] = [];
        stream.on("response", (received) => (answered = received));
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
        stream.on("error", reject);
      });
    } finally {
      session.close();
    }
  }

  it("speaks HTTP/2, as Hosting does, with the same answers and headers", async () => {
    const { headers, body } = await overHttp2("/pages/about-us");
    expect(headers[":status"]).toBe(200);
    expect(headers["content-security-policy"]).toBe(policy);
    expect(body.toString()).toBe("pages/about-us.html");
  });

  it("answers with Brotli when the browser takes it, as Hosting does", async () => {
    const { headers, body } = await overHttp2("/assets/style-1.css", { "accept-encoding": "gzip, br" });
    expect(headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(body).toString()).toBe(stylesheet);
  });

  it("still answers a client that offers only HTTP/1.1", async () => {
    const body = await new Promise<string>((resolve, reject) => {
      httpsGet(`https://127.0.0.1:${String(port)}/sitemap.xml`, { ca: certificate.cert }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve(text));
      }).on("error", reject);
    });
    expect(body).toBe("sitemap.xml");
  });
});
