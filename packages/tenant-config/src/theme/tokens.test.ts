import { describe, expect, it } from "vitest";
import { fixtureBundle, fixtureOptions } from "../../test/support.js";
import { validateTenantBundle } from "../validate/index.js";
import { themeTokens, tokensToCss } from "./index.js";

function fixtureSettings() {
  const result = validateTenantBundle(fixtureBundle(), "acme-bundle.json", fixtureOptions);
  if (!result.ok) throw new Error("fixture bundle is invalid");
  return result.tenant.settings;
}

describe("themeTokens", () => {
  it("turns the theme, logos and colour map into CSS custom properties", () => {
    const tokens = themeTokens(fixtureSettings());
    expect(tokens).toMatchObject({
      "--color-brand": "#0b5394",
      "--color-on-brand": "#ffffff",
      "--color-bg": "#ffffff",
      "--radius": "6px",
      "--logo-width": "120px",
      "--logo-height": "32px",
      "--logomark-width": "32px",
      "--swatch-red": "#c0392b",
      "--swatch-navy-blue": "#1b2a4a",
      "--swatch-gold": "linear-gradient(135deg, #b8860b, #ffd700)",
    });
    expect(tokens["--font-body"]).toContain("system-ui");
  });

  it("derives a darker hover shade of the brand colour", () => {
    expect(themeTokens(fixtureSettings())["--color-brand-hover"]).toBe("#0a4982");
  });

  it("is pure: the same settings give the same tokens", () => {
    const settings = fixtureSettings();
    expect(themeTokens(settings)).toEqual(themeTokens(structuredClone(settings)));
  });
});

describe("tokensToCss", () => {
  it("writes one rule for the selector", () => {
    expect(tokensToCss({ "--color-brand": "#123456", "--radius": "4px" }, "[data-tenant=acme]")).toBe(
      "[data-tenant=acme]{--color-brand:#123456;--radius:4px;}",
    );
  });

  it("refuses values that could escape the rule", () => {
    expect(() => tokensToCss({ "--font-body": "x;}</style><script>" })).toThrow(
      /--font-body: value .* is not safe to put in CSS/,
    );
  });
});
