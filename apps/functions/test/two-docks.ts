// What the pickup-location tests share (decision 0053): a vendor's docks as the catalogue push stores them (Toronto,
// Vancouver and an unlisted warehouse), a prop split between them, and an approved customer with a set list for one.
import type { vendorPaths } from "@backlot/data";
import { type Caller, type Emulators, adminFirestore, inDays, signedInCaller } from "./world.js";

/** A dock as the vendor document lists it (push-catalogue.ts): its schedule and currency always given. */
export const dock = (id: string, displayName: string, isListed = true) => ({
  id,
  displayName,
  isListed,
  timezone: id === "vancouver" ? "America/Vancouver" : "America/Toronto",
  currency: "CAD",
  weeklyDiscounts: [1, 1, 0.75, 0.75, 0.5, 0.5, 0.5, 0.5],
});

export const locations = [
  dock("toronto", "Toronto"),
  dock("vancouver", "Vancouver"),
  dock("warehouse", "Mississauga", false),
];

let propCount = 0;

export function twoDockHelpers(emulators: Emulators, paths: ReturnType<typeof vendorPaths>, newId: () => string) {
  const db = adminFirestore(emulators);
  return {
    /** A prop split between the docks as `backlot catalogue push` stores it (every dock named); returns its id. */
    prop: async (split: Record<string, number>, name = "Steel locker", weeklyRate = 2000): Promise<string> => {
      const propId = `LC-${Date.now()}-${++propCount}`;
      const stockByLocation = { toronto: 0, vancouver: 0, warehouse: 0, ...split };
      const quantity = Object.values(stockByLocation).reduce((sum, count) => sum + count, 0);
      await db.doc(paths.prop(propId)).set({ name, weeklyRate, quantity, stockByLocation, listed: true });
      return propId;
    },

    /** An approved customer with a set list for `locationId` (none: the vendor's first). */
    customerWithList: async (
      lines: { propId: string; quantity: number }[],
      locationId?: string,
    ): Promise<{ customer: Caller; setListId: string }> => {
      const customer = await signedInCaller(emulators);
      await db.doc(paths.user(customer.uid)).set({
        email: customer.email,
        firstName: "Robin",
        lastName: customer.uid.slice(0, 4),
        isAuthorized: true,
      });
      const setListId = newId();
      await db.doc(paths.setList(setListId)).set({
        ownerUid: customer.uid,
        name: "Locker room",
        production: "",
        lines: lines.map((line) => ({ ...line, note: "" })),
        pickUpDate: inDays(10),
        returnDate: inDays(20),
        ...(locationId ? { locationId } : {}),
      });
      return { customer, setListId };
    },

    /** What a customer's form sends with an order or a quote request. */
    orderRequest: (customer: Caller) => ({
      contact: { name: "Robin Vale", email: customer.email, phone: "", company: "" },
      production: "North Shore",
      fulfilment: "pickup",
      deliveryAddress: "",
      notes: "",
      pickUpDate: inDays(10),
      returnDate: inDays(20),
    }),
  };
}
