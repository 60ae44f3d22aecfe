import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VisuallyHidden } from "./index.js";

const meta = {
  title: "Utilities/VisuallyHidden",
  component: VisuallyHidden,
  args: { as: "h2", id: "results-heading", children: "Results" },
  render: (args) => (
    <section aria-labelledby="results-heading">
      <VisuallyHidden {...args} />
      <p>The heading above is not drawn, but screen readers announce this section as “Results”.</p>
    </section>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 2, name: "Results" });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole("region", { name: "Results" })).toBeVisible();
  },
};
