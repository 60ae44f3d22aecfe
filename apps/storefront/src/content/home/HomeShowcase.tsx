// The home page: the tenant's hero, its departments as picture tiles, the props new this week, its services, then the
// home page's own text. Everything comes with the page (home-showcase.ts); nothing here waits for the catalogue.
import { useMemo } from "react";
import { Hero } from "@backlot/ui/Hero";
import { TileGrid, type Tile } from "@backlot/ui/TileGrid";
import { RouterLink } from "../../app/router-link.js";
import { hrefs } from "../../app/hrefs.js";
import { settings } from "../../app/tenant.js";
import { useDocumentMeta } from "../../app/use-document-meta.js";
import { island } from "../../app/island.js";
import { pictureOf } from "../../catalogue/props/prop-pictures.js";
import { ContentBody } from "../ContentBody.js";
import type { ContentPageData } from "../content-page-data.js";
import type { ShowcaseTile } from "./home-showcase.js";
import styles from "./HomeShowcase.module.css";

const tileOf = ({ title, href, description, propCount, picture, image }: ShowcaseTile): Tile => {
  const shown = picture ? pictureOf(picture) : image;
  return {
    title,
    href,
    ...(description ? { description } : {}),
    ...(propCount !== undefined ? { count: propCount } : {}),
    ...(shown ? { picture: shown } : {}),
  };
};

/** The new props' grid, with its cards' heart and quick add: its code comes as the visitor scrolls to it. */
const NewPropsIsland = island(async () => (await import("./NewProps.js")).NewProps, { name: "new-props" });

const newestFirst = hrefs.searchResults(new URLSearchParams({ sort: "newest" }));

export function HomeShowcase({ page }: { page: ContentPageData }) {
  useDocumentMeta(undefined, page.description);
  const { departments = [], newProps = [], services = [] } = page.showcase ?? {};
  const cards = useMemo(() => newProps.map((prop) => ({ ...prop, images: prop.images.map(pictureOf) })), [newProps]);
  const weeks = settings.newWeekCount;
  return (
    <div className={styles.home}>
      <Hero
        title={page.title}
        {...(page.lead ? { lead: page.lead } : {})}
        {...(page.image ? { image: page.image } : {})}
        actions={[
          { label: "Browse the catalogue", href: hrefs.categories },
          { label: settings.request.label, href: settings.request.basepath },
        ]}
        LinkComponent={RouterLink}
      />
      {departments.length > 0 && (
        <section className={styles.section} aria-labelledby="home-departments">
          <h2 id="home-departments" className={styles.heading}>
            Browse the rental departments
          </h2>
          <TileGrid tiles={departments.map(tileOf)} locale={settings.locale} LinkComponent={RouterLink} />
        </section>
      )}
      {cards.length > 0 && (
        <section className={styles.section} aria-labelledby="home-new">
          <div className={styles.headingRow}>
            <h2 id="home-new" className={styles.heading}>
              New this week
            </h2>
            <RouterLink href={newestFirst} className={styles.more}>
              See the newest props
            </RouterLink>
          </div>
          <p className={styles.note}>Added in the last {weeks === 1 ? "week" : `${weeks.toLocaleString()} weeks`}.</p>
          <NewPropsIsland cards={cards} />
        </section>
      )}
      {services.length > 0 && (
        <section className={styles.section} aria-labelledby="home-services">
          <h2 id="home-services" className={styles.heading}>
            More than rentals
          </h2>
          <TileGrid size="wide" tiles={services.map(tileOf)} locale={settings.locale} LinkComponent={RouterLink} />
        </section>
      )}
      <div className={styles.text}>
        <ContentBody html={page.html} />
      </div>
    </div>
  );
}
