// Where the visitor probably is (the spec's geo lookup: the geoloc cookie, else the configured
// geo-by-IP service, cached 24 hours, else Hollywood; @backlot/data/location). A new customer's
// record keeps it, and a prop house with more than one dock preselects the nearest. Loaded when asked.
import { runtimeConfig } from "./runtime-config.js";

export async function locateVisitor(): Promise<{ lat: number; lng: number; city: string; country: string }> {
  const { browserStorage, createGeoLocator } = await import("@backlot/data/location");
  const locator = createGeoLocator({
    url: runtimeConfig.geoLookupUrl,
    storage: browserStorage(),
    geolocCookie: () => document.cookie.match(/(?:^|;\s*)geoloc=([^;]*)/)?.[1],
  });
  const { location } = await locator.locate();
  return { lat: location.lat, lng: location.lng, city: location.city, country: location.country };
}
