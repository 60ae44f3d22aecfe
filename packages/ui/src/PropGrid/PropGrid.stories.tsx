import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PropGrid, type PropGridStatus } from "./index.js";
import { sampleCardSettings, sampleProps } from "./sample-props.js";

const pageSize = 8;

/** The grid fed page by page, as the search store feeds it; `failPage` makes that page fail once. */
function Paged({ total, failPage, delayMs = 300 }: { total: number; failPage?: number; delayMs?: number }) {
  const [props, setProps] = useState(() => sampleProps(Math.min(pageSize, total)));
  const [status, setStatus] = useState<PropGridStatus>("ready");
  const [failed, setFailed] = useState(false);
  const [favorites, setFavorites] = useState<ReadonlySet<string>>(new Set());
  const loadMore = useCallback(() => {
    setStatus("loading");
    const page = props.length / pageSize;
    setTimeout(() => {
      if (page === failPage && !failed) {
        setFailed(true);
        setStatus("error");
        return;
      }
      setProps((current) => [...current, ...sampleProps(Math.min(pageSize, total - current.length), current.length)]);
      setStatus("ready");
    }, delayMs);
  }, [props.length, failPage, failed, total, delayMs]);
  return (
    <PropGrid
      props={props}
      total={total}
      status={status}
      onLoadMore={loadMore}
      settings={sampleCardSettings}
      hrefOf={(prop) => `/props/${prop.id}`}
      favorites={favorites}
      onToggleFavorite={(id) =>
        setFavorites(
          (current) => new Set(current.has(id) ? [...current].filter((other) => other !== id) : [...current, id]),
        )
      }
      skeletonCount={pageSize}
    />
  );
}

const meta = {
  title: "Props/PropGrid",
  component: Paged,
  args: { total: 20 },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Paged>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling near the end loads the next page by itself (IntersectionObserver in the browser). */
export const LoadsAsYouScroll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(8);
    canvas.getByRole("button", { name: /Show more/ }).scrollIntoView();
    await waitFor(() => expect(canvas.getAllByRole("article").length).toBeGreaterThan(8), { timeout: 3000 });
  },
};

/** "Show more" for keyboard users: focus lands on the first new prop. */
export const ShowMoreWithKeyboard: Story = {
  args: { total: 12, delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: "Show more props (8 of 12 shown)" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("link", { name: "Chrome Diner Stool 9" })).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: /Show more/ })).toBeNull();
  },
};

/** A page that fails keeps what loaded and offers a retry. */
export const PageFails: Story = {
  args: { total: 16, failPage: 1, delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Show more/ }));
    const alert = await canvas.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(16));
  },
};

/** The first page loading: skeletons in the cards' shape. */
export const FirstPageLoading: Story = {
  render: () => (
    <PropGrid
      props={[]}
      total={0}
      status="loading"
      onLoadMore={() => undefined}
      settings={sampleCardSettings}
      hrefOf={() => "#"}
      skeletonCount={8}
    />
  ),
};

/** Nothing matches. */
export const Empty: Story = {
  render: () => (
    <PropGrid
      props={[]}
      total={0}
      status="ready"
      onLoadMore={() => undefined}
      onClearFilters={() => undefined}
      settings={sampleCardSettings}
      hrefOf={() => "#"}
    />
  ),
};
