// Quotes read back as a customer would: the text in reading order with pdftotext, the pages with pdfinfo, and the
// brand's band from the first page rendered by pdftoppm.
import { describe, expect, it } from "vitest";
import { type PrintedQuote, quoteFromRequest, quotePdf, quoteRequestPdf } from "./quote.js";
import * as layout from "./quote-layout.js";
import { pdfInfo, pdfLayoutPagesText, pdfPagesText, pdfText, rasterise } from "./testing/pdf-tools.js";
import { sampleQuote, sampleQuoteOptions, sampleTerms } from "./testing/sample-quote.js";

const money = (cents: number, currency = "USD", locale = "en-US") =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);

/** How pdftotext reads one line of the table: name, item number, quantity, weekly rate, total. */
const lineText = (line: PrintedQuote["lines"][number]) =>
  [line.name, line.itemNumber, String(line.quantity), money(line.weeklyRate), money(line.total)].join("\n\n");

describe("quotePdf", () => {
  it("prints the house, the reference, who it is for, the rental, staff's note, each line and the totals", async () => {
    const bytes = await quotePdf(sampleQuote(3, 3), sampleQuoteOptions);
    const text = pdfText(bytes);
    for (const part of [
      "Bowery Prop House\n\nQuote Q-7F3K2QX1",
      "Night Owl Pictures · Quoted Nov 20, 2026",
      "Page 1 of 1",
      "Night Owl Pictures\nDana Reyes\nNight Owl\ndana@nightowl.example\n+1 212 555 0199",
      "Dec 1 – 15, 2026\n3 rental weeks\nDelivery to Stage 4, Steiner Studios",
      "Note from Bowery Prop House\nHeld for you until Friday.\nThe chairs come with felt pads.",
      "Props 3 lines · 6 pieces",
      "Total, 3 weeks",
      "Club chair 1\n\nBPH-10000\n\n1\n\n$12.50\n\n$25.00",
      "Chrome diner stool 2\n\nBPH-10001\n\n2\n\n$17.50\n\n$70.00",
      "Brass floor lamp 3\n\nBPH-10002\n\n3\n\n$22.50\n\n$135.00",
      "Placing the order authorises a card for this amount",
      "Bowery Prop House LLC · 550 West 38th Street, New York, NY 10018",
      "+12125550147 · rentals@boweryprops.example",
    ])
      expect(text).toContain(part);
    // Week by week and the totals, row by row as printed: the house's schedule is half, half, then the full rate,
    // and its card authorisation is the subtotal and 3.5 % processing.
    const [printed = ""] = pdfLayoutPagesText(bytes);
    for (const row of [
      "Week 1 50% $57.50",
      "Week 2 50% $57.50",
      "Week 3 100% $115.00",
      "Subtotal $230.00",
      "Card processing fee $8.05",
      "Card authorisation $238.05",
    ])
      expect(printed).toContain(row);
    expect(pdfInfo(bytes)).toMatchObject({
      pages: 1,
      pageSize: "612 x 792 pts (letter)",
      title: "Quote Q-7F3K2QX1 · Night Owl Pictures",
    });
  });

  it("runs a 60-line quote over pages, each headed with the reference and its number of the whole", async () => {
    const quote = sampleQuote(60, 10);
    const bytes = await quotePdf(quote, sampleQuoteOptions);
    const { pages } = pdfInfo(bytes);
    expect(pages).toBeGreaterThan(1);
    const texts = pdfPagesText(bytes);
    expect(texts).toHaveLength(pages);
    texts.forEach((page, index) => {
      expect(page).toContain("Quote Q-7F3K2QX1");
      expect(page).toContain(`Page ${index + 1} of ${pages}`);
      expect(page).toContain("Bowery Prop House LLC");
    });
    expect(texts[1]).toContain("Props (continued) 60 lines · 150 pieces\nProp");
    const all = texts.join("");
    // Every line once, in order.
    const at = quote.lines.map((line) => {
      expect(all.split(lineText(line))).toHaveLength(2);
      return all.indexOf(lineText(line));
    });
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // The week-by-week price and the totals after the last line, on the last page.
    const last = texts.at(-1) ?? "";
    const lastPrinted = pdfLayoutPagesText(bytes).at(-1) ?? "";
    expect(lastPrinted).toContain("Week 4 Free $0.00");
    expect(lastPrinted).toContain(`Week 10 50% ${money(quote.weekTotals[9] ?? 0)}`);
    expect(lastPrinted).toContain(`Subtotal ${money(quote.subtotal)}`);
    expect(lastPrinted).toContain(`Card authorisation ${money(quote.cardAuthorisation ?? 0)}`);
    expect(last).toContain("Price by week");
  });

  it("gives a total and no card lines without card authorisation, and leaves out what is not given", async () => {
    const quote: PrintedQuote = {
      ...sampleQuote(2, 1, { ...sampleTerms, hasCreditCardAuth: false }),
      contact: { name: "Sam Ortiz", email: "sam@example.com" },
      handover: "pick-up",
      note: "",
    };
    const { quotedOn: _, ...undated } = quote;
    const text = pdfText(await quotePdf(undated, { vendorName: "Harbour Scenic", locale: "en-US" }));
    expect(pdfLayoutPagesText(await quotePdf(undated, { vendorName: "Harbour Scenic", locale: "en-US" }))[0]).toContain(
      "Total $23.75",
    );
    expect(text).toContain("Dec 1 – 15, 2026\n1 rental week\nPick-up");
    expect(text).toContain("Sam Ortiz\nsam@example.com\n");
    for (const absent of ["Card", "Subtotal", "Note from", "Quoted", "Delivery"]) expect(text).not.toContain(absent);
  });

  it("paints the band at the head of every page in the house's brand colour", async () => {
    const greyAt = async (brand?: { colour: string; onColour: string }) => {
      const raster = rasterise(await quotePdf(sampleQuote(1, 1), { ...sampleQuoteOptions, brand }), 1, 72);
      // Inside the band, right of the house's name and left of the reference.
      const x = Math.round(layout.margin + layout.contentWidth / 2);
      const y = Math.round(layout.margin + 4);
      return raster.grey[y * raster.width + x] ?? -1;
    };
    // #b3261e as grey (0.299 R + 0.587 G + 0.114 B), and near-black when no brand is given.
    expect(Math.abs((await greyAt({ colour: "#b3261e", onColour: "#ffffff" })) - 79)).toBeLessThan(4);
    expect(Math.abs((await greyAt({ colour: "#e58fb1", onColour: "#111111" })) - 173)).toBeLessThan(4);
    expect(await greyAt(undefined)).toBeLessThan(30);
  });

  it("writes amounts in the house's locale and currency, and prints text the standard font cannot encode", async () => {
    const quote = sampleQuote(1, 1, { ...sampleTerms, currency: "EUR" });
    const text = pdfText(
      await quotePdf(
        {
          ...quote,
          production: "Diner 🎬 → act 2",
          lines: [{ ...quote.lines[0]!, name: "Neon pizza 🍕 sign → left" }],
          note: "Dvořák’s stool 椅子 is 🔒 held.",
        },
        { ...sampleQuoteOptions, vendorName: "Café 🎬 Props", locale: "de-DE" },
      ),
    );
    for (const part of ["Café Props", "Diner -> act 2", "Neon pizza sign -> left", "Dvorák’s stool ?? is held."])
      expect(text).toContain(part);
    // 12.50 EUR at half the rate for the one week, in German.
    expect(text).toContain("12,50 €\n\n6,25 €");
  });

  it("refuses a quote it cannot print faithfully, saying what is wrong and where", async () => {
    const quote = sampleQuote(3, 3);
    const build = (changes: Partial<PrintedQuote>, options = {}) =>
      quotePdf({ ...quote, ...changes }, { ...sampleQuoteOptions, ...options });
    const line = (index: number, changes: object) =>
      quote.lines.map((each, at) => (at === index ? { ...each, ...changes } : each));
    await expect(build({ lines: line(1, { quantity: 0 }) })).rejects.toThrow(
      "quotePdf: quote Q-7F3K2QX1, line 2 (BPH-10001): quantity must be a whole number of at least 1, not 0",
    );
    await expect(build({ lines: line(0, { total: 2500.5 }) })).rejects.toThrow(
      "quotePdf: quote Q-7F3K2QX1, line 1 (BPH-10000): total must be a whole number of minor units (cents), not 2500.5",
    );
    await expect(build({ subtotal: 1 })).rejects.toThrow(
      "quotePdf: quote Q-7F3K2QX1: the subtotal 1 is not the sum of the lines' totals, 23000",
    );
    await expect(build({ weekTotals: [5750, 5750] })).rejects.toThrow(
      "quotePdf: quote Q-7F3K2QX1: weekTotals must hold 3 whole amounts, one a week, not [5750, 5750]",
    );
    await expect(build({ cardAuthorisation: 100 })).rejects.toThrow(/cardAuthorisation must be null or whole cents/);
    await expect(build({ lines: [] })).rejects.toThrow("quotePdf: quote Q-7F3K2QX1: a quote holds at least one line");
    await expect(build({ currency: "usd" })).rejects.toThrow(/currency must be an ISO 4217 code like "USD", not "usd"/);
    await expect(build({}, { brand: { colour: "red", onColour: "#fff" } })).rejects.toThrow(
      'quotePdf: options.brand.colour must be a hex colour like "#b3261e", not "red"',
    );
    await expect(build({}, { locale: "en_US!" })).rejects.toThrow(/options.locale must be a language tag like "en-US"/);
  });
});

