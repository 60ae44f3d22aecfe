// Serves a test page bundled with esbuild (browser builds of every dependency) on 127.0.0.1 and
// opens it in Debian's Chromium through playwright-core. No browser is ever downloaded.
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import { type Browser, type Page, chromium } from "playwright-core";
import { chromiumLaunchOptions } from "@backlot/vitest-config/chromium";

export interface TestPage {
  page: Page;
  close(): Promise<void>;
}

/** Bundles `entry` and serves it as the only script of a page with a #recaptcha container. */
export async function openTestPage(entry: string, query: Record<string, string>): Promise<TestPage> {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "chrome120",
    write: false,
    logLevel: "silent",
  });
  const script = bundle.outputFiles[0]?.text ?? "";
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>auth test</title></head><body><div ` +
    `id="recaptcha"></div><script type="module" src="/page.js"></script></body></html>`;
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith("/page.js")) response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    else response.writeHead(200, { "content-type": "text/html" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const browser: Browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${port}/?${new URLSearchParams(query).toString()}`);
  await page
    .waitForSelector("body[data-ready=true]", { state: "attached", timeout: 15_000 })
    .catch((error: unknown) => {
      throw new Error(`The test page did not start: ${errors.join("; ") || String(error)}`);
    });
  return {
    page,
    async close() {
      await browser.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
