// Generated from @backlot/domain's schema/*.schema.json by @backlot/schema-codegen.
// Do not edit: change the schema and run `pnpm --filter @backlot/domain generate:types`.
// Properties with a schema default are required here: these are the values after loading.
/* eslint-disable */

/**
 * One prop of a tenant's catalogue (tenants/<id>/catalogue/props.json holds an array of them). Names of departments, colours and custom field values must be the tenant's own.
 */
export interface Prop {
/**
 * The prop's id: its stock number, used in URLs (/props/<id>).
 */
id: string
/**
 * The prop's name as customers see it.
 */
name: string
/**
 * A few sentences: what it is, its condition, anything a set decorator should know.
 */
description: string
/**
 * Its department: a name from the tenant's category tree.
 */
department: string
/**
 * Its category within the department.
 */
category: string
/**
 * Its subcategory within the category, where the tree has them.
 */
subcategory?: string
/**
 * Free words customers search and filter by, like "diner" or "chrome".
 * 
 * @maxItems 30
 */
tags: string[]
/**
 * Its colours: names from the tenant's colour map.
 * 
 * @maxItems 10
 */
colors: string[]
/**
 * Who owns it (the vendor itself, or a partner whose stock it lists).
 */
vendor?: string
/**
 * Rental rate for one item for one week, in minor units of the tenant's currency (cents).
 */
weeklyRate: number
/**
 * How many are in stock, at every pickup location together.
 */
quantity: number
/**
 * How many each pickup location holds, by the location's id (vendor.json locations), adding up to quantity. Left out, the tenant's first location holds them all (every prop of a one-location tenant).
 */
stockByLocation?: {
[k: string]: number | undefined
}
/**
 * Where it is kept in the warehouse, like "Aisle 3 · Bay 12" or "Cage B / Shelf 4": one line, which pull sheets group by. The house's own: never published (staff read it from the prop's dock facts, vendors/<id>/propDockFacts/<prop id>).
 */
location?: string
/**
 * What the house charges when one is lost, in minor units of the tenant's currency (cents). The house's own: never published, like location.
 */
replacementValue?: number
/**
 * Size in inches (lb tenants) or centimetres (kg tenants).
 */
dimensions?: {
/**
 * Width.
 */
width: number
/**
 * Height.
 */
height: number
/**
 * Depth.
 */
depth: number
}
/**
 * Weight in the tenant's weight unit.
 */
weight?: number
/**
 * Photos, the first one on cards.
 * 
 * @maxItems 20
 */
images: PropImage[]
/**
 * Versions of the prop (sizes, finishes), offered in the tenant's variant menu style.
 * 
 * @maxItems 30
 */
variants: PropVariant[]
/**
 * Values of the tenant's custom fields, by field id, like { "era": ["1950s"], "material": ["Steel"] }.
 */
custom: {
/**
 * @maxItems 20
 */
[k: string]: string[] | undefined
}
/**
 * When it was added (ISO 8601). Props are New for the tenant's newWeekCount weeks.
 */
createdAt: string
/**
 * Whether customers can find it. Unlisted props stay out of search.
 */
listed: boolean
}
/**
 * A photo with its size, so pages reserve its space.
 */
export interface PropImage {
/**
 * Absolute https:// URL, or a path on the storefront like /catalogue/images/BPH-1.svg.
 */
url: string
/**
 * What the photo shows, for screen readers.
 */
alt?: string
/**
 * Width in pixels.
 */
width: number
/**
 * Height in pixels.
 */
height: number
/**
 * The address the catalogue import fetched the photo from, so the next import does not fetch it again.
 */
source?: string
resized?: ResizedCopies
}
/**
 * Copies the catalogue import made of the photo, for srcset: the copy of width w in a format is at <path>-<w>.<avif|webp|jpg>. The url is the widest JPEG.
 */
export interface ResizedCopies {
/**
 * The copies' URL path without the width and extension, like /catalogue/images/BPH-10432-3f9a2c1b.
 */
path: string
/**
 * The copies' widths in pixels, narrowest first.
 * 
 * @minItems 1
 */
widths: [number, ...(number)[]]
/**
 * The formats each width is in, best first.
 * 
 * @minItems 1
 */
formats: [("avif" | "webp" | "jpeg"), ...(("avif" | "webp" | "jpeg"))[]]
}
/**
 * One version of a prop.
 */
export interface PropVariant {
/**
 * Unique within the prop.
 */
id: string
/**
 * Like "Walnut" or "Large".
 */
name: string
/**
 * Its rate in cents, if it differs from the prop's.
 */
weeklyRate?: number
/**
 * How many of this version are in stock.
 */
quantity?: number
/**
 * Its colour (for the swatch menu style): a name from the tenant's colour map.
 */
color?: string
}
