// The browsing dates form as an island (decision 0051): the prerendered form is on screen from the first paint, and
// its code (the form, its checks and the date rules) comes when the visitor first presses or focuses it, or at once
// for one who has dates chosen already (`now`). A date field pressed meanwhile opens its picker once it arrives.
import { island } from "../../app/island.js";

export const BrowsingDatesIsland = island(async () => (await import("./BrowsingDates.js")).BrowsingDates, {
  name: "browsing-dates",
  until: "used",
  // The same form on every browse and prop page, whatever the query: a filtered link shows it as served.
  keptAcrossQueries: true,
});
