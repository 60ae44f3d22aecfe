// A PDF a page saves (a signed agreement, a pull sheet, labels), read as a person would: its text by poppler's
// pdftotext, and the pictures in it by pdfimages (scripts/bootstrap.sh installs poppler-utils).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type Page, expect } from "@playwright/test";

export interface SavedPdf {
  /** The name the page saved it under. */
  name: string;
  /** Its text, laid out as on the page. */
  text: string;
  /** How many pictures it holds (photos; codes are drawn, not pictures). */
  images: number;
}

/** The PDF `click` makes `page` save. */
export async function savedPdf(page: Page, click: () => Promise<void>): Promise<SavedPdf> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
  // pdfimages -list prints two header lines, then a line per picture.
  const listed = execFileSync("pdfimages", ["-list", path], { encoding: "utf8" }).trim().split("\n");
  return { name: download.suggestedFilename(), text, images: Math.max(0, listed.length - 2) };
}
