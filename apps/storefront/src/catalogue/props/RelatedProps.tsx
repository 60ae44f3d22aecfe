// "More revolvers" under a prop: the props nearest to it in the catalogue (use-related-props.ts), as cards. It
// sits below the fold and loads (with the search engine) only as the customer scrolls towards it, so a visitor who
// reads the prop and leaves fetches none of it (decision 0050), and it moves nothing they are looking at.
import type { Prop } from "@backlot/domain";
import { PropGrid } from "@backlot/ui/PropGrid";
import { RouterLink } from "../../app/router-link.js";
import { settings } from "../../app/tenant.js";
import { hrefs } from "../../app/hrefs.js";
import { usePropCardActions } from "./use-prop-card-actions.js";
import { withPictures } from "./prop-pictures.js";
import { useRelatedProps } from "./use-related-props.js";
import { useNearScreen } from "../../app/use-near-screen.js";
import styles from "./PropPage.module.css";

export function RelatedProps({ prop }: { prop: Prop }) {
  const { ref, near } = useNearScreen();
  const related = useRelatedProps(prop, near);
  const cardActions = usePropCardActions();
  // The marker it waits behind takes no room: nothing moves when the cards replace it.
  if (!near) return <div ref={ref} />;
  if (related.status !== "ready" || related.value.length === 0) return null;
  const props = related.value.map(withPictures);
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.relatedTitle}>
        More {prop.subcategory ?? prop.category}
      </h2>
      <PropGrid
        props={props}
        total={props.length}
        status="ready"
        onLoadMore={related.retry}
        settings={settings}
        hrefOf={(each) => hrefs.prop(each.id)}
        {...cardActions.grid}
        LinkComponent={RouterLink}
      />
      {cardActions.dialog}
    </section>
  );
}
