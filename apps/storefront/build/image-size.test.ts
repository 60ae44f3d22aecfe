import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSize } from "./image-size.js";

const picture = (format: "png" | "jpeg" | "webp") =>
  sharp({ create: { width: 321, height: 123, channels: 3, background: "#b3261e" } })
    .toFormat(format)
    .toBuffer();

describe("imageSize", () => {
  it("reads PNG, JPEG and WebP headers made by a real encoder", async () => {
    expect(imageSize(await picture("png"), "png")).toEqual({ width: 321, height: 123 });
    expect(imageSize(await picture("jpeg"), "jpg")).toEqual({ width: 321, height: 123 });
    expect(imageSize(await picture("webp"), "webp")).toEqual({ width: 321, height: 123 });
    const lossless = await sharp(await picture("png"))
      .webp({ lossless: true })
      .toBuffer();
    expect(imageSize(lossless, "webp")).toEqual({ width: 321, height: 123 });
  });

  it("reads an SVG's width and height, else its viewBox", () => {
    const svg = (attributes: string) => Buffer.from(`<?xml version="1.0"?><svg ${attributes}><rect/></svg>`);
    expect(imageSize(svg('xmlns="x" width="1600" height="640"'), "svg")).toEqual({ width: 1600, height: 640 });
    expect(imageSize(svg('viewBox="0 0 1200 630"'), "svg")).toEqual({ width: 1200, height: 630 });
    expect(imageSize(svg('width="100%"'), "svg")).toMatch(/has no size: give its <svg> element width and height/);
  });

  it("says when a file is not what its name says", () => {
    expect(imageSize(Buffer.from("not a picture"), "png")).toMatch(/not a readable PNG file/);
    expect(imageSize(Buffer.from("GIF89a"), "gif")).toMatch(/use an SVG, PNG, JPEG or WebP/);
  });
});
