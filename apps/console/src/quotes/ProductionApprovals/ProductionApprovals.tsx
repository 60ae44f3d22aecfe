// On a quote request made from a production's approved list: the production and its list (linking to the console's
// pages for them), its members with their roles, who approved each line and when (and what an approved alternative
// replaced), and how many lines were rejected and left out. The house sees who approved what (issue 35).
import { useId } from "react";
import type { ProductionOnQuote } from "@backlot/domain/production";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import styles from "./ProductionApprovals.module.css";

export interface ProductionApprovalsProps {
  production: ProductionOnQuote;
  /** The catalogue's name of a prop (in its variant); its id while the catalogue loads or for one gone. */
  nameOf: (propId: string, variantId?: string) => string;
  settings: { locale: string };
  timeZone: string;
  LinkComponent?: LinkComponent;
}

export function ProductionApprovals({
  production,
  nameOf,
  settings,
  timeZone,
  LinkComponent = PlainLink,
}: ProductionApprovalsProps) {
  const titleId = useId();
  const when = new Intl.DateTimeFormat(settings.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const at = (date: Date) => (date instanceof Date ? when.format(date) : "at an unknown time");
  const productionHref = `/productions/${production.productionId}`;
  const { rejected } = production;
  return (
    <section className={styles.approvals} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        From the production <LinkComponent href={productionHref}>{production.productionName}</LinkComponent>
      </h2>
      <p>
        Its approved list{" "}
        <LinkComponent href={`${productionHref}/lists/${production.listId}`}>{production.listName}</LinkComponent>
        {rejected > 0
          ? `: ${rejected === 1 ? "1 line was" : `${rejected.toString()} lines were`} rejected and left out.`
          : ": no line was rejected."}
      </p>
      <div>
        <h3 className={styles.subtitle}>Members</h3>
        <ul className={styles.members}>
          {production.members.map((member) => (
            <li key={member}>{member}</li>
          ))}
        </ul>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>Who approved each line</caption>
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">Approved by</th>
              <th scope="col">In place of</th>
            </tr>
          </thead>
          <tbody>
            {production.approvals.map((approval, index) => (
              // The same prop may be approved on two lines (two groups): the order tells them apart.
              <tr key={`${index.toString()}/${approval.propId}`}>
                <th scope="row">
                  {nameOf(approval.propId, approval.variantId)} <span className={styles.muted}>{approval.propId}</span>
                </th>
                <td>
                  {approval.approvedBy}, {at(approval.at)}
                </td>
                <td>
                  {approval.replaced ? (
                    <>
                      {nameOf(approval.replaced)} <span className={styles.muted}>{approval.replaced}</span>
                    </>
                  ) : (
                    <span className={styles.muted}>As picked</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
