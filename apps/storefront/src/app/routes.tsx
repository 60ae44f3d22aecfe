// The storefront's routes (spec section 2 and what it implies). Content pages come from the
// tenant's content folder; every other page is code. Account pages need a logged-in customer.
import type { RouteObject } from "react-router";
import { AccountPage } from "../account/AccountPage.js";
import { FavoritesPage } from "../account/FavoritesPage.js";
import { RequireLoggedIn, RequireLoggedOut } from "../account/Guards.js";
import { OnboardingProfilePage } from "../account/OnboardingProfilePage.js";
import { ProfilePage } from "../account/ProfilePage.js";
import { SetListPage } from "../account/SetListPage.js";
import { SetListsPage } from "../account/SetListsPage.js";
import { SubscriptionsPage } from "../account/SubscriptionsPage.js";
import { WelcomePage } from "../account/WelcomePage.js";
import { MessagesPage } from "../messages/MessagesPage.js";
import { ImpersonatePage } from "../auth/ImpersonatePage.js";
import { LoginPage } from "../auth/LoginPage.js";
import { SignupPage } from "../auth/SignupPage.js";
import { BrowsePage } from "../browse/BrowsePage.js";
import { browseLoader } from "../browse/browse-loader.js";
import { RootLayout } from "../layout/RootLayout.js";
import { CategoriesPage } from "../pages/CategoriesPage.js";
import { ContactPage } from "../pages/ContactPage.js";
import { ContentRoute } from "../pages/ContentRoute.js";
import { HomePage } from "../pages/HomePage.js";
import { NotFoundPage, RouteError } from "../pages/NotFoundPage.js";
import { contentLoader } from "../pages/content-loader.js";
import { OrdersPage } from "../orders/OrdersPage.js";
import { PlaceOrderPage } from "../orders/PlaceOrderPage.js";
import { PropPage } from "../props/PropPage.js";
import { QuotesPage } from "../quotes/QuotesPage.js";
import { RequestQuotePage } from "../quotes/RequestQuotePage.js";
import { settings } from "./tenant.js";
import { propLoader } from "../props/prop-loader.js";

const content = (path: string): RouteObject => ({ path, loader: contentLoader, Component: ContentRoute });

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
          { path: settings.request.basepath, loader: contentLoader, Component: RequestQuotePage },
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
          { path: "/auth/impersonate", Component: ImpersonatePage },
          {
            Component: RequireLoggedOut,
            children: [
              { path: "/auth/login", Component: LoginPage },
              { path: "/auth/signup", Component: SignupPage },
            ],
          },
          {
            Component: RequireLoggedIn,
            children: [
              { path: "/account", Component: AccountPage },
              { path: "/account/favorites", Component: FavoritesPage },
              { path: "/account/profile", Component: ProfilePage },
              { path: "/account/set-lists", Component: SetListsPage },
              { path: "/account/set-lists/:setListId", Component: SetListPage },
              { path: "/account/set-lists/:setListId/order", Component: PlaceOrderPage },
              { path: "/account/orders", Component: OrdersPage },
              { path: "/account/messages", Component: MessagesPage },
              { path: "/account/quotes", Component: QuotesPage },
              { path: "/account/subscriptions", Component: SubscriptionsPage },
              { path: "/onboarding/profile", Component: OnboardingProfilePage },
              { path: "/onboarding/welcome", Component: WelcomePage },
            ],
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
];
