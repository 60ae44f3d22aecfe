// The console's routes: every page inside the layout that admits staff only. Each page is its own chunk, loaded when
// it opens: a tablet opened straight on the dock loads the dock's screen and the shell, not every desk (bench:
// `pnpm --filter @backlot/console bench`).
import { Navigate, type RouteObject } from "react-router";
import { ConsoleLayout } from "./ConsoleLayout.js";
import { NotFoundPage } from "./NotFoundPage.js";

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <Navigate to="/quotes" replace /> },
      { path: "quotes", lazy: async () => ({ Component: (await import("../quotes/QuoteDeskPage.js")).QuoteDeskPage }) },
      { path: "quotes/:id", lazy: async () => ({ Component: (await import("../quotes/QuotePage.js")).QuotePage }) },
      { path: "orders", lazy: async () => ({ Component: (await import("../orders/OrderDeskPage.js")).OrderDeskPage }) },
      { path: "orders/:id", lazy: async () => ({ Component: (await import("../orders/OrderPage.js")).OrderPage }) },
      { path: "day", lazy: async () => ({ Component: (await import("../orders/DayPlanPage.js")).DayPlanPage }) },
      {
        path: "dock/:orderId",
        lazy: async () => ({ Component: (await import("../dock/CheckOutPage.js")).CheckOutPage }),
      },
      {
        path: "repairs",
        lazy: async () => ({ Component: (await import("../dock/RepairQueuePage.js")).RepairQueuePage }),
      },
      { path: "inbox", lazy: async () => ({ Component: (await import("../inbox/InboxPage.js")).InboxPage }) },
      { path: "inbox/:uid", lazy: async () => ({ Component: (await import("../inbox/InboxPage.js")).InboxPage }) },
      {
        path: "customers",
        lazy: async () => ({ Component: (await import("../customers/CustomerDeskPage.js")).CustomerDeskPage }),
      },
      {
        path: "customers/:uid",
        lazy: async () => ({ Component: (await import("../customers/CustomerPage.js")).CustomerPage }),
      },
      {
        path: "productions",
        lazy: async () => ({ Component: (await import("../productions/ProductionDeskPage.js")).ProductionDeskPage }),
      },
      {
        path: "productions/:productionId",
        lazy: async () => ({ Component: (await import("../productions/ProductionPage.js")).ProductionPage }),
      },
      {
        path: "productions/:productionId/lists/:listId",
        lazy: async () => ({ Component: (await import("../productions/ProductionListPage.js")).ProductionListPage }),
      },
      {
        path: "paperwork",
        lazy: async () => ({ Component: (await import("../paperwork/ReviewQueuePage.js")).ReviewQueuePage }),
      },
      {
        path: "catalogue",
        lazy: async () => ({ Component: (await import("../catalogue/CatalogueDeskPage.js")).CatalogueDeskPage }),
      },
      {
        path: "catalogue/:propId",
        lazy: async () => ({ Component: (await import("../catalogue/PropPage.js")).PropPage }),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
