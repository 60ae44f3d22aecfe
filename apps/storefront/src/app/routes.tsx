// The storefront's routes. Content pages come from the tenant's content folder; every other page is
// code. Account pages need a logged-in customer. Every page, its loader and the account guards load
// on first visit (a chunk each; main.tsx prepares the page an address shows before the app starts,
// and a prerendered page names its chunks in its HTML), so no page carries another's code.
import type { ComponentType } from "react";
import type { PageRoute } from "./page-router/page-route.js";
import { NotFoundPage } from "./NotFoundPage.js";
import { settings } from "./tenant.js";

/** A page's chunk: `load` imports its module, and `name` is its export that is the page (or a promise of it). */
const page =
  <N extends string, M extends Record<N, ComponentType | Promise<ComponentType>>>(load: () => Promise<M>, name: N) =>
  async (): Promise<ComponentType> =>
    (await load())[name];
const loadContent = async ({ pathname }: { pathname: string }) =>
  (await import("../content/content-loader.js")).loadContentPage(pathname);
const content = (path: string): PageRoute => ({
  path,
  load: loadContent,
  loadPage: page(() => import("../content/ContentRoute.js"), "ContentRoute"),
});
/** A page in its own chunk (`page`), with its data if it loads any. */
const onDemand = (path: string, loadPage: () => Promise<ComponentType>, load?: PageRoute["load"]): PageRoute => ({
  path,
  loadPage,
  ...(load ? { load } : {}),
});
/** An account page (signed in) or a sign-in page (signed out): the page behind its guard, in its own chunk. */
const guarded =
  (guard: "RequireLoggedIn" | "RequireLoggedOut") =>
  (path: string, loadPage: () => Promise<ComponentType>): PageRoute =>
    onDemand(path, async () => {
      const [guards, Page] = await Promise.all([import("../auth/Guards.js"), loadPage()]);
      return guards.behindGuard(guards[guard], Page);
    });
const account = guarded("RequireLoggedIn");
const signedOut = guarded("RequireLoggedOut");
/**
 * Browse pages: the page and its loader (the URL parsing and query building) in their chunks. The loader's chunk
 * loads when it first runs, not with the page: a prerendered page brought its loader's data, and a visitor who only
 * looks fetches none of it (decision 0050).
 */
const browse = (path: string): PageRoute => ({
  path,
  load: async (address) => (await import("../catalogue/browse/browse-loader.js")).browseLoader(address),
  loadPage: page(() => import("../catalogue/browse/BrowsePage.js"), "ready"),
});

export const routes: readonly PageRoute[] = [
  { path: "/", load: loadContent, loadPage: page(() => import("../content/HomePage.js"), "HomePage") },
  // The quote page is wherever the tenant says (settings.request.basepath).
  onDemand(
    settings.request.basepath,
    page(() => import("../quotes/RequestQuotePage.js"), "RequestQuotePage"),
    loadContent,
  ),
  content("/pages/:page"),
  content("/pages/portfolio/:page"),
  content("/pages/fabrication/:page"),
  content("/pages/graphics-and-printing/:page"),
  // Any other content file at the top (forms-and-faqs.md, partners.md, rental-agreement.md); an address with no file
  // is a 404 (the loader knows the tenant's pages without fetching).
  content("/:page"),
  onDemand(
    "/contact-us",
    page(() => import("../content/ContactPage.js"), "ContactPage"),
    loadContent,
  ),
  onDemand(
    "/categories",
    page(() => import("../catalogue/browse/CategoriesPage.js"), "CategoriesPage"),
  ),
  browse("/search"),
  browse("/rentals/:department/:category?/:subcategory?"),
  {
    path: "/props/:propId",
    // Choosing a variant changes only the query (?variant=): the same prop, not loaded again.
    keepsData: (from, to) => from.pathname === to.pathname,
    // Its loader's chunk loads when it first runs, as a browse page's does.
    load: async ({ params }) => (await import("../catalogue/props/prop-loader.js")).propLoader({ params }),
    loadPage: page(() => import("../catalogue/props/PropPage.js"), "ready"),
  },
  onDemand(
    "/auth/impersonate",
    page(() => import("../auth/ImpersonatePage.js"), "ImpersonatePage"),
  ),
  // An invitation's link: it says "sign in first" itself, keeping the link, for someone with no account yet.
  onDemand(
    "/productions/join/:inviteId",
    page(() => import("../productions/JoinProductionPage.js"), "JoinProductionPage"),
  ),
  signedOut(
    "/auth/login",
    page(() => import("../auth/LoginPage.js"), "LoginPage"),
  ),
  signedOut(
    "/auth/signup",
    page(() => import("../auth/SignupPage.js"), "SignupPage"),
  ),
  account(
    "/account",
    page(() => import("../account/AccountPage.js"), "AccountPage"),
  ),
  account(
    "/account/favorites",
    page(() => import("../account/FavoritesPage.js"), "FavoritesPage"),
  ),
  account(
    "/account/profile",
    page(() => import("../account/ProfilePage.js"), "ProfilePage"),
  ),
  account(
    "/account/set-lists",
    page(() => import("../set-lists/SetListsPage.js"), "SetListsPage"),
  ),
  account(
    "/account/set-lists/:setListId",
    page(() => import("../set-lists/SetListPage.js"), "SetListPage"),
  ),
  account(
    "/account/set-lists/:setListId/order",
    page(() => import("../orders/PlaceOrderPage.js"), "PlaceOrderPage"),
  ),
  account(
    "/account/orders",
    page(() => import("../orders/OrdersPage.js"), "OrdersPage"),
  ),
  account(
    "/account/orders/:orderId",
    page(() => import("../orders/OrderPage.js"), "OrderPage"),
  ),
  account(
    "/account/paperwork",
    page(() => import("../account/paperwork/PaperworkPage.js"), "PaperworkPage"),
  ),
  account(
    "/account/messages",
    page(() => import("../messages/MessagesPage.js"), "MessagesPage"),
  ),
  account(
    "/account/quotes",
    page(() => import("../quotes/QuotesPage.js"), "QuotesPage"),
  ),
  account(
    "/account/subscriptions",
    page(() => import("../account/SubscriptionsPage.js"), "SubscriptionsPage"),
  ),
  account(
    "/productions",
    page(() => import("../productions/ProductionsPage.js"), "ProductionsPage"),
  ),
  account(
    "/productions/:productionId",
    page(() => import("../productions/ProductionPage.js"), "ProductionPage"),
  ),
  account(
    "/productions/:productionId/lists/:listId",
    page(() => import("../productions/list/ProductionListPage.js"), "ProductionListPage"),
  ),
  account(
    "/onboarding/profile",
    page(() => import("../account/OnboardingProfilePage.js"), "OnboardingProfilePage"),
  ),
  account(
    "/onboarding/welcome",
    page(() => import("../account/WelcomePage.js"), "WelcomePage"),
  ),
  { path: "*", Page: NotFoundPage },
];
