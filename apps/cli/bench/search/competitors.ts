// The same catalogue and queries through @orama/orama and itemsjs, for the comparison table.
// Each answers what our engine answers: one page of hits sorted by price, plus counts for eight
// facets, disjunctive where the library allows it.
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import itemsjs from "itemsjs";
import { priceBinOf, type IndexConfig } from "@backlot/search/engine";
import type { Prop } from "@backlot/domain";
import type { SearchQuery } from "@backlot/search";

export interface Competitor {
  name: string;
  build(props: readonly Prop[]): Promise<void> | void;
  query(query: SearchQuery): Promise<number> | number;
}

interface FlatProp {
  id: string;
  name: string;
  description: string;
  tags: string[];
  department: string;
  vendor: string;
  colors: string[];
  priceBin: string;
  era: string[];
  style: string[];
  material: string[];
  weeklyRate: number;
}

const flat = (prop: Prop, config: IndexConfig): FlatProp => ({
  id: prop.id,
  name: prop.name,
  description: prop.description,
  tags: prop.tags,
  department: prop.department,
  vendor: prop.vendor ?? "",
  colors: prop.colors,
  priceBin: priceBinOf(prop.weeklyRate, config.priceBins) ?? "",
  era: prop.custom.era ?? [],
  style: prop.custom.style ?? [],
  material: prop.custom.material ?? [],
  weeklyRate: prop.weeklyRate,
});

/** The query's selections by flat field. */
function selections(query: SearchQuery): [keyof FlatProp, readonly string[]][] {
  const f = query.filters ?? {};
  return (
    [
      ["vendor", f.vendors ?? []],
      ["tags", f.tags ?? []],
      ["colors", f.colors ?? []],
      ["priceBin", f.priceBins ?? []],
      ["era", f.custom?.era ?? []],
      ["style", f.custom?.style ?? []],
      ["material", f.custom?.material ?? []],
    ] as [keyof FlatProp, readonly string[]][]
  ).filter(([, values]) => values.length > 0);
}

const facetFields = ["vendor", "tags", "colors", "priceBin", "era", "style", "material", "department"] as const;
const arrayFields = new Set<string>(["tags", "colors", "era", "style", "material"]);

export function orama(config: IndexConfig): Competitor {
  let db: ReturnType<typeof makeDb> | undefined;
  function makeDb() {
    return create({
      schema: {
        name: "string",
        description: "string",
        tags: "enum[]",
        department: "enum",
        vendor: "enum",
        colors: "enum[]",
        priceBin: "enum",
        era: "enum[]",
        style: "enum[]",
        material: "enum[]",
        weeklyRate: "number",
      } as const,
    });
  }
  const where = (chosen: [keyof FlatProp, readonly string[]][]) =>
    Object.fromEntries(
      chosen.map(([field, values]) => [
        field,
        arrayFields.has(field) ? { containsAny: [...values] } : { in: [...values] },
      ]),
    );
  return {
    name: "@orama/orama",
    async build(props) {
      db = makeDb();
      await insertMultiple(db, props.map((prop) => flat(prop, config)) as never[], 5000);
    },
    async query(query) {
      if (!db) throw new Error("build first");
      const chosen = selections(query);
      const term = query.text ?? "";
      const text = term
        ? { term, properties: ["name", "description"] as never, tolerance: 1, threshold: 0 }
        : { term: "" };
      const main = await oramaSearch(db, {
        ...text,
        where: where(chosen) as never,
        facets: Object.fromEntries(
          facetFields.filter((field) => !chosen.some(([f]) => f === field)).map((field) => [field, { limit: 100 }]),
        ),
        sortBy: { property: "weeklyRate", order: "ASC" },
        limit: query.pageSize ?? 24,
      });
      // Orama counts facets over the filtered hits only: one more search per selected facet
      // gives the disjunctive counts our engine returns.
      for (const [field] of chosen) {
        await oramaSearch(db, {
          ...text,
          where: where(chosen.filter(([f]) => f !== field)) as never,
          facets: { [field]: { limit: 100 } },
          limit: 0,
        });
      }
      return main.count;
    },
  };
}

export function itemsJs(config: IndexConfig): Competitor {
  let engine: ReturnType<typeof itemsjs> | undefined;
  return {
    name: "itemsjs",
    build(props) {
      engine = itemsjs(
        props.map((prop) => flat(prop, config)),
        {
          // conjunction: false is OR within a facet; itemsjs then counts that facet disjunctively.
          aggregations: Object.fromEntries(
            facetFields.map((field) => [field, { title: field, size: 100, conjunction: false }]),
          ),
          sortings: { price_asc: { field: "weeklyRate", order: "asc" } },
          searchableFields: ["name", "description"],
        },
      );
    },
    query(query) {
      if (!engine) throw new Error("build first");
      const result = engine.search({
        ...(query.text ? { query: query.text } : {}),
        filters: Object.fromEntries(selections(query).map(([field, values]) => [field, [...values]])),
        sort: "price_asc",
        per_page: query.pageSize ?? 24,
      });
      return result.pagination.total;
    },
  };
}
