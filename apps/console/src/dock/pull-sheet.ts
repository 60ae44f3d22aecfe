// The pull sheet of one order or a day's orders, built in the browser: each line's prop (its name, variant and photo)
// from the catalogue, its shelf from the dock facts (staff's own documents), laid out by @backlot/print and saved as a
// PDF. The print package (pdf-lib, bwip-js) loads only when a sheet is asked for.
import { type DocumentStore, type StoredProp, dockFacts, vendorPaths } from "@backlot/data";
import { type Order, orderReference } from "@backlot/domain";
import { formatCalendarDate, isCalendarDate } from "@backlot/domain/calendar-date";
import { saveFile } from "@backlot/ui/save-file";
import type { ConsoleTenant } from "../app/console-tenant.js";
import { type PrintablePhoto, photoThumbnail, smallestPhotoUrl } from "./catalogue-photo.js";

export interface PullSheetRequest {
  /** "Thursday, Nov 26, 2026" or "O-8K2M4PQ7": what the sheet is of, after "Pull sheet · ". */
  of: string;
  /** The file's name, without ".pdf". */
  fileName: string;
  orders: readonly (Order & { id: string; production?: string })[];
}

export interface PullSheetMade {
  lines: number;
  /** Lines whose prop's photo could not be had: printed with an empty box. */
  withoutPhoto: number;
}

/** Builds the sheet and saves it; throws a message that says what failed. */
export async function savePullSheet(
  request: PullSheetRequest,
  { documents, tenant }: { documents: DocumentStore; tenant: ConsoleTenant },
): Promise<PullSheetMade> {
  const vendorId = tenant.vendor.id;
  const paths = vendorPaths(vendorId);
  const propIds = [...new Set(request.orders.flatMap((order) => order.lines.map((line) => line.propId)))];
  const [props, facts, print] = await Promise.all([
    Promise.all(propIds.map(async (id) => (await documents.get<StoredProp>(paths.prop(id))).data)),
    dockFacts(documents, { vendorId }).getMany(propIds),
    import("@backlot/print"),
  ]);
  const propOf = new Map(propIds.map((id, index) => [id, props[index]]));
  const factsOf = new Map(propIds.map((id, index) => [id, facts[index]]));
  // One fetch per photo, however many lines show the prop; the same bytes are embedded once.
  const photos = new Map<string, Promise<PrintablePhoto | null>>();
  const photoOf = (propId: string) => {
    const prop = propOf.get(propId);
    const url = prop ? smallestPhotoUrl(prop, tenant.storefrontUrl) : null;
    if (!url) return Promise.resolve(null);
    let photo = photos.get(url);
    if (!photo) photos.set(url, (photo = photoThumbnail(url)));
    return photo;
  };

  const lines = await Promise.all(
    request.orders.flatMap((order) =>
      order.lines.map(async (line) => {
        const prop = propOf.get(line.propId);
        const variants = (prop?.catalogue.variants ?? []) as { id: string; name: string }[];
        const variantName = line.variantId
          ? (variants.find((variant) => variant.id === line.variantId)?.name ?? line.variantId)
          : undefined;
        const photo = await photoOf(line.propId);
        return {
          itemNumber: line.propId,
          name: prop?.name ?? `${line.propId} (no longer in the catalogue)`,
          ...(variantName ? { variantName } : {}),
          quantity: line.quantity,
          ...(factsOf.get(line.propId)?.location ? { location: factsOf.get(line.propId)?.location } : {}),
          orderReference: orderReference(order.id),
          ...(photo ? { photo } : {}),
        };
      }),
    ),
  );
  const { locale } = tenant.settings;
  const pdf = await print.pullSheetPdf({
    title: `Pull sheet · ${request.of}`,
    vendorName: tenant.vendor.displayName,
    madeAt: new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: tenant.vendor.timezone,
    }).format(new Date()),
    orders: request.orders.map((order) => ({
      reference: orderReference(order.id),
      production: order.setListName || order.production || order.contact.name,
      handover: order.fulfilment === "delivery" ? "delivery" : "pick-up",
      when: isCalendarDate(order.pickUpDate) ? formatCalendarDate(order.pickUpDate, locale) : order.pickUpDate,
    })),
    lines,
  });
  saveFile(new Blob([pdf as BlobPart], { type: "application/pdf" }), `${request.fileName}.pdf`);
  return { lines: lines.length, withoutPhoto: lines.filter((line) => !line.photo).length };
}
