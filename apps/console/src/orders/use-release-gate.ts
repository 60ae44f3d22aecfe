// The order page's release gate, wired: the checklist computed live with checklistOfOrder (the function the server's
// gate runs) from the order, the customer's papers, the order's signatures and the vendor document's policy; and, when
// staff mark the order out with something unmet, the question that asks for their reason (the override the server
// audits). With nothing unmet, or before the checklist is known, no override is sent: the server decides, and says why.
import { useEffect, useRef, useState } from "react";
import { papers, signatureQueries, vendorPaths } from "@backlot/data";
import {
  type AgreementSignature,
  type ChecklistItem,
  type Order,
  type OrderStatus,
  type Paper,
  type ReleasePolicy,
  type SignatureOnFile,
  checklistOfOrder,
} from "@backlot/domain";
import { useServices, useTenant } from "../app/services-context.js";
import { type Live, useLiveDocument, useLiveQuery } from "../app/use-live.js";
import type { ReleaseGateProps } from "./ReleaseGate/index.js";

/** A time the server has not written yet (a pending serverTimestamp) is now. */
const dateOf = (at: unknown): Date => (at instanceof Date ? at : new Date());

/** The order's checklist, live; none (undefined) while the order is not waiting to go out. */
export function useReleaseChecklist(orderId: string, order: Order | undefined): Live<ChecklistItem[]> | undefined {
  const { documents } = useServices();
  const vendorId = useTenant().vendor.id;
  const waiting = order?.status === "placed" || order?.status === "confirmed";
  const vendor = useLiveDocument<ReleasePolicy>(vendorPaths(vendorId).vendor);
  const customerPapers = useLiveQuery<Paper>(
    waiting ? papers(documents, { vendorId }).queryForCustomer(order.uid) : null,
  );
  const signatures = useLiveQuery<AgreementSignature>(
    waiting ? signatureQueries({ vendorId }).forOrder(orderId) : null,
  );
  if (!waiting) return undefined;
  const parts = [vendor, customerPapers, signatures];
  const failed = parts.flatMap((part) => (part.status === "error" ? [part] : []));
  if (failed[0])
    return { status: "error", error: failed[0].error, retry: () => failed.forEach((part) => part.retry()) };
  if (vendor.status !== "ready" || customerPapers.status !== "ready" || signatures.status !== "ready")
    return { status: "loading" };
  // The server's gate reads the customer's own signatures of this order; staff's query lists every one of it.
  const onFile: SignatureOnFile[] = signatures.value
    .filter((signature) => signature.uid === order.uid)
    .map(({ version, name, signedAt }) => ({ version, name, signedAt: dateOf(signedAt) }));
  const held = customerPapers.value.map((paper) => ({ ...paper, sentAt: dateOf(paper.sentAt) }));
  return { status: "ready", value: checklistOfOrder(order, held, onFile, vendor.value ?? {}) };
}

/** Why a step to "out" was not taken when staff chose to wait: shown where the step's errors show. */
const notReleased = "Not released: it can go out once the checklist is met, or with a reason to release it without it.";

/** Why the question went away unanswered. */
const movedOn = "Not released by you: the order is no longer waiting to go out. Its progress shows where it is now.";

export function useReleaseGate(orderId: string, order: Order | undefined, reference: string) {
  const checklist = useReleaseChecklist(orderId, order);
  const [asking, setAsking] = useState(false);
  const pending = useRef<{
    resolve: (reason: string) => void;
    reject: (error: Error) => void;
    opener: HTMLElement | null;
  } | null>(null);

  /** Ends the question; focus goes back to the button that asked it (still there, busy). */
  const settle = () => {
    const question = pending.current;
    pending.current = null;
    setAsking(false);
    requestAnimationFrame(() => question?.opener?.focus());
    return question;
  };

  // The order went out or was cancelled (a colleague, another tab) while staff were asked: the question is moot.
  const gone = checklist === undefined;
  useEffect(() => {
    if (gone && pending.current) settle()?.reject(new Error(movedOn));
  });

  /** The override to send with a step: a reason staff give when the order goes out with something unmet, else "". */
  const overrideFor = (status: OrderStatus): Promise<string> => {
    const unmet = status === "out" && checklist?.status === "ready" && checklist.value.some((item) => !item.met);
    if (!unmet) return Promise.resolve("");
    return new Promise<string>((resolve, reject) => {
      pending.current?.reject(new Error(notReleased));
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      pending.current = { resolve, reject, opener };
      setAsking(true);
    });
  };

  const props: ReleaseGateProps | null = checklist
    ? {
        state:
          checklist.status === "ready"
            ? { status: "ready", items: checklist.value }
            : checklist.status === "error"
              ? { status: "error", onRetry: checklist.retry }
              : { status: "loading" },
        reference,
        paperworkHref: `/customers/${order?.uid ?? ""}`,
        override: asking
          ? {
              onRelease: (reason) => settle()?.resolve(reason),
              onKeep: () => settle()?.reject(new Error(notReleased)),
            }
          : undefined,
      }
    : null;
  return { props, overrideFor };
}
