// The demo pictures: a drawing of the kind of thing each prop is, in its colours, small enough to
// serve 2,000 of, with the prop's name and department; every kind of drawing is used somewhere.
import { beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@backlot/tenant-config";
import { loadTestTenant } from "../../test/ny-props.js";
import { drawingFor, genericProfile } from "./category-profiles.js";
import { paletteOf } from "./drawing-palette.js";
import { type ProfiledProp, generateProfiledCatalogue } from "./generate-catalogue.js";
import { drawings } from "./prop-drawings.js";
import { propImageSvg } from "./prop-image.js";

const catalogues: { tenant: Tenant; props: ProfiledProp[] }[] = [];
beforeAll(async () => {
  for (const id of ["ny-props", "harbour-scenic"]) {
    const tenant = await loadTestTenant(id);
    catalogues.push({ tenant, props: generateProfiledCatalogue(tenant) });
  }
});

/** Colour names to hex, as the tenant build gives them (a gradient's first stop). */
const swatchesOf = (tenant: Tenant): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tenant.settings.colors).flatMap(([name, swatch]) => {
      const hex = typeof swatch === "string" ? swatch : swatch?.stops[0];
      return hex ? [[name, hex]] : [];
    }),
  );

/** Whether every element is closed, in order: enough to catch a broken drawing without an XML parser. */
function balanced(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name ?? "");
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe("prop pictures", () => {
  it("draw every kind as well-formed SVG in any colours", () => {
    for (const [kind, drawing] of Object.entries(drawings)) {
      for (const palette of [paletteOf("#111111", undefined), paletteOf("#ffffff", "#c0392b")]) {
        const elements = drawing(palette);
        expect(elements, kind).toMatch(/^</);
        expect(balanced(`<g>${elements}</g>`), kind).toBe(true);
        expect(elements, kind).not.toMatch(/undefined|NaN/);
      }
    }
  });

  it("draw each prop as its kind, not a crate, and use every kind of drawing", () => {
    const used = new Set<string>();
    for (const { props } of catalogues) {
      for (const { prop, profile } of props) {
        expect(drawingFor(prop), `${prop.id} ${prop.name}`).toBe(profile.drawing);
        used.add(profile.drawing);
      }
    }
    expect(Object.keys(drawings).filter((kind) => !used.has(kind))).toEqual([]);
    const [ny] = catalogues;
    const ownKind = ny?.props.filter(({ profile }) => profile !== genericProfile).length ?? 0;
    expect(ownKind / (ny?.props.length ?? 1)).toBeGreaterThanOrEqual(0.9);
  });

  it("are small, keep the frame, the caption and the prop's colours", () => {
    for (const { tenant, props } of catalogues) {
      const swatches = swatchesOf(tenant);
      for (const { prop } of props.filter((_, index) => index % 7 === 0)) {
        const svg = propImageSvg(prop, swatches);
        expect(svg.length).toBeLessThan(3000);
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 600" width="800" height="600" role="img" /,
        );
        expect(balanced(svg)).toBe(true);
        expect(svg).toContain(`${prop.department.replace(/&/g, "&#38;")} · ${prop.id}</text>`);
        const main = swatches[prop.colors?.[0] ?? ""];
        if (main) expect(svg).toContain(`fill="${main}"`);
      }
    }
  });
});
