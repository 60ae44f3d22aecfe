// scanOut: staff scan a label at the dock (a USB scanner typing its item number, or the camera), and the piece counts
// out on the order's line for that prop; tickOut sets a line's count by hand. Both are staff's alone, and refused with
// a plain reason for a prop not on the order, one too many, or an order not being checked out. The counts are the
// server's (scannedOut on the order), so every screen at the dock shows the same.
import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { vendorPaths } from "@backlot/data";
import {
  type CommandDone,
  type ScanOutCall,
  type ScanOutResult,
  type TickOutCall,
  checkOutTickProblem,
  limits,
  lineKeyMaxLength,
  orderReference,
  scanOut as countScan,
} from "@backlot/domain";
import { firestore } from "../../shared/admin.js";
import { readCall } from "../../shared/call-data.js";
import { answering, refuse } from "../../shared/callable-errors.js";
import { staffOf } from "../../shared/callers.js";
import { dockOrder, lineNameOf } from "./dock-order.js";

export const scanOut = onCall<ScanOutCall, Promise<ScanOutResult>>((call) =>
  answering(async () => {
    const { vendorId, orderId, code } = readCall("scanOut", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      orderId: reader.id("orderId"),
      code: reader.text("code", { max: limits.dock.scannedCode, required: true }),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).order(orderId));
    return db.runTransaction(async (tx) => {
      const order = await dockOrder(tx, ref, orderId);
      const outcome = countScan(order, code, orderReference(orderId), lineNameOf(order));
      if (outcome.kind === "refused") refuse("failed-precondition", outcome.reason);
      const by = { uid: staff.uid, name: staff.name };
      // One line's count, not the whole map: two scanners on one order both count.
      tx.update(
        ref,
        new FieldPath("scannedOut", outcome.line),
        outcome.scanned,
        "dockBy",
        by,
        "dockAt",
        FieldValue.serverTimestamp(),
      );
      return { line: outcome.line, scanned: outcome.scanned, quantity: outcome.quantity };
    });
  }),
);

export const tickOut = onCall<TickOutCall, Promise<CommandDone>>((call) =>
  answering(async () => {
    const { vendorId, orderId, line, scannedOut } = readCall("tickOut", call.data, (reader) => ({
      vendorId: reader.vendorId(),
      orderId: reader.id("orderId"),
      line: reader.text("line", { max: lineKeyMaxLength, required: true }),
      scannedOut: reader.count("scannedOut", { max: limits.setList.quantity }),
    }));
    const staff = staffOf(call.auth, vendorId);
    const db = firestore();
    const ref = db.doc(vendorPaths(vendorId).order(orderId));
    return db.runTransaction(async (tx) => {
      const order = await dockOrder(tx, ref, orderId);
      const problem = checkOutTickProblem(order, line, scannedOut, orderReference(orderId));
      if (problem) refuse("failed-precondition", problem);
      const by = { uid: staff.uid, name: staff.name };
      tx.update(
        ref,
        new FieldPath("scannedOut", line),
        scannedOut,
        "dockBy",
        by,
        "dockAt",
        FieldValue.serverTimestamp(),
      );
      return { ok: true } as const;
    });
  }),
);
