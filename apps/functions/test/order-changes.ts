// The prop house extendOrder's and addToOrder's tests share (decision 0048): its staff, another house's staff, the
// order's customer (approved), another approved customer, a customer the house has not approved, a visitor, an
// anonymous session and staff signed in as the customer; props and orders seeded as the server keeps them (an order's
// estimate and its booking under the order's key), and the bookings read back day by day.
import type { Firestore } from "firebase-admin/firestore";
import { expect } from "vitest";
import { vendorPaths } from "@backlot/data";
import {
  type CalendarDate,
  type Order,
  type PropBookings,
  type StartImpersonationResult,
  type StoredBooking,
  addDays,
  bookingKey,
  isLive,
  newVendorUser,
  orderReference,
  withBooking,
} from "@backlot/domain";
import { estimateRental, rentalWeeks } from "@backlot/domain/pricing";
import {
  type Caller,
  type Emulators,
  adminFirestore,
  inDays,
  refusal,
  signedInCaller,
  staffCaller,
  testVendor,
  tokenCaller,
  visitorCaller,
} from "./world.js";

export const vendorId = "test-order-changes";
export const paths = vendorPaths(vendorId);
export const vendor = testVendor(vendorId);
export const contact = { name: "Jo Rivera", email: "jo@production.example", phone: "", company: "" };

export interface StoredProp {
  name: string;
  weeklyRate: number;
  quantity: number;
  listed?: boolean;
  catalogue?: { variants: { id: string; name: string; weeklyRate?: number }[] };
}

interface SeededLine {
  propId: string;
  variantId?: string;
  quantity: number;
  /** The rate the order was priced at, when not the catalogue's (a quoted rate). */
  weeklyRate?: number;
}

export interface OrderHouse {
  db: Firestore;
  staff: Caller;
  otherStaff: Caller;
  /** The order's customer: Jo Rivera, approved. */
  customer: Caller;
  otherCustomer: Caller;
  /** Staff signed in as the customer (an impersonated session). */
  asCustomer: Caller;
  staffName: string;
  newId: () => string;
  /** New props in the catalogue, under ids unique to the run; returns them by the names given. */
  props: <K extends string>(props: Record<K, StoredProp>) => Promise<Record<K, string>>;
  /** An order as placeOrder and setOrderStatus leave it, its props booked under its key; returns its id. */
  order: (order: {
    status?: Order["status"];
    pickUpDate?: string;
    returnDate?: string;
    lines: SeededLine[];
    uid?: string;
  }) => Promise<string>;
  /** Another order's booking of a prop (kind "order"), or a hold's. */
  book: (
    propId: string,
    booking: { from: string; to: string; quantity: number; kind?: "order" | "hold" },
  ) => Promise<string>;
  bookings: (propId: string) => Promise<StoredBooking[]>;
  stored: (orderId: string) => Promise<Order & Record<string, unknown>>;
  /**
   * Everyone who may not change the order is refused, and it is left as it was: another customer, another house's
   * staff, a visitor, an anonymous session, staff signed in as another customer, and the order's own customer while
   * the house has not approved them (or has denied them).
   */
  refusedToStrangers: (name: string, data: Record<string, unknown>) => Promise<void>;
}

let unique = 0;

