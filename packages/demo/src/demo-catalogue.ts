// The demo catalogue goes in the way a vendor's does: the generator writes a sheet (with a drawn picture per
// prop), and the import reads it. A tenant without catalogue/props.json browses this; `backlot catalogue demo`
// writes the same sheet and pictures to files and imports them for real.
import type { Tenant } from "@backlot/tenant-config";
import { type GenerateOptions, generateCatalogue } from "./catalogue/generate-catalogue.js";
import type { Prop } from "@backlot/domain";
import { demoPictureSize } from "./catalogue/prop-image.js";
import { demoPictureUrl } from "@backlot/domain/catalogue";
import type { CatalogueFallback } from "@backlot/catalogue";
import { type Sheet, catalogueSheet, mergeCatalogue, readCatalogueSheet } from "@backlot/catalogue/sheet";

/** The demo as a vendor's sheet, with each prop's picture named in its Photos cell by `pictureName`. */
export function demoSheet(
  tenant: Tenant,
  options: GenerateOptions = {},
  pictureName: (prop: Prop) => string = (prop) => demoPictureUrl(prop.id),
): { sheet: Sheet; props: Prop[] } {
  const props = generateCatalogue(tenant, options).map((prop) => ({
    ...prop,
    images: prop.images.map((image) => ({ ...image, url: pictureName(prop) })),
  }));
  return { sheet: catalogueSheet(props, tenant), props };
}

export function demoCatalogue(tenant: Tenant, options: GenerateOptions = {}): Prop[] {
  const read = readCatalogueSheet(demoSheet(tenant, options).sheet, tenant);
  // The pictures are drawn by the build (propImageSvg), so the import only records where they are.
  for (const row of read.rows)
    row.prop.images = (row.photos ?? []).map((url) => ({ url, alt: row.prop.name, ...demoPictureSize }));
  const result = mergeCatalogue([], read, tenant);
  if (!result.ok) {
    const [first] = result.problems;
    throw new Error(
      `The demo catalogue of ${tenant.id} does not import (${result.problems.length} problems; the first, row ` +
        `${first?.row}: ${first?.message}). The demo generator and the import disagree: run the demo package's tests`,
    );
  }
  return result.props;
}

/**
 * The demo catalogue as the catalogue loader's fallback, for a tenant without catalogue/props.json. `now` dates the
 * demo's props ("added" relative to it); by default a fixed day, so the demo does not change with the date.
 */
export const demoFallback = ({ now }: { now?: Date } = {}): CatalogueFallback => ({
  name: "demo",
  props: (tenant) => demoCatalogue(tenant, now ? { now } : {}),
});
