// The customer's changes to their order as the order page mounts them: the site's commands, their favourites, and the
// build's catalogue (its search engine loads only when a prop is looked up).
import { type Order, type Prop, type VendorUser, addDays, vendorToday } from "@backlot/domain";
import type { ServerCommands } from "../../app/server-commands.js";
import { getServices } from "../../app/services.js";
import { settings, vendor } from "../../app/tenant.js";
import { useFavoriteIds } from "../../app/use-auth.js";
import { OrderChanges } from "./OrderChanges.js";

const commands: Pick<ServerCommands, "extendOrder" | "addToOrder"> = {
  extendOrder: async (call) => (await getServices()).commands.extendOrder(call),
  addToOrder: async (call) => (await getServices()).commands.addToOrder(call),
};

const newChangeId = async () => (await getServices()).commands.newId();

async function loadProps(ids: readonly string[]): Promise<Map<string, Prop>> {
  const engine = await (await import("../../catalogue/search/search-engine.js")).getSearchEngine();
  const found = await Promise.all([...new Set(ids)].map((id) => engine.getProp(id)));
  return new Map(found.filter((prop): prop is Prop => prop !== undefined).map((prop) => [prop.id, prop]));
}

export function OrderChangesHere({
  orderId,
  order,
  user,
}: {
  orderId: string;
  order: Order;
  user: Pick<VendorUser, "isAuthorized"> | null;
}) {
  const favoriteIds = useFavoriteIds();
  const today = vendorToday(vendor.timezone);
  return (
    <OrderChanges
      orderId={orderId}
      order={order}
      user={user}
      vendorName={vendor.displayName}
      settings={settings}
      today={today}
      latest={addDays(today, settings.availabilityHorizonDays)}
      commands={commands}
      newChangeId={newChangeId}
      favoriteIds={favoriteIds}
      loadProps={loadProps}
    />
  );
}
