// SVG photos: drawn into AVIF, WebP and JPEG (never stored as SVG), and refused when they refer outside themselves.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparePhoto } from "./resize-photo.js";
import { svgInput, whyUnsafeSvg } from "./svg-photo.js";

const svg = (body: string, head = "") =>
  `${head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" ` +
  `height="300" viewBox="0 0 400 300">${body}</svg>`;
const drawing = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#a63"/></linearGradient></defs>' +
    '<rect width="400" height="300" fill="url(#g)"/><use href="#g"/>' +
    '<image width="1" height="1" xlink:href="data:image/png;base64,iVBORw0KGgo="/><text x="10" y="20">Chair</text>',
);

describe("which SVGs are refused", () => {
  it("passes a drawing whose references stay inside it (fragments, embedded raster images)", () => {
    expect(whyUnsafeSvg(drawing)).toBeUndefined();
  });

  it.each([
    ['<image href="http://169.254.169.254/latest/meta-data/"/>', /refers to "http:\/\/169\.254\.169\.254/],
    ['<image xlink:href="file:///etc/passwd"/>', /refers to "file:\/\/\/etc\/passwd" outside itself/],
    ["<image href='photo.jpg'/>", /refers to "photo\.jpg" outside itself/],
    ['<image href="&#104;ttp://evil.example/x.png"/>', /refers to "http:\/\/evil\.example\/x\.png"/],
    ['<image href="data:image/svg+xml;base64,PHN2Zy8+"/>', /refers to "data:image\/svg\+xml/],
    ['<use href="other.svg#shape"/>', /refers to "other\.svg#shape"/],
    ['<a href="javascript:alert(1)"><rect width="9" height="9"/></a>', /refers to "javascript:alert\(1\)"/],
    ['<rect fill="url(http://evil.example/p.svg#p)"/>', /style refers to "http:\/\/evil\.example\/p\.svg#p"/],
    ['<rect fill="u&#114;l(https://evil.example/p)"/>', /style refers to "https:\/\/evil\.example\/p"/],
    ["<style>@import 'https://evil.example/s.css';</style>", /imports another file/],
    ["<style>rect { fill: \\75 rl(https://evil.example/p) }</style>", /escaped characters/],
    ["<script>alert(1)</script>", /a <script> element/],
    ['<foreignObject><iframe src="https://evil.example"/></foreignObject>', /a <foreignObject> element/],
    ['<xi:include href="/etc/passwd" parse="text"/>', /a <include> element/],
  ])("refuses %s", (body, reason) => {
    expect(whyUnsafeSvg(svg(body))).toMatch(reason);
  });

  it("refuses a DOCTYPE or entities (an external entity, or the billion laughs)", () => {
    expect(whyUnsafeSvg(svg("<text>&x;</text>", '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>'))).toMatch(
      /^an SVG with a DOCTYPE or entities/,
    );
  });

  it("treats anything the image library would read as SVG as SVG: leading space, gzip, UTF-16", () => {
    expect(svgInput(Buffer.from(`\uFEFF   \n${drawing}`))).toMatchObject({ svg: true });
    expect(svgInput(gzipSync(drawing))).toEqual({
      refused: "a gzip-compressed file (an .svgz?); save the drawing as plain .svg, or as PNG or JPEG",
    });
    expect(svgInput(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(drawing, "utf16le")]))).toMatchObject({
      refused: expect.stringMatching(/^UTF-16 text/) as unknown,
    });
    expect(svgInput(Buffer.from("<!DOCTYPE html><html><body>Not found</body></html>"))).toEqual({
      refused: "text, not an image (a web page? give the image itself)",
    });
  });
});

describe("preparing an SVG photo", () => {
  let dir: string;
  let server: Server;
  let port: number;
  const asked: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "backlot-svg-"));
    server = createServer((request, response) => {
      asked.push(request.url ?? "");
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  });

  it("draws it into AVIF, WebP and JPEG at the photo widths, as wide as the widest, and stores no SVG", async () => {
    const { image, made } = await preparePhoto(Buffer.from(drawing), "BPH-7", "Chair", dir, new Set());
    expect(made).toBe(true);
    expect(image).toMatchObject({ width: 960, height: 720, resized: { widths: [320, 640, 960] } });
    expect(image.url).toMatch(/^\/catalogue\/images\/BPH-7-[0-9a-f]{10}-960\.jpg$/);
    const files = await readdir(dir);
    expect(files.filter((name) => !/\.(avif|webp|jpg)$/.test(name))).toEqual([]);
    expect(files).toHaveLength(9);
    const jpeg = files.find((name) => name.endsWith("-960.jpg")) ?? "";
    expect(await sharp(join(dir, jpeg)).metadata()).toMatchObject({ format: "jpeg", width: 960, height: 720 });
  });

  it("refuses one that refers to a server, which is asked for nothing", async () => {
    const hostile = svg(`<image href="http://127.0.0.1:${port}/secret.png" width="400" height="300"/>`);
    await expect(preparePhoto(Buffer.from(hostile), "BPH-8", "Chair", dir, new Set())).rejects.toThrow(
      `an SVG that refers to "http://127.0.0.1:${port}/secret.png" outside itself; embed the image instead`,
    );
    expect(asked).toEqual([]);
    expect((await readdir(dir)).filter((name) => name.startsWith("BPH-8"))).toEqual([]);
  });
});
