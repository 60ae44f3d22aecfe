// What search engines and link previews read from a tenant's pages: the head of each page
// (title, description, canonical link, Open Graph, JSON-LD), the sitemap and robots.txt.
import { decimalAmount } from "@backlot/domain/money";
import { escapeHtml, scriptJson } from "@backlot/hosting";
import type { Prop } from "@backlot/domain";
import type { Tenant } from "@backlot/tenant-config";
import type { PageKind } from "./shell-scripts.js";

export interface PageMeta {
  /** The route, like "/rentals/cameras". */
  path: string;
  /** Which page it is, for the scripts it starts with. */
  kind: PageKind;
  /** The page's own title; the home page has none and uses the tenant's metaTitle. */
  title?: string;
  description: string;
  type: "website" | "product" | "article";
  image?: string;
  jsonLd: object[];
}

/** JSON inside a script element: "</script>" cannot end it early. */

export const siteOrigin = (tenant: Tenant) => `https://${tenant.settings.domain}`;

/** "Cameras | Bowery Prop House" (the title the app sets in the browser too). */
export function documentTitle(title: string | undefined, settings: Tenant["settings"]): string {
  return title ? `${title} | ${settings.appTitle}` : settings.metaTitle;
}

/** An absolute URL for a tenant asset path or a site path. */
export function absoluteUrl(tenant: Tenant, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteOrigin(tenant)}${path.startsWith("/") ? path : `/tenant/${path}`}`;
}

export function headHtml(meta: PageMeta, tenant: Tenant): string {
  const { settings } = tenant;
  const title = documentTitle(meta.title, settings);
  const url = `${siteOrigin(tenant)}${meta.path}`;
  const image = absoluteUrl(tenant, meta.image ?? settings.thumbnail.large);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${meta.type === "product" ? "product" : "website"}" />`,
    `<meta property="og:site_name" content="${escapeHtml(settings.appTitle)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="${escapeHtml(settings.locale.replace("-", "_"))}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join("\n    ");
}

/** The vendor as a local business: name, address, hours, geo, contact, social profiles. */
export function organizationJsonLd(tenant: Tenant): object {
  const { settings, vendor } = tenant;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteOrigin(tenant)}/#organization`,
    name: vendor.displayName,
    legalName: vendor.legalName,
    url: siteOrigin(tenant),
    logo: absoluteUrl(tenant, settings.headerLogo.url),
    image: absoluteUrl(tenant, settings.thumbnail.large),
    email: vendor.email,
    telephone: vendor.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: [vendor.address.line1, vendor.address.line2].filter(Boolean).join(", "),
      addressLocality: vendor.address.city,
      addressRegion: vendor.address.state,
      postalCode: vendor.address.zip,
      addressCountry: vendor.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: vendor._geoloc.lat, longitude: vendor._geoloc.lng },
    openingHours: vendor.hours,
    sameAs: settings.socialLinks.map((link) => link.href),
  };
}

/** A prop as a product rented by the week. */
export function propJsonLd(prop: Prop, tenant: Tenant): object {
  const { settings } = tenant;
  const url = `${siteOrigin(tenant)}/props/${encodeURIComponent(prop.id)}`;
  // schema.org wants the amount, not minor units: "45.00" in dollars, "4500" in yen.
  const price = decimalAmount(prop.weeklyRate, settings.currency);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: prop.name,
    description: prop.description,
    sku: prop.id,
    category: [prop.department, prop.category, prop.subcategory].filter(Boolean).join(" > "),
    image: prop.images.map((image) => absoluteUrl(tenant, image.url)),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: settings.currency,
      price,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price,
        priceCurrency: settings.currency,
        unitCode: "WEE",
        unitText: "week",
      },
      availability: prop.quantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@id": `${siteOrigin(tenant)}/#organization` },
    },
  };
}

export function sitemapXml(tenant: Tenant, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${siteOrigin(tenant)}${path}`)}</loc></url>`);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
  );
}

/** Everything public may be crawled; account and sign-in pages are nobody's search result. */
export function robotsTxt(tenant: Tenant): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /auth/",
    "Disallow: /onboarding/",
    `Sitemap: ${siteOrigin(tenant)}/sitemap.xml`,
    "",
  ].join("\n");
}
