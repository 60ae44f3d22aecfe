import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListReview, type ListReviewProps } from "./index.js";
import { sampleDraft, sampleList, sampleNames } from "../sample-production.js";

const base: ListReviewProps = {
  list: sampleList,
  nameOf: (propId) => sampleNames.get(propId) ?? propId,
  settings: { locale: "en-US" },
  timeZone: "America/New_York",
};

describe("ListReview", () => {
  it("shows the lines by group, each with its decision and who made it when", () => {
    render(<ListReview {...base} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Act 1 · Counter",
      "Act 2 · Kitchen",
      "No group",
      "Sent to the house",
    ]);
    const counter = within(screen.getByRole("region", { name: "Act 1 · Counter" }));
    const stools = within(counter.getByRole("listitem", { name: /6 × Bentwood chair/ }));
    expect(stools.getByText("Approved by Dana Reyes, Nov 24, 2026, 9:42 AM")).toBeTruthy();
    expect(stools.getByText(/in place of Chrome stool/)).toBeTruthy();
    const lamp = within(counter.getByRole("listitem", { name: /2 × Brass desk lamp/ }));
    expect(lamp.getByText(/^Rejected by Dana Reyes/)).toBeTruthy();
    expect(lamp.getByText("Why: Too modern for 1962")).toBeTruthy();
  });

  it("shows what was asked for and offered instead, and staff who decided as a member", () => {
    render(<ListReview {...base} />);
    const fryer = within(screen.getByRole("listitem", { name: /1 × Deep fryer/ }));
    expect(
      fryer.getByText(/^Alternatives asked for by Dana Reyes \(Alex Kim of the house, signed in as them\)/),
    ).toBeTruthy();
    expect(fryer.getByText("Looking for: Something greasier")).toBeTruthy();
    expect(fryer.getByRole("listitem").textContent).toMatch(
      /^Deep fryer, dented BPH-11007: “Dented, well used” · by Jo Park/,
    );
    expect(screen.getByRole("listitem", { name: /12 × BPH-40400/ }).textContent).toContain("Waiting for review");
  });

  it("says where the list was sent, with a link to the quote", () => {
    render(<ListReview {...base} />);
    const sent = within(screen.getByRole("region", { name: "Sent to the house" }));
    expect(sent.getByRole("link", { name: "quote Q-Q1AAAAAA" }).getAttribute("href")).toBe(
      "/quotes/q1aaaaaaaaaaaaaaaaaa",
    );
    expect(sent.getByRole("listitem").textContent).toContain("by Sam Ortiz, Nov 24, 2026, 10:00 AM");
  });

  it("says when a list has no lines and has not been sent", () => {
    render(<ListReview {...base} list={sampleDraft} />);
    expect(screen.getByText("No lines yet.")).toBeTruthy();
    expect(screen.getByText(/^Not yet: a coordinator sends it/)).toBeTruthy();
    expect(screen.getByText(/^No lines yet · Dec 1/)).toBeTruthy();
  });
});
