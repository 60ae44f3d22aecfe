// The storefront's routes. Content pages come from the
// tenant's content folder; every other page is code. Account pages need a logged-in customer.
// Only the home and content pages are in the first chunk; every other page, its loader and the
// account guards load on first visit (`lazy`, a chunk each; main.tsx loads those an address needs
// before the router starts), so the home page carries no browse, prop or account code.
import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router";
import { RootLayout } from "./RootLayout.js";
import { ContentRoute } from "../content/ContentRoute.js";
import { HomePage } from "../content/HomePage.js";
import { NotFoundPage, RouteError } from "./NotFoundPage.js";
import { contentLoader } from "../content/content-loader.js";
import { settings } from "./tenant.js";

const content = (path: string): RouteObject => ({ path, loader: contentLoader, Component: ContentRoute });
/** A page in its own chunk: `load` imports its module and picks the component. */
const onDemand = (path: string, load: () => Promise<ComponentType>, loader?: LoaderFunction): RouteObject => ({
  path,
  ...(loader ? { loader } : {}),
  lazy: { Component: load },
});
/**
 * Browse pages: the page and its loader (the URL parsing and query building) in their chunks. The loader's chunk
 * loads when it first runs, not with the page: a prerendered page brought its loader's data, and a visitor who only
 * looks fetches none of it (decision 0050).
 */
const browse = (path: string): RouteObject => ({
  path,
  loader: async (args) => (await import("../catalogue/browse/browse-loader.js")).browseLoader(args),
  lazy: { Component: async () => (await import("../catalogue/browse/BrowsePage.js")).ready },
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Errors render inside the layout, so the header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: contentLoader, Component: HomePage },
          // The quote page is wherever the tenant says (settings.request.basepath).
          onDemand(
            settings.request.basepath,
            async () => (await import("../quotes/RequestQuotePage.js")).RequestQuotePage,
            contentLoader,
          ),
          content("/pages/:page"),
          content("/pages/portfolio/:page"),
          content("/pages/fabrication/:page"),
          content("/pages/graphics-and-printing/:page"),
          content("/forms-and-faqs"),
          content("/partners"),
          onDemand("/contact-us", async () => (await import("../content/ContactPage.js")).ContactPage, contentLoader),
          onDemand("/categories", async () => (await import("../catalogue/browse/CategoriesPage.js")).CategoriesPage),
          browse("/search"),
          browse("/rentals/:department/:category?/:subcategory?"),
          {
            path: "/props/:propId",
            // Choosing a variant changes only the query (?variant=): the same prop, not loaded again.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
              currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
            // Its loader's chunk loads when it first runs, as a browse page's does.
            loader: async ({ params }) => (await import("../catalogue/props/prop-loader.js")).propLoader({ params }),
            lazy: { Component: async () => (await import("../catalogue/props/PropPage.js")).ready },
          },
          onDemand("/auth/impersonate", async () => (await import("../auth/ImpersonatePage.js")).ImpersonatePage),
          // An invitation's link: it says "sign in first" itself, keeping the link, for someone with no account yet.
          onDemand(
            "/productions/join/:inviteId",
            async () => (await import("../productions/JoinProductionPage.js")).JoinProductionPage,
          ),
          {
            lazy: { Component: async () => (await import("../auth/Guards.js")).RequireLoggedOut },
            children: [
              onDemand("/auth/login", async () => (await import("../auth/LoginPage.js")).LoginPage),
              onDemand("/auth/signup", async () => (await import("../auth/SignupPage.js")).SignupPage),
            ],
          },
          {
            lazy: { Component: async () => (await import("../auth/Guards.js")).RequireLoggedIn },
            children: [
              onDemand("/account", async () => (await import("../account/AccountPage.js")).AccountPage),
              onDemand("/account/favorites", async () => (await import("../account/FavoritesPage.js")).FavoritesPage),
              onDemand("/account/profile", async () => (await import("../account/ProfilePage.js")).ProfilePage),
              onDemand("/account/set-lists", async () => (await import("../set-lists/SetListsPage.js")).SetListsPage),
              onDemand(
                "/account/set-lists/:setListId",
                async () => (await import("../set-lists/SetListPage.js")).SetListPage,
              ),
              onDemand(
                "/account/set-lists/:setListId/order",
                async () => (await import("../orders/PlaceOrderPage.js")).PlaceOrderPage,
              ),
              onDemand("/account/orders", async () => (await import("../orders/OrdersPage.js")).OrdersPage),
              onDemand("/account/orders/:orderId", async () => (await import("../orders/OrderPage.js")).OrderPage),
              onDemand(
                "/account/paperwork",
                async () => (await import("../account/paperwork/PaperworkPage.js")).PaperworkPage,
              ),
              onDemand("/account/messages", async () => (await import("../messages/MessagesPage.js")).MessagesPage),
              onDemand("/account/quotes", async () => (await import("../quotes/QuotesPage.js")).QuotesPage),
              onDemand(
                "/account/subscriptions",
                async () => (await import("../account/SubscriptionsPage.js")).SubscriptionsPage,
              ),
              onDemand("/productions", async () => (await import("../productions/ProductionsPage.js")).ProductionsPage),
              onDemand(
                "/productions/:productionId",
                async () => (await import("../productions/ProductionPage.js")).ProductionPage,
              ),
              onDemand(
                "/productions/:productionId/lists/:listId",
                async () => (await import("../productions/list/ProductionListPage.js")).ProductionListPage,
              ),
              onDemand(
                "/onboarding/profile",
                async () => (await import("../account/OnboardingProfilePage.js")).OnboardingProfilePage,
              ),
              onDemand("/onboarding/welcome", async () => (await import("../account/WelcomePage.js")).WelcomePage),
            ],
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
];
