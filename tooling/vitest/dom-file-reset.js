// The jsdom packages' first setup file (domConfig in index.js). Their test files share one worker process and one
// jsdom window (isolate: false): a fresh process and jsdom for each of them cost about half of each run, mostly
// importing jsdom again. What a file could leave behind for the next is put back here, before each file's own setup:
// - the module graph: every source module is evaluated afresh (its stores, caches and counters start empty);
// - the clock: real timers, whatever the file before faked;
// - the document: empty head and body, no attributes on <html> or <body>, no title;
// - the browser state: local and session storage, cookies, and the address (http://localhost:3000/);
// - the globals the apps' own code sets (__BACKLOT_*).
// Mocks, stubbed globals and stubbed env are restored by Vitest itself (restoreMocks, unstubGlobals, unstubEnvs).
import { vi } from "vitest";

vi.resetModules();
vi.useRealTimers();

if (typeof document !== "undefined") {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, "", "/");
}

for (const key of Object.keys(globalThis)) {
  if (key.startsWith("__BACKLOT_")) delete globalThis[key];
}
