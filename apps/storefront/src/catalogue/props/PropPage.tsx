// One prop: its pictures, name, weekly rate, its variants in the tenant's menu style (the chosen one's rate is
// shown, and it goes on the set list and the quote), what it is and where it sits in the catalogue, what a
// customer does next (favourite it, ask for a quote), and the props like it.
import { usePageData } from "../../app/page-router/page-context.js";
import { RouterLink } from "../../app/router-link.js";
import { formatMoney } from "@backlot/domain/money";
import { type Prop, lineName } from "@backlot/domain";
import { slugOf } from "@backlot/tenant-config";
import { Gallery } from "@backlot/ui/Gallery";
import { isNewProp } from "@backlot/ui/PropCard";
import { VariantMenu } from "@backlot/ui/VariantMenu";
import { categories, settings } from "../../app/tenant.js";
import { useDocumentMeta } from "../../app/use-document-meta.js";
import { useFavorites } from "../../account/use-favorites.js";
import { AddToSetListIsland } from "../../set-lists/add-to-set-list-island.js";
import { hasStoredSignIn } from "../../app/services.js";
import { AvailabilityNote } from "@backlot/ui/AvailabilityNote";
import { BrowsingDatesIsland } from "../availability/browsing-dates-island.js";
import { hasRentalDates, useRentalDates } from "../availability/rental-dates.js";
import { shownAvailability, useAvailability } from "../availability/use-availability.js";
import { propFacts } from "./prop-facts.js";
import styles from "./PropPage.module.css";
import { hrefs } from "../../app/hrefs.js";
import { pictureOf } from "./prop-pictures.js";
import { RelatedProps } from "./RelatedProps.js";
import { afterPriceFormatWarmUp } from "../../app/price-format-warmup.js";
import { menuVariants, useChosenVariant, variantWords } from "./variant-choice.js";

function breadcrumbs(prop: Prop) {
  const department = categories.departments.find((each) => each.name === prop.department);
  const category = department?.categories.find((each) => each.name === prop.category);
  if (!department || department.hidden) return [];
  const base = hrefs.department(slugOf(department));
  return [
    { label: department.name, href: base },
    ...(category ? [{ label: category.name, href: `${base}/${slugOf(category)}` }] : []),
  ];
}

export function PropPage() {
  const prop = usePageData<Prop>();
  const favorites = useFavorites();
  const isFavorite = favorites.ids.has(prop.id);
  useDocumentMeta(prop.name, prop.description.slice(0, 160));
  const showQuantity = !(settings.hideQtyIfEq1 && prop.quantity === 1);
  const dates = useRentalDates();
  const availability = useAvailability([prop.id], dates);
  const { variant, choose } = useChosenVariant(prop);
  const hasVariants = prop.variants.length > 0;
  const words = variantWords(prop.variants);

  return (
    <article className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          {breadcrumbs(prop).map((crumb) => (
            <li key={crumb.href}>
              <RouterLink href={crumb.href}>{crumb.label}</RouterLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.media}>
          <Gallery name={prop.name} images={prop.images.map(pictureOf)} />
        </div>
        <div className={styles.details}>
          <h1 className={styles.name}>{prop.name}</h1>
          {isNewProp(prop.createdAt, settings.newWeekCount, new Date()) && <span className={styles.badge}>New</span>}
          <p className={styles.price}>
            {formatMoney(variant?.weeklyRate ?? prop.weeklyRate, settings.currency, settings.locale)}{" "}
            <span>per week</span>
          </p>
          {showQuantity && <p className={styles.muted}>{prop.quantity} in stock</p>}
          {hasVariants && (
            <VariantMenu
              variants={menuVariants(prop)}
              selectedId={variant?.id ?? null}
              onSelect={choose}
              settings={settings}
              labels={{ legend: words.legend }}
            />
          )}
          <div className={styles.dates}>
            <BrowsingDatesIsland description="See what is free for your shoot." now={hasRentalDates(dates)} />
            {/* One live region, there from the start, so each answer is announced. */}
            <p className={styles.availability} role="status" aria-label="Availability for your dates">
              {availability && (
                <AvailabilityNote
                  availability={shownAvailability(availability.of(prop.id), prop.quantity)}
                  locale={settings.locale}
                />
              )}
            </p>
          </div>
          <p>{prop.description}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              aria-pressed={isFavorite}
              onClick={() => favorites.toggle(prop.id)}
            >
              {isFavorite ? "♥ Saved to favourites" : "♡ Add to favourites"}
            </button>
            <AddToSetListIsland
              // A returning customer's services start at once, and their picker with them: a press shows their lists.
              now={hasStoredSignIn()}
              propId={prop.id}
              {...(variant ? { variantId: variant.id } : {})}
              propName={lineName(prop.name, variant?.name)}
              stock={prop.quantity}
              {...(hasVariants && !variant ? { blocked: words.chooseFirst } : {})}
            />
            <RouterLink
              className={styles.primary}
              href={hrefs.quoteForProp(settings.request.basepath, prop.id, variant?.id)}
            >
              {settings.request.label}
            </RouterLink>
          </div>
          <dl className={styles.facts}>
            {[{ label: "Item number", value: prop.id }, ...propFacts(prop, settings)].map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {prop.tags.length > 0 && (
            <ul className={styles.tags} aria-label="Tags">
              {prop.tags.map((tag) => (
                <li key={tag}>
                  <RouterLink href={hrefs.tag(tag)}>{tag}</RouterLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <RelatedProps prop={prop} />
    </article>
  );
}

/** What the route loads: the page, once prices can be formatted without slowing its hydration. */
export const ready = afterPriceFormatWarmUp(PropPage);
