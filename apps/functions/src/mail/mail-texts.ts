// The emails the commands send, in plain text, with the tenant's name, email, phone and address
// from the vendor document (and defaults where a tenant leaves them out). Pure: tested alone.
import { type OrderStatus, lineKey } from "@backlot/domain";
import { orderStatusLabels } from "@backlot/ui/labels";
import { formatMoney } from "@backlot/domain/money";
import type { VendorDocument } from "../shared/vendor-document.js";

export interface MailMessage {
  subject: string;
  text: string;
  /** Files sent with it (an invoice's PDF), as the Trigger Email extension takes them. */
  attachments?: { filename: string; content: string; encoding: "base64"; contentType: string }[];
}

const money = (minorUnits: number, currency = "USD") => formatMoney(minorUnits, currency, "en-US");

/** "- 6 x BPH-10432 (the taller one)" */
const propLine = (line: { propId: string; variantId?: string; quantity: number; note: string }) =>
  `- ${line.quantity} x ${lineKey(line)}${line.note ? ` (${line.note})` : ""}`;

/** What a quote request or an order asks for, as the vendor's email lists it. */
interface AskedFor {
  reference: string;
  contact: { name: string; email: string; phone: string; company: string };
  production: string;
  pickUpDate: string;
  returnDate: string;
  fulfilment: string;
  deliveryAddress: string;
  notes: string;
  lines: { propId: string; variantId?: string; quantity: number; note: string }[];
}

const who = (asked: AskedFor) => [asked.contact.name, asked.contact.company].filter(Boolean).join(", ");

/** The dates, how the props travel, how to reach the customer, the props and the notes. */
function details(asked: AskedFor): string[] {
  const facts = [
    `Production: ${asked.production}`,
    `Pick-up: ${asked.pickUpDate}`,
    `Return: ${asked.returnDate}`,
    asked.fulfilment === "delivery" ? `Delivery to: ${asked.deliveryAddress}` : "Collected from the shop",
    `Email: ${asked.contact.email}`,
    asked.contact.phone ? `Phone: ${asked.contact.phone}` : "",
  ];
  return [
    facts.filter(Boolean).join("\n"),
    asked.lines.length ? `Props:\n${asked.lines.map(propLine).join("\n")}` : "No props listed: see the notes.",
    asked.notes ? `Notes:\n${asked.notes}` : "",
  ];
}

const toVendor = (paragraphs: string[]) => `${paragraphs.filter(Boolean).join("\n\n")}\n`;

/** The vendor's name as customers know it. */
export const vendorName = (vendor: VendorDocument) => vendor.displayName || vendor.name || "Your prop house";

