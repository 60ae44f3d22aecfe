import type { Meta, StoryObj } from "@storybook/react-vite";
import { CustomerActivity } from "./index.js";

const meta = {
  title: "Console/CustomerActivity",
  component: CustomerActivity,
  args: {
    quotes: {
      status: "ready",
      items: [
        { id: "q1", label: "Q-4F2K9XQ1, The Night Diner", detail: "Quoted · Dec 1 – Dec 15, 2026", href: "#q1" },
        { id: "q2", label: "Q-7HZ2M0PL, The Night Diner", detail: "New · Jan 5 – Jan 19, 2027", href: "#q2" },
      ],
    },
    orders: {
      status: "ready",
      items: [{ id: "o1", label: "O-8JD2KQ0A, Diner, scene 12", detail: "Confirmed · $425.00", href: "#o1" }],
    },
    setLists: {
      status: "ready",
      items: [{ id: "s1", label: "Diner, scene 12", detail: "6 props · The Night Diner" }],
    },
    favorites: {
      status: "ready",
      items: [
        { id: "BPH-10432", label: "Chrome diner stool", detail: "BPH-10432" },
        { id: "BPH-31120", label: "Rotary payphone", detail: "BPH-31120" },
      ],
    },
  },
} satisfies Meta<typeof CustomerActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Busy: Story = {};

export const NewCustomer: Story = {
  args: {
    quotes: { status: "ready", items: [] },
    orders: { status: "ready", items: [] },
    setLists: { status: "ready", items: [] },
    favorites: { status: "ready", items: [] },
  },
};

export const LoadingAndFailed: Story = {
  args: {
    quotes: { status: "loading" },
    orders: { status: "error", onRetry: () => undefined },
  },
};
