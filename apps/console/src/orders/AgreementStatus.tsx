// On staff's order page: whether the customer has signed the rental agreement for the order, in which version, by
// whom and when (staff who signed for them in a session named), and the same signed PDF the customer downloads
// (pdf-lib loads on the click). Live, so a signature made on the storefront shows here as it lands.
import { useState } from "react";
import { signatureQueries, vendorPaths } from "@backlot/data";
import { type AgreementSignature, type Order, type RentalAgreement, shortVersion } from "@backlot/domain";
import { useTenant } from "../app/services-context.js";
import { useLiveDocument, useLiveQuery } from "../app/use-live.js";

type Download = { status: "idle" } | { status: "preparing" } | { status: "failed"; message: string };

export function AgreementStatus({ orderId, order }: { orderId: string; order: Order }) {
  const tenant = useTenant();
  const { vendor, settings } = tenant;
  const signatures = useLiveQuery<AgreementSignature>(signatureQueries({ vendorId: vendor.id }).forOrder(orderId));
  const current = useLiveDocument<{ agreement?: RentalAgreement }>(vendorPaths(vendor.id).vendor);
  const [download, setDownload] = useState<Download>({ status: "idle" });

  if (signatures.status === "error")
    return (
      <p role="alert">
        The agreement's signatures did not load ({signatures.error.message}).{" "}
        <button type="button" onClick={signatures.retry}>
          Try again
        </button>
      </p>
    );
  if (signatures.status !== "ready" || current.status !== "ready") return <p role="status">Loading the agreement…</p>;
  const version = current.value?.agreement?.version ?? null;
  const newest = [...signatures.value].sort((a, b) => +new Date(b.signedAt) - +new Date(a.signedAt));
  const signed = newest.find((signature) => signature.version === version) ?? newest[0];
  const when = (date: Date) =>
    new Intl.DateTimeFormat(settings.locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: vendor.timezone,
    }).format(new Date(date));

  async function downloadPdf(signature: AgreementSignature) {
    setDownload({ status: "preparing" });
    try {
      const { downloadSignedAgreement } = await import("@backlot/ui/signed-agreement-pdf");
      await downloadSignedAgreement({
        orderId,
        order,
        signature,
        house: vendor.displayName,
        locale: settings.locale,
        timeZone: vendor.timezone,
      });
      setDownload({ status: "idle" });
    } catch (error) {
      setDownload({ status: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-labelledby="agreement-title">
      <h2 id="agreement-title">Rental agreement</h2>
      {!signed ? (
        <p>{version ? "Not signed yet." : "No rental agreement is published (backlot catalogue push publishes it)."}</p>
      ) : (
        <>
          <p>
            Signed by {signed.name} ({signed.account.email}) on {when(signed.signedAt)}, version{" "}
            {shortVersion(signed.version)}
            {signed.actedBy ? `, by ${signed.actedBy.staffName} in a session as the customer` : ""}
            {signed.address ? `, from ${signed.address}` : ""}.
            {signed.version !== version && " That version is out of date: the customer must sign the current one."}
          </p>
          <button
            type="button"
            aria-busy={download.status === "preparing"}
            disabled={download.status === "preparing"}
            onClick={() => void downloadPdf(signed)}
          >
            {download.status === "preparing" ? "Preparing the PDF…" : "Download the signed PDF"}
          </button>
          {download.status === "failed" && <p role="alert">The PDF could not be made ({download.message}).</p>}
        </>
      )}
    </section>
  );
}
