import { describe, expect, it } from "vitest";
import { currencyDigits, decimalAmount, formatMoney, parseMoney } from "./money.js";

// Locales put narrow or no-break spaces between amount and symbol; the tests read them as plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("currencyDigits", () => {
  it("knows the currencies without cents and those with three digits", () => {
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("EUR")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("KRW")).toBe(0);
    expect(currencyDigits("BHD")).toBe(3);
  });

  it("agrees with this runtime's Intl on the currencies tenants use most", () => {
    for (const currency of ["USD", "CAD", "GBP", "EUR", "AUD", "JPY", "KRW", "CHF", "MXN", "KWD"]) {
      const intl = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions();
      expect([currency, currencyDigits(currency)]).toEqual([currency, intl.maximumFractionDigits]);
    }
  });

  it("names a code that is not one", () => {
    expect(() => currencyDigits("usd")).toThrow('"usd" is not an ISO 4217 currency code; write three capitals');
    expect(() => currencyDigits("DOLLARS")).toThrow(/"DOLLARS" is not an ISO 4217 currency code/);
  });
});

describe("decimalAmount", () => {
  it("writes minor units as the decimal schema.org wants", () => {
    expect(decimalAmount(1500, "USD")).toBe("15.00");
    expect(decimalAmount(1500, "JPY")).toBe("1500");
    expect(decimalAmount(1500, "KRW")).toBe("1500");
    expect(decimalAmount(1500, "BHD")).toBe("1.500");
    expect(decimalAmount(5, "USD")).toBe("0.05");
    expect(decimalAmount(0, "USD")).toBe("0.00");
    expect(decimalAmount(-5, "USD")).toBe("-0.05");
  });

  it("is exact where dividing by 100 is not", () => {
    // 1005 / 100 is 10.049999... in binary floating point.
    expect(decimalAmount(1005, "USD")).toBe("10.05");
    expect(decimalAmount(Number.MAX_SAFE_INTEGER, "USD")).toBe("90071992547409.91");
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => decimalAmount(45.5, "USD")).toThrow(
      "An amount must be a whole number of minor units of USD, not 45.5",
    );
    expect(() => decimalAmount(Number.NaN, "JPY")).toThrow(/minor units of JPY, not NaN/);
  });
});

describe("formatMoney", () => {
  it("formats minor units in the currency and the tenant's locale", () => {
    expect(formatMoney(34155, "USD", "en")).toBe("$341.55");
    expect(formatMoney(34155, "CAD", "en-CA")).toBe("$341.55");
    expect(formatMoney(34155, "CAD", "en")).toBe("CA$341.55");
    expect(plain(formatMoney(34155, "EUR", "de-DE"))).toBe("341,55 €");
  });

  it("prices zero-decimal currencies in whole yen and won", () => {
    expect(formatMoney(1500, "JPY", "en")).toBe("¥1,500");
    expect(formatMoney(1500, "JPY", "ja-JP")).toBe("￥1,500");
    expect(formatMoney(45000, "KRW", "ko-KR")).toBe("₩45,000");
  });

  it("shows every minor digit, even where a locale would round", () => {
    expect(formatMoney(1005, "USD", "en")).toBe("$10.05");
    expect(formatMoney(1, "USD", "en")).toBe("$0.01");
    expect(plain(formatMoney(1234, "KWD", "en"))).toBe("KWD 1.234");
  });
});

describe("parseMoney", () => {
  it("reads what staff type into minor units, exactly", () => {
    expect(parseMoney("12.5", "USD")).toBe(1250);
    expect(parseMoney(" $1,250.00 ", "USD")).toBe(125000);
    expect(parseMoney("0.1", "USD")).toBe(10);
    expect(parseMoney("19.99", "USD")).toBe(1999);
    expect(parseMoney("1500", "JPY")).toBe(1500);
    expect(parseMoney("1.234", "BHD")).toBe(1234);
    expect(parseMoney("7.", "USD")).toBe(700);
  });

  it("refuses what is not an amount in that currency", () => {
    for (const text of ["", "-5", "abc", "1.999", "1,25", "1.5.0", "15.5"]) {
      expect(parseMoney(text, text === "15.5" ? "JPY" : "USD"), text).toBeNull();
    }
  });
});
