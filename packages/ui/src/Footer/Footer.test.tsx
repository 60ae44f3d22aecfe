import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer, type FooterProps, displayPhone } from "./index.js";

const props: FooterProps = {
  loggedIn: false,
  year: 2026,
  settings: {
    footer: [
      {
        label: "Portfolio",
        href: "/pages/portfolio/all-projects",
        children: [{ label: "Film & Television", href: "/pages/portfolio/film-and-television" }],
      },
      {
        label: "Company",
        href: "/pages/about-us",
        children: [
          { label: "Contact Us", href: "/contact-us" },
          { label: "Your Orders", href: "/account/orders", auth: true },
        ],
      },
    ],
    socialLinks: [{ href: "https://www.instagram.com/boweryprops.example", label: "Instagram", icon: "instagram" }],
  },
  vendor: {
    legalName: "Bowery Prop House LLC",
    address: {
      line1: "550 West 38th Street",
      line2: "Ground Floor Loading Dock",
      city: "New York",
      state: "NY",
      zip: "10018",
      country: "US",
    },
    hours: "Monday-Friday 9am-6pm",
    phone: "+12125550147",
    email: "rentals@boweryprops.example",
  },
};

describe("Footer", () => {
  it("lists each section with its sub-pages, by the auth flags", () => {
    render(<Footer {...props} />);
    const portfolio = within(screen.getByRole("navigation", { name: "Portfolio" }));
    expect(portfolio.getByRole("link", { name: "Film & Television" }).getAttribute("href")).toBe(
      "/pages/portfolio/film-and-television",
    );
    expect(
      within(screen.getByRole("navigation", { name: "Company" })).queryByRole("link", { name: "Your Orders" }),
    ).toBeNull();
  });

  it("shows the social links, the address, hours, phone, email and legal name", () => {
    render(<Footer {...props} />);
    const social = within(screen.getByRole("navigation", { name: "Social media" })).getByRole("link", {
      name: "Instagram",
    });
    expect(social.getAttribute("rel")).toBe("noopener noreferrer");
    const address = screen.getByRole("group", { name: "Visit us" });
    expect(address.textContent).toContain("550 West 38th Street");
    expect(address.textContent).toContain("New York, NY 10018");
    expect(address.textContent).toContain("Monday-Friday 9am-6pm");
    expect(within(address).getByRole("link", { name: "(212) 555-0147" }).getAttribute("href")).toBe("tel:+12125550147");
    expect(screen.getByText("© 2026 Bowery Prop House LLC")).toBeTruthy();
  });

  it("formats North American numbers and leaves others alone", () => {
    expect(displayPhone("+14165550188")).toBe("(416) 555-0188");
    expect(displayPhone("+442071234567")).toBe("+442071234567");
  });
});
