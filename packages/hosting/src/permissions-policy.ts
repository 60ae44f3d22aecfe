// The Permissions-Policy of a Backlot site: powerful browser features no page uses, denied to the
// page and to every frame in it (the map, reCAPTCHA, Firebase's auth iframe), so injected script
// cannot turn on a camera or ask where the visitor is. The list and each app's exceptions are here
// and nowhere else.

/**
 * Denied unless an app lists them in `ownFeatures`. Only features that need the visitor's leave
 * or reach past the page (devices, sensors, location, payment, the screen, interest tracking);
 * `browsing-topics` is the Topics API that replaced FLoC (so no `interest-cohort`). Chromium on
 * Linux has no Web Bluetooth and logs `bluetooth` as unrecognised; Chrome elsewhere enforces it.
 */
export const permissionFeatures = [
  "accelerometer",
  "bluetooth",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
] as const;

export type PermissionFeature = (typeof permissionFeatures)[number];

/** The two apps a tenant's sites are built from. */
export type HostedApp = "storefront" | "console";

/**
 * Features an app's own pages may use (never a frame from another origin). The console's dock scans
 * labels with the tablet's camera (issue 34, decision 0047); nothing else calls the camera, the
 * browser's geolocation (visitors are located by IP address) or payment.
 */
export const ownFeatures: Record<HostedApp, readonly PermissionFeature[]> = {
  storefront: [],
  console: ["camera"],
};

/** The header's value: every listed feature denied, but those this site's own pages may use. */
export function permissionsPolicy(allowSelf: readonly PermissionFeature[] = []): string {
  return permissionFeatures.map((feature) => `${feature}=${allowSelf.includes(feature) ? "(self)" : "()"}`).join(", ");
}
