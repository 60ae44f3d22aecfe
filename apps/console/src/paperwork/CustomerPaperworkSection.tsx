// The customer page's paperwork, wired: their papers live (newest first), reviewed with reviewPaper, terms granted
// with grantAccountTerms, files saved from the file store. Its own listener, so the customer page only places it.
import { papers } from "@backlot/data";
import type { CommandDone, Paper, PaperResult } from "@backlot/domain";
import { useServices, useTenant } from "../app/services-context.js";
import { useLiveQuery } from "../app/use-live.js";
import { CustomerPaperwork, type CustomerPaperworkState } from "./CustomerPaperwork/index.js";
import { savePaperFile } from "./save-paper-file.js";

export function CustomerPaperworkSection({ uid }: { uid: string }) {
  const { documents, call, files } = useServices();
  const tenant = useTenant();
  const live = useLiveQuery<Paper>(papers(documents, { vendorId: tenant.vendor.id }).queryForCustomer(uid));
  const state: CustomerPaperworkState =
    live.status === "ready"
      ? { status: "ready", papers: live.value }
      : live.status === "error"
        ? { status: "error", onRetry: live.retry }
        : { status: "loading" };
  return (
    <CustomerPaperwork
      state={state}
      onReview={async (paper, decision, reason) => {
        await call<CommandDone>("reviewPaper", { paperId: paper.id, decision, reason });
      }}
      onGrantTerms={async (terms, creditLimit) => {
        await call<PaperResult>("grantAccountTerms", { uid, terms, creditLimit });
      }}
      onOpenFile={savePaperFile(files)}
      settings={{ locale: tenant.settings.locale, currency: tenant.settings.currency }}
    />
  );
}
