// The colours the demo pictures are drawn in: each of the tenant's colour names with its hex (a gradient swatch
// gives its first stop), as propImageSvg takes them.
import type { Tenant } from "@backlot/tenant-config";

export function pictureSwatches(tenant: Tenant): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tenant.settings.colors).flatMap(([name, swatch]) => {
      const hex = swatch === undefined ? undefined : typeof swatch === "string" ? swatch : swatch.stops[0];
      return hex ? [[name, hex]] : [];
    }),
  );
}
