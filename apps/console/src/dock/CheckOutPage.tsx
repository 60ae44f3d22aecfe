// /dock/:orderId: checking an order out at the dock, made for the tablet there. Staff scan each piece's label (a USB
// scanner types into the field; a person can type too) or tick lines by hand; each line shows its pieces scanned out,
// live, walked in the warehouse's order. The driver then signs for what was scanned (a partial check-out hands over
// what is there; a later hand-over the rest), and the first hand-over takes the order out through the release gate.
import { useParams } from "react-router";
import { vendorPaths } from "@backlot/data";
import {
  type CheckInResult,
  type CommandDone,
  type HandOverResult,
  type Order,
  type ScanOutResult,
  awaitingHandover,
  checkOutProgressLabel,
  checkOutStatuses,
  handedOverOf,
  lineKey,
  orderReference,
} from "@backlot/domain";
import { orderStatusLabels, releaseRequirementLabels } from "@backlot/ui/labels";
import { LiveStatus } from "../app/LiveStatus.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveDocument } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { useReleaseChecklist } from "../orders/use-release-gate.js";
import { CheckIn } from "./CheckIn/index.js";
import { sendDamagePhotos } from "./damage-photos.js";
import { CameraScan } from "./CameraScan/index.js";
import { DockLines } from "./DockLines/index.js";
import { HandOverForm } from "./HandOverForm/index.js";
import { ScanField } from "./ScanField/index.js";
import { usePullLines } from "./use-pull-lines.js";
import styles from "./CheckOutPage.module.css";

/** Once an order is out, the screen checks it back in. */
const backStatuses: readonly Order["status"][] = ["out", "returned"];

/** "3 pieces". */
const piecesOf = (pieces: Record<string, number>) => {
  const count = Object.values(pieces).reduce((sum, each) => sum + each, 0);
  return count === 1 ? "1 piece" : `${count.toLocaleString("en-US")} pieces`;
};

export function CheckOutPage() {
  const { orderId = "" } = useParams();
  const { call } = useServices();
  const tenant = useTenant();
  const reference = orderReference(orderId);
  const live = useLiveDocument<Order>(vendorPaths(tenant.vendor.id).order(orderId));
  const order = live.status === "ready" ? live.value : undefined;
  useTitle(`${order && backStatuses.includes(order.status) ? "Check in" : "Check out"} ${reference}`);
  const checklist = useReleaseChecklist(orderId, order);
  if (!order)
    return (
      <LiveStatus live={live} name={`order ${reference}`} back={{ href: "/day", label: "Back to the day plan" }} />
    );
  return <CheckOut orderId={orderId} order={order} checklist={checklist} call={call} tenant={tenant} />;
}

