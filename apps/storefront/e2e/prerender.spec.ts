// Prerendered pages: content without JavaScript, the head crawlers and link previews read, the
// sitemap and robots.txt (the New York tenant, as the local stack serves it).
import { readFileSync } from "node:fs";
import { expect, test } from "@backlot/local-stack/e2e";

const tenant = JSON.parse(readFileSync(new URL("../../../tenants/ny-props/tenant.json", import.meta.url), "utf8")) as {
  domain: string;
};
const origin = `https://${tenant.domain}`;

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: "/", heading: /./, text: /Browse the rental departments/ },
    { path: "/pages/about-us", heading: /./, text: /./ },
    { path: "/rentals/cameras", heading: "Cameras", text: /\d+ props/ },
    { path: "/rentals/cameras/film-cameras", heading: "Film Cameras", text: /per week/ },
    { path: "/props/BPH-10092", heading: "1960s Arriflex 16S camera", text: /per week/ },
    { path: "/categories", heading: "All categories", text: /Prop Firearms/ },
  ];
  for (const { path, heading, text } of pages) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("main").getByText(text).first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    });
  }
});

test("every page in the sitemap is served prerendered, for its own address, with its heading and title", async ({
  request,
}) => {
  // Plain HTTP, no browser: what a crawler without JavaScript gets, for all of them (about 2,000).
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(paths.length).toBeGreaterThan(1500);
  const problems: string[] = [];
  for (let start = 0; start < paths.length; start += 16) {
    await Promise.all(
      paths.slice(start, start + 16).map(async (path) => {
        const response = await request.get(path);
        const html = await response.text();
        const heading = /<main[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/
          .exec(html)?.[1]
          ?.replace(/<[^>]+>/g, "")
          .trim();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        if (response.status() !== 200) problems.push(`${path}: HTTP ${response.status()}`);
        else if (!html.includes(`data-prerendered="${path}"`))
          problems.push(`${path}: not prerendered for its address`);
        else if (!heading) problems.push(`${path}: no h1 in main`);
        else if (!title) problems.push(`${path}: no title`);
      }),
    );
  }
  expect(problems).toEqual([]);
});

test("a prerendered page has its title, description, canonical link, Open Graph and JSON-LD", async ({ page }) => {
  await page.goto("/props/BPH-10092");
  await expect(page).toHaveTitle("1960s Arriflex 16S camera | Bowery Prop House");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/props/BPH-10092`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "1960s Arriflex 16S camera | Bowery Prop House",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${origin}/catalogue/images/BPH-10092.svg`,
  );
  const product = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as { "@type": string; sku: string; offers: { priceCurrency: string } };
  expect(product).toMatchObject({ "@type": "Product", sku: "BPH-10092", offers: { priceCurrency: "USD" } });

  await page.goto("/");
  const business = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as Record<string, unknown>;
  expect(business).toMatchObject({
    "@type": "LocalBusiness",
    name: "Bowery Prop House",
    address: { addressLocality: "New York" },
    openingHours: "Monday-Friday 9am-6pm",
  });
  expect(business.geo).toMatchObject({ "@type": "GeoCoordinates" });
});

test("the app takes over a prerendered page, and a shared filtered address shows its filters", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => ["error", "warning"].includes(message.type()) && errors.push(message.text()));
  await page.goto("/rentals/cameras");
  await page.getByRole("group", { name: "Colour" }).getByRole("checkbox").first().click();
  await expect(page).toHaveURL(/color=/);
  const filtered = page.url();
  await page.goto(filtered);
  await expect(page.getByRole("group", { name: "Colour" }).getByRole("checkbox", { checked: true })).toHaveCount(1);
  // The unfiltered page it was served is shown busy (dimmed) only until the filtered one is in.
  await expect(page.locator("#root")).not.toHaveAttribute("aria-busy", "true");
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test("the sitemap lists every public page, and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/",
    "/pages/about-us",
    "/pages/fabrication/carpentry",
    "/contact-us",
    "/categories",
    "/rentals/cameras",
    "/rentals/cameras/film-cameras",
    "/props/BPH-10092",
  ]) {
    expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
  }
  expect(sitemap).not.toContain("/account");
  expect((sitemap.match(/<loc>/g) ?? []).length).toBeGreaterThan(1500);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toContain("Disallow: /account");
});
