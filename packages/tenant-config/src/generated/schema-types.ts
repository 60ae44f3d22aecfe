// Generated from @backlot/tenant-config's schema/*.schema.json by @backlot/schema-codegen.
// Do not edit: change the schema and run `pnpm --filter @backlot/tenant-config generate:types`.
// Properties with a schema default are required here: these are the values after loading.
/* eslint-disable */

/**
 * How a colour is drawn in the colour filter: one hex colour, or { "stops": [...] } for a gradient (metallics, multicolour).
 */
export type Swatch = (string | {
/**
 * Two to six hex colours blended left to right, like ["#b8860b", "#ffd700"] for gold.
 * 
 * @minItems 2
 * @maxItems 6
 * 
 * Items: A colour as #rgb or #rrggbb.
 */
stops: [string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]
})

/**
 * One file that describes a whole new tenant, for `backlot create <id> --from <file>`: its settings, its vendor and its category tree. Asset paths ("assets/...") are read relative to this file and copied into the new tenant.
 */
export interface NewTenantBundle {
/**
 * Path or URL of this schema, so editors can autocomplete and check the file.
 */
$schema?: string
tenant: TenantSettings
vendor: VendorConfig
categories: CategoryTree
}
/**
 * Backlot tenant settings (tenants/<id>/tenant.json): everything that brands one vendor's storefront. Fields with a default may be left out.
 */
