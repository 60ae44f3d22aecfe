// Navigation and contact details like the New York tenant's, for stories (the theme itself comes
// from Storybook's tenant toolbar).
import type { Link, SocialLink, TenantSettings } from "@backlot/tenant-config";

export const sampleHeader: TenantSettings["header"] = [
  {
    label: "Portfolio",
    href: "/pages/portfolio/all-projects",
    children: [
      { label: "Film & Television", href: "/pages/portfolio/film-and-television" },
      { label: "Live Theater & Events", href: "/pages/portfolio/live-theater-and-events" },
    ],
  },
  { label: "Fabrication", href: "/pages/fabrication" },
  {
    label: "Prop Rentals",
    href: "/pages/prop-rentals",
    children: [
      { label: "Prop Firearms", href: "/rentals/prop-firearms" },
      { label: "Cameras", href: "/rentals/cameras" },
    ],
  },
  { label: "Request a Quote", href: "/pages/request-a-quote", auth: false },
  { label: "Log In", href: "/auth/login", auth: false },
  { label: "Sign Up", href: "/auth/signup", auth: false },
  { label: "Favorites", href: "/account/favorites", auth: true },
  {
    label: "My Account",
    href: "/account",
    auth: true,
    children: [
      { label: "Orders", href: "/account/orders", auth: true },
      { label: "Messages", href: "/account/messages", auth: true },
    ],
  },
];

export const sampleFooter: Link[] = [
  {
    label: "Portfolio",
    href: "/pages/portfolio/all-projects",
    children: [
      { label: "Film & Television", href: "/pages/portfolio/film-and-television" },
      { label: "Retail & Fashion", href: "/pages/portfolio/retail-and-fashion" },
    ],
  },
  {
    label: "Company",
    href: "/pages/about-us",
    children: [
      { label: "About Us", href: "/pages/about-us" },
      { label: "Contact Us", href: "/contact-us" },
    ],
  },
];

export const sampleSocial: SocialLink[] = [
  { href: "https://www.instagram.com/boweryprops.example", label: "Instagram", icon: "instagram" },
];

/** A logo drawn inline, so stories need no asset server. */
export const sampleLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 188 40">' +
    '<rect width="40" height="40" rx="4" fill="#b3261e"/>' +
    '<text x="50" y="26" font-family="Arial" font-size="18" font-weight="700">BOWERY</text>' +
    "</svg>",
)}`;

/** The vendor details the footer shows. */
export const sampleVendor = {
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
};
