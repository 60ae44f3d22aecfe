// A signed-in customer keeps their pickup location on their record (decision 0053), so a phone they sign in on
// starts at the dock they chose on the laptop. Loaded by the pickup bar once someone is signed in.
import { impersonationOf } from "@backlot/domain";
import { getServices } from "../app/services.js";

/**
 * Writes the customer's choice to their record. Not in a staff session: staff looking at another dock's stock for a
 * customer would otherwise move the customer's own choice.
 */
export async function keepOnRecord(uid: string, locationId: string): Promise<void> {
  const { users, session } = await getServices();
  if (impersonationOf(session.store.getState().claims) !== null) return;
  await users.setPickupLocation(uid, locationId);
}
