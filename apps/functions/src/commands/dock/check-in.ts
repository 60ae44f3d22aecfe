// Check-in at the dock (decision 0044): scanIn counts one piece back fine from a label's scan; reportReturn records
// some of a line's pieces by hand, fine, damaged (a note and a charge) or missing. Each frees or moves the pieces'
// booking in the same transaction: back fine is free at once; damaged or missing goes to the repair queue, booked with
// no end until staff clear it. The check-in that accounts for the order's last piece takes it "returned", through the
// same step as setOrderStatus (bookings, history, the customer's mail). Staff's alone.
import { type DocumentReference, FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type CheckInEntry,
  type DamagePhoto,
  type CheckInResult,
  type Order,
  type PropBookings,
  type RepairRecord,
  type ReportReturnCall,
  type ReturnCondition,
  type ScanInCall,
  afterReturn,
  allAccountedFor,
  bookingKey,
  checkedInOf,
  handedOverOf,
  limits,
  lineKey,
  lineKeyMaxLength,
  noEnd,
  orderReference,
  returnConditions,
  returnReportProblem,
  scanIn as countScan,
  vendorToday,
  withCheckIn,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { type CallReader, readCall } from "../../shared/call-data.js";
import { storedFile } from "../../shared/paper-files.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { type StaffCaller, staffOf } from "../../shared/callers.js";
import { type VendorDocument, readVendor } from "../../shared/vendor-document.js";
import { stepOrder } from "../orders/step-order.js";
import { dockOrder, lineNameOf } from "./dock-order.js";

interface CheckIn {
  photos?: DamagePhoto[];
  vendorId: string;
  orderId: string;
  staff: StaffCaller;
  key: string;
  condition: ReturnCondition;
  pieces: number;
  note: string;
  charge: number;
}

/** Reads what a check-in needs in `tx`: the vendor, the order, and the prop's bookings. */
async function readCheckIn(db: Firestore, tx: Transaction, vendorId: string, orderId: string) {
  const paths = vendorPaths(vendorId);
  const ref = db.doc(paths.order(orderId));
  const vendor = await readVendor(db, tx, vendorId);
  const order = await dockOrder(tx, ref, orderId);
  return { ref, vendor, order };
}

/** Records the check-in (the order's entry, the prop's bookings, a repair record); "returned" when it is the last. */
async function recordCheckIn(
  db: Firestore,
  tx: Transaction,
  read: { ref: DocumentReference; vendor: VendorDocument; order: Order },
  change: CheckIn,
): Promise<CheckInResult> {
  const { ref, vendor, order } = read;
  const { vendorId, orderId, staff, key, condition, pieces, note, charge, photos = [] } = change;
  const paths = vendorPaths(vendorId);
  const reference = orderReference(orderId);
  if ((order.checkIns ?? []).length >= limits.dock.checkIns)
    refuse("resource-exhausted", `Order ${reference} has ${limits.dock.checkIns} check-in entries; call the office`);
  const line = order.lines.find((each) => lineKey(each) === key);
  if (!line) refuse("failed-precondition", `Order ${reference} has no line ${key}`);
  const bookingRef = db.doc(paths.propBooking(line.propId));
  const bookings = ((await tx.get(bookingRef)).data() as PropBookings | undefined)?.bookings ?? [];
  const now = new Date();
  const on = vendorToday(vendor.timezone ?? "UTC", now);
  const repairRef = condition === "fine" ? null : db.collection(paths.repairs).doc();
  const entry: CheckInEntry = {
    id: repairRef?.id ?? `${key}:${on}`,
    key,
    condition,
    pieces,
    on,
    at: now,
    byName: staff.name,
    note,
    ...(charge > 0 ? { charge } : {}),
    ...(photos.length > 0 ? { photos } : {}),
    ...(repairRef ? { repairId: repairRef.id } : {}),
  };
  const checkIns = withCheckIn(order.checkIns ?? [], entry);
  const after = { ...order, checkIns };
  const repairBooking = repairRef
    ? {
        from: on,
        to: noEnd,
        propId: line.propId,
        quantity: pieces,
        key: bookingKey.repair(repairRef.id),
        kind: "repair" as const,
        expiresAt: null,
        ref: `repair of ${reference} (${condition})`,
        uid: order.uid,
        // The piece is out of the stock of the location it came back to: the order's.
        ...(order.locationId ? { locationId: order.locationId } : {}),
      }
    : null;
  const returned = allAccountedFor(after);
  const dockBy = { dockBy: { uid: staff.uid, name: staff.name }, dockAt: FieldValue.serverTimestamp() };
  // The step to "returned" reads first (its bookings), so it runs before this check-in's writes; it frees every prop's
  // booking on the order, and the prop's bookings written below (the same document, written last) agree with it.
  if (returned) {
    const step = { vendorId, vendor, orderId, order: after, staff, override: "" };
    await stepOrder(db, tx, {
      ...step,
      status: "returned",
      note: "Checked in at the dock.",
      alsoWrite: { checkIns, ...dockBy },
    });
  } else {
    tx.update(ref, { checkIns, ...dockBy });
  }
  const freed = returned ? Number.MAX_SAFE_INTEGER : pieces;
  const next = afterReturn(
    bookings,
    { orderKey: bookingKey.order(orderId), pieces: freed, repair: repairBooking },
    now,
  );
  tx.set(bookingRef, { propId: line.propId, ...next }, { merge: true });
  if (repairRef) {
    const repair: RepairRecord = {
      orderId,
      reference,
      uid: order.uid,
      key,
      propId: line.propId,
      name: lineNameOf(order)(key),
      condition: condition as RepairRecord["condition"],
      pieces,
      note,
      charge,
      ...(photos.length > 0 ? { photos } : {}),
      on,
      reportedAt: now,
      reportedByName: staff.name,
      status: "open",
    };
    tx.create(repairRef, repair);
  }
  return {
    line: key,
    back: checkedInOf(after, key),
    out: handedOverOf(after, key),
    returned,
    ...(repairRef ? { repairId: repairRef.id } : {}),
  };
}

/** The call's photos: at most limits.dock.photos, each a path and the name it was sent with. */
function photosOf(reader: CallReader): { path: string; name: string }[] {
  const given = reader.data.photos;
  if (given === undefined) return [];
  const valid =
    Array.isArray(given) &&
    given.length <= limits.dock.photos &&
    given.every(
      (photo: unknown) =>
        typeof photo === "object" &&
        photo !== null &&
        typeof (photo as { path?: unknown }).path === "string" &&
        typeof (photo as { name?: unknown }).name === "string",
    );
  if (!valid) {
    reader.fail("photos", `must be at most ${limits.dock.photos} photos, each a path and a name`);
    return [];
  }
  return (given as { path: string; name: string }[]).map(({ path, name }) => ({ path, name: name.slice(0, 200) }));
}

async function storedPhotos(vendorId: string, photos: { path: string; name: string }[]): Promise<DamagePhoto[]> {
  return Promise.all(
    photos.map(async ({ path, name }) => {
      if (!path.startsWith(`damage/${vendorId}/`) || path.includes(".."))
        refuse("invalid-argument", `${name} is not a damage photo of this prop house (${path}); take it again`);
      const stored = await storedFile(path);
      if (!stored) refuse("failed-precondition", `${name} is not in the file store; take the photo again, then report`);
      if (!(limits.dock.photoTypes as readonly string[]).includes(stored.contentType))
        refuse("failed-precondition", `${name} is a ${stored.contentType}, not a photo: send a JPEG or PNG`);
      return { path, name, ...stored };
    }),
  );
}

export const scanIn = onCall<ScanInCall, Promise<CheckInResult>>((call) =>
  answering(async () => {
    const { vendorId, orderId, code } = readCall("scanIn", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      orderId: reader.id("orderId"),
      code: reader.text("code", { max: limits.dock.scannedCode, required: true }),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const read = await readCheckIn(db, tx, vendorId, orderId);
      const outcome = countScan(read.order, code, orderReference(orderId), lineNameOf(read.order));
      if (outcome.kind === "refused") refuse("failed-precondition", outcome.reason);
      return recordCheckIn(db, tx, read, {
        vendorId,
        orderId,
        staff,
        key: outcome.line,
        condition: "fine",
        pieces: 1,
        note: "",
        charge: 0,
      });
    });
  }),
);

