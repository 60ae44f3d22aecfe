// A returning customer's frame (a stored sign-in in this browser) starts the services at once, as it did for
// everyone before decision 0050: the store's notice shows without the customer doing anything. Its own file, so
// the services (started once per page) start fresh.
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { sessionHint } from "@backlot/auth";
import { memoryFallbackNotice } from "@backlot/data/embedded";
import { renderFrame } from "./render-frame.js";
import { tenant } from "./tenant.js";

it("starts a returning customer's services with the page", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  sessionHint(localStorage, tenant.id).write("returning-customer");
  renderFrame();
  const notice = await screen.findByText(memoryFallbackNotice, {}, { timeout: 10_000 });
  expect(notice.getAttribute("role")).toBe("status");
  expect(warn).toHaveBeenCalledWith(`Backlot: ${memoryFallbackNotice}`);
});
