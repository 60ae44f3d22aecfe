// Actions for the list page's stories: each a spy that answers as the server does when it takes the call, so a
// story's play function can press a control and check what would have been sent.
import { fn } from "storybook/test";
import type { ListActions } from "./ProductionListView/index.js";
import { sampleFound } from "./sample-list.js";

const taken = () => fn(() => Promise.resolve(true));

export const sampleActions = (): ListActions => ({
  decide: taken(),
  setQuantity: taken(),
  setNote: taken(),
  moveLine: taken(),
  removeLine: taken(),
  offerAlternative: taken(),
  comment: taken(),
  dismiss: fn(),
  findProps: fn((text: string) =>
    Promise.resolve(sampleFound.filter((prop) => prop.name.toLowerCase().includes(text.toLowerCase()))),
  ),
  move: taken(),
  addProp: taken(),
  addGroup: taken(),
  renameGroup: taken(),
  removeGroup: taken(),
  rename: taken(),
  setDates: taken(),
  approveRest: taken(),
});