/** The sign-off: name, address, phone, email; each line only when the tenant has it. */
export function signature(vendor: VendorDocument): string {
  const { address } = vendor;
  const street = [address?.line1, address?.line2].filter(Boolean).join(", ");
  const town = [address?.city, [address?.state, address?.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return ["--", vendorName(vendor), street, town, vendor.phone, vendor.email, vendor.website]
    .filter((line) => line && line.trim())
    .join("\n");
}

const letter = (lines: string[], vendor: VendorDocument) => `${lines.join("\n\n")}\n\n${signature(vendor)}\n`;

export const mailTexts = {
  /** To the vendor: a quote request arrived. */
  quoteRequested(vendor: VendorDocument, request: AskedFor): MailMessage {
    return {
      subject: `Quote request ${request.reference} from ${who(request)} for ${request.production}`,
      text: toVendor([
        `${who(request)} asks for a quote.`,
        ...details(request),
        `Answer it in the console (${vendorName(vendor)}).`,
      ]),
    };
  },

  /** To the vendor: a customer placed an order. */
  orderPlaced(vendor: VendorDocument, order: AskedFor & { setListName: string; total: number }, currency?: string) {
    return {
      subject: `Order ${order.reference} from ${who(order)}: ${order.setListName}`,
      text: toVendor([
        `${who(order)} placed an order for ${order.production} (estimate ${money(order.total, currency)}).`,
        ...details(order),
        `Confirm it in the console (${vendorName(vendor)}).`,
      ]),
    } satisfies MailMessage;
  },

  /** To the vendor: a customer wrote. */
  customerWrote(vendor: VendorDocument, message: { name: string; email: string; body: string }): MailMessage {
    return {
      subject: `Message from ${message.name}`,
      text: toVendor([
        `${message.name} (${message.email}) wrote:`,
        message.body,
        `Answer it in the console (${vendorName(vendor)}).`,
      ]),
    };
  },

  /** To the vendor: several messages from one customer, sent within the quiet period (newest last). */
  customerWroteSeveral(
    vendor: VendorDocument,
    messages: { name: string; email: string; bodies: string[]; count: number },
  ): MailMessage {
    const shown = messages.bodies.length < messages.count ? ` (the last ${messages.bodies.length})` : "";
    return {
      subject: `${messages.count} new messages from ${messages.name}`,
      text: toVendor([
        `${messages.name} (${messages.email}) wrote ${messages.count} messages${shown}:`,
        ...messages.bodies.map((body) => `> ${body.replace(/\n/g, "\n> ")}`),
        `Answer them in the console (${vendorName(vendor)}).`,
      ]),
    };
  },

  /** To a new hire: `backlot staff add --invite` left an invitation that their verified sign-in takes. */
  staffInvited(vendor: VendorDocument, invite: { email: string; ends: string }): MailMessage {
    return {
      subject: `You are invited to ${vendorName(vendor)}'s console`,
      text: letter(
        [
          `${vendorName(vendor)} has invited ${invite.email} to work in its console, where staff answer quotes, ` +
            "orders and messages.",
          `Sign up on ${vendorName(vendor)}'s storefront with this address (or log in, if you have an account), then ` +
            "sign in to the console. It sends you an email to verify the address: follow its link and sign in again.",
          `Only a verified sign-in with ${invite.email} takes the invitation, until ${invite.ends}. If you did not ` +
            "expect it, ignore this email.",
        ],
        vendor,
      ),
    };
  },

  quoteAnswered(
    vendor: VendorDocument,
    quote: { reference: string; name: string; production: string; note: string; weeks: number; total: number },
    currency?: string,
  ): MailMessage {
    const weeks = quote.weeks === 1 ? "1 week" : `${quote.weeks} weeks`;
    return {
      subject: `Your quote ${quote.reference} from ${vendorName(vendor)}`,
      text: letter(
        [
          `Hello ${quote.name},`,
          `Here is our quote for ${quote.production}: ${money(quote.total, currency)} for ${weeks}.`,
          quote.note,
          "See it line by line, and accept or decline it, in your account under Quotes.",
        ].filter(Boolean),
        vendor,
      ),
    };
  },

  quoteClosed(
    vendor: VendorDocument,
    quote: { reference: string; name: string; production: string; note: string },
  ): MailMessage {
    return {
      subject: `Your quote request ${quote.reference} to ${vendorName(vendor)}`,
      text: letter(
        [
          `Hello ${quote.name},`,
          `We are not able to quote your request ${quote.reference} for ${quote.production}, and have closed it.`,
          quote.note,
          "Write to us in your account under Messages if you would like to talk it over.",
        ].filter(Boolean),
        vendor,
      ),
    };
  },

  quoteDecided(
    vendor: VendorDocument,
    quote: { reference: string; name: string; production: string; accepted: boolean; detail: string },
  ): MailMessage {
    const decided = quote.accepted ? "accepted" : "declined";
    return {
      subject: `Quote ${quote.reference} ${decided} by ${quote.name}`,
      text: toVendor([
        `${quote.name} ${decided} your quote ${quote.reference} for ${quote.production}.`,
        quote.detail,
        `See it in the console's quote desk (${vendorName(vendor)}).`,
      ]),
    };
  },

  orderStatusChanged(
    vendor: VendorDocument,
    order: { reference: string; name: string; setListName: string; status: OrderStatus; note: string },
  ): MailMessage {
    return {
      subject: `Order ${order.reference}: ${orderStatusLabels[order.status]}`,
      text: letter(
        [
          `Hello ${order.name},`,
          `Your order ${order.reference} (${order.setListName}) is now: ${orderStatusLabels[order.status]}.`,
          order.note,
          "Your orders are in your account, under Orders.",
        ].filter(Boolean),
        vendor,
      ),
    };
  },

  /** To the customer: their order's final invoice, its PDF attached. */
  invoiceIssued(
    vendor: VendorDocument,
    invoice: { reference: string; number: string; name: string; total: string },
  ): MailMessage {
    return {
      subject: `Invoice ${invoice.number} for order ${invoice.reference}`,
      text: letter(
        [
          `Hello ${invoice.name},`,
          `Here is the final invoice for your order ${invoice.reference}: ${invoice.number}, for ${invoice.total}. ` +
            "The PDF is attached.",
          "It is in your account too, under Orders, with what has been paid and what is due.",
        ],
        vendor,
      ),
    };
  },

  /** To the prop house: the customer (or staff signed in as them) extended their order or added props to it. */
  orderChangedByCustomer(
    vendor: VendorDocument,
    change: { reference: string; who: string; setListName: string; title: string; summary: string },
  ): MailMessage {
    return {
      subject: `Order ${change.reference}: ${change.title} by ${change.who}`,
      text: toVendor([
        `${change.who} changed order ${change.reference} (${change.setListName}): ${change.title.toLowerCase()}.`,
        change.summary,
        `See it in the console (${vendorName(vendor)}).`,
      ]),
    };
  },

  /** To a customer: the prop house extended their order or added props to it. */
  orderChangedByStaff(
    vendor: VendorDocument,
    change: { reference: string; name: string; setListName: string; title: string; summary: string },
  ): MailMessage {
    return {
      subject: `Order ${change.reference}: ${change.title}`,
      text: letter(
        [
          `Hello ${change.name},`,
          `We changed your order ${change.reference} (${change.setListName}): ${change.title.toLowerCase()}.`,
          change.summary,
          "Your orders are in your account, under Orders.",
        ],
        vendor,
      ),
    };
  },

  /** To a customer: a paper the prop house accepted runs out in `daysLeft` days (0: today). */
  paperRunsOut(
    vendor: VendorDocument,
    paper: { name: string; paperName: string; described: string; lastDay: string; daysLeft: number },
  ): MailMessage {
    const when = paper.daysLeft === 0 ? "today" : `on ${paper.lastDay}`;
    return {
      subject: `Your ${paper.paperName} runs out ${when}`,
      text: letter(
        [
          `Hello ${paper.name},`,
          `The ${paper.paperName} we hold for you (${paper.described}) is good until ${paper.lastDay}. Please send ` +
            `the new one before then, so that rentals after that day can leave the dock.`,
          "Your paperwork is in your account, under Paperwork.",
        ],
        vendor,
      ),
    };
  },

  replied(vendor: VendorDocument, reply: { name: string; body: string }): MailMessage {
    return {
      subject: `A message from ${vendorName(vendor)}`,
      text: letter([`Hello ${reply.name},`, reply.body, "Answer it from your account, under Messages."], vendor),
    };
  },

  welcome(vendor: VendorDocument, customer: { name: string }): MailMessage {
    return {
      subject: `Welcome to ${vendorName(vendor)}`,
      text: letter(
        [
          `Hello ${customer.name},`,
          `Your account with ${vendorName(vendor)} is approved: you can now place orders as well as ask for quotes.`,
          "Questions about a production? Message us from your account, or call.",
        ],
        vendor,
      ),
    };
  },

  denied(vendor: VendorDocument, customer: { name: string }): MailMessage {
    return {
      subject: `Your account with ${vendorName(vendor)}`,
      text: letter(
        [
          `Hello ${customer.name},`,
          `We cannot open an ordering account for you at ${vendorName(vendor)} at the moment.`,
          "You can still ask for quotes. If you think this is a mistake, reply to this email or call us.",
        ],
        vendor,
      ),
    };
  },
};