export async function orderHouse(emulators: Emulators): Promise<OrderHouse> {
  const db = adminFirestore(emulators);
  await db.doc(paths.vendor).set(vendor);
  const [staff, otherStaff, customer, otherCustomer, anonymous] = await Promise.all([
    staffCaller(emulators, vendorId),
    staffCaller(emulators, "another-prop-house"),
    signedInCaller(emulators),
    signedInCaller(emulators),
    signedInCaller(emulators, "anonymous"),
  ]);
  const visitor = visitorCaller(emulators);
  const record = (caller: Caller, firstName: string) => ({
    ...newVendorUser({ email: caller.email, vendorId, vendorName: vendor.name, now: new Date() }),
    firstName,
    lastName: "Rivera",
    isAuthorized: true,
  });
  await db.doc(paths.user(customer.uid)).set(record(customer, "Jo"));
  await db.doc(paths.user(otherCustomer.uid)).set(record(otherCustomer, "Sam"));
  const impersonate = async (uid: string) => {
    const started = await staff.call<StartImpersonationResult>("startImpersonation", {
      vendorId,
      uid,
      reason: "Extending their rental on the phone",
    });
    return tokenCaller(emulators, started.token);
  };
  const [asCustomer, asOther] = await Promise.all([impersonate(customer.uid), impersonate(otherCustomer.uid)]);
  const catalogue = new Map<string, StoredProp>();
  const newId = () => db.collection("ids").doc().id;

  const bookings = async (propId: string) =>
    ((await db.doc(paths.propBooking(propId)).get()).data() as PropBookings | undefined)?.bookings ?? [];
  const addBooking = async (booking: StoredBooking) => {
    const next = withBooking(await bookings(booking.propId), [booking.key], booking, new Date());
    await db.doc(paths.propBooking(booking.propId)).set({ propId: booking.propId, ...next });
  };
  const stored = async (orderId: string) =>
    (await db.doc(paths.order(orderId)).get()).data() as Order & Record<string, unknown>;

  return {
    db,
    staff,
    otherStaff,
    customer,
    otherCustomer,
    asCustomer,
    staffName: staff.email.split("@")[0] ?? "",
    newId,
    async props(props) {
      const ids = {} as Record<keyof typeof props, string>;
      for (const [name, prop] of Object.entries(props) as [keyof typeof props, StoredProp][]) {
        const propId = `OC-${Date.now().toString(36)}-${++unique}`;
        catalogue.set(propId, prop);
        await db.doc(paths.prop(propId)).set(prop);
        ids[name] = propId;
      }
      return ids;
    },
    async order({ status = "confirmed", pickUpDate = inDays(3), returnDate = inDays(17), lines, uid = customer.uid }) {
      const orderId = newId();
      const priced = lines.map((line) => {
        const prop = catalogue.get(line.propId);
        const variant = prop?.catalogue?.variants.find((each) => each.id === line.variantId);
        return {
          propId: line.propId,
          ...(line.variantId ? { variantId: line.variantId } : {}),
          name: variant ? `${prop?.name ?? ""} (${variant.name})` : (prop?.name ?? line.propId),
          weeklyRate: line.weeklyRate ?? variant?.weeklyRate ?? prop?.weeklyRate ?? 0,
          quantity: line.quantity,
        };
      });
      const weeks = rentalWeeks(pickUpDate, returnDate);
      await db.doc(paths.order(orderId)).set({
        uid,
        setListId: "",
        setListName: "Diner, act 2",
        lines: lines.map((line) => ({
          propId: line.propId,
          ...(line.variantId ? { variantId: line.variantId } : {}),
          quantity: line.quantity,
          note: "",
        })),
        pickUpDate,
        returnDate,
        fulfilment: "pickup",
        deliveryAddress: "",
        notes: "",
        contact,
        status,
        estimate: estimateRental(priced, weeks, vendor.terms),
        history: [],
        createdAt: new Date(),
      });
      const byProp = new Map<string, number>();
      for (const line of lines) byProp.set(line.propId, (byProp.get(line.propId) ?? 0) + line.quantity);
      if (status === "confirmed" || status === "out")
        for (const [propId, quantity] of byProp)
          await addBooking({
            propId,
            quantity,
            from: pickUpDate as CalendarDate,
            to: returnDate as CalendarDate,
            key: bookingKey.order(orderId),
            kind: "order",
            expiresAt: null,
            ref: `order ${orderReference(orderId)}`,
            uid,
          });
      return orderId;
    },
    async book(propId, { from, to, quantity, kind = "order" }) {
      const id = newId();
      await addBooking({
        propId,
        quantity,
        from: from as CalendarDate,
        to: to as CalendarDate,
        key: kind === "order" ? bookingKey.order(id) : bookingKey.hold(id),
        kind,
        expiresAt: kind === "order" ? null : new Date(Date.now() + 3_600_000).toISOString(),
        ref: kind === "order" ? `order ${orderReference(id)}` : "hold by Dana Reyes",
        uid: "someone-else",
      });
      return id;
    },
    bookings,
    stored,
    async refusedToStrangers(name, data) {
      const before = await stored(data.orderId as string);
      const reference = orderReference(data.orderId as string);
      const noOrder = { code: "functions/not-found", message: `You have no order ${reference}` };
      for (const caller of [otherCustomer, otherStaff, asOther])
        expect(await refusal(caller.call(name, data))).toMatchObject(noOrder);
      expect(await refusal(visitor.call(name, data))).toMatchObject({
        code: "functions/unauthenticated",
        message: "Log in to do this",
      });
      expect(await refusal(anonymous.call(name, data))).toMatchObject({
        code: "functions/unauthenticated",
        message: "Create an account or log in to do this",
      });
      for (const isAuthorized of [null, false]) {
        await db.doc(paths.user(customer.uid)).update({ isAuthorized });
        for (const caller of [customer, asCustomer])
          expect(await refusal(caller.call(name, data))).toMatchObject({
            code: "functions/permission-denied",
            message:
              "Test Prop House has not approved this account, so it cannot extend an order or add props to it. " +
              "Write to them: they can change it for you.",
          });
      }
      await db.doc(paths.user(customer.uid)).update({ isAuthorized: true });
      const after = await stored(data.orderId as string);
      expect(after).toEqual(before);
    },
  };
}

/** Pieces of `propId` the live bookings take on each day from today to `days` ahead, as a wall calendar counts. */
export async function usageByDay(house: OrderHouse, propId: string, days: number): Promise<number[]> {
  const now = new Date();
  const live = (await house.bookings(propId)).filter((booking) => isLive(booking, now));
  const today = inDays(0) as CalendarDate;
  return Array.from({ length: days + 1 }, (_, offset) => {
    const date = addDays(today, offset);
    return live
      .filter((booking) => booking.from <= date && date <= booking.to)
      .reduce((sum, booking) => sum + booking.quantity, 0);
  });
}

/** The order's booking of a prop, as the prop's bookings hold it. */
export async function orderBooking(house: OrderHouse, propId: string, orderId: string) {
  return (await house.bookings(propId)).find((booking) => booking.key === bookingKey.order(orderId));
}
