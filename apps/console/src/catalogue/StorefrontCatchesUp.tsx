// What a catalogue change reaches, and when: prices for quotes and orders at once (they come from
// Firestore), Typesense search at once where the tenant has it, and the storefront's own pages and
// built-in search index only at its next build, which reads the tenant's catalogue file: the
// console's edits go into that file with `backlot catalogue pull` (decision 0022).
import styles from "./catalogue.module.css";

export function StorefrontCatchesUp() {
  return (
    <aside className={styles.note} aria-label="When the storefront shows changes">
      <p>
        Changes here price quotes and orders at once, and reach a storefront that searches with Typesense at once. The
        storefront's own pages and built-in search show the catalogue as it was at its last build. To bring them up to
        date, write the console's changes into the tenant's catalogue file (
        <code>backlot catalogue pull &lt;tenant&gt;</code>), then build and deploy the tenant (
        <code>backlot build</code>).
      </p>
    </aside>
  );
}