describe("quoteFromRequest", () => {
  const house = {
    vendor: {
      displayName: "Bowery Prop House",
      legalName: "Bowery Prop House LLC",
      email: "rentals@boweryprops.example",
      phone: "+12125550147",
      website: "https://www.boweryprops.example",
      timezone: "America/New_York",
      address: { line1: "550 West 38th Street", city: "New York", state: "NY", zip: "10018" },
    },
    settings: { locale: "en-US", theme: { colors: { brand: "#b3261e", onBrand: "#ffffff" } } },
  };
  const printed = sampleQuote(3, 3);
  const request = {
    id: "7f3k2qx1abcdef",
    production: "Night Owl Pictures",
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-15",
    fulfilment: "pickup" as const,
    deliveryAddress: "",
    contact: { name: "Dana Reyes", email: "dana@nightowl.example", phone: "", company: "" },
    answer: {
      note: "Held for you until Friday.",
      // 02:30 on the 21st in UTC is still the 20th in New York.
      answeredAt: new Date("2026-11-21T02:30:00Z"),
      estimate: {
        weeks: 3,
        currency: "USD",
        factors: [...printed.factors],
        lines: printed.lines.map((line) => ({
          propId: line.itemNumber,
          name: line.name,
          quantity: line.quantity,
          weeklyRate: line.weeklyRate,
          byWeek: [],
          total: line.total,
        })),
        weekTotals: [...printed.weekTotals],
        subtotal: printed.subtotal,
        cardAuthorisation: printed.cardAuthorisation,
      },
    },
  };

  it("prints a request's answer in the house's locale, time zone and brand, under the quote's reference", async () => {
    const { quote, options, fileName } = quoteFromRequest(request, house);
    expect(fileName).toBe("quote-Q-7F3K2QX1.pdf");
    expect(quote).toMatchObject({ reference: "Q-7F3K2QX1", quotedOn: "Nov 20, 2026", handover: "pick-up" });
    expect(options).toEqual({
      vendorName: "Bowery Prop House",
      locale: "en-US",
      brand: { colour: "#b3261e", onColour: "#ffffff" },
      vendorDetails: [
        "Bowery Prop House LLC · 550 West 38th Street, New York, NY 10018",
        "+12125550147 · rentals@boweryprops.example · www.boweryprops.example",
      ],
    });
    const made = await quoteRequestPdf(request, house);
    const text = pdfText(made.bytes);
    expect(text).toContain("Quote Q-7F3K2QX1");
    expect(text).toContain("Dec 1 – 15, 2026\n3 rental weeks\nPick-up");
    for (const line of quote.lines) expect(text).toContain(lineText(line));
  });

  it("says a request with no answer yet cannot be printed", () => {
    expect(() => quoteFromRequest({ ...request, answer: undefined }, house)).toThrow(
      "Quote request Q-7F3K2QX1 has no price yet: it prints once the prop house has priced it",
    );
  });
});
