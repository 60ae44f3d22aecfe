// The frame around every page, rendered with the real services in jsdom: jsdom has no IndexedDB,
// like a browser that refuses storage, so the embedded store falls back to memory and the notice
// must reach the screen, not only the console.
import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { memoryFallbackNotice } from "@backlot/data/embedded";
import { RootLayout } from "./RootLayout.js";

it("tells the customer on screen when this browser cannot keep their data", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  expect(globalThis.indexedDB).toBeUndefined();
  const router = createMemoryRouter([
    { path: "/", element: <RootLayout />, children: [{ index: true, element: <p>Home</p> }] },
  ]);
  render(<RouterProvider router={router} />);
  const notice = await screen.findByText(memoryFallbackNotice, {}, { timeout: 10_000 });
  expect(notice.getAttribute("role")).toBe("status");
  expect(warn).toHaveBeenCalledWith(`Backlot: ${memoryFallbackNotice}`);
});
