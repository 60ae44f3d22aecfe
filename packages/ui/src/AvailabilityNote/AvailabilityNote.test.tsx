import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AvailabilityNote } from "./index.js";

const note = (text: string | RegExp) => screen.getByText(text);

describe("AvailabilityNote", () => {
  it("says how many are free, with the tone", () => {
    const { rerender } = render(
      <AvailabilityNote availability={{ stock: 3, available: 3, bookedUntil: null }} locale="en" />,
    );
    expect(note("available").dataset.tone).toBe("free");
    rerender(<AvailabilityNote availability={{ stock: 3, available: 2, bookedUntil: null }} locale="en" />);
    expect(note("2 of 3 available").dataset.tone).toBe("some");
    rerender(<AvailabilityNote availability={{ stock: 3, available: 0, bookedUntil: "2027-03-14" }} locale="en" />);
    expect(note("booked until Mar 14").dataset.tone).toBe("none");
    rerender(<AvailabilityNote availability={{ stock: 3, available: 0, bookedUntil: null }} locale="en" />);
    expect(note("booked for these dates").dataset.tone).toBe("none");
    rerender(<AvailabilityNote availability={{ stock: 0, available: 0, bookedUntil: null }} locale="en" />);
    expect(note("out of stock").dataset.tone).toBe("none");
  });

  it("names the other docks that have some free, after the count at the visitor's", () => {
    const { container } = render(
      <AvailabilityNote
        availability={{ stock: 2, available: 0, bookedUntil: "2027-03-14", elsewhere: { Vancouver: 3, Calgary: 0 } }}
        locale="en"
      />,
    );
    expect(container.textContent).toBe("booked until Mar 143 free in Vancouver");
    expect(note("3 free in Vancouver").parentElement?.dataset.tone).toBe("none");
  });

  it("writes the booked-until day in the locale", () => {
    render(<AvailabilityNote availability={{ stock: 1, available: 0, bookedUntil: "2027-03-14" }} locale="fr" />);
    expect(note(/^booked until 14 mars$/)).toBeTruthy();
  });

  it("is none when fewer are free than a set list's line wants", () => {
    const { rerender } = render(
      <AvailabilityNote availability={{ stock: 3, available: 1, bookedUntil: null }} locale="en" wanted={2} />,
    );
    expect(note("only 1 of 2 wanted free").dataset.tone).toBe("none");
    rerender(<AvailabilityNote availability={{ stock: 3, available: 2, bookedUntil: null }} locale="en" wanted={2} />);
    expect(note("2 of 3 available").dataset.tone).toBe("some");
    rerender(
      <AvailabilityNote availability={{ stock: 3, available: 0, bookedUntil: "2027-03-14" }} locale="en" wanted={2} />,
    );
    expect(note("booked until Mar 14").dataset.tone).toBe("none");
  });

  it("is quiet while loading and when the count is unknown", () => {
    const { rerender } = render(<AvailabilityNote availability="loading" locale="en" />);
    expect(note("Checking availability…").dataset.tone).toBe("unknown");
    expect(screen.queryByRole("status")).toBeNull();
    rerender(<AvailabilityNote availability="error" locale="en" />);
    expect(note("Availability unknown").dataset.tone).toBe("unknown");
  });

  it("is a span by default, a paragraph when asked, and takes the tenant's words", () => {
    const { rerender } = render(
      <AvailabilityNote availability={{ stock: 3, available: 1, bookedUntil: null }} locale="en" wanted={2} />,
    );
    expect(note("only 1 of 2 wanted free").tagName).toBe("SPAN");
    rerender(
      <AvailabilityNote
        as="p"
        availability={{ stock: 3, available: 1, bookedUntil: null }}
        locale="en"
        wanted={2}
        labels={{ notEnough: (available, wanted) => `${available}/${wanted} free` }}
      />,
    );
    expect(note("1/2 free").tagName).toBe("P");
  });
});
