// What a quote request and an order both say about a rental, for staff: who (with mail and phone
// links), how the props travel and the customer's notes; the page adds its own facts around them.
import type { ReactNode } from "react";
import type { QuoteContact } from "@backlot/domain";
import styles from "../quotes/QuotePage.module.css";

export interface RentalFactsProps {
  contact: QuoteContact;
  fulfilment: "pickup" | "delivery";
  deliveryAddress: string;
  notes: string;
  /** Said after the customer's name ("a visitor without an account"). */
  aside?: string | undefined;
  /** More facts, after the customer's. */
  children?: ReactNode;
}

export function RentalFacts({ contact, fulfilment, deliveryAddress, notes, aside, children }: RentalFactsProps) {
  return (
    <dl className={styles.facts}>
      <dt>Customer</dt>
      <dd>
        {contact.name}
        {contact.company && `, ${contact.company}`}
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        {contact.phone && (
          <>
            {" · "}
            <a href={`tel:${contact.phone}`}>{contact.phone}</a>
          </>
        )}
        {aside && <span className={styles.muted}> ({aside})</span>}
      </dd>
      {children}
      <dt>Fulfilment</dt>
      <dd>{fulfilment === "delivery" ? `Delivery to ${deliveryAddress}` : "Collected from the shop"}</dd>
      <dt>Notes</dt>
      <dd>{notes || <span className={styles.muted}>None</span>}</dd>
    </dl>
  );
}
