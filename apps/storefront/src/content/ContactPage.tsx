// Contact us: the tenant's own text, then where to find the vendor (map on request, address,
// hours, phone and email from vendor.json).
import { usePageData } from "../app/page-router/page-context.js";
import { MapEmbed } from "@backlot/ui/MapEmbed";
import type { ContentPageData } from "./content-page-data.js";
import { vendor } from "../app/tenant.js";
import { ContentView } from "./ContentRoute.js";

const { line1, line2, city, state, zip } = vendor.address;
const oneLineAddress = [line1, line2, `${city}, ${state} ${zip}`].filter(Boolean).join(", ");

export function ContactPage() {
  const page = usePageData<ContentPageData>();
  return (
    <ContentView
      page={page}
      sidebar={
        vendor.mapsEmbedUrl ? (
          <MapEmbed src={vendor.mapsEmbedUrl} place={vendor.displayName} address={oneLineAddress} />
        ) : undefined
      }
    />
  );
}
