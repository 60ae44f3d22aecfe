// What the prop editor says, every word replaceable by the console's labels.

export interface PropEditorLabels {
  name: string;
  description: string;
  weeklyRate: (currency: string) => string;
  weeklyRateHint: string;
  rateUnreadable: string;
  quantity: string;
  quantityUnreadable: string;
  /** A prop house with more than one dock: the stock's fields, one a dock, and their sum. */
  stockAtDocks: string;
  stockTotal: (total: number) => string;
  colors: string;
  listed: string;
  listedHint: string;
  save: string;
  saving: string;
  discard: string;
  nothingChanged: string;
  saved: string;
  fixFields: string;
  failed: string;
}

export const defaultPropEditorLabels: PropEditorLabels = {
  name: "Name",
  description: "Description",
  weeklyRate: (currency) => `Weekly rate (${currency})`,
  weeklyRateHint: "For one item for one week, like 25.00.",
  rateUnreadable: "Write an amount like 25.00.",
  quantity: "Stock",
  quantityUnreadable: "Write a whole number, like 6.",
  stockAtDocks: "Stock at each dock",
  stockTotal: (total) => `${total.toLocaleString("en")} in all`,
  colors: "Colours",
  listed: "Shown to customers",
  listedHint:
    "Customers do not find a hidden prop: Typesense search drops it at once, the storefront's own pages at " +
    "its next build.",
  save: "Save changes",
  saving: "Saving…",
  discard: "Discard changes",
  nothingChanged: "Nothing to save: no field has changed.",
  saved: "Saved.",
  fixFields: "Some fields need a change before this can be saved.",
  failed: "The changes could not be saved. Try again.",
};
