// A prop's stock at each dock of a prop house with more than one (decision 0053): the catalogue's split, the transfers
// recorded for it, newest first, and the form to move some between docks. It loads and records nothing itself.
import { useId } from "react";
import type { StoredTransfer } from "@backlot/domain/pickup-locations";
import { type Dock, dockWords } from "./dock-words.js";
import { type MoveRequest, MoveStockForm } from "./MoveStockForm.js";
import styles from "./StockAtDocks.module.css";

export interface StockAtDocksProps {
  /** The prop house's docks, home first. */
  docks: readonly Dock[];
  /** The prop's stock at each dock, by dock id (a dock left out has none): the catalogue's, with moves recorded. */
  stock: Readonly<Record<string, number>>;
  /** The transfers recorded for this prop. */
  transfers: readonly StoredTransfer[];
  /** The prop house's today: a transfer cannot leave before it. */
  today: string;
  locale: string;
  /** Records the move; rejects with an Error whose message is shown as it is. */
  onMove: (request: MoveRequest) => Promise<void>;
}

export function StockAtDocks({ docks, stock, transfers, today, locale, onMove }: StockAtDocksProps) {
  const id = useId();
  const total = docks.reduce((sum, dock) => sum + (stock[dock.id] ?? 0), 0);
  const words = dockWords(docks, locale);
  // Newest leaving day first; of one day, the one recorded last.
  const newestFirst = [...transfers].sort(
    (a, b) => b.leaves.localeCompare(a.leaves) || b.recordedAt.localeCompare(a.recordedAt),
  );
  return (
    <section className={styles.docks} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Docks and transfers
      </h2>
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">Dock</th>
              <th scope="col" className={styles.number}>
                Stock
              </th>
            </tr>
          </thead>
          <tbody>
            {docks.map((dock) => (
              <tr key={dock.id}>
                <th scope="row">{dock.displayName}</th>
                <td className={styles.number}>{words.count(stock[dock.id] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All docks</th>
              <td className={styles.number}>{words.count(total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <h3 id={`${id}-transfers`} className={styles.subtitle}>
        Transfers
      </h3>
      {newestFirst.length === 0 ? (
        <p className={styles.muted}>No stock moved between docks yet.</p>
      ) : (
        <ol className={styles.transfers} aria-labelledby={`${id}-transfers`}>
          {newestFirst.map((transfer) => (
            <li key={transfer.id}>
              {[
                words.moved(transfer.quantity, transfer.from, transfer.to),
                `leaving ${words.day(transfer.leaves)}`,
                `arriving ${words.day(transfer.arrives)}`,
              ].join(", ")}
              <span className={styles.muted}>{` · recorded by ${transfer.byName}`}</span>
            </li>
          ))}
        </ol>
      )}

      {docks.length > 1 ? (
        <MoveStockForm docks={docks} stock={stock} today={today} words={words} onMove={onMove} />
      ) : (
        <p className={styles.muted}>This prop house has one dock: there is nowhere to move stock to.</p>
      )}
    </section>
  );
}
