import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { CategoryMenu, type CategoryOption, type CategoryPath } from "./index.js";

/** A small slice of the Bowery Prop House tree, narrowed the way the search engines narrow it. */
const tree: Record<
  string,
  { count: number; categories: Record<string, { count: number; subcategories: Record<string, number> }> }
> = {
  "Props By Scene": {
    count: 1240,
    categories: {
      Diner: { count: 312, subcategories: { "Counter & Stools": 41, Tabletop: 188, Signage: 83 } },
      Hospital: { count: 288, subcategories: { "Beds & Gurneys": 52, Monitors: 77 } },
    },
  },
  Cameras: {
    count: 96,
    categories: {
      Film: { count: 40, subcategories: { "16 mm": 12, "35 mm": 28 } },
      "News & ENG": { count: 56, subcategories: {} },
    },
  },
  "Cleared Graphics": { count: 530, categories: {} },
};

function narrow(path: CategoryPath): CategoryOption[] {
  return Object.entries(tree).map(([department, { count, categories }]) => ({
    value: department,
    count,
    selected: path.department === department,
    children:
      path.department === department
        ? Object.entries(categories).map(([category, { count: categoryCount, subcategories }]) => ({
            value: category,
            count: categoryCount,
            selected: path.category === category,
            children:
              path.category === category
                ? Object.entries(subcategories).map(([subcategory, subCount]) => ({
                    value: subcategory,
                    count: subCount,
                    selected: path.subcategory === subcategory,
                  }))
                : [],
          }))
        : [],
  }));
}

/** The menu wired to state, as the search page wires it to the search store. */
function Interactive({ initial }: { initial: CategoryPath }) {
  const [path, setPath] = useState(initial);
  return <CategoryMenu values={narrow(path)} onSelect={setPath} />;
}

const meta = {
  title: "Search/CategoryMenu",
  component: Interactive,
  args: { initial: {} },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every department, nothing chosen. */
export const Departments: Story = {};

/** Walks down to a subcategory and back out with the keyboard. */
export const ChooseAndClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /^Props By Scene/ }));
    await userEvent.click(canvas.getByRole("button", { name: /^Diner/ }));
    await userEvent.click(canvas.getByRole("button", { name: /^Tabletop/ }));
    await expect(canvas.getByRole("button", { name: /^Tabletop/ })).toHaveAttribute("aria-pressed", "true");
    canvas.getByRole("button", { name: /All departments/ }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("button", { name: /^Diner/ })).toBeNull();
  },
};

/** A category chosen: its subcategories open beneath it. */
export const CategoryChosen: Story = { args: { initial: { department: "Props By Scene", category: "Diner" } } };

/** Nothing matches the search, so no department has props. */
export const Empty: Story = { render: () => <CategoryMenu values={[]} onSelect={() => undefined} /> };
