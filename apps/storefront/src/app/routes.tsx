// The storefront's routes (spec section 2 and what it implies). Content pages come from the
// tenant's content folder; every other page is code. Account pages need a logged-in customer.
// Home, content, browse and prop pages are in the first chunk; the rest load on first visit
// (`lazy`, one chunk each), so a visitor's first page carries none of the account code.
import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router";
import { RequireLoggedIn, RequireLoggedOut } from "../account/Guards.js";
import { BrowsePage } from "../browse/BrowsePage.js";
import { browseLoader } from "../browse/browse-loader.js";
import { RootLayout } from "../layout/RootLayout.js";
import { CategoriesPage } from "../pages/CategoriesPage.js";
import { ContactPage } from "../pages/ContactPage.js";
import { ContentRoute } from "../pages/ContentRoute.js";
import { HomePage } from "../pages/HomePage.js";
import { NotFoundPage, RouteError } from "../pages/NotFoundPage.js";
import { contentLoader } from "../pages/content-loader.js";
import { PropPage } from "../props/PropPage.js";
import { settings } from "./tenant.js";
import { propLoader } from "../props/prop-loader.js";

const content = (path: string): RouteObject => ({ path, loader: contentLoader, Component: ContentRoute });
/** A page in its own chunk: `load` imports its module and picks the component. */
const onDemand = (path: string, load: () => Promise<ComponentType>, loader?: LoaderFunction): RouteObject => ({ path, ...(loader ? { loader } : {}), lazy: { Component: load } });

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
          onDemand(settings.request.basepath, async () => (await import("../quotes/RequestQuotePage.js")).RequestQuotePage, contentLoader),
          content("/pages/:page"),
          content("/pages/portfolio/:page"),
          content("/pages/fabrication/:page"),
          content("/pages/graphics-and-printing/:page"),
          content("/forms-and-faqs"),
          content("/partners"),
          { path: "/contact-us", loader: contentLoader, Component: ContactPage },
          { path: "/categories", Component: CategoriesPage },
          { path: "/search", loader: browseLoader, Component: BrowsePage },
          { path: "/rentals/:department/:category?/:subcategory?", loader: browseLoader, Component: BrowsePage },
          { path: "/props/:propId", loader: propLoader, Component: PropPage },
          onDemand("/auth/impersonate", async () => (await import("../auth/ImpersonatePage.js")).ImpersonatePage),
          {
            Component: RequireLoggedOut,
            children: [
              onDemand("/auth/login", async () => (await import("../auth/LoginPage.js")).LoginPage),
              onDemand("/auth/signup", async () => (await import("../auth/SignupPage.js")).SignupPage),
            ],
          },
          {
            Component: RequireLoggedIn,
            children: [
              onDemand("/account", async () => (await import("../account/AccountPage.js")).AccountPage),
              onDemand("/account/favorites", async () => (await import("../account/FavoritesPage.js")).FavoritesPage),
              onDemand("/account/profile", async () => (await import("../account/ProfilePage.js")).ProfilePage),
              onDemand("/account/set-lists", async () => (await import("../account/SetListsPage.js")).SetListsPage),
              onDemand("/account/set-lists/:setListId", async () => (await import("../account/SetListPage.js")).SetListPage),
              onDemand("/account/set-lists/:setListId/order", async () => (await import("../orders/PlaceOrderPage.js")).PlaceOrderPage),
              onDemand("/account/orders", async () => (await import("../orders/OrdersPage.js")).OrdersPage),
              onDemand("/account/messages", async () => (await import("../messages/MessagesPage.js")).MessagesPage),
              onDemand("/account/quotes", async () => (await import("../quotes/QuotesPage.js")).QuotesPage),
              onDemand("/account/subscriptions", async () => (await import("../account/SubscriptionsPage.js")).SubscriptionsPage),
              onDemand("/onboarding/profile", async () => (await import("../account/OnboardingProfilePage.js")).OnboardingProfilePage),
              onDemand("/onboarding/welcome", async () => (await import("../account/WelcomePage.js")).WelcomePage),
            ],
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
];
