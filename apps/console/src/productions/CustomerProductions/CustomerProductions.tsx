// On a customer's page: the productions they belong to, with their roles in each, linking to the production's page.
// Nothing at all while they belong to none, so a customer without a team sees no empty box. It loads nothing itself.
import { useId } from "react";
import type { ProductionRole } from "@backlot/domain/production";
import { orderedRoles, roleLabels } from "@backlot/domain/production";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { LoadError } from "@backlot/ui/LoadError";
import activity from "../../customers/CustomerActivity/CustomerActivity.module.css";
import styles from "./CustomerProductions.module.css";

export interface MembershipItem {
  productionId: string;
  name: string;
  roles: ProductionRole[];
}

export type CustomerProductionsState =
  | { status: "loading" }
  | { status: "error"; onRetry: () => void }
  | { status: "ready"; memberships: readonly MembershipItem[] };

export interface CustomerProductionsProps {
  state: CustomerProductionsState;
  productionHref: (productionId: string) => string;
  LinkComponent?: LinkComponent;
}

export function CustomerProductions({ state, productionHref, LinkComponent = PlainLink }: CustomerProductionsProps) {
  const titleId = useId();
  if (state.status === "loading" || (state.status === "ready" && state.memberships.length === 0)) return null;
  return (
    <section className={activity.list} aria-labelledby={titleId}>
      <h2 id={titleId} className={activity.title}>
        Productions
      </h2>
      {state.status === "error" ? (
        <LoadError
          message="The productions they belong to could not be loaded."
          onRetry={state.onRetry}
          retryLabel="Try again"
        />
      ) : (
        <ul className={`${activity.items} ${styles.items}`}>
          {state.memberships.map((membership) => (
            <li key={membership.productionId}>
              <LinkComponent href={productionHref(membership.productionId)}>{membership.name}</LinkComponent>{" "}
              <span className={styles.roles}>
                {orderedRoles(membership.roles)
                  .map((role) => roleLabels[role])
                  .join(", ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
