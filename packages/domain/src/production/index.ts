// A production's room (issue 35): the team, its shared set lists, their review, history and notices.
export * from "./roles.js";
export * from "./production.js";
export * from "./production-list.js";
export * from "./list-edits.js";
export * from "./review.js";
export * from "./merge-note.js";
export * from "./mentions.js";
export * from "./activity.js";
export * from "./sent-to-house.js";