export const reportReturn = onCall<ReportReturnCall, Promise<CheckInResult>>((call) =>
  answering(async () => {
    const report = readCall("reportReturn", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      orderId: reader.id("orderId"),
      key: reader.text("line", { max: lineKeyMaxLength, required: true }),
      condition: reader.oneOf("condition", returnConditions),
      pieces: reader.count("pieces", { max: limits.setList.quantity }),
      note: reader.text("note", { max: limits.dock.returnNote }),
      charge: reader.data.charge === undefined ? 0 : reader.count("charge", { max: limits.dock.damageCharge }),
      photos: photosOf(reader),
    }));
    const staff = staffOf(call.auth, report.vendorId);
    if (report.photos.length > 0 && report.condition !== "damaged")
      refuse("invalid-argument", "Photos go with damage: report the piece damaged to send them");
    // What the file store holds, not what the tablet says: each photo is there, a JPEG or PNG, in this house's folder.
    const photos = await storedPhotos(report.vendorId, report.photos);
    const db = firestore();
    return db.runTransaction(async (tx) => {
      const read = await readCheckIn(db, tx, report.vendorId, report.orderId);
      const problem = returnReportProblem(read.order, report, orderReference(report.orderId));
      if (problem) refuse("failed-precondition", problem);
      return recordCheckIn(db, tx, read, { ...report, photos, staff });
    });
  }),
);
