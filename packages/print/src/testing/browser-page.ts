// The page the same-in-the-browser test opens in Chromium: the builders bundled for the browser (esbuild, browser
// builds of pdf-lib and bwip-js's generic build), building the sample documents from what the test hands over.
import { labelSheetPdf } from "../label-sheet.js";
import { pullSheetPdf } from "../pull-sheet.js";
import { sampleDocuments } from "./sample-documents.js";

const api = {
  /** Both sample documents, built here, as base64 (what page.evaluate can carry back). */
  async build(jpegBase64: string): Promise<{ labels: string; pull: string }> {
    const { labels, pull } = sampleDocuments(Uint8Array.from(atob(jpegBase64), (char) => char.charCodeAt(0)));
    const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
    return {
      labels: base64(await labelSheetPdf(labels.labels, labels.options)),
      pull: base64(await pullSheetPdf(pull)),
    };
  },
};

(globalThis as unknown as { backlotPrint: typeof api }).backlotPrint = api;
