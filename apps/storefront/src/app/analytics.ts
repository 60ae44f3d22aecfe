// Page views for the tenant's analytics (Google Analytics 4 through gtag), one after every route
// change, and nothing at all when no tracking id is configured: not even the script. Only the path
// is sent: query strings carry email sign-in codes, API keys and filters, none of them Google's business.
type Gtag = (...args: unknown[]) => void;

export interface PageViewTracker {
  pageView(path: string, title: string): void;
}

const noTracking: PageViewTracker = { pageView: () => undefined };

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  location: { origin: string };
}

/** The path alone: no query string, no fragment. */
export function pathOnly(path: string): string {
  return path.replace(/[?#].*$/, "") || "/";
}

/**
 * `loadScript` adds gtag.js; it is injected so tests can watch what is sent without a network.
 * The first page view is sent by us too (send_page_view is off), so every view goes one way.
 */
export function createPageViewTracker(
  trackingId: string | undefined,
  target: AnalyticsWindow,
  loadScript: (src: string) => void,
): PageViewTracker {
  if (!trackingId) return noTracking;
  let gtag: Gtag | undefined;
  const ensure = (): Gtag => {
    if (gtag) return gtag;
    target.dataLayer ??= [];
    const layer = target.dataLayer;
    gtag = target.gtag ??= function gtag(...args: unknown[]) {
      // gtag.js reads the arguments object itself, as Google's snippet pushes it.
      layer.push(args);
    };
    gtag("js", new Date());
    gtag("config", trackingId, { send_page_view: false });
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`);
    return gtag;
  };
  return {
    pageView(path, title) {
      const gtag = ensure();
      const page_path = pathOnly(path);
      // gtag reports the address bar (query included) with every hit unless told the page's address.
      const page_location = target.location.origin + page_path;
      gtag("set", { page_location });
      gtag("event", "page_view", { page_path, page_location, page_title: title, send_to: trackingId });
    },
  };
}

export function appendScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}
