// fetchPhoto against a real HTTP server on this machine: refused unless the import is told this machine's network
// may be reached, every redirect checked again, and a download cut off as it streams past the cap.
import { type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchPhoto } from "./fetch-photo.js";
import { pinnedLookup } from "./photo-host.js";

let server: Server;
let port: number;
let png: Buffer;
/** The paths the server was asked for, in order. */
let asked: string[] = [];
/** What the endless answer had sent when the client hung up, and whether it did. */
let endless = { sent: 0, hungUp: false };

const redirect = (response: ServerResponse, location: string) => response.writeHead(302, { location }).end();

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a63" } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    const path = request.url ?? "";
    asked.push(path);
    if (path === "/photo.png") response.writeHead(200, { "content-type": "image/png" }).end(png);
    else if (path === "/relative") redirect(response, "/photo.png");
    else if (path === "/to-metadata") redirect(response, "http://169.254.169.254/latest/meta-data/iam/");
    else if (path === "/to-unspecified") redirect(response, `http://0.0.0.0:${port}/photo.png`);
    else if (path === "/to-file") redirect(response, "file:///etc/passwd");
    else if (path === "/loop") redirect(response, "/loop");
    else if (path === "/declared-huge")
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": String(100 * 1024 * 1024) }).end();
    else if (path === "/gzip-bomb")
      response
        .writeHead(200, { "content-type": "image/jpeg", "content-encoding": "gzip" })
        .end(gzipSync(Buffer.alloc(8 * 1024 * 1024)));
    else if (path === "/endless") {
      // Chunked, with no Content-Length: only counting what arrives can stop it. It stops itself at 64 MB, so a
      // client that never hangs up fails the test instead of hanging it.
      endless = { sent: 0, hungUp: false };
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.on("close", () => (endless.hungUp = !response.writableFinished));
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      const more = () => {
        if (response.destroyed) return;
        if (endless.sent >= 64 * 1024 * 1024) return void response.end();
        endless.sent += chunk.length;
        if (response.write(chunk)) setImmediate(more);
        else response.once("drain", more);
      };
      more();
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked = [];
});

const onOwnNetwork = { allowPrivateHosts: true };

describe("by default", () => {
  it.each([
    ["127.0.0.1", /^127\.0\.0\.1 is a loopback address \(this machine\); photos are fetched only from public/],
    ["localhost", /^localhost resolves to (127\.0\.0\.1|::1), a loopback address \(this machine\)/],
    ["[::ffff:127.0.0.1]", /^::ffff:7f00:1 is a loopback address/],
    ["2130706433", /^127\.0\.0\.1 is a loopback address/],
    ["0x7f.1", /^127\.0\.0\.1 is a loopback address/],
    ["[::1]", /^::1 is a loopback address/],
  ])("refuses http://%s/ and sends it nothing", async (host, reason) => {
    const fetched = await fetchPhoto(`http://${host}:${port}/photo.png`);
    expect(fetched).toEqual({ ok: false, reason: expect.stringMatching(reason) as unknown });
    if (!fetched.ok) expect(fetched.reason).toContain("import with --allow-private-photo-hosts");
    expect(asked).toEqual([]);
  });

  it("refuses cloud metadata by its name and address, and schemes other than http(s)", async () => {
    expect(await fetchPhoto("http://metadata.google.internal/computeMetadata/v1/")).toEqual({
      ok: false,
      reason: "metadata.google.internal is a cloud metadata service; photos are never fetched from there",
    });
    expect(await fetchPhoto("http://169.254.169.254/latest/meta-data/")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("a cloud metadata service") as unknown,
    });
    expect(await fetchPhoto("ftp://example.com/photo.png")).toEqual({
      ok: false,
      reason: "it is a ftp: URL; photos are fetched by http(s) only",
    });
  });
});

