// Invoices read back as a person would: each page's text as laid out (pdftotext -layout, so a table's row reads as
// one line), the pages and paper with pdfinfo.
import { describe, expect, it } from "vitest";
import { invoicePdf } from "./invoice.js";
import { pdfInfo, pdfLayoutPagesText } from "./testing/pdf-tools.js";
import { sampleInvoice, sampleInvoiceOptions, sampleStints } from "./testing/sample-invoice.js";

const text = async (...args: Parameters<typeof invoicePdf>) => pdfLayoutPagesText(await invoicePdf(...args)).join("");

describe("invoicePdf", () => {
  it("shows the invoice's number, dates and customer, each line, and totals that add up", async () => {
    const page = await text(sampleInvoice(), sampleInvoiceOptions);
    // Rent $6.25 + $15.00 + $26.25 = $47.50; tax 8.875% of ($47.50 + $250 delivery) = $26.40; subtotal
    // 47.50 + 200 + 75 + 250 + 26.40 = $598.86; card 3.5% = $20.96; total $619.86, less the $500 check: $119.86.
    for (const part of [
      "Bowery Prop House Invoice INV-0042",
      "Order O-8K2M4PQ7 · Issued Dec 20, 2026 Page 1 of 1",
      "BILL TO Invoice INV-0042",
      "Dana Whitfield Issued Dec 20, 2026",
      "Night Owl Pictures Order O-8K2M4PQ7",
      "dana@nightowl.example Rental Dec 1 – 15, 2026",
      "Item Item no. Pieces Out – back Weeks Amount",
      "Bentwood chair (Walnut) BPH-10000 1 Dec 1, 2026 1 week $6.25",
      "Brass desk lamp BPH-10001 2 Dec 1 – 2, 2026 1 week $15.00",
      "Chrome diner stool BPH-10002 3 Dec 1 – 3, 2026 1 week $26.25",
      "Brass desk lamp BPH-20 1 $200.00 $200.00",
      "Bentwood chair (Walnut) BPH-21 Seat scratched through the finish; regluing $75.00\n the back rail.",
      " Rent $47.50\n Losses $200.00\n Damage $75.00\n Delivery $250.00\n",
      " Sales tax 8.875% on $297.50 $26.40\n Card fee 3.5% $20.96\n",
      " Total $619.86\n Check · No. 1042 · Dec 22, 2026 -$500.00\n",
      " Balance due $119.86\n",
      "Checks payable to Bowery Prop House LLC. Net 30.",
      "550 West 38th Street, New York, NY 10018\nrentals@boweryprops.example · (212) 555-0147",
    ])
      expect(page).toContain(part);
    expect(pdfInfo(await invoicePdf(sampleInvoice(), sampleInvoiceOptions))).toMatchObject({
      pages: 1,
      pageSize: "612 x 792 pts (letter)",
      title: "Invoice INV-0042",
    });
  });

  it("says Exempt where the tax would be, and shows no card fee without a card", async () => {
    const exempt = sampleInvoice(sampleStints(3), true);
    const page = await text(exempt, sampleInvoiceOptions);
    expect(page).toContain(" Sales tax Exempt\n");
    expect(page).not.toContain("8.875%");
    const { totals } = exempt.charges;
    const noCard = {
      ...exempt,
      charges: {
        ...exempt.charges,
        cardFeePercentage: null,
        totals: { ...totals, cardFee: 0, total: totals.subtotal },
      },
      balanceDue: totals.subtotal - 50_000,
    };
    const plain = await text(noCard, sampleInvoiceOptions);
    expect(plain).not.toContain("Card fee");
    expect(plain).toContain(" Total $572.50\n");
  });

  it("runs a long invoice over pages, each headed and numbered, the totals kept together at the end", async () => {
    const invoice = sampleInvoice(sampleStints(120));
    const bytes = await invoicePdf(invoice, { ...sampleInvoiceOptions, paper: "a4" });
    const { pages, pageSize } = pdfInfo(bytes);
    expect(pageSize).toBe("595.28 x 841.89 pts (A4)");
    expect(pages).toBeGreaterThan(2);
    const texts = pdfLayoutPagesText(bytes);
    expect(texts).toHaveLength(pages);
    texts.forEach((each, index) => {
      expect(each).toContain("Bowery Prop House Invoice INV-0042");
      expect(each).toContain(`Page ${index + 1} of ${pages}`);
      expect(each).toContain("550 West 38th Street");
      if (index > 0) expect(each).toContain("Rent (continued)\nItem Item no. Pieces Out – back Weeks Amount");
    });
    const all = texts.join("");
    // Every stint once, in order, whatever page it fell on.
    expect(all.match(/BPH-1\d{4}/g)).toEqual(invoice.charges.rent.map((line) => line.propId));
    const last = texts.at(-1) ?? "";
    expect(last).toContain(" Rent $7,840.00\n");
    expect(last).toContain(" Balance due $8,900.89\n");
  });

  it("writes a credit when the customer paid more than the total", async () => {
    const invoice = sampleInvoice();
    const paid = { ...invoice, payments: [{ ...invoice.payments[0]!, amount: 70_000 }], balanceDue: 61_986 - 70_000 };
    expect(await text(paid, sampleInvoiceOptions)).toContain(" Credit $80.14\n");
  });

  it("prints names, notes and the house's name the standard font cannot encode, never throwing on them", async () => {
    const invoice = sampleInvoice();
    const [first] = invoice.charges.rent;
    const odd = {
      ...invoice,
      billTo: { ...invoice.billTo, name: "Dvořák 🎬 Films" },
      charges: {
        ...invoice.charges,
        rent: [{ ...first!, name: "Exit sign → stage left 🍕" }, ...invoice.charges.rent.slice(1)],
        damages: invoice.charges.damages.map((damage) => ({ ...damage, note: "Cracked ❤️ glass ①" })),
      },
    };
    const page = await text(odd, { ...sampleInvoiceOptions, vendorName: "Café 🎬 Props" });
    for (const part of ["Café Props Invoice", "Dvorák Films", "Exit sign -> stage left BPH-10000", "Cracked glass ?"])
      expect(page).toContain(part);
  });

  it("refuses figures that do not add up, saying which", async () => {
    const invoice = sampleInvoice();
    const totals = { ...invoice.charges.totals, rent: invoice.charges.totals.rent + 1 };
    await expect(
      invoicePdf({ ...invoice, charges: { ...invoice.charges, totals } }, sampleInvoiceOptions),
    ).rejects.toThrow(
      "invoicePdf: INV-0042: the rent lines come to $47.50 but the invoice says $47.51; " +
        "price it again with priceInvoice",
    );
    await expect(invoicePdf({ ...invoice, balanceDue: 0 }, sampleInvoiceOptions)).rejects.toThrow(
      "the total less payments come to $119.86 but the invoice says $0.00",
    );
    const half = { ...invoice, payments: [{ ...invoice.payments[0]!, amount: 0.5 }] };
    await expect(invoicePdf(half, sampleInvoiceOptions)).rejects.toThrow(
      "every amount must be a whole number of minor units (cents), not 0.5",
    );
  });
});
