import { describe, expect, it } from "vitest";
import { createPageViewTracker } from "./analytics.js";

describe("page views", () => {
  it("sends nothing and loads nothing without a tracking id", () => {
    const target: { dataLayer?: unknown[] } = {};
    const scripts: string[] = [];
    createPageViewTracker(undefined, target, (src) => scripts.push(src)).pageView("/", "Home");
    expect(scripts).toEqual([]);
    expect(target.dataLayer).toBeUndefined();
  });

  it("records one page view per route change, loading gtag once", () => {
    const target: { dataLayer?: unknown[] } = {};
    const scripts: string[] = [];
    const tracker = createPageViewTracker("G-TEST123", target, (src) => scripts.push(src));
    tracker.pageView("/", "Home");
    tracker.pageView("/rentals/cameras?color=Red", "Cameras");
    expect(scripts).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST123"]);
    const events = (target.dataLayer as unknown[][]).filter((entry) => entry[0] === "event");
    expect(events).toEqual([
      ["event", "page_view", { page_path: "/", page_title: "Home", send_to: "G-TEST123" }],
      ["event", "page_view", { page_path: "/rentals/cameras?color=Red", page_title: "Cameras", send_to: "G-TEST123" }],
    ]);
    // The automatic first page view is off, so every view is counted once.
    expect(target.dataLayer).toContainEqual(["config", "G-TEST123", { send_page_view: false }]);
  });
});
