// The order page's pulling: the pull list wired to the order (tickPulled), while it is pulled; what was pulled, read
// only, once it has gone out. Nothing to show for a cancelled order, or one gone out with nothing ticked.
import { type CommandDone, type Order, orderReference, pullableStatuses } from "@backlot/domain";
import { LoadError } from "@backlot/ui/LoadError";
import { useServices, useTenant } from "../app/services-context.js";
import { DockLines } from "./DockLines/index.js";
import { DownloadButton } from "@backlot/ui/DownloadButton";
import { savePullSheet } from "./pull-sheet.js";
import { pullSheetSaid } from "./pull-sheet-said.js";
import { usePullLines } from "./use-pull-lines.js";

export function OrderPull({ orderId, order }: { orderId: string; order: Order }) {
  const { call, documents } = useServices();
  const tenant = useTenant();
  const lines = usePullLines(order);
  const editable = (pullableStatuses as readonly string[]).includes(order.status);
  if (!editable && (order.status === "cancelled" || Object.keys(order.pulled ?? {}).length === 0)) return null;
  if (lines.status === "loading") return <p role="status">Loading where the props are kept…</p>;
  if (lines.status === "error")
    return (
      <LoadError message="Where the props are kept could not be loaded." onRetry={lines.retry} retryLabel="Try again" />
    );
  const reference = orderReference(orderId);
  return (
    <>
      <DockLines
        lines={lines.value}
        editable={editable}
        onTick={async (line, pulled) => {
          await call<CommandDone>("tickPulled", { orderId, line, pulled });
        }}
      />
      {editable && (
        <DownloadButton
          label="Print the pull sheet"
          busyLabel="Making the pull sheet…"
          onMake={async () =>
            pullSheetSaid(
              await savePullSheet(
                { of: reference, fileName: `pull-sheet-${reference}`, orders: [{ ...order, id: orderId }] },
                { documents, tenant },
              ),
            )
          }
        />
      )}
    </>
  );
}
