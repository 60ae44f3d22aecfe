// The set list editor's words, overridable through its `labels` prop.
import { type SetListNameMessages, defaultSetListNameMessages } from "../SetListPicker/set-list-name.js";

export interface SetListEditorLabels extends SetListNameMessages {
  name: string;
  nameHint: (max: number) => string;
  rename: string;
  renaming: string;
  renamed: string;
  renameFailed: string;
  notes: string;
  notesHint: string;
  saveNotes: string;
  savingNotes: string;
  notesSaved: string;
  notesFailed: string;
  props: (count: number) => string;
  empty: string;
  browse: string;
  rateEach: (price: string) => string;
  available: (count: number) => string;
  quantity: string;
  quantityOf: (name: string) => string;
  decrease: (name: string) => string;
  increase: (name: string) => string;
  linePerWeek: (price: string) => string;
  remove: string;
  removeOne: (name: string) => string;
  removeTitle: (name: string, listName: string) => string;
  removeExplanation: string;
  removeConfirm: string;
  quantityFailed: (name: string) => string;
  removeFailed: (name: string) => string;
  total: string;
  totalNote: string;
  perWeek: (price: string) => string;
  requestQuote: string;
  loading: string;
}

export const defaultSetListEditorLabels: SetListEditorLabels = {
  ...defaultSetListNameMessages,
  name: "Set list name",
  nameHint: (max) => `Up to ${max.toString()} characters.`,
  rename: "Rename",
  renaming: "Saving…",
  renamed: "Name saved.",
  renameFailed: "The name could not be saved. Check your connection and try again.",
  notes: "Notes",
  notesHint: "For your team and the vendor: scenes, shoot days, colours to match.",
  saveNotes: "Save notes",
  savingNotes: "Saving…",
  notesSaved: "Notes saved.",
  notesFailed: "The notes could not be saved. Check your connection and try again.",
  props: (count) => (count === 1 ? "1 prop" : `${count.toLocaleString()} props`),
  empty: "This set list is empty. Add props from their pages with “Add to set list”.",
  browse: "Browse props",
  rateEach: (price) => `${price} per week each`,
  available: (count) => `${count.toLocaleString()} available`,
  quantity: "Quantity",
  quantityOf: (name) => `Quantity of ${name}`,
  decrease: (name) => `Decrease quantity of ${name}`,
  increase: (name) => `Increase quantity of ${name}`,
  linePerWeek: (price) => `${price} per week`,
  remove: "Remove",
  removeOne: (name) => `Remove ${name}`,
  removeTitle: (name, listName) => `Remove ${name} from ${listName}?`,
  removeExplanation: "You can add it again from its page.",
  removeConfirm: "Remove",
  quantityFailed: (name) => `The quantity of ${name} could not be saved; it is back to what was saved. Try again.`,
  removeFailed: (name) => `${name} could not be removed. Try again.`,
  total: "Total weekly rate",
  totalNote: "At the full weekly rate; your quote applies the rental schedule and dates.",
  perWeek: (price) => `${price} per week`,
  requestQuote: "Request a quote for this set list",
  loading: "Loading the set list",
};
