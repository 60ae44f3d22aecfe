import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VisuallyHidden } from "./index.js";

describe("VisuallyHidden", () => {
  it("is in the accessibility tree with its role and name", () => {
    render(
      <section aria-labelledby="results">
        <VisuallyHidden as="h2" id="results">
          Results
        </VisuallyHidden>
      </section>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Results" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Results" })).toBeTruthy();
  });
});
