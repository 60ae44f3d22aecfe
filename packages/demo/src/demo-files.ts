// `backlot catalogue demo`: the tenant's demo catalogue written as a vendor would bring it (a sheet and a folder
// of pictures named by item number), then imported like any other.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Tenant } from "@backlot/tenant-config";
import { pictureSwatches, propImageSvg } from "./catalogue/index.js";
import { demoSheet } from "./demo-catalogue.js";
import { writeSheetFile } from "@backlot/catalogue";

export async function writeDemoFiles(
  tenant: Tenant,
  dir: string,
  options: { count?: number; seed?: number } = {},
): Promise<{ sheetFile: string; photosDir: string; props: number }> {
  const { sheet, props } = demoSheet(tenant, options, (prop) => `${prop.id}.svg`);
  const photosDir = join(dir, "photos");
  await mkdir(photosDir, { recursive: true });
  const swatches = pictureSwatches(tenant);
  await Promise.all(props.map((prop) => writeFile(join(photosDir, `${prop.id}.svg`), propImageSvg(prop, swatches))));
  const sheetFile = join(dir, "demo-catalogue.csv");
  await writeSheetFile(sheetFile, sheet as { header: string[]; rows: string[][] });
  return { sheetFile, photosDir, props: props.length };
}
