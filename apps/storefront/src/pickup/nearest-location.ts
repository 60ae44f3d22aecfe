// Preselects the dock nearest the visitor (haversine, the spec's 6371 km; listed docks only) from
// the geo lookup's place, for a visitor who has not chosen one. Loaded with the pickup bar.
import { nearestLocation } from "@backlot/domain/pickup-locations";
import { listedLocations, preselectLocation } from "./chosen-location.js";

/** Says whether the dock changed (the page then reads its data again at the nearest). */
export async function preselectNearest(locate: () => Promise<{ lat: number; lng: number }>): Promise<boolean> {
  const place = await locate();
  const nearest = nearestLocation(listedLocations, place);
  return nearest ? preselectLocation(nearest.id) : false;
}
