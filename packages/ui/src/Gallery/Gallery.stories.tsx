import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { chosenCopy, sampleResponsiveImage } from "../testing/sample-responsive-image.js";
import { Gallery, type GalleryImage } from "./index.js";

/** Photos drawn inline, in different shapes, so nothing needs an image server. */
const photo = (width: number, height: number, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width.toString()} ${height.toString()}">` +
      `<rect width="${width.toString()}" height="${height.toString()}" fill="hsl(${hue.toString()} 15% 93%)"/>` +
      `<rect x="${(width * 0.38).toString()}" y="${(height * 0.25).toString()}" ` +
      `width="${(width * 0.24).toString()}" height="${(height * 0.5).toString()}" ` +
      `rx="16" fill="hsl(${hue.toString()} 55% 42%)"/>` +
      `</svg>`,
  )}`;

const podium: GalleryImage[] = [
  { url: photo(800, 600, 215), alt: "1970s NYPD desk sergeant podium, front", width: 800, height: 600 },
  { url: photo(600, 800, 215), alt: "Podium from the side, showing the raised platform", width: 600, height: 800 },
  { url: photo(800, 600, 30), alt: "Brass nameplate reading DESK OFFICER", width: 800, height: 600 },
  { url: photo(800, 800, 0), alt: "Wear on the wood top", width: 800, height: 800 },
  { url: photo(800, 600, 120), alt: "Podium dressed on the 17th Precinct set", width: 800, height: 600 },
];

const meta = {
  title: "Props/Gallery",
  component: Gallery,
  args: { name: "1970s NYPD Desk Sergeant Podium", images: podium },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails mark the shown photo; previous and next wrap round. */
export const ManyPhotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show image 3 of 5" }));
    await expect(canvas.getByRole("img", { name: "Brass nameplate reading DESK OFFICER" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Show image 3 of 5" })).toHaveAttribute("aria-current", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Previous image" }));
    await expect(canvas.getByText("Image 2 of 5")).toBeVisible();
  },
};

/** With the gallery focused, the arrow keys move between photos. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("region", { name: "Photos of 1970s NYPD Desk Sergeant Podium" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByText("Image 3 of 5")).toBeVisible();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByText("Image 5 of 5")).toBeVisible();
  },
};

/** Photos the catalogue import resized: the best format the browser shows, thumbnails in the smallest copy. */
export const ResponsivePhotos: Story = {
  name: "Responsive photos",
  args: {
    images: [
      sampleResponsiveImage("1970s NYPD desk sergeant podium, front", 215),
      sampleResponsiveImage("Podium from the side, showing the raised platform", 215, 4 / 3),
      sampleResponsiveImage("Brass nameplate reading DESK OFFICER", 30),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByRole<HTMLImageElement>("img", { name: "1970s NYPD desk sergeant podium, front" });
    await waitFor(() => expect(chosenCopy(shown)).toMatch(/^AVIF /));
    const thumbnails = canvas
      .getAllByRole("button", { name: /^Show image/ })
      .map((button) => button.querySelector("img") ?? new Image());
    // 72px wide: the 320px copy is enough for any screen up to 4× density. (The shown photo's own
    // thumbnail may reuse the bigger copy already loaded for the frame.)
    await waitFor(() =>
      expect(thumbnails.map(chosenCopy)).toEqual([expect.stringMatching(/^AVIF /), "AVIF 320w", "AVIF 320w"]),
    );
  },
};

export const SinglePhoto: Story = {
  args: {
    name: "Chrome Diner Stool",
    images: [{ url: photo(800, 600, 0), alt: "Chrome diner stool with a red vinyl seat", width: 800, height: 600 }],
  },
  play: async ({ canvasElement }) => {
    // No thumbnails or arrows: only the zoom.
    await expect(
      within(canvasElement)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Zoom in"]);
  },
};

export const NoPhoto: Story = {
  args: { name: "Rotary Payphone", images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "No photo of Rotary Payphone yet" })).toBeVisible();
  },
};

/**
 * The zoom fills the window (rendered in the page's body, so outside the story's canvas): fitted first, then at the
 * photo's full size, where the window scrolls around it; Escape closes it and gives the focus back.
 */
export const Zoom: Story = {
  // A photo larger than any window, as a camera takes them.
  args: {
    images: [
      { url: photo(2400, 1800, 215), alt: "1970s NYPD desk sergeant podium, front", width: 2400, height: 1800 },
      ...podium.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const zoomButton = within(canvasElement).getByRole("button", { name: "Zoom in" });
    await userEvent.click(zoomButton);
    const zoom = page.getByRole("dialog", { name: "Photos of 1970s NYPD Desk Sergeant Podium, enlarged" });
    const enlarged = within(zoom).getByRole("img", { name: "1970s NYPD desk sergeant podium, front" });
    await expect(enlarged).toBeVisible();
    // Fitted: the window's width, whatever the story's column.
    const window = canvasElement.ownerDocument.defaultView as Window;
    await waitFor(() => expect(enlarged.getBoundingClientRect().width).toBeGreaterThanOrEqual(window.innerWidth - 32));
    // ...and no taller than the space under the toolbar: the whole photo shows.
    const viewport = enlarged.closest("[data-full-size]") as HTMLElement;
    await expect(enlarged.getBoundingClientRect().height).toBeLessThanOrEqual(viewport.clientHeight + 1);
    await userEvent.click(within(zoom).getByRole("button", { name: "Full size" }));
    await waitFor(() => expect(Math.round(enlarged.getBoundingClientRect().width)).toBe(2400));
    // Wider than the window at full size: its viewport scrolls.
    await expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
    await userEvent.keyboard("{Escape}");
    await expect(page.queryByRole("dialog")).toBeNull();
    await expect(zoomButton).toHaveFocus();
  },
};
