// The prop house as its printed documents show it (the quote, the invoice): its name, brand colours, and the two lines
// at every page's foot (who and where; how to reach it). One mapping from the tenant's vendor and settings, which the
// console and the storefront hold, and from the vendor document the server reads (the same fields).
export interface PrintingHouse {
  vendor: {
    displayName: string;
    legalName?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
    website?: string | undefined;
    /** IANA time zone: the days on a document are the house's days. */
    timezone: string;
    address?: { line1?: string; line2?: string; city?: string; state?: string; zip?: string } | undefined;
  };
  settings: { locale: string; theme?: { colors: { brand: string; onBrand: string } } | undefined };
}

/** "550 West 38th Street, Ground Floor Loading Dock, New York, NY 10018". */
export const houseAddressLine = (address: NonNullable<PrintingHouse["vendor"]["address"]>): string =>
  [address.line1, address.line2, address.city, [address.state, address.zip].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");

/** What every printed document of the house's takes from it. */
export function houseOptions({ vendor, settings }: PrintingHouse) {
  const vendorDetails = [
    [vendor.legalName || vendor.displayName, vendor.address ? houseAddressLine(vendor.address) : ""],
    [vendor.phone, vendor.email, vendor.website?.replace(/^https?:\/\//, "").replace(/\/$/, "")],
  ]
    .map((parts) => parts.filter(Boolean).join(" · "))
    .filter(Boolean);
  const colors = settings.theme?.colors;
  return {
    vendorName: vendor.displayName,
    locale: settings.locale,
    timeZone: vendor.timezone,
    ...(colors ? { brand: { colour: colors.brand, onColour: colors.onBrand } } : {}),
    vendorDetails,
  };
}
