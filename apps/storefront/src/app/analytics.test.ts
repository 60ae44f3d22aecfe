import { describe, expect, it } from "vitest";
import { createPageViewTracker } from "./analytics.js";

const origin = "https://shop.example";
const at = (path: string) => ({ page_path: path, page_location: origin + path });

describe("page views", () => {
  it("sends nothing and loads nothing without a tracking id", () => {
    const target: { dataLayer?: unknown[]; location: { origin: string } } = { location: { origin } };
    const scripts: string[] = [];
    createPageViewTracker(undefined, target, (src) => scripts.push(src)).pageView("/", "Home");
    expect(scripts).toEqual([]);
    expect(target.dataLayer).toBeUndefined();
  });

  it("records one page view per route change, loading gtag once", () => {
    const target: { dataLayer?: unknown[]; location: { origin: string } } = { location: { origin } };
    const scripts: string[] = [];
    const tracker = createPageViewTracker("G-TEST123", target, (src) => scripts.push(src));
    tracker.pageView("/", "Home");
    tracker.pageView("/rentals/cameras", "Cameras");
    expect(scripts).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST123"]);
    const events = (target.dataLayer as unknown[][]).filter((entry) => entry[0] === "event");
    expect(events).toEqual([
      ["event", "page_view", { ...at("/"), page_title: "Home", send_to: "G-TEST123" }],
      ["event", "page_view", { ...at("/rentals/cameras"), page_title: "Cameras", send_to: "G-TEST123" }],
    ]);
    // The automatic first page view is off, so every view is counted once.
    expect(target.dataLayer).toContainEqual(["config", "G-TEST123", { send_page_view: false }]);
  });

  it("never sends a query string or fragment: sign-in codes and keys stay in the browser", () => {
    const target: { dataLayer?: unknown[]; location: { origin: string } } = { location: { origin } };
    const tracker = createPageViewTracker("G-TEST123", target, () => undefined);
    tracker.pageView("/login?mode=signIn&oobCode=SECRET&apiKey=KEY#top", "Sign in");
    const sent = JSON.stringify(target.dataLayer);
    expect(sent).not.toMatch(/SECRET|KEY|mode=|#top/);
    expect(target.dataLayer).toContainEqual(["set", { page_location: "https://shop.example/login" }]);
    expect(target.dataLayer).toContainEqual([
      "event",
      "page_view",
      { ...at("/login"), page_title: "Sign in", send_to: "G-TEST123" },
    ]);
  });
});
