// /account/paperwork: what the prop house needs on file before anything leaves its dock (issue 33). The customer sees
// their papers live (awaiting review, accepted, rejected with why, expired) and sends a certificate of insurance or a
// tax exemption; staff grant account terms in the console, and they show here once granted.
import type { Paper, ReleaseRequirement } from "@backlot/domain";
import { papers } from "@backlot/data";
import { LoadError } from "@backlot/ui/LoadError";
import { PaperCard } from "@backlot/ui/PaperCard";
import { releaseRequirementLabels } from "@backlot/ui/labels";
import { useRef, useState } from "react";
import { RouterLink } from "../../app/router-link.js";
import { runtimeConfig } from "../../app/runtime-config.js";
import { getServices } from "../../app/services.js";
import { settings, tenant } from "../../app/tenant.js";
import { useCustomer } from "../../app/use-customer.js";
import { useDocumentMeta } from "../../app/use-document-meta.js";
import { useWatchedQuery } from "../../app/use-watched-query.js";
import { hrefs } from "../../app/hrefs.js";
import accountStyles from "../AccountPage.module.css";
import styles from "./PaperworkPage.module.css";
import { SendPaperForm, type SendablePaperKind } from "./SendPaperForm.js";
import { openPaperFile, sendPaper } from "./send-paper.js";

const sections: { kind: Paper["kind"]; title: string }[] = [
  { kind: "insurance", title: "Certificate of insurance" },
  { kind: "taxExemption", title: "Tax exemption" },
  { kind: "accountTerms", title: "Account on terms" },
];

export function PaperworkPage() {
  const { uid } = useCustomer();
  useDocumentMeta("Paperwork");
  const watched = useWatchedQuery<Paper>(
    ({ documents }) => papers(documents, { vendorId: tenant.vendor.id }).queryForCustomer(uid),
    [uid],
  );
  const required: readonly ReleaseRequirement[] = settings.requiredPaperwork;
  const needed = required.map((need) => releaseRequirementLabels[need]).join("; ");

  return (
    <div className={accountStyles.page}>
      <h1 className={accountStyles.title}>Paperwork</h1>
      <p>
        {required.length > 0
          ? `Before anything leaves our dock we need: ${needed}.`
          : "Send your certificate of insurance and any tax exemption here, so your orders are ready to go out."}{" "}
        Each order's page shows what it still needs.
      </p>
      {runtimeConfig.fileStoreStandIn && (
        <p className={styles.notice} role="note">
          This is the local demo: files you send stay on this computer, in the local stack's file store (a stand-in for
          Cloud Storage).
        </p>
      )}
      {watched.status === "loading" && <p role="status">Loading your paperwork…</p>}
      {watched.status === "error" && (
        <LoadError
          message="Your paperwork did not load. Check your connection and try again."
          onRetry={watched.retry}
          retryLabel="Try again"
        />
      )}
      {watched.status === "ready" &&
        sections.map(({ kind, title }) => (
          <PaperworkSection key={kind} kind={kind} title={title} uid={uid} papers={watched.docs} />
        ))}
    </div>
  );
}

function PaperworkSection({
  kind,
  title,
  uid,
  papers: all,
}: {
  kind: Paper["kind"];
  title: string;
  uid: string;
  papers: (Paper & { id: string })[];
}) {
  const mine = all.filter((paper) => paper.kind === kind);
  return (
    <section className={styles.section} aria-labelledby={`paperwork-${kind}`}>
      <h2 id={`paperwork-${kind}`} className={styles.heading}>
        {title}
      </h2>
      {mine.length === 0 && (
        <p className={accountStyles.muted}>
          {kind === "accountTerms" ? (
            <>
              Not on terms: orders need a card. To pay on account (Net 30, say), ask us in{" "}
              <RouterLink href={hrefs.messages}>messages</RouterLink>.
            </>
          ) : (
            "None sent yet."
          )}
        </p>
      )}
      <div className={styles.papers}>
        {mine.map((paper) => (
          <PaperCard
            key={paper.id}
            paper={paper}
            locale={settings.locale}
            currency={settings.currency}
            onOpenFile={openPaperFile}
          />
        ))}
      </div>
      {kind !== "accountTerms" && <SendPaperSection kind={kind} uid={uid} />}
    </section>
  );
}

function SendPaperSection({ kind, uid }: { kind: SendablePaperKind; uid: string }) {
  // One id per submission, kept across its retries; a new one once it is sent.
  const paperId = useRef<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <SendPaperForm
      kind={kind}
      currency={settings.currency}
      progress={progress}
      onSubmit={async (paper) => {
        const { commands } = await getServices();
        paperId.current ??= commands.newId();
        try {
          await sendPaper(uid, paperId.current, paper, setProgress);
          paperId.current = null;
        } finally {
          setProgress(null);
        }
      }}
    />
  );
}
