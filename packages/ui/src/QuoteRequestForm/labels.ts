// The quote request form's words, overridable through its `labels` prop.
import {
  type EmailMessages,
  type RentalDateMessages,
  defaultEmailMessages,
  defaultRentalDateMessages,
} from "../internal/form/index.js";

export interface QuoteRequestFormLabels extends EmailMessages, RentalDateMessages {
  title: string;
  intro: string;
  contact: string;
  name: string;
  email: string;
  phone: string;
  phoneHint: string;
  production: string;
  productionHint: string;
  dates: string;
  pickUpDate: string;
  returnDate: string;
  delivery: string;
  deliveryNeeded: string;
  deliveryHint: string;
  deliveryAddress: string;
  notes: string;
  notesHint: string;
  propsFrom: (setListName: string) => string;
  quantity: (count: number) => string;
  submit: string;
  submitting: string;
  failed: string;
  nameMissing: string;
  phoneInvalid: string;
  productionMissing: string;
  addressMissing: string;
  /** No props and no notes: nothing to quote. */
  nothingAsked: string;
  doneTitle: string;
  doneText: (email: string) => string;
  reference: string;
  another: string;
}

export const defaultQuoteRequestFormLabels: QuoteRequestFormLabels = {
  ...defaultEmailMessages,
  ...defaultRentalDateMessages,
  title: "Request a quote",
  intro: "Tell us what you need and when. We reply within one business day.",
  contact: "Your details",
  name: "Name",
  email: "Email",
  phone: "Phone (optional)",
  phoneHint: "For questions about pick-up or delivery.",
  production: "Production or company",
  productionHint: "The show, film or event the props are for.",
  dates: "Rental dates",
  pickUpDate: "Pick-up date",
  returnDate: "Return date",
  delivery: "Delivery",
  deliveryNeeded: "We need the props delivered",
  deliveryHint: "Otherwise you collect them from the vendor.",
  deliveryAddress: "Delivery address",
  notes: "Notes (optional)",
  notesHint: "Quantities, scenes, anything we should know.",
  propsFrom: (setListName) => `Props from “${setListName}”`,
  quantity: (count) => `× ${count.toLocaleString()}`,
  submit: "Send quote request",
  submitting: "Sending…",
  failed: "Your quote request could not be sent. Check your connection and try again.",
  nameMissing: "Enter your name.",
  phoneInvalid: "Enter a phone number like (212) 555-0147, or leave it empty.",
  productionMissing: "Enter the production or company the props are for.",
  addressMissing: "Enter the address to deliver to.",
  nothingAsked: "Say in the notes what you need, or ask from a set list or a prop's page.",
  doneTitle: "Thank you: your quote request is in",
  doneText: (email) => `We will reply to ${email}. Quote your reference if you call or write to us about it.`,
  reference: "Reference",
  another: "Send another request",
};
