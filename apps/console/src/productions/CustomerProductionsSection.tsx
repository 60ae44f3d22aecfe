// The customer page's productions, wired: the productions the customer is a member of, live (the same query as the
// storefront's switcher), with their roles. Its own listener, so the customer page only places it.
import { type ProductionWithId, productions } from "@backlot/data";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveQuery } from "../app/use-live.js";
import { CustomerProductions, type CustomerProductionsState } from "./CustomerProductions/index.js";

export function CustomerProductionsSection({ uid }: { uid: string }) {
  const { documents } = useServices();
  const tenant = useTenant();
  const live = useLiveQuery<ProductionWithId>(productions(documents, { vendorId: tenant.vendor.id }).queryMine(uid));
  const state: CustomerProductionsState =
    live.status === "ready"
      ? {
          status: "ready",
          memberships: live.value.map((production) => ({
            productionId: production.id,
            name: production.name,
            roles: production.members[uid]?.roles ?? [],
          })),
        }
      : live.status === "error"
        ? { status: "error", onRetry: live.retry }
        : { status: "loading" };
  return <CustomerProductions state={state} productionHref={(id) => `/productions/${id}`} LinkComponent={RouterLink} />;
}