function CheckOut({
  orderId,
  order,
  checklist,
  call,
  tenant,
}: {
  orderId: string;
  order: Order;
  checklist: ReturnType<typeof useReleaseChecklist>;
  call: ReturnType<typeof useServices>["call"];
  tenant: ReturnType<typeof useTenant>;
}) {
  const { files, documents } = useServices();
  const reference = orderReference(orderId);
  const lines = usePullLines(order);
  const back = backStatuses.includes(order.status);
  // What is still to go out: all of a confirmed order; of one out, the pieces a partial check-out left behind.
  const open =
    (checkOutStatuses as readonly string[]).includes(order.status) &&
    (order.status === "confirmed" || order.lines.some((line) => handedOverOf(order, lineKey(line)) < line.quantity));
  const waiting = Object.values(awaitingHandover(order)).reduce((sum, count) => sum + count, 0);
  // Before the first hand-over, what the house still requires: staff give a reason to release without it.
  const unmet =
    order.status === "confirmed" && checklist?.status === "ready" ? checklist.value.filter((item) => !item.met) : [];
  const missing = unmet.length > 0 ? unmet.map((item) => releaseRequirementLabels[item.requirement]).join(", ") : null;
  const when = (at: Date) =>
    new Intl.DateTimeFormat(tenant.settings.locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: tenant.vendor.timezone,
    }).format(new Date(at));
  // One scan, from the scanner field or the camera: counted by the server, said as "Chrome stool: 2 of 6".
  const scanOut = async (code: string) => {
    const { line, scanned, quantity } = await call<ScanOutResult>("scanOut", { orderId, code });
    const name = lines.status === "ready" ? lines.value.find((each) => each.key === line)?.name : undefined;
    return `${name ?? line}: ${scanned} of ${quantity}`;
  };

  return (
    <article className={styles.dock} aria-labelledby="dock-title">
      <p>
        <RouterLink href={`/orders/${orderId}`}>Order {reference}</RouterLink> ·{" "}
        <RouterLink href={`/day?day=${order.pickUpDate}`}>Day plan</RouterLink>
      </p>
      <h1 id="dock-title" className={styles.title}>
        {back ? "Check in" : "Check out"} {reference}: {order.setListName}
      </h1>
      <p className={styles.status}>
        {orderStatusLabels[order.status]} · {order.contact.name}
        {order.fulfilment === "delivery" ? ` · delivery to ${order.deliveryAddress}` : " · pick-up"}
      </p>
      {back && lines.status === "ready" && (
        <CheckIn
          order={order}
          lines={lines.value}
          currency={tenant.settings.currency}
          locale={tenant.settings.locale}
          onScan={(code) => call<CheckInResult>("scanIn", { orderId, code })}
          onReport={async (line, report) => {
            const { photos: taken = [], ...counted } = "photos" in report ? report : { ...report, photos: [] };
            const photos =
              taken.length > 0
                ? await sendDamagePhotos(await files(), tenant.vendor.id, taken, () => documents.newId())
                : [];
            return call<CheckInResult>("reportReturn", {
              orderId,
              line,
              ...counted,
              ...(photos.length > 0 ? { photos } : {}),
            });
          }}
        />
      )}
      {!open && !back && (
        <p role="status">
          {order.status === "placed"
            ? "Confirm the order before checking it out."
            : "This order is not going out: nothing to check out."}
        </p>
      )}
      {open && !back && <ScanField label="Scan a label, or type its item number" onScan={scanOut} />}
      {open && !back && <CameraScan onCode={scanOut} />}
      {lines.status !== "ready" ? (
        <LiveStatus live={lines} name="the lines" back={{ href: `/orders/${orderId}`, label: "Back to the order" }} />
      ) : !open && back ? null : (
        <DockLines
          lines={lines.value.map((line) => ({
            ...line,
            done: Math.min(line.quantity, order.scannedOut?.[line.key] ?? 0),
            minimum: handedOverOf(order, line.key),
          }))}
          editable={open}
          labels={{
            title: back ? "Still to go out" : "On the truck",
            progress: (scanned, total) => checkOutProgressLabel({ scanned, total, handedOver: 0 }),
            allDone: (name) => `All of ${name} scanned out`,
            fewer: (name) => `One fewer ${name} out`,
            more: (name) => `One more ${name} out`,
            failed: (name, why) => `${name} was not counted: ${why}`,
            saving: "Saving the counts…",
            locked: "Nothing more goes out on this order.",
          }}
          onTick={async (line, scannedOut) => {
            await call<CommandDone>("tickOut", { orderId, line, scannedOut });
          }}
        />
      )}
      {open && (
        <HandOverForm
          pieces={waiting}
          missing={missing}
          onHandOver={async ({ driverName, signature, override }) => {
            await call<HandOverResult>("handOver", {
              orderId,
              driverName,
              signature,
              ...(override ? { override } : {}),
            });
          }}
        />
      )}
      {(order.handovers ?? []).length > 0 && (
        <section aria-labelledby="handovers-title">
          <h2 id="handovers-title" className={styles.subtitle}>
            Handed over
          </h2>
          <ul className={styles.handovers}>
            {(order.handovers ?? []).map((handover) => (
              <li key={handover.id}>
                {when(handover.at)}: {piecesOf(handover.pieces)} to {handover.driverName}, by {handover.byName}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
