// What every part of the demo business's story shares (../seed-business.ts): the store, the prop house's days and
// hours (relative to today in its time zone), its prices, and the catalogue props the story uses, picked from the
// store by category. Props other seeds and the e2e specs book or look for are never picked: seed-paperwork's two (the
// catalogue's first), a few by item number, and every prop offered in variants (a journey orders the first one it
// finds); the story's categories leave out the cameras and prop firearms the specs book and browse.
import { type DocumentStore, type StoredProp, storedVariants, vendorPaths } from "@backlot/data";
import { type CalendarDate, type RentalAgreement, addDays, formatCalendarDate, vendorToday } from "@backlot/domain";
import { type PricingTerms, invoiceTermsOf, pricingTermsOf } from "@backlot/domain/pricing";
import type { Tenant } from "@backlot/tenant-config";
import type { CatalogueProp, OrderDesk, OrderPlan } from "./plans.js";
import { atVendorTime } from "./records.js";

export interface BusinessSeed {
  store: DocumentStore;
  tenant: Pick<Tenant, "vendor" | "settings">;
  /** The file store stand-in's folder (the certificates of insurance are real PDFs there). */
  fileStoreRoot: string;
  staff: { uid: string; name: string };
  /** The demo account that reviews the production's lists (business/production.ts); no production without one. */
  designer?: { uid: string; email: string; name: string };
}

/** Props the e2e specs book, edit or find by item number (besides seed-paperwork's, read from the store). */
const specProps = ["BPH-10030", "BPH-10092", "BPH-10093", "BPH-11611"];

/** Lines by category: how many, a note, and a name to prefer ("a stool", for the one that comes back damaged). */
export type LineSpec = [category: string, quantity: number, note?: string, like?: RegExp];

/** What the story reads of the vendor document, as `backlot catalogue push` left it. */
interface VendorDocument {
  agreement?: RentalAgreement;
  holdHours?: number;
}

export interface Story extends BusinessSeed {
  vendorId: string;
  paths: ReturnType<typeof vendorPaths>;
  vendorDoc: VendorDocument | undefined;
  now: Date;
  timeZone: string;
  /** `days` from today at the prop house. */
  day: (days: number) => CalendarDate;
  /** The instant its clocks read `time` ("HH:MM") `days` from today. */
  at: (days: number, time: string) => Date;
  ago: (minutes: number) => Date;
  /** "Mar 14, 2026". */
  dayName: (days: number) => string;
  terms: PricingTerms;
  desk: OrderDesk;
  /** Catalogue props for `specs`, each prop used once in the whole story. */
  linesOf: (specs: readonly LineSpec[]) => Promise<OrderPlan["lines"]>;
}

export async function storyOf(seed: BusinessSeed): Promise<Story> {
  const { store, tenant, staff } = seed;
  const { vendor, settings } = tenant;
  const paths = vendorPaths(vendor.id);
  const vendorDoc = (await store.get<VendorDocument>(paths.vendor)).data;
  const paperworkProps = (await store.query({ collection: paths.props, limit: 2 })).map((snap) => snap.id);
  const pick = propPicker(store, vendor.id, [...specProps, ...paperworkProps]);
  const now = new Date();
  const timeZone = vendor.timezone;
  const today = vendorToday(timeZone, now);
  const day = (days: number) => addDays(today, days);
  const terms = pricingTermsOf(tenant);
  return {
    ...seed,
    vendorId: vendor.id,
    paths,
    vendorDoc,
    now,
    timeZone,
    day,
    at: (days, time) => atVendorTime(day(days), time, timeZone),
    ago: (minutes) => new Date(now.getTime() - minutes * 60_000),
    dayName: (days) => formatCalendarDate(day(days), settings.locale, "medium"),
    terms,
    desk: {
      store,
      vendorId: vendor.id,
      timeZone,
      staff,
      terms,
      invoiceTerms: invoiceTermsOf(tenant),
      holdHours: vendorDoc?.holdHours ?? settings.holdHours,
      now,
    },
    async linesOf(specs) {
      const lines: OrderPlan["lines"] = [];
      for (const [category, quantity, note = "", like] of specs)
        lines.push({ prop: await pick(category, quantity, like), quantity, note });
      return lines;
    },
  };
}

/** Picks catalogue props by category: listed, offered as one prop (no variants), with stock enough, each once. */
function propPicker(store: DocumentStore, vendorId: string, avoid: readonly string[]) {
  const used = new Set(avoid);
  const byCategory = new Map<string, CatalogueProp[]>();
  return async (category: string, quantity: number, like?: RegExp): Promise<CatalogueProp> => {
    let found = byCategory.get(category);
    if (!found) {
      const snaps = await store.query<StoredProp>({
        collection: vendorPaths(vendorId).props,
        where: [["category", "==", category]],
      });
      found = snaps
        .flatMap(({ id, data }) =>
          data?.listed && storedVariants(data).length === 0
            ? [{ propId: id, name: data.name, weeklyRate: data.weeklyRate, quantity: data.quantity }]
            : [],
        )
        .sort((a, b) => a.propId.localeCompare(b.propId));
      byCategory.set(category, found);
    }
    const fits = found.filter((prop) => !used.has(prop.propId) && prop.quantity >= quantity);
    const prop = (like && fits.find((each) => like.test(each.name))) ?? fits[0];
    if (!prop)
      throw new Error(
        `seedBusiness: no listed prop of "${category}" without variants has ${quantity} in stock to spare; ` +
          "it seeds after `backlot catalogue push` of the demo catalogue",
      );
    used.add(prop.propId);
    return prop;
  };
}
