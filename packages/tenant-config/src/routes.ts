// The routes the storefront serves: the prop house's public pages, search, props and account pages.
// The tenant checks use this list to reject links that would lead nowhere. The storefront's router
// (apps/storefront/src/app/routes.tsx) is written by hand, with its loaders and code splitting; its
// test matches every pattern here against that router, so the two cannot disagree unnoticed.

export interface StorefrontRoute {
  /** Path pattern; ":name" matches one URL segment. */
  pattern: string;
  /** What the page is, for `backlot routes` and error messages. */
  title: string;
}

export const storefrontRoutes: readonly StorefrontRoute[] = [
  { pattern: "/", title: "Home" },
  { pattern: "/pages/:page", title: "Content page (prop-rentals, request-a-quote, about-us, credits, ...)" },
  { pattern: "/pages/portfolio/:page", title: "Portfolio page (all-projects, film-and-television, ...)" },
  { pattern: "/pages/fabrication/:page", title: "Fabrication service page" },
  { pattern: "/pages/graphics-and-printing/:page", title: "Graphics and printing service page" },
  { pattern: "/rentals/:department", title: "Department" },
  { pattern: "/rentals/:department/:category", title: "Category" },
  { pattern: "/rentals/:department/:category/:subcategory", title: "Subcategory" },
  { pattern: "/categories", title: "All categories" },
  { pattern: "/search", title: "Search results" },
  { pattern: "/props/:propId", title: "Prop page" },
  { pattern: "/forms-and-faqs", title: "Forms and FAQs" },
  { pattern: "/partners", title: "Partners" },
  { pattern: "/contact-us", title: "Contact us" },
  { pattern: "/auth/login", title: "Log in (logged-out visitors only)" },
  { pattern: "/auth/signup", title: "Sign up (logged-out visitors only)" },
  {
    pattern: "/auth/impersonate",
    title: "Staff impersonation (signs in with a one-time token from backlot impersonate)",
  },
  { pattern: "/onboarding/profile", title: "Onboarding: profile (after signup)" },
  { pattern: "/onboarding/welcome", title: "Onboarding: welcome (alternative product variant)" },
  { pattern: "/account", title: "Account overview" },
  { pattern: "/account/favorites", title: "Favourites" },
  { pattern: "/account/set-lists", title: "Set lists" },
  { pattern: "/account/set-lists/:setListId", title: "One set list" },
  { pattern: "/account/set-lists/:setListId/order", title: "Place an order for a set list" },
  { pattern: "/account/quotes", title: "Quote requests" },
  { pattern: "/account/orders", title: "Orders" },
  { pattern: "/account/orders/:orderId", title: "One order: what it needs before it goes out" },
  { pattern: "/account/paperwork", title: "Paperwork: insurance, tax exemption, account terms" },
  { pattern: "/account/messages", title: "Messages" },
  { pattern: "/account/profile", title: "Profile" },
  { pattern: "/account/subscriptions", title: "Email subscriptions" },
  { pattern: "/productions", title: "Productions: my teams, invitations, starting one" },
  { pattern: "/productions/join/:inviteId", title: "An invitation to a production (the link in its mail)" },
  { pattern: "/productions/:productionId", title: "One production: its lists, team and activity" },
  { pattern: "/productions/:productionId/lists/:listId", title: "One production list, with its review" },
];

export interface RouteMatch {
  route: StorefrontRoute;
  params: Record<string, string>;
}

/** Matches a path such as "/rentals/cameras?sort=new" against the storefront routes. */
export function matchStorefrontRoute(href: string): RouteMatch | undefined {
  const path = href.replace(/[?#].*$/, "");
  // "//host" is a protocol-relative URL, not a route.
  if (!path.startsWith("/") || path.startsWith("//")) return undefined;
  const segments = splitPath(path);
  if (!segments.every((segment) => /^[A-Za-z0-9._~%-]+$/.test(segment))) return undefined;
  for (const route of storefrontRoutes) {
    const params = matchSegments(splitPath(route.pattern), segments);
    if (params) return { route, params };
  }
  return undefined;
}

/** "/a/b/" -> ["a", "b"]; "/" -> []. */
function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}
