// Every page the tenant's header and footer link to exists and has its title, and the contact
// page shows where the vendor is.
import { readFileSync } from "node:fs";
import { expect, test } from "@backlot/local-stack/e2e";

interface Link {
  href: string;
  label: string;
  auth?: boolean;
  children?: Link[];
}

const tenant = JSON.parse(readFileSync(new URL("../../../tenants/ny-props/tenant.json", import.meta.url), "utf8")) as {
  header: Link[];
  footer: Link[];
};
const flatten = (links: Link[]): Link[] => links.flatMap((link) => [link, ...flatten(link.children ?? [])]);
const publicPaths = [
  ...new Set(
    flatten([...tenant.header, ...tenant.footer])
      .filter((link) => link.auth !== true && link.href.startsWith("/"))
      .map((link) => link.href),
  ),
];

test("the header and footer link to enough pages to be worth checking", () => {
  expect(publicPaths.length).toBeGreaterThan(30);
});

for (const path of publicPaths) {
  test(`${path} exists and has its title`, async ({ page }) => {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText("Page not found");
    await expect(page).toHaveTitle(/Bowery Prop House/);
  });
}

test("a content page links to other pages without reloading the site", async ({ page }) => {
  await page.goto("/pages/fabrication");
  // Its front matter's picture is its banner, described by its imageAlt.
  const banner = page.getByRole("img", { name: /^A workbench in the Bowery fabrication shop/ });
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "still here"));
  const link = page.getByRole("main").locator("a[href^='/pages/fabrication/']").first();
  const target = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("still here");
  // The trail leads back to the parent page.
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Fabrication" }),
  ).toBeVisible();
});

test("the contact page gives the address, and the map only when asked", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/550 West 38th Street/).first()).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: /show map/i }).click();
  await expect(page.locator("iframe")).toHaveCount(1);
});
