// /productions: the productions the customer belongs to (live), invitations to their address with "Join", and
// starting a production. Invitations show only to a verified address: the rules let nobody else read them.
import type { ProductionRole } from "@backlot/domain/production";
import { LoadError } from "@backlot/ui/LoadError";
import { isDocumentStoreError } from "@backlot/data";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { hrefs } from "../app/hrefs.js";
import { RouterLink } from "../app/router-link.js";
import { settings, tenant, vendor } from "../app/tenant.js";
import { useCustomer } from "../app/use-customer.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { rememberChosenProduction } from "./chosen-production.js";
import { InvitationsToMe } from "./InvitationsToMe/index.js";
import { MyProductions } from "./MyProductions/index.js";
import { NewProductionForm } from "./NewProductionForm/index.js";
import { useInvitesFor, useMyProductions } from "./use-production-reads.js";
import { productionCommands } from "./use-production.js";
import { useVerifiedAddress } from "./use-verified-address.js";
import { VerifyAddressNote } from "./VerifyAddressNote/index.js";
import styles from "./ProductionsPage.module.css";

const format = { locale: settings.locale, timeZone: vendor.timezone };

export function ProductionsPage() {
  const { uid } = useCustomer();
  const navigate = useNavigate();
  useDocumentMeta("Productions");
  const mine = useMyProductions(uid);
  const address = useVerifiedAddress();
  const invites = useInvitesFor(address.verified ? address.email : null);
  // One id per production started, kept across retries of it: a retry after a dropped answer makes one production.
  const newProductionId = useRef<string | null>(null);

  const open = (productionId: string) => {
    rememberChosenProduction(localStorage, tenant.vendor.id, uid, productionId);
    void navigate(hrefs.production(productionId));
  };
  const create = async (name: string, roles: ProductionRole[]) => {
    const productionId = (newProductionId.current ??= await productionCommands.newId());
    await productionCommands.createProduction({ productionId, name, roles });
    newProductionId.current = null;
    open(productionId);
  };
  const join = async (inviteId: string) => {
    const { productionId } = await productionCommands.acceptProductionInvite({ inviteId });
    open(productionId);
  };
  // A session older than the verification reads as unverified to the rules: the note lets the page check again.
  const invitesDenied = invites.status === "error" && isDocumentStoreError(invites.error, "permission-denied");

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Productions</h1>
      <p className={styles.muted}>
        A production is your team&apos;s shared account at {vendor.name}: buyers build the set lists, the designer
        approves them line by line, and the coordinator sends them to us.
      </p>

      <section className={styles.section} aria-labelledby="invitations-title">
        <h2 id="invitations-title" className={styles.heading}>
          Invitations
        </h2>
        {!address.email ? (
          <p className={styles.muted}>Invitations go to an email address, and this account has none.</p>
        ) : !address.verified || invitesDenied ? (
          <VerifyAddressNote email={address.email} onResend={address.resend} onCheck={address.check} />
        ) : invites.status === "loading" ? (
          <p role="status" className={styles.muted}>
            Looking for invitations…
          </p>
        ) : invites.status === "error" ? (
          <LoadError
            message="Your invitations did not load. Check your connection and try again."
            onRetry={invites.retry}
            retryLabel="Try again"
          />
        ) : invites.docs.length === 0 ? (
          <p className={styles.muted}>No invitations waiting for {address.email}.</p>
        ) : (
          <InvitationsToMe invites={invites.docs} onJoin={join} format={format} now={new Date()} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="mine-title">
        <h2 id="mine-title" className={styles.heading}>
          Your productions
        </h2>
        {mine.status === "loading" && (
          <p role="status" className={styles.muted}>
            Loading your productions…
          </p>
        )}
        {mine.status === "error" && (
          <LoadError
            message="Your productions did not load. Check your connection and try again."
            onRetry={mine.retry}
            retryLabel="Try again"
          />
        )}
        {mine.status === "ready" && (
          <MyProductions
            productions={mine.docs}
            uid={uid}
            hrefOf={hrefs.production}
            format={format}
            LinkComponent={RouterLink}
          />
        )}
      </section>

      <NewProductionForm onCreate={create} />
    </div>
  );
}