describe("with --allow-private-photo-hosts", () => {
  it("fetches from this machine, by address or by name, following a relative redirect", async () => {
    expect(await fetchPhoto(`http://127.0.0.1:${port}/photo.png`, onOwnNetwork)).toEqual({ ok: true, bytes: png });
    expect(await fetchPhoto(`http://localhost:${port}/relative`, onOwnNetwork)).toEqual({ ok: true, bytes: png });
    expect(asked).toEqual(["/photo.png", "/relative", "/photo.png"]);
  });

  it("checks every redirect again and never follows one to cloud metadata, 0.0.0.0 or a file", async () => {
    const base = `http://127.0.0.1:${port}`;
    expect(await fetchPhoto(`${base}/to-metadata`, onOwnNetwork)).toEqual({
      ok: false,
      reason:
        "it redirects to http://169.254.169.254/latest/meta-data/iam/, and 169.254.169.254 is a cloud metadata " +
        "service, which hands out the machine's credentials; photos are never fetched from there",
    });
    // 0.0.0.0 reaches this machine's server; the redirect to it is refused, so /photo.png is never asked for.
    expect(await fetchPhoto(`${base}/to-unspecified`, onOwnNetwork)).toEqual({
      ok: false,
      reason:
        `it redirects to http://0.0.0.0:${port}/photo.png, and 0.0.0.0 is the unspecified address (it reaches ` +
        "this machine); photos are never fetched from there",
    });
    expect(await fetchPhoto(`${base}/to-file`, onOwnNetwork)).toEqual({
      ok: false,
      reason: "it redirects to a file: URL; photos are fetched by http(s) only",
    });
    expect(await fetchPhoto(`${base}/loop`, onOwnNetwork)).toEqual({
      ok: false,
      reason: "it redirects more than 5 times; link the photo itself",
    });
    expect(asked).toEqual(["/to-metadata", "/to-unspecified", "/to-file", ...Array<string>(6).fill("/loop")]);
  });
});

describe("the size cap", () => {
  it("stops a download without a Content-Length as soon as it passes the cap", async () => {
    const fetched = await fetchPhoto(`http://127.0.0.1:${port}/endless`, { ...onOwnNetwork, maxBytes: 256 * 1024 });
    expect(fetched).toEqual({ ok: false, reason: "it is over 256 KB, the limit for a photo; link a smaller one" });
    await expect.poll(() => endless.hungUp).toBe(true);
    // Socket buffers let the server get somewhat ahead, but nowhere near the 64 MB it would send.
    expect(endless.sent).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses a Content-Length past the cap without reading, and counts a compressed body unpacked", async () => {
    expect(await fetchPhoto(`http://127.0.0.1:${port}/declared-huge`, onOwnNetwork)).toEqual({
      ok: false,
      reason: "it is 100 MB; the limit for a photo is 40 MB",
    });
    expect(await fetchPhoto(`http://127.0.0.1:${port}/gzip-bomb`, { ...onOwnNetwork, maxBytes: 1024 * 1024 })).toEqual({
      ok: false,
      reason: "it is over 1 MB, the limit for a photo; link a smaller one",
    });
  });
});

describe("the pinned lookup", () => {
  const checked = [
    { address: "203.0.113.7", family: 4 },
    { address: "2001:db8::7", family: 6 },
  ];
  const ask = (options: { family?: number; all?: boolean }) =>
    new Promise<unknown[]>((resolve) => {
      pinnedLookup(checked)("rebound.example", options, (error, address, family) =>
        resolve([error?.code, address, family]),
      );
    });

  it("answers any name with the checked addresses only, as one or all, by family", async () => {
    expect(await ask({})).toEqual([undefined, "203.0.113.7", 4]);
    expect(await ask({ family: 6 })).toEqual([undefined, "2001:db8::7", 6]);
    expect(await ask({ all: true })).toEqual([undefined, checked, undefined]);
    expect(await ask({ all: true, family: 4 })).toEqual([undefined, [checked[0]], undefined]);
  });

  it("fails rather than look the name up again when no checked address is of the family asked for", async () => {
    const lookup = pinnedLookup([{ address: "203.0.113.7", family: 4 }]);
    const code = await new Promise((resolve) =>
      lookup("rebound.example", { family: 6 }, (error) => resolve(error?.code)),
    );
    expect(code).toBe("ENOTFOUND");
  });
});
