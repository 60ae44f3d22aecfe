// Where the house keeps a prop and what it charges when one is lost (its dock facts, decision 0041), read live from
// the staff-only document `backlot catalogue push` writes beside the prop. Shown, not edited here: they are the
// catalogue file's, as its Location and Replacement value columns.
import type { StoredDockFacts } from "@backlot/data";
import { formatMoney } from "@backlot/domain/money";
import { LiveStatus } from "../../app/LiveStatus.js";
import type { Live } from "../../app/use-live.js";
import styles from "./PropDockFacts.module.css";

export interface PropDockFactsProps {
  propId: string;
  /** The prop's dock facts document, live: undefined when it has none. */
  live: Live<StoredDockFacts | undefined>;
  settings: { currency: string; locale: string };
}

export function PropDockFacts({ propId, live, settings }: PropDockFactsProps) {
  return (
    <section className={styles.dock} aria-labelledby="dock-facts-title">
      <h2 id="dock-facts-title">Warehouse</h2>
      {live.status === "ready" ? (
        <>
          <dl className={styles.facts}>
            <dt>Location</dt>
            <dd>{live.value?.location ?? <span className={styles.muted}>None given</span>}</dd>
            <dt>Replacement value</dt>
            <dd>
              {live.value?.replacementValue !== undefined ? (
                formatMoney(live.value.replacementValue, settings.currency, settings.locale)
              ) : (
                <span className={styles.muted}>None given</span>
              )}
            </dd>
          </dl>
          <p className={styles.muted}>
            Staff only: customers never see these. They come from the catalogue file (its Location and Replacement value
            columns) with each catalogue push.
          </p>
        </>
      ) : (
        <LiveStatus
          live={live}
          name={`the location and replacement value of ${propId}`}
          back={{ href: "/catalogue", label: "Back to the catalogue" }}
        />
      )}
    </section>
  );
}
