// "More revolvers" under a prop: the props nearest to it in the catalogue (use-related-props.ts), as cards. It
// loads after the page starts and sits below the fold, so it moves nothing the customer is looking at.
import type { Prop } from "@backlot/domain";
import { PropGrid } from "@backlot/ui/PropGrid";
import { RouterLink } from "../../app/router-link.js";
import { settings } from "../../app/tenant.js";
import { hrefs } from "../../app/hrefs.js";
import { usePropCardActions } from "./use-prop-card-actions.js";
import { withPictures } from "./prop-pictures.js";
import { useRelatedProps } from "./use-related-props.js";
import styles from "./PropPage.module.css";

export function RelatedProps({ prop }: { prop: Prop }) {
  const related = useRelatedProps(prop);
  const cardActions = usePropCardActions();
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