export interface TenantSettings {
/**
 * Path or URL of this schema, so editors can autocomplete and check the file.
 */
$schema?: string
/**
 * A URL segment: lowercase letters, digits and single hyphens.
 */
tenantId: string
/**
 * BCP 47 language tag used for text, numbers and dates, like "en" or "en-US".
 */
locale: string
/**
 * ISO 4217 currency code for prices, like "USD".
 */
currency: string
/**
 * The host name the storefront is served on, without scheme or path, like "props.example.com".
 */
domain: string
/**
 * The storefront's name as shown in the header and the browser tab.
 */
appTitle: string
/**
 * Default page title for search engines (60 characters or fewer reads best).
 */
metaTitle: string
/**
 * Default page description for search engines (about 150 characters).
 */
metaDescription: string
/**
 * An image or file: either a path inside the tenant folder starting with "assets/" (checked to exist), or an absolute https:// URL.
 */
favicon: string
/**
 * The image shown when a page is shared (Open Graph), in two sizes.
 */
thumbnail: {
/**
 * An image or file: either a path inside the tenant folder starting with "assets/" (checked to exist), or an absolute https:// URL.
 */
large: string
/**
 * An image or file: either a path inside the tenant folder starting with "assets/" (checked to exist), or an absolute https:// URL.
 */
medium: string
}
headerLogo: Logo
logomark: Logo
/**
 * Social profiles shown as icons in the footer.
 * 
 * @maxItems 12
 */
socialLinks: SocialLink[]
/**
 * The header navigation, in order. Each entry may carry the auth flag (true: logged-in only; false: logged-out only).
 * 
 * @minItems 1
 * @maxItems 20
 */
header: [Link, ...(Link)[]]
/**
 * The footer navigation: usually one entry per main section with its sub-pages as children.
 * 
 * @maxItems 20
 */
footer: Link[]
/**
 * The colours props can be filtered by: a map from the colour's name (as used in the catalogue) to its swatch.
 */
colors: {
[k: string]: Swatch | undefined
}
/**
 * The tenant's own prop fields, offered as search facets (for example Eras, Styles, Materials).
 * 
 * @maxItems 12
 */
customFields: CustomField[]
/**
 * The price filter's ranges of weekly rate, in minor units of the currency (cents), in the order shown. A prop falls in the bin with min <= rate < max; leave out min for the first bin and max for the last.
 * 
 * @minItems 1
 * @maxItems 12
 */
priceBins: [PriceBin, ...(PriceBin)[]]
/**
 * Hint text in the empty search box.
 */
searchPlaceholder: string
/**
 * The unit prop weights are given and shown in.
 */
weightUnits: ("lb" | "kg")
/**
 * How a prop's variants (sizes, finishes) are offered: a dropdown, a row of buttons, or colour swatches.
 */
variantMenuStyle: ("dropdown" | "buttons" | "swatches")
/**
 * Show the department bar under the header.
 */
hasNavBar: boolean
/**
 * Hide the price filter on search pages (for vendors who quote every job).
 */
hidePriceFilter: boolean
/**
 * Ask for a card authorisation (held as the deposit) when an order is placed.
 */
hasCreditCardAuth: boolean
/**
 * Hide the quantity on a prop when only one is in stock.
 */
hideQtyIfEq1: boolean
/**
 * Percent added to the card authorisation to cover processing, like 3.5 for 3.5%, and the card fee on a final invoice paid by that card (on everything else the invoice charges, tax included). Used only when hasCreditCardAuth is true.
 */
ccAuthProcessingPercentage: number
/**
 * Sales tax percent charged on the final invoice, like 8.875 for New York City's combined rate. It falls on the rent and the delivery fee; replacement of lost props and damage charges are not taxed. None is charged when the customer's tax exemption certificate is accepted. 0 charges no tax.
 */
salesTaxPercentage: number
/**
 * The delivery fee on the final invoice of a delivered order, in minor units of the currency (cents): 25000 is $250.00. Pick-ups pay none. 0 charges no fee.
 */
deliveryFee: number
/**
 * For how many weeks after it is added a prop carries the New badge.
 */
newWeekCount: number
/**
 * How long a customer's hold on props lasts, in hours, before it lapses and frees the stock (staff may extend or release it). Two days is common at prop houses.
 */
holdHours: number
/**
 * How many set-list lines one customer may hold at once, across all their holds. A feature's art department holds a few hundred lines over its sets, and one set list has at most 500; the cap stops one account locking the stock. Staff are not limited.
 */
maxHeldLines: number
/**
 * How far ahead, in days from today, customers and visitors may ask what is available (and hold or order). Two years covers a series booked well ahead.
 */
availabilityHorizonDays: number
/**
 * What must be on file before an order goes out (setOrderStatus refuses "out" until it is, unless staff give a reason): a certificate of insurance covering the rental, a tax exemption certificate where the production claims one, a payment (a card authorised, or an account on terms whose limit covers the order), and the rental agreement (content/rental-agreement.md, which `backlot catalogue push` publishes) signed for the order in its current version. Empty: nothing is checked.
 */
requiredPaperwork: ("insurance" | "taxExemption" | "payment" | "agreement")[]
/**
 * The quote request link: its label and the page it opens.
 */
request: {
/**
 * Short text shown to customers.
 */
label: string
/**
 * The storefront route of the quote request page.
 */
basepath: string
}
/**
 * Google Analytics measurement id. When set, a page view is recorded after every route change; leave it out to send nothing.
 */
analyticsTrackingId?: string
/**
 * Firebase Auth tenant id, when the vendor's users live in a tenant of a shared Identity Platform project. Leave it out otherwise.
 */
authTenantId?: string
/**
 * The brand: colours, fonts and corner radius. They become CSS custom properties that every component reads.
 */
theme: {
/**
 * Brand colours. Text colours are checked for contrast against their backgrounds.
 */
colors: {
/**
 * A colour as #rgb or #rrggbb.
 */
brand: string
/**
 * A colour as #rgb or #rrggbb.
 */
onBrand: string
/**
 * A colour as #rgb or #rrggbb.
 */
accent: string
/**
 * A colour as #rgb or #rrggbb.
 */
background: string
/**
 * A colour as #rgb or #rrggbb.
 */
surface: string
/**
 * A colour as #rgb or #rrggbb.
 */
text: string
/**
 * A colour as #rgb or #rrggbb.
 */
textMuted: string
/**
 * A colour as #rgb or #rrggbb.
 */
border: string
/**
 * A colour as #rgb or #rrggbb.
 */
danger: string
/**
 * A colour as #rgb or #rrggbb.
 */
success: string
/**
 * A colour as #rgb or #rrggbb.
 */
focus: string
}
/**
 * Font stacks as CSS font-family lists. Only system or self-hosted fonts: nothing is fetched from a font service.
 */
fonts: {
/**
 * A CSS font-family list, like "Inter, system-ui, sans-serif".
 */
body: string
/**
 * A CSS font-family list, like "Inter, system-ui, sans-serif".
 */
heading: string
}
/**
 * Corner radius of buttons, inputs and cards, in CSS pixels.
 */
radius: number
}
}
/**
 * An image with the size it is drawn at, so the page reserves its space before it loads.
 */
