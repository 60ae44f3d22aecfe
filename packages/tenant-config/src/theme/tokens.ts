// Tenant settings -> base design tokens as CSS custom properties. Components never hold a colour
// literal: they read these (or component tokens built on them), so a tenant's brand comes through
// without touching a component.
import { mix, parseHex, toHex } from "../colour.js";
import { slugify } from "../slug.js";
import type { Swatch, TenantSettings } from "../types.js";

export type CssVariable = `--${string}`;
export type ThemeTokens = Record<CssVariable, string>;

const black = { r: 0, g: 0, b: 0 };

/** Only the settings that shape the theme, so callers (and tests) need not build a whole tenant. */
export type ThemeSource = Pick<TenantSettings, "theme" | "headerLogo" | "logomark" | "colors">;

export function themeTokens({ theme, headerLogo, logomark, colors }: ThemeSource): ThemeTokens {
  const palette = theme.colors;
  const tokens: ThemeTokens = {
    "--color-brand": palette.brand,
    "--color-brand-hover": darken(palette.brand, 0.12),
    "--color-on-brand": palette.onBrand,
    "--color-accent": palette.accent,
    "--color-bg": palette.background,
    "--color-surface": palette.surface,
    "--color-text": palette.text,
    "--color-text-muted": palette.textMuted,
    "--color-border": palette.border,
    "--color-danger": palette.danger,
    "--color-success": palette.success,
    "--color-focus": palette.focus,
    "--font-body": theme.fonts.body,
    "--font-heading": theme.fonts.heading,
    "--radius": `${theme.radius}px`,
    "--logo-width": `${headerLogo.width}px`,
    "--logo-height": `${headerLogo.height}px`,
    "--logomark-width": `${logomark.width}px`,
    "--logomark-height": `${logomark.height}px`,
  };
  for (const [name, swatch] of Object.entries(colors)) {
    if (swatch !== undefined) tokens[`--swatch-${slugify(name)}`] = swatchCss(swatch);
  }
  return tokens;
}

/** `:root{--color-brand:#123456;...}`, ready to inline in a <style> element. */
export function tokensToCss(tokens: ThemeTokens, selector = ":root"): string {
  const declarations = Object.entries(tokens).map(([name, value]) => {
    // The schema only admits safe values; this guards against unvalidated settings reaching a page.
    if (/[;{}<>\\]/.test(value) || !/^--[a-z0-9-]+$/.test(name)) {
      throw new Error(
        `theme token ${name}: value ${JSON.stringify(value)} is not safe to put in CSS; validate the tenant settings ` +
          `first`,
      );
    }
    return `${name}:${value};`;
  });
  return `${selector}{${declarations.join("")}}`;
}

function swatchCss(swatch: Swatch): string {
  return typeof swatch === "string" ? swatch : `linear-gradient(135deg, ${swatch.stops.join(", ")})`;
}

function darken(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  return rgb ? toHex(mix(rgb, black, amount)) : hex;
}
