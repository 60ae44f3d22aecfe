// The prop page's "Add to set list" as an island (decision 0051): the button is on screen from the first paint, and
// the picker's code (the lists, the panel, how they are stored) comes when it is pressed or focused, or when a
// variant is chosen (its props change). The press is held meanwhile, and replayed.
import { island } from "../app/island.js";

export const AddToSetListIsland = island(async () => (await import("./AddToSetList.js")).AddToSetList, {
  name: "add-to-set-list",
  until: "used",
});
