// The frame around every page, rendered with the real services in jsdom: jsdom has no IndexedDB,
// like a browser that refuses storage, so the embedded store falls back to memory and the notice
// must reach the screen, not only the console. The services start at once only for a returning customer
// (a stored sign-in); a visitor's frame starts none until they act (decision 0050).
import { act, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { sessionHint } from "@backlot/auth";
import { memoryFallbackNotice } from "@backlot/data/embedded";
import { renderFrame } from "./render-frame.js";
import { authStore, getServices } from "./services.js";
import { tenant } from "./tenant.js";

const hint = sessionHint(localStorage, tenant.id);
afterEach(() => hint.clear());

it("settles a visitor as signed out without services, and shows the notice once something starts them", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  expect(globalThis.indexedDB).toBeUndefined();
  renderFrame();
  await screen.findByText("Home");
  expect(authStore.getState().auth).toEqual({ status: "notAuthenticated", reason: "noToken" });
  // Nothing started: the store's fallback has not been tried.
  await new Promise((done) => setTimeout(done, 300));
  expect(warn).not.toHaveBeenCalled();
  expect(screen.queryByText(memoryFallbackNotice)).toBeNull();

  // The visitor acts (a favourite, dates, signing in): the services start, and the notice reaches the screen.
  await act(async () => void (await getServices()));
  const notice = await screen.findByText(memoryFallbackNotice, {}, { timeout: 10_000 });
  expect(notice.getAttribute("role")).toBe("status");
  expect(warn).toHaveBeenCalledWith(`Backlot: ${memoryFallbackNotice}`);
});
