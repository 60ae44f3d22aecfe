import { describe, expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import type { Tenant } from "@backlot/tenant-config";
import { documentTitle, headHtml, organizationJsonLd, propJsonLd, robotsTxt, sitemapXml } from "./seo.js";

const tenant = globalThis.__BACKLOT_TENANT__ as Tenant;
const prop: Prop = {
  id: "BPH-1",
  name: 'The "Diner" <Stool>',
  description: "Chrome, red vinyl.",
  department: "Props By Scene",
  category: "Diner & Bar",
  tags: [],
  colors: ["Red"],
  weeklyRate: 4500,
  quantity: 6,
  images: [{ url: "/catalogue/images/BPH-1.svg", width: 800, height: 600 }],
  variants: [],
  custom: {},
  createdAt: "2026-11-01T00:00:00Z",
  listed: true,
};

describe("the head of a prerendered page", () => {
  it("has the same title the app sets, escaped, with canonical and Open Graph on the tenant's domain", () => {
    expect(documentTitle(undefined, tenant.settings)).toBe(tenant.settings.metaTitle);
    const head = headHtml(
      {
        path: "/props/BPH-1",
        kind: "prop",
        title: prop.name,
        description: "A <b>stool</b>",
        type: "product",
        image: prop.images[0]?.url,
        jsonLd: [propJsonLd(prop, tenant)],
      },
      tenant,
    );
    expect(head).toContain(`<title>The &#34;Diner&#34; &#60;Stool&#62; | ${tenant.settings.appTitle}</title>`);
    expect(head).toContain('<meta name="description" content="A &#60;b&#62;stool&#60;/b&#62;" />');
    expect(head).toContain(`<link rel="canonical" href="https://${tenant.settings.domain}/props/BPH-1" />`);
    expect(head).toContain(
      `<meta property="og:image" content="https://${tenant.settings.domain}/catalogue/images/BPH-1.svg" />`,
    );
    // JSON-LD cannot close its script element early.
    expect(head).not.toMatch(/<Stool>/);
    expect(head).toContain("\\u003cStool>");
  });

  it("describes a prop as a product rented by the week", () => {
    expect(propJsonLd(prop, tenant)).toMatchObject({
      "@type": "Product",
      sku: "BPH-1",
      offers: {
        price: "45.00",
        priceCurrency: tenant.settings.currency,
        priceSpecification: { unitCode: "WEE" },
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("prices a zero-decimal currency in whole units", () => {
    const inYen = { ...tenant, settings: { ...tenant.settings, currency: "JPY" } };
    expect(propJsonLd(prop, inYen)).toMatchObject({
      offers: { price: "4500", priceCurrency: "JPY", priceSpecification: { price: "4500", priceCurrency: "JPY" } },
    });
  });

  it("describes the vendor as a local business with address, hours and geo", () => {
    expect(organizationJsonLd(tenant)).toMatchObject({
      "@type": "LocalBusiness",
      name: tenant.vendor.displayName,
      address: { addressLocality: tenant.vendor.address.city, postalCode: tenant.vendor.address.zip },
      geo: { latitude: tenant.vendor._geoloc.lat, longitude: tenant.vendor._geoloc.lng },
      openingHours: tenant.vendor.hours,
    });
  });
});

describe("sitemap and robots", () => {
  it("list the pages on the tenant's domain, and keep crawlers out of accounts", () => {
    expect(sitemapXml(tenant, ["/", "/rentals/cameras"])).toContain(
      `<loc>https://${tenant.settings.domain}/rentals/cameras</loc>`,
    );
    const robots = robotsTxt(tenant);
    expect(robots).toContain("Disallow: /account");
    expect(robots).toContain(`Sitemap: https://${tenant.settings.domain}/sitemap.xml`);
  });
});
