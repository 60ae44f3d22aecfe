// /repairs: the repair queue, live, oldest first; clearing a piece (clearRepair) makes it available again.
import { useState } from "react";
import { repairs } from "@backlot/data";
import type { CommandDone, RepairRecord } from "@backlot/domain";
import { openStoredFile } from "../app/open-stored-file.js";
import { deskPageSize } from "../app/paging.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { RepairQueue, type RepairQueueState } from "./RepairQueue/index.js";

export function RepairQueuePage() {
  const { documents, call, files } = useServices();
  const tenant = useTenant();
  useTitle("Repairs");
  const [pageSize, setPageSize] = useState(deskPageSize);
  const live = useLiveQuery<RepairRecord>(repairs(documents, { vendorId: tenant.vendor.id }).queryOpen(pageSize));
  const state: RepairQueueState =
    live.status === "loading"
      ? { status: "loading" }
      : live.status === "error"
        ? { status: "error", onRetry: live.retry }
        : { status: "ready", repairs: live.value, hasMore: live.value.length >= pageSize };
  return (
    <RepairQueue
      state={state}
      onClear={async (repairId, note) => {
        await call<CommandDone>("clearRepair", { repairId, note });
      }}
      onShowMore={() => setPageSize((size) => size + deskPageSize)}
      onOpenPhoto={openStoredFile(files, "Try again.")}
      settings={{ currency: tenant.settings.currency, locale: tenant.settings.locale }}
      LinkComponent={RouterLink}
    />
  );
}
