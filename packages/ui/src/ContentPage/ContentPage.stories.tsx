import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleVendor } from "../internal/sample-settings.js";
import { MapEmbed } from "../MapEmbed/index.js";
import { ContentPage, ContentPageNotFound, ContentPageSkeleton, type ContentPageProps } from "./index.js";

const hero = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 686">' +
    '<rect width="1600" height="686" fill="#2b2b2b"/>' +
    '<rect x="0" y="520" width="1600" height="166" fill="#444"/>' +
    '<rect x="640" y="180" width="320" height="340" fill="#8a5a00"/>' +
    '<circle cx="1200" cy="200" r="60" fill="#f1c40f"/></svg>',
)}`;

const { address } = sampleVendor;
const oneLine = `${address.line1}, ${address.city}, ${address.state} ${address.zip}`;

const meta = {
  title: "Content/ContentPage",
  component: ContentPage,
  args: {
    title: "Contact Us",
    lead: "Pulls by appointment, Monday to Friday. Tell us what you are shooting and we will have it on the dock.",
    breadcrumbs: [{ label: "Home", href: "/" }],
    hero: { url: hero, alt: "The loading dock on West 38th Street", width: 1600, height: 686 },
    sidebar: (
      <>
        <section>
          <h2 style={{ margin: "0 0 8px", fontSize: "1.125rem" }}>Visit</h2>
          <p style={{ margin: 0 }}>
            {address.line1}
            <br />
            {address.line2}
            <br />
            {address.city}, {address.state} {address.zip}
          </p>
        </section>
        <section>
          <h2 style={{ margin: "0 0 8px", fontSize: "1.125rem" }}>Hours</h2>
          <p style={{ margin: 0 }}>{sampleVendor.hours}</p>
        </section>
        <MapEmbed
          src={
            "https://www.openstreetmap.org/export/embed.html" +
            "?bbox=-74.0045%2C40.7557%2C-73.9945%2C40.7617&layer=mapnik"
          }
          place="Bowery Prop House"
          address={oneLine}
        />
      </>
    ),
    children: (
      <>
        <p>
          Call us on <a href="tel:+12125550147">(212) 555-0147</a> or write to{" "}
          <a href={`mailto:${sampleVendor.email}`}>{sampleVendor.email}</a>.
        </p>
        <p>
          Same-day pulls are possible for stock items when you call before noon. Productions need a certificate of
          insurance on file before pick-up.
        </p>
      </>
    ),
  },
  parameters: { layout: "padded" },
} satisfies Meta<ContentPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact page: hours, address and the map in the sidebar. */
export const WithSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(canvas.getByRole("complementary", { name: "More information" })).toBeVisible();
  },
};

/** A fabrication sub-page: breadcrumbs through its section, no sidebar. */
export const Article: Story = {
  args: {
    title: "Welding & Metalwork",
    lead: "Steel, aluminium and brass: railings, cages, rigged props and set pieces, built to hold up on set.",
    breadcrumbs: [
      { label: "Home", href: "/" },
      { label: "Fabrication", href: "/pages/fabrication" },
    ],
    sidebar: undefined,
    children: (
      <>
        <p>
          Our shop in Hell&apos;s Kitchen welds MIG, TIG and stick, with a CNC plasma table for flat stock up to 4 × 8
          ft.
        </p>
        <h2>Recent builds</h2>
        <ul>
          <li>A 1970s subway car door set for a period series</li>
          <li>Breakaway railings for a stunt sequence</li>
        </ul>
      </>
    ),
  },
};

export const Loading: Story = { render: () => <ContentPageSkeleton /> };

export const NotFound: Story = {
  render: () => <ContentPageNotFound browseHref="/categories" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Go to the home page" })).toBeVisible();
  },
};
