// Money as whole minor units of an ISO 4217 currency (cents of a dollar; yen themselves, since the yen has no minor
// unit), so sums are exact. Every price a person or a machine reads is written from here.

// Currencies whose minor unit is not 2 digits, taken once from Intl (Node 20.20: ICU 78.2, CLDR 48) for every code
// `Intl.supportedValuesOf("currency")` lists, the list a tenant's currency is checked against. Frozen here rather
// than asked of the runtime, because a stored price must mean the same amount whatever ICU data a browser ships.
// Intl follows CLDR, which for some currencies (HUF, IDR, IQD...) counts fewer digits than ISO 4217's table; a
// tenant's catalogue is entered in these units.
const zeroDigits =
  "AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS";
const moreZeroDigits = "SYP UGX VND VUV XAF XOF XPF YER";
const threeDigits = "BHD JOD KWD LYD OMR TND";
const minorDigitsNot2: ReadonlyMap<string, number> = new Map([
  ...`${zeroDigits} ${moreZeroDigits}`.split(" ").map((code) => [code, 0] as const),
  ...threeDigits.split(" ").map((code) => [code, 3] as const),
]);

/** The number of digits after the decimal point in `currency`: 2 for USD, 0 for JPY and KRW, 3 for BHD. */
export function currencyDigits(currency: string): number {
  if (!/^[A-Z]{3}$/.test(currency))
    throw new RangeError(`"${currency}" is not an ISO 4217 currency code; write three capitals, like "USD" or "JPY"`);
  return minorDigitsNot2.get(currency) ?? 2;
}

function checkMinorUnits(minorUnits: number, currency: string): void {
  if (!Number.isSafeInteger(minorUnits))
    throw new RangeError(`An amount must be a whole number of minor units of ${currency}, not ${minorUnits}`);
}

/**
 * The amount as a plain decimal number, the way schema.org offers and other machine-read formats want it:
 * 1500 USD -> "15.00", 1500 JPY -> "1500", -5 USD -> "-0.05". Exact: no floating point on the way.
 */
export function decimalAmount(minorUnits: number, currency: string): `${number}` {
  checkMinorUnits(minorUnits, currency);
  const digits = currencyDigits(currency);
  const sign = minorUnits < 0 ? "-" : "";
  const text = Math.abs(minorUnits)
    .toString()
    .padStart(digits + 1, "0");
  const decimal = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return `${sign}${decimal}` as `${number}`;
}

// Making a NumberFormat costs far more than using one, and a grid of props formats dozens of prices.
const formats = new Map<string, Intl.NumberFormat>();

/** 34155 USD -> "$341.55" and 1500 JPY -> "¥1,500" in `locale` ("en"), or "341,55 $US" in "fr". */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const key = `${locale}\u0000${currency}`;
  let format = formats.get(key);
  if (!format) {
    const digits = currencyDigits(currency);
    // The digits are set, not left to the runtime, so the display always agrees with decimalAmount.
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  // A decimal string is formatted exactly, where minorUnits / 100 would be a binary fraction.
  return format.format(decimalAmount(minorUnits, currency));
}

/**
 * What someone typed as an amount, in minor units: "12.5" USD -> 1250, "1,250" USD -> 125000,
 * "1500" JPY -> 1500. Null for anything else (a negative, letters, more decimals than the currency
 * has), so a form can say what is wrong instead of guessing. Exact: no floating point.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(text.trim().replace(/^[^\d.-]+/, ""));
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole.replace(/,/g, "") + fraction.padEnd(digits, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}
