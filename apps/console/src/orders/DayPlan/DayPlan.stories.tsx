import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { DayPlan, type DayPlanProps } from "./index.js";

const orders: DayPlanProps["goingOut"] = {
  status: "ready",
  orders: [
    {
      id: "o1",
      reference: "O-8K2M4PQ7",
      customer: "Dana Reyes",
      title: "Diner, scene 12",
      fulfilment: "pickup",
      status: "confirmed",
      lineCount: 6,
      pull: { pulled: 7, total: 11, done: false },
    },
    {
      id: "o2",
      reference: "O-3J9X1LW2",
      customer: "Sam Okafor",
      title: "Spring campaign",
      fulfilment: "delivery",
      status: "confirmed",
      lineCount: 1,
    },
  ],
};

function Plan(props: Omit<DayPlanProps, "day" | "onDayChange">) {
  const [day, setDay] = useState("2026-12-01");
  return <DayPlan {...props} day={day} onDayChange={setDay} />;
}

const meta = {
  title: "Console/DayPlan",
  component: Plan,
  args: {
    goingOut: orders,
    comingBack: { status: "ready", orders: [] },
    hrefOf: (id: string) => `#${id}`,
    settings: { locale: "en" },
  },
} satisfies Meta<typeof Plan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ABusyDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Day after" }));
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Dec 2, 2026");
  },
};

export const Loading: Story = { args: { goingOut: { status: "loading" }, comingBack: { status: "loading" } } };
