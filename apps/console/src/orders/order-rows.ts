// Orders as the console's desk and day plan list them.
import { type Order, orderReference, pullProgress, pullableStatuses } from "@backlot/domain";
import type { DayPlanOrder } from "./DayPlan/index.js";
import type { OrderDeskRow } from "./OrderDesk/index.js";

type Stored = Order & { id: string; production?: string };

export const orderDeskRow = (order: Stored): OrderDeskRow => ({
  id: order.id,
  reference: orderReference(order.id),
  customer: order.contact.name,
  title: order.setListName || order.production || "",
  pickUpDate: order.pickUpDate,
  returnDate: order.returnDate,
  fulfilment: order.fulfilment,
  lineCount: order.lines.length,
  total: order.estimate?.subtotal ?? null,
});

export const dayPlanOrder = (order: Stored): DayPlanOrder => ({
  id: order.id,
  reference: orderReference(order.id),
  customer: order.contact.name,
  title: order.setListName || order.production || "",
  fulfilment: order.fulfilment,
  status: order.status,
  lineCount: order.lines.length,
  // How far the pulling is, while there is pulling to do.
  ...((pullableStatuses as readonly string[]).includes(order.status) ? { pull: pullProgress(order) } : {}),
});