export interface Logo {
/**
 * An image or file: either a path inside the tenant folder starting with "assets/" (checked to exist), or an absolute https:// URL.
 */
url: string
/**
 * Display width in CSS pixels.
 */
width: number
/**
 * Display height in CSS pixels.
 */
height: number
/**
 * Short text shown to customers.
 */
alt?: string
}
/**
 * A link to the vendor's profile on a social network, shown as an icon.
 */
export interface SocialLink {
/**
 * An absolute https:// address.
 */
href: string
/**
 * Short text shown to customers.
 */
label: string
/**
 * Which icon to draw.
 */
icon: ("instagram" | "facebook" | "x" | "linkedin" | "youtube" | "vimeo" | "tiktok" | "pinterest" | "imdb" | "behance")
}
/**
 * A navigation entry. Nest children for a menu with sub-pages.
 */
export interface Link {
/**
 * Short text shown to customers.
 */
label: string
/**
 * Where the link goes: a storefront route starting with "/" (checked against the storefront's routes), or an absolute https://, mailto: or tel: address.
 */
href: string
/**
 * Who sees the link: true means only logged-in users, false means only logged-out visitors (anonymous sessions count as logged out). Leave it out to show the link to everyone.
 */
auth?: boolean
/**
 * Sub-links shown in a menu under this entry.
 * 
 * @maxItems 40
 */
children?: Link[]
}
/**
 * A tenant-defined property of every prop (such as Eras, Styles or Materials), offered as a search facet.
 */
export interface CustomField {
/**
 * The field's key in the catalogue and in URLs: lowerCamelCase letters and digits, like "era". Must be unique among custom fields.
 */
id: string
/**
 * Short text shown to customers.
 */
label: string
/**
 * The allowed values, in the order the facet lists them.
 * 
 * @minItems 1
 * @maxItems 200
 * 
 * Items: Short text shown to customers.
 */
values: [string, ...(string)[]]
/**
 * Whether the search page offers this field as a filter.
 */
facet: boolean
}
/**
 * One range of the price filter.
 */
export interface PriceBin {
/**
 * A URL segment: lowercase letters, digits and single hyphens.
 */
id: string
/**
 * Short text shown to customers.
 */
label: string
/**
 * Lowest weekly rate in the bin, in cents (included).
 */
min?: number
/**
 * Weekly rate where the bin ends, in cents (not included).
 */
max?: number
}
/**
 * Backlot vendor config (tenants/<id>/vendor.json): the business behind the storefront, its contact details and rental terms. Fields with a default may be left out.
 */
export interface VendorConfig {
/**
 * Path or URL of this schema, so editors can autocomplete and check the file.
 */
$schema?: string
/**
 * The vendor's id in the document store: its data lives under vendors/<id>/. Letters, digits, underscores and hyphens.
 */
id: string
/**
 * The name customers see, like "Gotham Prop House".
 */
displayName: string
/**
 * The short internal name, used as the key of the user's vendors map.
 */
name: string
/**
 * The registered company name shown in the footer and on quotes.
 */
legalName: string
/**
 * Where quote requests and messages go.
 */
email: string
/**
 * An absolute https:// address.
 */
website: string
/**
 * Phone number in international E.164 form, like "+12125550147"; it is formatted for display.
 */
phone: string
address: Address
/**
 * Whether the vendor appears in vendor directories. Its locations are listed each on its own (locations[].isListed).
 */
isListed: boolean
_geoloc: GeoPoint
/**
 * IANA time zone of the shop, like "America/New_York"; hours, pick-up and return dates are in it.
 */
timezone: string
/**
 * The rental price schedule: exactly 8 factors, one per rental week. Factor n is the fraction of the weekly rate charged for week n of a rental (1 = full rate, 0.5 = half, 0 = free). Weeks after the 8th are charged at the last factor. A partial week counts as a week.
 * 
 * @minItems 8
 * @maxItems 8
 */
weeklyDiscounts: [number, number, number, number, number, number, number, number]
/**
 * Opening hours as shown to customers.
 */
hours: string
/**
 * An absolute https:// address.
 */
mapsEmbedUrl: string
/**
 * The docks customers pick up from, when there is more than one. Left out, the vendor has one: at its address, with its time zone, hours and map. Given, it lists every one, the dock at the vendor's address too; the first holds a prop's stock unless the prop's record splits it between them.
 * 
 * @minItems 1
 * @maxItems 20
 */
locations?: [PickupLocation, ...(PickupLocation)[]]
}
/**
 * A postal address.
 */
