// An order's form and, once placed, its priced summary: the rental period and how the props travel, sent to the
// server (placeOrder) under one order id per submission, kept across retries so pressing again after a dropped
// connection never places two orders. The set list's order page and a production's approved list both use it; each
// says what it orders (`place`).
import { useRef, useState } from "react";
import { type PlaceOrderResult, type QuoteRequestInput, orderReference } from "@backlot/domain";
import type { RentalEstimate } from "@backlot/domain/pricing";
import { vendorToday } from "@backlot/domain/quote";
import { OrderSummary } from "@backlot/ui/OrderSummary";
import { QuoteRequestForm, type QuoteRequestPrefill, type QuoteRequestSetList } from "@backlot/ui/QuoteRequestForm";
import { hrefs } from "../app/hrefs.js";
import { RouterLink } from "../app/router-link.js";
import { getServices } from "../app/services.js";
import { settings, vendor } from "../app/tenant.js";

export interface OrderFormProps {
  setList: QuoteRequestSetList;
  initialValues: QuoteRequestPrefill;
  headingLevel: 1 | 2;
  title: string;
  intro: string;
  /** Sends the order under `orderId` (the same for every retry of one submission). */
  place: (orderId: string, request: QuoteRequestInput) => Promise<PlaceOrderResult>;
}

interface Placed {
  estimate: RentalEstimate;
  period: { pickUp: string; return: string };
}

export function OrderForm({ setList, initialValues, headingLevel, title, intro, place }: OrderFormProps) {
  const orderId = useRef<string | null>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);
  return (
    <>
      <QuoteRequestForm
        setList={setList}
        initialValues={initialValues}
        headingLevel={headingLevel}
        today={vendorToday(vendor.timezone)}
        labels={{
          title,
          intro,
          submit: "Place order",
          submitting: "Placing the order…",
          doneTitle: "Order placed",
          doneText: (email) => `We have your order and will confirm it by email to ${email}.`,
        }}
        onSubmit={async (request) => {
          const { commands } = await getServices();
          orderId.current ??= commands.newId();
          const { id, estimate } = await place(orderId.current, request);
          orderId.current = null;
          setPlaced({ estimate, period: { pickUp: request.pickUpDate, return: request.returnDate } });
          return { reference: orderReference(id) };
        }}
      />
      {placed && (
        <>
          <OrderSummary
            state={{ status: "ready", estimate: placed.estimate }}
            period={placed.period}
            settings={settings}
            headingLevel={2}
            LinkComponent={RouterLink}
          />
          <RouterLink href={hrefs.orders}>See all your orders</RouterLink>
        </>
      )}
    </>
  );
}

/** What a form starts with of the signed-in customer: their name, address and phone. */
export const contactPrefill = (
  user: { firstName: string; lastName: string; email: string; phone: string } | null | undefined,
): QuoteRequestPrefill =>
  user ? { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email, phone: user.phone } : {};
