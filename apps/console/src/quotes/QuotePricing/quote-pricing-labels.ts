// What the pricing form says, every word replaceable by the console's labels; the search's words are the prop finder's.
import { limits } from "@backlot/domain";
import { type PropFinderLabels, defaultPropFinderLabels } from "../../catalogue/PropFinder/index.js";

export interface QuotePricingLabels extends PropFinderLabels {
  title: string;
  picture: (name: string) => string;
  notInCatalogue: string;
  catalogueRate: (rate: string) => string;
  quantity: string;
  weeklyRate: string;
  substitute: string;
  remove: (name: string) => string;
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
  ...defaultPropFinderLabels,
  title: "Price this request",
  picture: (name) => name,
  notInCatalogue: "No longer in the catalogue: substitute or remove it",
  catalogueRate: (rate) => `Catalogue: ${rate} a week`,
  quantity: "Quantity",
  weeklyRate: "Weekly rate",
  substitute: "Substitute",
  remove: (name) => `Remove ${name}`,
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
