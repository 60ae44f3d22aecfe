// The top of a home page: the tenant's picture across the page with its title, lead and one or two calls to action
// over it. The picture is the page's largest paint, so it loads first and at once; the words are HTML over a shade,
// legible whatever the picture, and the layout does not wait for the picture (its box has a fixed shape).
import type { ReactNode } from "react";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import styles from "./Hero.module.css";

export interface HeroImage {
  url: string;
  alt?: string;
  width: number;
  height: number;
}

export interface HeroAction {
  label: string;
  href: string;
}

export interface HeroProps {
  title: string;
  lead?: ReactNode;
  /** Without one, the brand colour. */
  image?: HeroImage;
  /** The main action first (a filled button), then at most one more (an outlined one). */
  actions?: readonly HeroAction[];
  LinkComponent?: LinkComponent;
}

export function Hero({ title, lead, image, actions = [], LinkComponent = PlainLink }: HeroProps) {
  return (
    <header className={styles.hero} data-image={image ? "true" : "false"}>
      {image && (
        <img
          className={styles.image}
          src={image.url}
          alt={image.alt ?? ""}
          width={image.width}
          height={image.height}
          fetchPriority="high"
        />
      )}
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions.length > 0 && (
          <p className={styles.actions}>
            {actions.slice(0, 2).map((action, index) => (
              <LinkComponent
                key={action.href}
                href={action.href}
                className={index === 0 ? styles.primary : styles.secondary}
              >
                {action.label}
              </LinkComponent>
            ))}
          </p>
        )}
      </div>
    </header>
  );
}
