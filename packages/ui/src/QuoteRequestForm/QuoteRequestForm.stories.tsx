import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { QuoteRequestForm } from "./index.js";

const setList = {
  id: "diner-scene-12",
  name: "Diner, scene 12",
  items: [
    // One stool in two finishes: a line each, named with its finish.
    { propId: "BPH-10432", variantId: "red", name: "Chrome Diner Stool (Red vinyl)", quantity: 6 },
    { propId: "BPH-10432", variantId: "black", name: "Chrome Diner Stool (Matte black)", quantity: 2 },
    { propId: "BPH-20817", name: "1970s NYPD Desk Sergeant Podium", quantity: 1 },
  ],
};

const meta = {
  title: "Quotes/QuoteRequestForm",
  component: QuoteRequestForm,
  args: {
    today: "2026-11-22",
    // Asked from a prop's page; the set list stories show their own props instead.
    items: [{ propId: "BPH-10092", name: "Battered 16mm camera", quantity: 1 }],
    onSubmit: fn(
      () =>
        new Promise<{ reference: string }>((resolve) =>
          setTimeout(() => resolve({ reference: "BPH-Q-2611-0042" }), 400),
        ),
    ),
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof QuoteRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Date inputs are segmented in browsers; a change event sets them as a picker would. */
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** A logged-out visitor fills it in and gets a reference number. */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Name"), "Dana Whitfield");
    await userEvent.type(canvas.getByLabelText("Email"), "dana@nightshift.example");
    await userEvent.type(canvas.getByLabelText("Production or company"), "Night Shift (Season 2)");
    await setDate(canvas.getByLabelText("Pick-up date"), "2026-12-01");
    await setDate(canvas.getByLabelText("Return date"), "2026-12-15");
    await userEvent.click(canvas.getByRole("checkbox", { name: "We need the props delivered" }));
    await userEvent.type(
      canvas.getByLabelText("Delivery address"),
      "Silvercup Studios, Stage 4, Long Island City, NY 11101",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Send quote request" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fulfilment: "delivery", pickUpDate: "2026-12-01", returnDate: "2026-12-15" }),
    );
    await waitFor(() =>
      expect(canvas.getByRole("heading", { name: "Thank you: your quote request is in" })).toHaveFocus(),
    );
    await expect(canvas.getByText("BPH-Q-2611-0042")).toBeVisible();
  },
};

/** From a set list, for a logged-in user: their details filled in, the props listed read-only. */
export const FromASetList: Story = {
  args: {
    setList,
    initialValues: {
      name: "Dana Whitfield",
      email: "dana@nightshift.example",
      phone: "(212) 555-0199",
      production: "Night Shift (Season 2)",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Props from “Diner, scene 12”" })).toBeVisible();
  },
};

/** Submitting empty, then dates the wrong way round. */
export const ValidationErrors: Story = {
  args: { initialValues: { pickUpDate: "2026-12-15", returnDate: "2026-12-01" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send quote request" }));
    await expect(canvas.getByLabelText("Name")).toHaveFocus();
    await expect(canvas.getByLabelText("Email")).toHaveAccessibleDescription(
      "Enter your email address. 0 of 254 characters",
    );
    await expect(canvas.getByLabelText("Return date")).toHaveAccessibleDescription(
      "The return date must be after the pick-up date.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message shows, and everything typed stays. */
export const SendFails: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new Error("Quote requests are paused for maintenance until 3pm. Nothing you typed is lost.")),
    ),
    initialValues: {
      name: "Dana Whitfield",
      email: "dana@nightshift.example",
      production: "Night Shift",
      pickUpDate: "2026-12-01",
      returnDate: "2026-12-15",
      notes: "Night shoot.",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send quote request" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Quote requests are paused");
    await expect(canvas.getByLabelText("Notes (optional)")).toHaveValue("Night shoot.");
  },
};

/** While sending: the button is busy and ignores more presses. */
export const Sending: Story = {
  args: {
    onSubmit: fn(() => new Promise<{ reference: string }>(() => undefined)),
    initialValues: {
      name: "Dana Whitfield",
      email: "dana@nightshift.example",
      production: "Night Shift",
      pickUpDate: "2026-12-01",
      returnDate: "2026-12-15",
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send quote request" }));
    await userEvent.click(canvas.getByRole("button", { name: "Sending…" }));
    await expect(canvas.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-busy", "true");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
