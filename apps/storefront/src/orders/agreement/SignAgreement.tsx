// The rental agreement on the customer's order page (decision 0038), self-contained: it watches the agreement's current
// version (the vendor document, which `backlot catalogue push` writes) and the order's signatures live, signs through
// signAgreement, and makes the signed PDF on request. Load it lazily: it brings micromark, and the pad brings
// signature_pad when it shows.
import { useEffect, useState } from "react";
import { signatureQueries, vendorPaths } from "@backlot/data";
import type { AgreementSignature, Order, RentalAgreement } from "@backlot/domain";
import { getServices } from "../../app/services.js";
import { settings, vendor } from "../../app/tenant.js";
import { useCustomer } from "../../app/use-customer.js";
import { useWatchedQuery } from "../../app/use-watched-query.js";
import { type AgreementState, AgreementSigner } from "./AgreementSigner.js";
import { downloadSignedPdf } from "./download-signed-pdf.js";

type Live<T> =
  { status: "loading" } | { status: "error"; error: Error; retry: () => void } | { status: "ready"; value: T };

/** The agreement's current version, live: a change the prop house pushes shows without a reload. */
function useCurrentAgreement(): Live<RentalAgreement | null> {
  const [state, setState] = useState<Live<RentalAgreement | null>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    let stop: (() => void) | undefined;
    const fail = (error: unknown) =>
      current &&
      setState({
        status: "error",
        error: error instanceof Error ? error : new Error(String(error)),
        retry: () => setAttempt((value) => value + 1),
      });
    getServices().then(({ documents }) => {
      if (!current) return;
      stop = documents.onDocument<{ agreement?: RentalAgreement }>(
        vendorPaths(vendor.id).vendor,
        (snapshot) => current && setState({ status: "ready", value: snapshot.data?.agreement ?? null }),
        fail,
      );
    }, fail);
    return () => {
      current = false;
      stop?.();
    };
  }, [attempt]);
  return state;
}

export function SignAgreement({ orderId, order }: { orderId: string; order: Order }) {
  const { uid, user } = useCustomer();
  const agreement = useCurrentAgreement();
  const signatures = useWatchedQuery<AgreementSignature>(
    () => signatureQueries({ vendorId: vendor.id }).forOrder(orderId, uid),
    [orderId, uid],
  );
  const failed = agreement.status === "error" ? agreement : signatures.status === "error" ? signatures : null;
  const state: AgreementState = failed
    ? { status: "error", message: failed.error.message, onRetry: failed.retry }
    : agreement.status === "ready" && signatures.status === "ready"
      ? {
          status: "ready",
          agreement: agreement.value,
          // Newest first: the one the page shows as signed is the latest of the current version.
          signatures: [...signatures.docs].sort((a, b) => +new Date(b.signedAt) - +new Date(a.signedAt)),
        }
      : { status: "loading" };
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  // No agreement published: nothing to sign (where the house requires one, the order's checklist says so).
  if (state.status === "ready" && !state.agreement) return null;

  return (
    <AgreementSigner
      orderId={orderId}
      state={state}
      locale={settings.locale}
      timeZone={vendor.timezone}
      defaultName={name}
      onSign={async ({ version, name: typed, signature }) => {
        const { commands } = await getServices();
        await commands.signAgreement({ orderId, version, name: typed, signature });
      }}
      onDownload={(signature) => downloadSignedPdf(orderId, order, signature)}
    />
  );
}
