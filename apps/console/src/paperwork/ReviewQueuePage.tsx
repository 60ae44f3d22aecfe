// /paperwork: the papers awaiting review, oldest first and live, each reviewed in place (reviewPaper). The customers'
// names come from their records; the server's answer is all that changes the list (no optimistic removal).
import { useState } from "react";
import { papers } from "@backlot/data";
import type { CommandDone, Paper } from "@backlot/domain";
import { deskPageSize } from "../app/paging.js";
import { RouterLink } from "../app/router-link.js";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveQuery } from "../app/use-live.js";
import { useTitle } from "../app/use-title.js";
import { useCustomerNames } from "../inbox/use-customer-names.js";
import { ReviewQueue, type ReviewQueueState } from "./ReviewQueue/index.js";
import { savePaperFile } from "./save-paper-file.js";

export function ReviewQueuePage() {
  const { documents, call, files } = useServices();
  const tenant = useTenant();
  useTitle("Paperwork");
  const [pageSize, setPageSize] = useState(deskPageSize);
  const live = useLiveQuery<Paper>(papers(documents, { vendorId: tenant.vendor.id }).queryAwaitingReview(pageSize));
  const found = live.status === "ready" ? live.value : [];
  const names = useCustomerNames([...new Set(found.map((paper) => paper.uid))]);

  const state: ReviewQueueState =
    live.status === "loading"
      ? { status: "loading" }
      : live.status === "error"
        ? { status: "error", onRetry: live.retry }
        : {
            status: "ready",
            items: live.value.map((paper) => ({
              paper,
              customer: { name: names.get(paper.uid) ?? "…", href: `/customers/${paper.uid}` },
            })),
            hasMore: live.value.length >= pageSize,
          };

  return (
    <ReviewQueue
      state={state}
      onReview={async (paper, decision, reason) => {
        await call<CommandDone>("reviewPaper", { paperId: paper.id, decision, reason });
      }}
      onOpenFile={savePaperFile(files)}
      onShowMore={() => setPageSize((size) => size + deskPageSize)}
      settings={{ locale: tenant.settings.locale, currency: tenant.settings.currency }}
      LinkComponent={RouterLink}
    />
  );
}
