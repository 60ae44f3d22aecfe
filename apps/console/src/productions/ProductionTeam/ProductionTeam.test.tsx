import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductionTeam } from "./index.js";
import { sampleProduction } from "../sample-production.js";

describe("ProductionTeam", () => {
  it("lists each member with their roles and address, linking to their customer page, and the invitations", () => {
    render(
      <ProductionTeam
        members={sampleProduction.members}
        invites={sampleProduction.invites}
        customerHref={(uid) => `/customers/${uid}`}
        settings={{ locale: "en-US" }}
        timeZone="America/New_York"
      />,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Team (4 members)");
    const [team, invites] = screen.getAllByRole("list");
    const names = within(team!)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Dana Reyes", "Jo Park", "Lee Chan", "Sam Ortiz"]);
    const sam = within(team!).getAllByRole("listitem")[3]!;
    expect(within(sam).getByRole("link").getAttribute("href")).toBe("/customers/u-sam");
    expect(sam.textContent).toContain("Buyer, Coordinator");
    expect(sam.textContent).toContain("sam@astoria.example · joined Nov 9, 2026");
    expect(invites!.textContent).toContain("director@astoria.example");
    expect(invites!.textContent).toContain("Invited by Sam Ortiz, Nov 20, 2026, 8:00 AM; open until Dec 4, 2026");
  });
});
