import { resolve } from "node:path";
import { demoCatalogue } from "@backlot/demo";
import { loadTenant } from "@backlot/tenant-config/node";
import { describe, expect, it } from "vitest";
import type { Tenant } from "@backlot/tenant-config";
import { homeShowcase, newPropsShown } from "./home-showcase.js";
import { demoCatalogueDay, loadTenantBuild } from "./tenant-build.js";

const tenants = resolve(import.meta.dirname, "../../../tenants");
const now = new Date("2026-11-25T15:00:00Z");

async function nyProps(): Promise<Tenant> {
  const loaded = await loadTenant(resolve(tenants, "ny-props"));
  if (!loaded.ok) throw new Error("ny-props does not load");
  return loaded.tenant;
}

describe("the home page's showcase", () => {
  it("tiles every visible department that has listed props, with a count and one of its photos", async () => {
    const tenant = await nyProps();
    const props = demoCatalogue(tenant, { now: demoCatalogueDay(now) });
    const { departments } = homeShowcase(tenant, props, [], [], now);
    const visible = tenant.categories.departments.filter((department) => !department.hidden);
    expect(departments.map((tile) => tile.title)).toEqual(
      visible.map((department) => department.name).filter((name) => props.some((prop) => prop.department === name)),
    );
    const cameras = departments.find((tile) => tile.title === "Cameras");
    const listedCameras = props.filter((prop) => prop.listed && prop.department === "Cameras");
    expect(cameras?.href).toBe("/rentals/cameras");
    expect(cameras?.propCount).toBe(listedCameras.length);
    expect(cameras?.picture).toEqual(listedCameras[0]?.images[0]);
  });

  it("shows the listed props added in the tenant's new weeks, newest first, at most two rows", async () => {
    const tenant = await nyProps();
    const props = demoCatalogue(tenant, { now: demoCatalogueDay(now) });
    const { newProps } = homeShowcase(tenant, props, [], [], now);
    const windowStart = now.getTime() - tenant.settings.newWeekCount * 7 * 86_400_000;
    const eligible = props.filter((prop) => prop.listed && Date.parse(prop.createdAt) > windowStart);
    expect(eligible.length).toBeGreaterThan(newPropsShown);
    expect(newProps).toHaveLength(newPropsShown);
    const added = newProps.map((prop) => Date.parse(prop.createdAt));
    expect(added).toEqual([...added].sort((a, b) => b - a));
    expect(Math.min(...added)).toBeGreaterThan(windowStart);
    // Only what a card shows travels with the page, and the variants of a prop that has them (its quick add opens
    // its page to choose one).
    for (const shown of newProps) {
      const variants = props.find((prop) => prop.id === shown.id)?.variants ?? [];
      const keys = ["createdAt", "id", "images", "name", "quantity", "weeklyRate"];
      expect(Object.keys(shown).sort()).toEqual([...keys, ...(variants.length > 0 ? ["variants"] : [])].sort());
    }
    // A catalogue dated from a fixed day long ago has nothing new: the section is left out.
    expect(homeShowcase(tenant, demoCatalogue(tenant), [], [], now).newProps).toEqual([]);
  });

  it("dates a demo catalogue from the Monday of the build's week", () => {
    expect(demoCatalogueDay(new Date("2026-11-25T15:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(demoCatalogueDay(new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(demoCatalogueDay(new Date("2026-11-29T23:59:59Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("comes with the built home page, with the services its front matter names", async () => {
    const build = await loadTenantBuild(resolve(tenants, "ny-props"), now);
    const home = build.pages.find((page) => page.route === "/");
    expect(home?.image).toMatchObject({ url: "/tenant/assets/hero.svg", width: 1600, height: 640 });
    expect(home?.showcase?.services.map((tile) => [tile.title, tile.href])).toEqual([
      ["Fabrication", "/pages/fabrication"],
      ["Graphics & Printing", "/pages/graphics-and-printing"],
    ]);
    expect(home?.showcase?.newProps.length).toBeGreaterThan(0);
    expect(build.pages.filter((page) => page.showcase)).toHaveLength(1);
  });
});
