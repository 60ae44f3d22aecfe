// The card authorisation as the order page mounts it: only where the tenant takes cards and the order is still open,
// with the site's commands and Stripe key. The form's code (and Stripe's, when it has a key) loads when it shows.
import type { Order } from "@backlot/domain";
import { Suspense, lazy } from "react";
import { runtimeConfig } from "../../app/runtime-config.js";
import type { ServerCommands } from "../../app/server-commands.js";
import { getServices } from "../../app/services.js";
import { settings } from "../../app/tenant.js";

const CardAuthorisation = lazy(async () => ({ default: (await import("./CardAuthorisation.js")).CardAuthorisation }));

const commands: Pick<ServerCommands, "startCardAuthorisation" | "confirmCardAuthorisation"> = {
  startCardAuthorisation: async (call) => (await getServices()).commands.startCardAuthorisation(call),
  confirmCardAuthorisation: async (call) => (await getServices()).commands.confirmCardAuthorisation(call),
};

const openStatuses: readonly Order["status"][] = ["placed", "confirmed", "out"];

export function OrderCardAuthorisation({ orderId, order }: { orderId: string; order: Order }) {
  if (!settings.hasCreditCardAuth || !openStatuses.includes(order.status) || !order.estimate) return null;
  return (
    <Suspense fallback={null}>
      <CardAuthorisation
        orderId={orderId}
        order={order}
        settings={settings}
        commands={commands}
        publishableKey={runtimeConfig.stripePublishableKey}
      />
    </Suspense>
  );
}
