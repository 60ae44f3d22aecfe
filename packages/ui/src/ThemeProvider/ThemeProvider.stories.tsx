import type { Meta, StoryObj } from "@storybook/react-vite";
import { type CSSProperties, useLayoutEffect, useRef, useState } from "react";
import { expect, within } from "storybook/test";

// The base colour tokens ThemeProvider sets from a tenant's theme, and what the kit uses them for.
const colours = [
  ["--color-brand", "Primary buttons, links, the current photo"],
  ["--color-brand-hover", "Primary buttons, hovered (derived from the brand)"],
  ["--color-on-brand", "Text on the brand colour"],
  ["--color-accent", "Accent"],
  ["--color-bg", "Page background"],
  ["--color-surface", "Panels, chips, hovered rows"],
  ["--color-text", "Text"],
  ["--color-text-muted", "Secondary text, counts"],
  ["--color-border", "Borders and dividers"],
  ["--color-danger", "Errors and destructive actions"],
  ["--color-success", "Confirmations"],
  ["--color-focus", "The keyboard focus ring"],
] as const;

const heading: CSSProperties = { margin: "0 0 12px", fontFamily: "var(--font-heading)", fontSize: "1.25rem" };
const swatch: CSSProperties = {
  width: 64,
  height: 48,
  flex: "none",
  border: "1px solid var(--color-border)",
  borderRadius: "var(--radius)",
};
const row: CSSProperties = { display: "flex", alignItems: "center", gap: 12 };

/** The token's value where it is used, read from the page (so the toolbar's tenant shows). */
function TokenValue({ token }: { token: string }) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState("");
  // No dependencies: the tenant toolbar re-renders the story with new tokens and nothing else changes.
  useLayoutEffect(() => {
    const current = ref.current ? getComputedStyle(ref.current).getPropertyValue(token).trim() : "";
    if (current !== value) setValue(current);
  });
  return (
    <code ref={ref} data-token={token}>
      {token}: {value}
    </code>
  );
}

function TokenSheet() {
  return (
    <div
      style={{ display: "grid", gap: 32, maxWidth: 720, fontFamily: "var(--font-body)", color: "var(--color-text)" }}
    >
      <section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours" style={heading}>
          Colours
        </h2>
        <ul
          style={{
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(320px, 1fr))",
            gap: 16,
            margin: 0,
            padding: 0,
            listStyle: "none",
          }}
        >
          {colours.map(([token, use]) => (
            <li key={token} style={row}>
              <span aria-hidden="true" data-swatch={token} style={{ ...swatch, background: `var(${token})` }} />
              <span style={{ display: "grid", gap: 2 }}>
                <TokenValue token={token} />
                <span>{use}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-fonts">
        <h2 id="tokens-fonts" style={heading}>
          Fonts
        </h2>
        <div style={{ display: "grid", gap: 16 }}>
          <div style={{ display: "grid", gap: 4 }}>
            <TokenValue token="--font-heading" />
            <p style={{ margin: 0, fontFamily: "var(--font-heading)", fontSize: "1.75rem", lineHeight: 1.2 }}>
              Props by scene: diners, precincts and hospital wards
            </p>
          </div>
          <div style={{ display: "grid", gap: 4 }}>
            <TokenValue token="--font-body" />
            <p style={{ margin: 0, fontFamily: "var(--font-body)", lineHeight: 1.5 }}>
              Six chrome diner stools, a 1950s jukebox and a neon &ldquo;Open&rdquo; sign, held for your shoot dates and
              delivered to set.
            </p>
          </div>
        </div>
      </section>
      <section aria-labelledby="tokens-radius">
        <h2 id="tokens-radius" style={heading}>
          Radius
        </h2>
        <div style={row}>
          <span
            aria-hidden="true"
            data-swatch="--radius"
            style={{ ...swatch, width: 96, height: 64, background: "var(--color-surface)", borderWidth: 2 }}
          />
          <TokenValue token="--radius" />
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: "Theme/ThemeProvider",
  render: () => <TokenSheet />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every story renders inside a ThemeProvider wearing the tenant chosen in the toolbar; this one
 * shows the tokens it sets: the colours, the two fonts and the corner radius. Switch the Tenant
 * toolbar to compare the brands. Everything here is drawn from the CSS variables alone.
 */
export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Colours" })).toBeVisible();
    // Every token is set by the theme, in whichever tenant the toolbar shows.
    for (const code of canvasElement.querySelectorAll<HTMLElement>("[data-token]")) {
      const token = code.dataset.token ?? "";
      await expect(getComputedStyle(code).getPropertyValue(token).trim(), token).not.toBe("");
      await expect(code.textContent).toBe(`${token}: ${getComputedStyle(code).getPropertyValue(token).trim()}`);
    }
  },
};
