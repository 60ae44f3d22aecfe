import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemeProvider } from "./index.js";

const settings = {
  tenantId: "ny-props",
  theme: {
    colors: {
      brand: "#b3261e",
      onBrand: "#ffffff",
      accent: "#8a5a00",
      background: "#ffffff",
      surface: "#f5f3ef",
      text: "#1c1b1a",
      textMuted: "#595650",
      border: "#d6d2ca",
      danger: "#b42318",
      success: "#067647",
      focus: "#1d4ed8",
    },
    fonts: { body: "system-ui, sans-serif", heading: "Georgia, serif" },
    radius: 4,
  },
  headerLogo: { url: "assets/logo.svg", width: 188, height: 40 },
  logomark: { url: "assets/mark.svg", width: 40, height: 40 },
  colors: { Red: "#c0392b", Gold: { stops: ["#b8860b", "#ffd700"] as [string, string] } },
};

describe("ThemeProvider", () => {
  it("puts the tenant's tokens on the elements inside as CSS custom properties", () => {
    render(
      <ThemeProvider settings={settings}>
        <p>Rentals</p>
      </ThemeProvider>,
    );
    const scope = screen.getByText("Rentals").parentElement as HTMLElement;
    expect(scope.dataset.tenant).toBe("ny-props");
    expect(scope.style.getPropertyValue("--color-brand")).toBe("#b3261e");
    expect(scope.style.getPropertyValue("--font-heading")).toBe("Georgia, serif");
    expect(scope.style.getPropertyValue("--radius")).toBe("4px");
    expect(scope.style.getPropertyValue("--logo-width")).toBe("188px");
    expect(scope.style.getPropertyValue("--swatch-gold")).toBe("linear-gradient(135deg, #b8860b, #ffd700)");
  });
});
