import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { RentalDates, type RentalDatesProps } from "./index.js";

/** Keeps the dates as the app would, once the spy's save has gone through. */
function Saved({ width, ...props }: RentalDatesProps & { width?: number }) {
  const [dates, setDates] = useState({ pickUpDate: props.pickUpDate, returnDate: props.returnDate });
  return (
    <div style={{ width }}>
      <RentalDates
        {...props}
        {...dates}
        onChange={async (next) => {
          await props.onChange(next);
          setDates(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Rental/RentalDates",
  render: (args) => <Saved {...args} />,
  args: {
    pickUpDate: "",
    returnDate: "",
    today: "2026-11-22",
    onChange: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
} satisfies Meta<RentalDatesProps & { width?: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoDates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Apply dates" }));
    await expect(canvas.getByLabelText("Pick-up")).toHaveAccessibleDescription("Choose a pick-up date.");
    await expect(canvas.getByLabelText("Pick-up")).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  args: {
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-08",
    description: "Availability and prices are for these dates.",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Clear dates" }));
    await expect(args.onChange).toHaveBeenCalledWith({ pickUpDate: "", returnDate: "" });
    // Once the save is through, the fields follow the app's cleared dates; the cursor waits in the first.
    await waitFor(() => expect(canvas.getByLabelText("Pick-up")).toHaveValue(""));
    await expect(canvas.getByLabelText("Pick-up")).toHaveFocus();
    await expect(canvas.queryByRole("button", { name: /Clear/ })).toBeNull();
  },
};

/** The storefront's filter sidebar is 260px wide: the fields and buttons stack. */
export const InSidebar: Story = {
  args: { pickUpDate: "2026-12-01", returnDate: "2026-12-08", width: 260 },
};

/** A wide page puts the dates and the buttons in one row. */
export const OnWideScreen: Story = {
  args: { pickUpDate: "2026-12-01", returnDate: "2026-11-30", width: 900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Apply dates" }));
    await expect(canvas.getByLabelText("Return")).toHaveAccessibleDescription(
      "The return date must be after the pick-up date.",
    );
  },
};

export const Saving: Story = {
  args: { pickUpDate: "2026-12-01", returnDate: "2026-12-08", onChange: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Apply dates" }));
    await expect(canvas.getByRole("button", { name: "Saving…" })).toHaveAttribute("aria-busy", "true");
  },
};

export const SaveFails: Story = {
  args: {
    pickUpDate: "2026-12-01",
    returnDate: "2026-12-08",
    onChange: fn(() => Promise.reject(new Error("Your dates could not be saved: you are offline."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Apply dates" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("you are offline");
    await expect(canvas.getByLabelText("Pick-up")).toHaveValue("2026-12-01");
  },
};
