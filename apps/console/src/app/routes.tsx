// The console's routes: every page inside the layout that admits staff only.
import { Navigate, type RouteObject } from "react-router";
import { CatalogueDeskPage } from "../catalogue/CatalogueDeskPage.js";
import { PropPage } from "../catalogue/PropPage.js";
import { CustomerDeskPage } from "../customers/CustomerDeskPage.js";
import { CustomerPage } from "../customers/CustomerPage.js";
import { InboxPage } from "../inbox/InboxPage.js";
import { DayPlanPage } from "../orders/DayPlanPage.js";
import { OrderDeskPage } from "../orders/OrderDeskPage.js";
import { OrderPage } from "../orders/OrderPage.js";
import { ReviewQueuePage } from "../paperwork/ReviewQueuePage.js";
import { QuoteDeskPage } from "../quotes/QuoteDeskPage.js";
import { QuotePage } from "../quotes/QuotePage.js";
import { ConsoleLayout } from "./ConsoleLayout.js";
import { NotFoundPage } from "./NotFoundPage.js";

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <Navigate to="/quotes" replace /> },
      { path: "quotes", element: <QuoteDeskPage /> },
      { path: "quotes/:id", element: <QuotePage /> },
      { path: "orders", element: <OrderDeskPage /> },
      { path: "orders/:id", element: <OrderPage /> },
      { path: "day", element: <DayPlanPage /> },
      { path: "inbox", element: <InboxPage /> },
      { path: "inbox/:uid", element: <InboxPage /> },
      { path: "customers", element: <CustomerDeskPage /> },
      { path: "customers/:uid", element: <CustomerPage /> },
      { path: "paperwork", element: <ReviewQueuePage /> },
      { path: "catalogue", element: <CatalogueDeskPage /> },
      { path: "catalogue/:propId", element: <PropPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
