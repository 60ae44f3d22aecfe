// /customers: the prop house's customers by standing (awaiting approval first), each saying whether
// their address is verified, searched by name, email, studio or production (its address keeps
// both: desk-address.ts). Live: someone who signs up appears in "Awaiting approval" without a reload.
import { customers } from "@backlot/data";
import { type VendorUser, customerStandings } from "@backlot/domain";
import { CustomerDesk, type CustomerDeskRow } from "./CustomerDesk/index.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { deskState, useSearchedDesk } from "../app/desk-address.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { customerName } from "./customer-name.js";
import { isoOf } from "../app/server-time.js";

function rowOf(user: VendorUser & { id: string }): CustomerDeskRow {
  return {
    id: user.id,
    name: customerName(user),
    email: user.email,
    emailVerified: user.isEmailVerified,
    studio: user.studio,
    production: user.production,
    joinedAt: isoOf(user.createdAt),
    lastSignInAt: isoOf(user.lastLoginAt),
  };
}

export function CustomerDeskPage() {
  const { documents } = useServices();
  const tenant = useTenant();
  const desk = useSearchedDesk(customerStandings, "awaiting");
  useTitle("Customers");
  const { status: standing, term, pageSize } = desk;
  const query = customers(documents, { vendorId: tenant.vendor.id }).queryForDesk({ standing, term, pageSize });
  const live = useLiveQuery<VendorUser>(query);

  return (
    <CustomerDesk
      standing={standing}
      onStandingChange={desk.setStatus}
      search={desk.search}
      onSearchChange={desk.setSearch}
      state={deskState(live, pageSize, rowOf)}
      onLoadMore={desk.loadMore}
      hrefOf={(id) => `/customers/${id}`}
      settings={tenant.settings}
      timeZone={tenant.vendor.timezone}
      LinkComponent={RouterLink}
    />
  );
}
