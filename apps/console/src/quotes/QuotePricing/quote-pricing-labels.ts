// What the pricing form says, every word replaceable by the console's labels.
import { limits } from "@backlot/domain";

export interface QuotePricingLabels {
  title: string;
  picture: (name: string) => string;
  stock: (count: number | null) => string;
  notInCatalogue: string;
  catalogueRate: (rate: string) => string;
  quantity: string;
  weeklyRate: string;
  substitute: string;
  remove: (name: string) => string;
  finder: string;
  finderHint: string;
  finderFor: (name: string) => string;
  cancelSubstitute: string;
  searching: string;
  noProps: string;
  findFailed: string;
  add: (name: string) => string;
  /** The name of a found prop's variant menu. */
  variantOf: (name: string) => string;
  useInstead: (name: string, instead: string) => string;
  alreadyOn: (name: string) => string;
  note: string;
  noteHint: string;
  noLines: string;
  fixLines: string;
  submit: string;
  submitting: string;
  sent: string;
  failed: string;
  wholeQuantity: string;
  amount: string;
}

export const defaultQuotePricingLabels: QuotePricingLabels = {
  title: "Price this request",
  picture: (name) => name,
  stock: (count) => (count === null ? "Stock unknown" : `${count.toLocaleString()} in stock`),
  notInCatalogue: "No longer in the catalogue: substitute or remove it",
  catalogueRate: (rate) => `Catalogue: ${rate} a week`,
  quantity: "Quantity",
  weeklyRate: "Weekly rate",
  substitute: "Substitute",
  remove: (name) => `Remove ${name}`,
  finder: "Add a prop",
  finderHint: "Search the catalogue by name or item number.",
  finderFor: (name) => `Substitute for ${name}`,
  cancelSubstitute: "Cancel substitution",
  searching: "Searching…",
  noProps: "No props match.",
  findFailed: "The catalogue could not be searched. Try again.",
  add: (name) => `Add ${name}`,
  variantOf: (name) => `Variant of ${name}`,
  useInstead: (name, instead) => `Use ${name} instead of ${instead}`,
  alreadyOn: (name) => `${name} is on the quote already: change its quantity instead.`,
  note: "Note to the customer",
  noteHint: "Availability, substitutions, delivery: anything they should know with the price.",
  noLines: "The quote has no props: add one to price it.",
  fixLines: "Fix the lines marked above to see the total.",
  submit: "Send quote",
  submitting: "Sending…",
  sent: "Quote sent. The customer sees it in their account, and by email.",
  failed: "The quote could not be sent. Try again.",
  wholeQuantity: `A whole number from 1 to ${limits.quote.quantity}`,
  amount: "An amount, like 12.50",
};
