// What the add-on form says, every word replaceable by the app that shows it.
export interface AddPropsLabels {
  title: string;
  intro: string;
  /** The list of props to add. */
  listTitle: string;
  empty: string;
  quantity: string;
  /** Heard after `quantity` on a line's field: which prop. */
  quantityOf: (name: string) => string;
  remove: (name: string) => string;
  /** Said when a prop goes on the list, or is on it already. */
  listed: (name: string) => string;
  alreadyListed: (name: string) => string;
  removed: (name: string) => string;
  noLines: string;
  /** A line's problem, after what it is about ("quantity", "propId", "variantId"): "must be a whole number…". */
  lineProblem: (part: string, message: string) => string;
  submit: string;
  submitting: string;
  /** The estimate's total after the add-on, from the server's answer. */
  done: (total: string) => string;
  failed: string;
}

export const defaultAddPropsLabels: AddPropsLabels = {
  title: "Add props",
  intro: "They are booked from today (or the pick-up) to the return date, if they are free.",
  listTitle: "Props to add",
  empty: "No props to add yet.",
  quantity: "Quantity",
  quantityOf: (name) => `of ${name}`,
  remove: (name) => `Remove ${name}`,
  listed: (name) => `${name} is on the list to add.`,
  alreadyListed: (name) => `${name} is on the list already: change its quantity instead.`,
  removed: (name) => `${name} is off the list.`,
  noLines: "Add a prop to the list first.",
  lineProblem: (part, message) =>
    `${{ quantity: "The quantity", variantId: "The variant" }[part] ?? "The item number"} ${message}.`,
  submit: "Add to the order",
  submitting: "Adding…",
  done: (total) => `Added to the order. The estimate is now ${total}.`,
  failed: "The props could not be added. Try again.",
};
