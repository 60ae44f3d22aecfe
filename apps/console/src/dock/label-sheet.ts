// Label sheets of the catalogue, built in the browser: each prop's name, item number and shelf (its dock facts), with
// its QR code and Code 128 barcode, on the stock staff chose, saved as a PDF. The print package loads only when a
// sheet is asked for.
import { type DocumentStore, type StoredProp, dockFacts } from "@backlot/data";
import type { LabelFormatId } from "@backlot/print/label-formats";
import { saveFile } from "@backlot/ui/save-file";
import type { ConsoleTenant } from "../app/console-tenant.js";

export interface LabelRequest {
  props: readonly (Pick<StoredProp, "name"> & { id: string })[];
  format: LabelFormatId;
  copies: number;
  /** The file's name, without ".pdf". */
  fileName: string;
}

/** Builds the labels and saves them; resolves to what to say of it, throws a message that says what failed. */
export async function saveLabelSheet(
  { props, format, copies, fileName }: LabelRequest,
  { documents, tenant }: { documents: DocumentStore; tenant: ConsoleTenant },
): Promise<string> {
  if (props.length === 0) throw new Error("No props match this list: change the search or the shown/hidden choice.");
  const [facts, print] = await Promise.all([
    dockFacts(documents, { vendorId: tenant.vendor.id }).getMany(props.map((prop) => prop.id)),
    import("@backlot/print"),
  ]);
  const labels = props.map((prop, index) => {
    const location = facts[index]?.location;
    return { itemNumber: prop.id, name: prop.name, ...(location ? { location } : {}) };
  });
  const pdf = await print.labelSheetPdf(labels, { format, copies, vendorName: tenant.vendor.displayName });
  saveFile(new Blob([pdf as BlobPart], { type: "application/pdf" }), `${fileName}.pdf`);
  const count = labels.length * copies;
  const made = count === 1 ? "1 label" : `${count.toLocaleString("en-US")} labels`;
  return `Labels saved: ${made} on ${print.labelFormats[format].name}.`;
}
