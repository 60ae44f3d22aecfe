import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { chosenCopy, sampleResponsiveImage } from "../testing/sample-responsive-image.js";
import { PropCard, type PropCardProps, PropCardSkeleton } from "./index.js";

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">' +
    '<rect width="800" height="600" fill="#f5f3ef"/>' +
    '<rect x="300" y="150" width="200" height="300" rx="20" fill="#c0392b"/></svg>',
)}`;

function Favouritable(props: PropCardProps) {
  const [favorite, setFavorite] = useState(props.isFavorite);
  return (
    <div style={{ width: 260 }}>
      <PropCard {...props} isFavorite={favorite} onToggleFavorite={() => setFavorite((value) => !value)} />
    </div>
  );
}

const meta = {
  title: "Props/PropCard",
  render: (args) => <Favouritable {...args} />,
  args: {
    prop: {
      id: "BPH-10432",
      name: "Chrome Diner Stool",
      weeklyRate: 4500,
      quantity: 6,
      createdAt: "2026-11-10T09:00:00Z",
      images: [{ url: photo, alt: "Chrome diner stool with a red seat", width: 800, height: 600 }],
    },
    settings: { currency: "USD", locale: "en", newWeekCount: 3, hideQtyIfEq1: true },
    href: "/props/BPH-10432",
    isFavorite: false,
    now: new Date("2026-11-22T12:00:00Z"),
  },
} satisfies Meta<PropCardProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewArrival: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("New")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add Chrome Diner Stool to favourites" }));
    await expect(canvas.getByRole("button", { name: "Remove Chrome Diner Stool from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const SingleItemQuantityHidden: Story = {
  args: {
    prop: {
      id: "BPH-2",
      name: "Brass Desk Lamp",
      weeklyRate: 2750,
      quantity: 1,
      createdAt: "2025-01-01T00:00:00Z",
      images: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/in stock/)).toBeNull();
  },
};

export const Favourite: Story = { args: { isFavorite: true } };

/** In a grid the card offers "add to set list" under the favourite; the app opens its dialog for the prop. */
export const QuickAddToSetList: Story = {
  name: "Quick add to set list",
  args: { onAddToSetList: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Add Chrome Diner Stool to a set list" }));
    await expect(args.onAddToSetList).toHaveBeenCalledWith(args.prop);
  },
};

/** A photo the catalogue import resized: the browser takes the best format it shows, at the card's width. */
export const ResponsivePhoto: Story = {
  name: "Responsive photo",
  args: {
    prop: {
      id: "BPH-10432",
      name: "Chrome Diner Stool",
      weeklyRate: 4500,
      quantity: 6,
      createdAt: "2026-11-10T09:00:00Z",
      images: [sampleResponsiveImage("Chrome diner stool with a red seat", 0)],
    },
  },
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole<HTMLImageElement>("img", {
      name: "Chrome diner stool with a red seat",
    });
    // Chromium shows AVIF, the first format offered.
    await waitFor(() => expect(chosenCopy(photo)).toMatch(/^AVIF /));
  },
};

const lamp = { id: "BPH-2", name: "Brass Desk Lamp", weeklyRate: 2750, quantity: 3, createdAt: "2025-01-01T00:00:00Z" };
const payphone = {
  id: "BPH-31120",
  name: "Rotary Payphone",
  weeklyRate: 3750,
  quantity: 3,
  createdAt: "2025-01-01T00:00:00Z",
};

/** The visitor has chosen rental dates: each card says what is free for them instead of the stock. */
export const WithDates: Story = {
  name: "With dates",
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, 220px)", gap: 16 }}>
      <PropCard {...args} availability={{ stock: 6, available: 6, bookedUntil: null }} />
      <PropCard
        {...args}
        prop={{ ...lamp, images: [] }}
        href="/props/BPH-2"
        availability={{ stock: 3, available: 2, bookedUntil: null }}
      />
      <PropCard
        {...args}
        prop={{ ...payphone, images: [] }}
        href="/props/BPH-31120"
        availability={{ stock: 3, available: 0, bookedUntil: "2026-12-14" }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The note's code comes with the first card that has dates.
    await expect(await canvas.findByText("available")).toHaveAttribute("data-tone", "free");
    await expect(canvas.getByText("2 of 3 available")).toHaveAttribute("data-tone", "some");
    await expect(canvas.getByText("booked until Dec 14")).toHaveAttribute("data-tone", "none");
    await expect(canvas.queryByText(/in stock/)).toBeNull();
  },
};

export const Loading: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, 220px)", gap: 16 }}>
      <PropCardSkeleton />
      <PropCardSkeleton />
      <PropCardSkeleton />
    </div>
  ),
};
