// The productions the signed-in customer belongs to, most recently active first: each with their roles in it, its
// team and lists, and when it last changed. Live: a production they are removed from leaves the list at once.
import type { Production } from "@backlot/domain/production";
import { orderedRoles, roleLabels } from "@backlot/domain/production";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import room from "../room.module.css";
import { type WhenFormat, formatWhen } from "../when.js";
import styles from "./MyProductions.module.css";

export interface MyProductionsProps {
  productions: readonly (Pick<Production, "name" | "members" | "listCount" | "updatedAt"> & { id: string })[];
  uid: string;
  hrefOf: (productionId: string) => string;
  format: WhenFormat;
  LinkComponent?: LinkComponent;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function MyProductions({ productions, uid, hrefOf, format, LinkComponent = PlainLink }: MyProductionsProps) {
  if (productions.length === 0) {
    return (
      <p className={room.muted}>
        You are not in a production yet. Start one below, or join one from the invitation a teammate sent you.
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {productions.map((production) => {
        const roles = orderedRoles(production.members[uid]?.roles ?? []);
        const members = Object.keys(production.members).length;
        return (
          <li key={production.id} className={room.row}>
            <LinkComponent href={hrefOf(production.id)} className={room.rowLink}>
              {production.name}
            </LinkComponent>
            <ul className={room.tags} aria-label="Your roles">
              {roles.map((role) => (
                <li key={role} className={room.tag}>
                  {roleLabels[role]}
                </li>
              ))}
            </ul>
            <p className={room.muted}>
              {count(members, "member", "members")} · {count(production.listCount, "list", "lists")} · updated{" "}
              {formatWhen(production.updatedAt, format)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
