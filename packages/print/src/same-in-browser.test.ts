// The builders run unchanged in the browser: bundled for it by esbuild (which fails on any Node built-in), run in
// Debian's Chromium through playwright-core, they make the same bytes as in Node from the same data.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "@backlot/vitest-config/chromium";
import { labelSheetPdf } from "./label-sheet.js";
import { pullSheetPdf } from "./pull-sheet.js";
import { sampleDocuments } from "./testing/sample-documents.js";
import { samplePhoto } from "./testing/sample-photos.js";

describe("in the browser", () => {
  it("builds the same label sheet and pull sheet, byte for byte, as in Node", async () => {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL("./testing/browser-page.ts", import.meta.url))],
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "chrome120",
      write: false,
      logLevel: "silent",
    });
    const script = bundle.outputFiles[0]?.text ?? "";
    const jpeg = (await samplePhoto("jpeg")).bytes;
    const inNode = sampleDocuments(jpeg);

    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.setContent("<!doctype html><title>print</title>");
      await page.addScriptTag({ content: script, type: "module" });
      await page.waitForFunction(() => "backlotPrint" in globalThis);
      const built = await page.evaluate(
        (photo) =>
          (globalThis as unknown as { backlotPrint: { build(photo: string): unknown } }).backlotPrint.build(photo),
        Buffer.from(jpeg).toString("base64"),
      );
      const { labels, pull } = built as { labels: string; pull: string };
      expect(Buffer.from(labels, "base64")).toEqual(
        Buffer.from(await labelSheetPdf(inNode.labels.labels, inNode.labels.options)),
      );
      expect(Buffer.from(pull, "base64")).toEqual(Buffer.from(await pullSheetPdf(inNode.pull)));
    } finally {
      await browser.close();
    }
  });
});
