// /catalogue/:propId: one prop, live, in the editor: staff change its name, description, weekly
// rate, stock, colours, custom fields or visibility, and updateProp saves it (and passes it to the
// tenant's Typesense where there is one). The page says what the save reached, and how the
// storefront catches up. Beside the editor, where the prop is kept and its replacement value, from
// the staff-only document the catalogue push writes (decision 0041), and its labels to print. A prop
// house with more than one dock keeps, edits and moves the stock dock by dock (decision 0053).
import { useRef } from "react";
import { useParams } from "react-router";
import { type StoredDockFacts, type StoredProp, vendorPaths } from "@backlot/data";
import { formatMoney } from "@backlot/domain/money";
import { pickupLocationsOf } from "@backlot/tenant-config";
import {
  type CommandDone,
  type HoldResult,
  type PropBookings,
  type TransferStockResult,
  type UpdatePropResult,
  limits,
} from "@backlot/domain";
import { PropEditor } from "./PropEditor/index.js";
import { PropDockFacts } from "./PropDockFacts/index.js";
import { type MoveRequest, StockAtDocks } from "./StockAtDocks/index.js";
import type { StoredTransfer } from "@backlot/domain/pickup-locations";
import { PropCalendar } from "../bookings/PropCalendar/index.js";
import { vendorToday } from "@backlot/domain/calendar-date";
import { storefrontFileUrl } from "../app/console-tenant.js";
import { LiveStatus } from "../app/LiveStatus.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveDocument } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { StorefrontCatchesUp } from "./StorefrontCatchesUp.js";
import { LabelSheetForm } from "../dock/LabelSheetForm/index.js";
import { saveLabelSheet } from "../dock/label-sheet.js";
import styles from "./catalogue.module.css";

/** What the save reached beyond Firestore, in staff's words. */
function searchOutcome({ search }: UpdatePropResult): string {
  switch (search.status) {
    case "updated":
      return "Typesense search has the change now.";
    case "removed":
      return "Typesense search no longer finds it.";
    case "failed":
      return `Typesense search was not updated: ${search.message}.`;
    default:
      return "The storefront shows it after its next build.";
  }
}

/**
 * Each dock's stock: the catalogue's (no split: all of it at home, the first dock), with the moves recorded in and
 * out, so the move form offers what a dock will have (the server checks the days).
 */
function stockWithMoves(
  docks: readonly { id: string }[],
  prop: Pick<StoredProp, "quantity" | "stockByLocation">,
  transfers: readonly StoredTransfer[],
): Record<string, number> {
  const stock = Object.fromEntries(
    docks.map((dock, index) => [
      dock.id,
      prop.stockByLocation ? (prop.stockByLocation[dock.id] ?? 0) : index === 0 ? prop.quantity : 0,
    ]),
  );
  for (const { from, to, quantity } of transfers) {
    if (from in stock) stock[from] = (stock[from] ?? 0) - quantity;
    if (to in stock) stock[to] = (stock[to] ?? 0) + quantity;
  }
  return stock;
}

export function PropPage() {
  const { propId = "" } = useParams();
  const { call, documents } = useServices();
  const tenant = useTenant();
  const { settings } = tenant;
  useTitle(propId);
  // A prop house with more than one dock (decision 0053): its stock is kept, edited and moved dock by dock.
  const docks = pickupLocationsOf(tenant).map(({ id, displayName }) => ({ id, displayName }));
  const live = useLiveDocument<StoredProp>(vendorPaths(tenant.vendor.id).prop(propId));
  const prop = live.status === "ready" ? live.value : undefined;
  const bookings = useLiveDocument<PropBookings>(vendorPaths(tenant.vendor.id).propBooking(propId));
  const dockFacts = useLiveDocument<StoredDockFacts>(vendorPaths(tenant.vendor.id).propDockFactsOf(propId));
  // One id per move staff ask for, kept across its retries, so a move sent twice (a lost answer) moves once.
  const moveAttempt = useRef<{ key: string; transferId: string } | null>(null);
  const move = async (request: MoveRequest) => {
    const key = JSON.stringify(request);
    if (moveAttempt.current?.key !== key) moveAttempt.current = { key, transferId: documents.newId() };
    await call<TransferStockResult>("transferStock", {
      propId,
      transferId: moveAttempt.current.transferId,
      ...request,
    });
    moveAttempt.current = null;
  };
  if (!prop)
    return (
      <LiveStatus live={live} name={`prop ${propId}`} back={{ href: "/catalogue", label: "Back to the catalogue" }} />
    );

  return (
    <div className={styles.page}>
      <p>
        <RouterLink href="/catalogue">Catalogue</RouterLink> ·{" "}
        <a href={new URL(`/props/${encodeURIComponent(propId)}`, tenant.storefrontUrl).href}>On the storefront</a>
      </p>
      <h1 className={styles.title}>{prop.name}</h1>
      <p className={styles.meta}>
        {propId} · {prop.department}, {prop.category} ·{" "}
        {formatMoney(prop.weeklyRate, settings.currency, settings.locale)} a week ·{" "}
        {prop.listed ? "shown to customers" : "hidden from customers"}
        {prop.edited.length > 0 && ` · changed in the console by ${prop.editedBy ?? "staff"}`}
      </p>
      <PropEditor
        prop={{ ...prop, id: propId }}
        options={{ colors: Object.keys(settings.colors), customFields: settings.customFields, locations: docks }}
        imageUrl={prop.image ? storefrontFileUrl(tenant, prop.image.url) : null}
        onSave={async (changes) => searchOutcome(await call<UpdatePropResult>("updateProp", { propId, changes }))}
        settings={settings}
      />
      <PropDockFacts propId={propId} live={dockFacts} settings={settings} />
      {docks.length > 1 && bookings.status === "ready" && (
        <StockAtDocks
          docks={docks}
          stock={stockWithMoves(docks, prop, bookings.value?.transfers ?? [])}
          transfers={bookings.value?.transfers ?? []}
          today={vendorToday(tenant.vendor.timezone)}
          locale={settings.locale}
          onMove={move}
        />
      )}
      <LabelSheetForm
        label="Print its labels"
        // A label for each piece it has, as far as one sheet run goes.
        defaultCopies={Math.min(Math.max(1, prop.quantity), limits.dock.labelCopies)}
        onMake={({ format, copies }) =>
          saveLabelSheet(
            { props: [{ id: propId, name: prop.name }], format, copies, fileName: `labels-${propId}` },
            { documents, tenant },
          )
        }
      />
      <section className={styles.bookings} aria-labelledby="bookings-title">
        <h2 id="bookings-title">Bookings</h2>
        {bookings.status === "ready" ? (
          <PropCalendar
            stock={prop.quantity}
            bookings={bookings.value?.bookings ?? []}
            today={vendorToday(tenant.vendor.timezone)}
            locale={settings.locale}
            timeZone={tenant.vendor.timezone}
            hrefOf={(booking) => (booking.key.startsWith("order:") ? `/orders/${booking.key.slice(6)}` : null)}
            onExtend={async (holdId) => void (await call<HoldResult>("extendHold", { holdId }))}
            onRelease={async (holdId) => void (await call<CommandDone>("releaseHold", { holdId }))}
            LinkComponent={RouterLink}
          />
        ) : (
          <LiveStatus
            live={bookings}
            name={`the bookings of ${propId}`}
            back={{ href: "/catalogue", label: "Back to the catalogue" }}
          />
        )}
      </section>
      <StorefrontCatchesUp />
    </div>
  );
}
