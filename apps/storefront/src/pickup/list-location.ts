// A set list names the visitor's dock when it is held, quoted or ordered (decision 0053): the
// server books its props there. The dock chosen in the header is the one the visitor saw the
// list's availability at, so it is the one written. A prop house with one dock writes nothing.
import type { Services } from "../app/services-contract.js";
import { chosenLocationId } from "./chosen-location.js";

export async function withListAtChosenLocation(
  setLists: Services["setLists"],
  uid: string,
  listId: string,
): Promise<void> {
  const locationId = chosenLocationId();
  if (locationId) await setLists.setLocation(uid, listId, locationId);
}
