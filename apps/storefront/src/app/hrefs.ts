// Every link the storefront makes to its own pages: a route that moves changes here, and nowhere else.
// Ids go through encodeURIComponent, so an id with a slash or a space still names one page. The router
// (routes.tsx) and the tenant checks' list of routes (@backlot/tenant-config/routes) match these paths.
const part = encodeURIComponent;
const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** The query parameter naming the variant chosen on a prop's page, which the quote request page reads too. */
export const variantParam = "variant";

export const hrefs = {
  home: "/",
  categories: "/categories",
  /** Search for what the customer typed in the header. */
  search: (text: string) => `/search?q=${part(text)}`,
  /** Every prop with this tag. */
  tag: (tag: string) => `/search?tag=${part(tag)}`,
  /** Search results for a whole query (catalogue/browse/browse-url.ts writes its parameters). */
  searchResults: (params: URLSearchParams) => withQuery("/search", params),
  department: (slug: string) => `/rentals/${slug}`,
  /** A department, category or subcategory page (slugs, outermost first), with its filters. */
  browse: (slugs: readonly string[], params: URLSearchParams) => withQuery(`/rentals/${slugs.join("/")}`, params),
  /** A prop's page, with the variant chosen on it, if any. */
  prop: (propId: string, variantId?: string) =>
    `/props/${part(propId)}${variantId ? `?${variantParam}=${part(variantId)}` : ""}`,
  /** The sign-in page, coming back to `returnTo` (a path on this site) afterwards. */
  login: (returnTo?: string) => (returnTo ? `/auth/login?redirect=${part(returnTo)}` : "/auth/login"),
  signup: "/auth/signup",
  /** The sign-up page, coming back to `returnTo` afterwards (an invitation's link, say). */
  signupThen: (returnTo: string) => `/auth/signup?redirect=${part(returnTo)}`,
  account: "/account",
  favorites: "/account/favorites",
  profile: "/account/profile",
  paperwork: "/account/paperwork",
  /** One order: its progress, estimate and what it still needs before it goes out. */
  order: (orderId: string) => `/account/orders/${part(orderId)}`,
  setLists: "/account/set-lists",
  setList: (setListId: string) => `/account/set-lists/${part(setListId)}`,
  placeOrder: (setListId: string) => `/account/set-lists/${part(setListId)}/order`,
  /** The tenant's quote request page (settings.request.basepath), with a set list's props on it. */
  quoteFromSetList: (basepath: string, setListId: string) => `${basepath}?setList=${part(setListId)}`,
  /** The tenant's quote request page for one prop, in the variant chosen on its page, if any. */
  quoteForProp: (basepath: string, propId: string, variantId?: string) =>
    `${basepath}?prop=${part(propId)}${variantId ? `&${variantParam}=${part(variantId)}` : ""}`,
  orders: "/account/orders",
  quotes: "/account/quotes",
  messages: "/account/messages",
  subscriptions: "/account/subscriptions",
  /** A production's room (decision 0049): the productions I belong to, one production, one of its lists. */
  productions: "/productions",
  production: (productionId: string) => `/productions/${part(productionId)}`,
  productionList: (productionId: string, listId: string) => `/productions/${part(productionId)}/lists/${part(listId)}`,
  /** The invitation's link in the mail. */
  joinProduction: (inviteId: string) => `/productions/join/${part(inviteId)}`,
  onboardingProfile: "/onboarding/profile",
  onboardingWelcome: "/onboarding/welcome",
} as const;