export interface Address {
/**
 * Street and number.
 */
line1: string
/**
 * Floor, suite or unit.
 */
line2?: string
/**
 * City or town, like "New York".
 */
city: string
/**
 * State, province or region code, like "NY".
 */
state: string
/**
 * Postal code.
 */
zip: string
/**
 * ISO 3166-1 alpha-2 country code, like "US".
 */
country: string
}
/**
 * A point on Earth in decimal degrees.
 */
export interface GeoPoint {
/**
 * Latitude, -90 to 90.
 */
lat: number
/**
 * Longitude, -180 to 180.
 */
lng: number
}
/**
 * One dock of the vendor: where props are picked up and returned, with its own stock, hours and time zone.
 */
export interface PickupLocation {
/**
 * The location's id in records (stock, bookings, orders): lowercase letters, digits and hyphens, like "vancouver". Never change it once records name it.
 */
id: string
/**
 * The name customers see, usually the city: "Picking up in Vancouver".
 */
displayName: string
address: Address
_geoloc: GeoPoint
/**
 * IANA time zone of the dock, like "America/Vancouver"; its hours, pick-up and return dates are in it.
 */
timezone: string
/**
 * Opening hours as shown to customers; the vendor's when left out.
 */
hours?: string
/**
 * The dock's phone number in E.164 form; the vendor's when left out.
 */
phone?: string
/**
 * An absolute https:// address.
 */
mapsEmbedUrl: string
/**
 * Whether visitors can pick it, and whether it can be chosen as nearest; an unlisted dock (a warehouse) still holds stock.
 */
isListed: boolean
/**
 * This dock's rental price schedule, when it differs from the vendor's: exactly 8 factors, as the vendor's weeklyDiscounts.
 * 
 * @minItems 8
 * @maxItems 8
 */
weeklyDiscounts?: [number, number, number, number, number, number, number, number]
/**
 * The ISO 4217 currency this dock bills in, when it differs from the tenant's, like "CAD".
 */
currency?: string
}
/**
 * Backlot category tree (tenants/<id>/catalogue/categories.json): departments, their categories and subcategories. Each visible department gets a /rentals/<slug> page.
 */
export interface CategoryTree {
/**
 * Path or URL of this schema, so editors can autocomplete and check the file.
 */
$schema?: string
/**
 * The top-level departments, in the order the storefront lists them. Names must be unique.
 * 
 * @minItems 1
 * @maxItems 60
 */
departments: [Department, ...(Department)[]]
}
/**
 * A top-level department.
 */
export interface Department {
/**
 * The name customers see, like "Prop Firearms".
 */
name: string
/**
 * A URL segment: lowercase letters, digits and single hyphens.
 */
slug?: string
/**
 * General-ledger account code that rentals in this branch are booked to, as the vendor's accounting uses it.
 */
glCode?: string
/**
 * Hidden departments (internal stock such as merchandise or reset items) get no navigation link and no /rentals page.
 */
hidden: boolean
/**
 * One or two sentences shown at the top of the department page.
 */
description?: string
/**
 * The department's categories, in display order. Names must be unique within the department.
 * 
 * @maxItems 100
 */
categories: Category[]
}
/**
 * The second level of the tree.
 */
export interface Category {
/**
 * The name customers see, like "Prop Firearms".
 */
name: string
/**
 * A URL segment: lowercase letters, digits and single hyphens.
 */
slug?: string
/**
 * General-ledger account code that rentals in this branch are booked to, as the vendor's accounting uses it.
 */
glCode?: string
/**
 * Optional third level. Names must be unique within the category.
 * 
 * @maxItems 100
 */
subcategories?: Subcategory[]
}
/**
 * The third level of the tree.
 */
export interface Subcategory {
/**
 * The name customers see, like "Prop Firearms".
 */
name: string
/**
 * A URL segment: lowercase letters, digits and single hyphens.
 */
slug?: string
/**
 * General-ledger account code that rentals in this branch are booked to, as the vendor's accounting uses it.
 */
glCode?: string
}
