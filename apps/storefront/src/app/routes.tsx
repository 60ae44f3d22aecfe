// The storefront's routes (spec section 2 and what it implies). Content pages come from the
// tenant's content folder; every other page is code. Account pages need a logged-in customer.
import type { RouteObject } from "react-router";
import { BrowsePage } from "../browse/BrowsePage.js";
import { RootLayout } from "../layout/RootLayout.js";
import { CategoriesPage } from "../pages/CategoriesPage.js";
import { ContactPage } from "../pages/ContactPage.js";
import { ContentRoute } from "../pages/ContentRoute.js";
import { HomePage } from "../pages/HomePage.js";
import { NotFoundPage, RouteError } from "../pages/NotFoundPage.js";
import { contentLoader } from "../pages/content-loader.js";
import { PropPage } from "../props/PropPage.js";
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
          content("/pages/:page"),
          content("/pages/portfolio/:page"),
          content("/pages/fabrication/:page"),
          content("/pages/graphics-and-printing/:page"),
          content("/forms-and-faqs"),
          content("/partners"),
          { path: "/contact-us", loader: contentLoader, Component: ContactPage },
          { path: "/categories", Component: CategoriesPage },
          { path: "/search", Component: BrowsePage },
          { path: "/rentals/:department/:category?/:subcategory?", Component: BrowsePage },
          { path: "/props/:propId", loader: propLoader, Component: PropPage },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
];
