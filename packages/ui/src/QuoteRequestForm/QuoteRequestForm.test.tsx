import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type QuoteRequestFormProps, QuoteRequestForm } from "./index.js";

const setList = {
  id: "diner-scene-12",
  name: "Diner, scene 12",
  items: [
    { propId: "BPH-10432", variantId: "red", name: "Chrome Diner Stool (Red vinyl)", quantity: 6 },
    { propId: "BPH-10432", variantId: "black", name: "Chrome Diner Stool (Matte black)", quantity: 2 },
    { propId: "BPH-20817", name: "1970s NYPD Desk Sergeant Podium", quantity: 1 },
  ],
};

/** Asked from a prop's page: one prop, sent without being shown. */
const camera = { propId: "BPH-10092", name: "Battered 16mm camera", quantity: 1 };

function setup(props: Partial<QuoteRequestFormProps> = {}) {
  const onSubmit = vi.fn(() => Promise.resolve({ reference: "BPH-Q-2611-0042" }));
  const user = userEvent.setup();
  render(<QuoteRequestForm onSubmit={onSubmit} today="2026-11-22" items={[camera]} {...props} />);
  return { onSubmit, user };
}

const field = (name: string | RegExp) => screen.getByLabelText<HTMLInputElement>(name);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Dana Whitfield");
  await user.type(field("Email"), "dana@nightshift.example");
  await user.type(field("Production or company"), "Night Shift (Season 2)");
  await user.type(field("Pick-up date"), "2026-12-01");
  await user.type(field("Return date"), "2026-12-15");
}

describe("QuoteRequestForm", () => {
  it("sends a visitor's request and shows the reference", async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole("form", { name: "Request a quote" })).toBeTruthy();
    await fillIn(user);
    await user.type(field("Phone (optional)"), "(212) 555-0199");
    await user.type(field("Notes (optional)"), "  Night shoot, need pick-up after 6pm.  ");
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    // The one shape of a quote request (@backlot/data/quote), as the repositories take it.
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      contact: { name: "Dana Whitfield", email: "dana@nightshift.example", phone: "(212) 555-0199", company: "" },
      production: "Night Shift (Season 2)",
      pickUpDate: "2026-12-01",
      returnDate: "2026-12-15",
      fulfilment: "pickup",
      deliveryAddress: "",
      notes: "Night shoot, need pick-up after 6pm.",
      lines: [{ propId: "BPH-10092", quantity: 1, note: "" }],
    });
    const done = screen.getByRole("status");
    // The done panel focuses its title in an effect, which may run just after the panel appears.
    await waitFor(() =>
      expect(within(done).getByRole("heading", { name: "Thank you: your quote request is in" })).toBe(
        document.activeElement,
      ),
    );
    expect(done.textContent).toContain("Reference: BPH-Q-2611-0042");
    expect(done.textContent).toContain("dana@nightshift.example");
  });

  it("shows each error on submit, focuses the first, and clears them as they are fixed", async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field("Name"));
    for (const [label, message] of [
      ["Name", "Enter your name."],
      ["Email", "Enter your email address."],
      ["Production or company", "Enter the production or company the props are for."],
      ["Pick-up date", "Choose a pick-up date."],
      ["Return date", "Choose a return date."],
    ] as const) {
      expect(field(label).getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByText(message).id).not.toBe("");
      expect(field(label).getAttribute("aria-describedby")).toContain(screen.getByText(message).id);
    }
    await user.type(field("Name"), "Dana");
    expect(field("Name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Enter your name.")).toBeNull();
  });

  it("checks the dates: pick-up not in the past, return after pick-up", async () => {
    const { user } = setup();
    expect(field("Pick-up date").min).toBe("2026-11-22");
    await user.type(field("Pick-up date"), "2026-11-20");
    await user.type(field("Return date"), "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(screen.getByText("The pick-up date has passed: choose today or a later date.")).toBeTruthy();
    expect(screen.getByText("The return date must be after the pick-up date.")).toBeTruthy();
    await user.clear(field("Pick-up date"));
    await user.type(field("Pick-up date"), "2026-12-01");
    expect(field("Return date").min).toBe("2026-12-02");
    await user.clear(field("Return date"));
    await user.type(field("Return date"), "2026-12-02");
    expect(field("Return date").getAttribute("aria-invalid")).toBeNull();
  });

  it("asks for an address only when delivery is needed", async () => {
    const { onSubmit, user } = setup();
    expect(screen.queryByLabelText("Delivery address")).toBeNull();
    await fillIn(user);
    await user.click(screen.getByRole("checkbox", { name: "We need the props delivered" }));
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(document.activeElement).toBe(field("Delivery address"));
    expect(screen.getByText("Enter the address to deliver to.")).toBeTruthy();
    await user.type(field("Delivery address"), "Silvercup Studios, Stage 4\n42-22 22nd St, Long Island City, NY 11101");
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fulfilment: "delivery",
        deliveryAddress: "Silvercup Studios, Stage 4\n42-22 22nd St, Long Island City, NY 11101",
      }),
    );
  });

  it("shows a set list's props read-only and sends them with the request", async () => {
    const { onSubmit, user } = setup({
      setList,
      initialValues: { name: "Dana Whitfield", email: "dana@nightshift.example", production: "Night Shift" },
    });
    const items = screen.getByRole("region", { name: "Props from “Diner, scene 12”" });
    expect(
      within(items)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Chrome Diner Stool (Red vinyl) × 6",
      "Chrome Diner Stool (Matte black) × 2",
      "1970s NYPD Desk Sergeant Podium × 1",
    ]);
    expect(within(items).queryByRole("textbox")).toBeNull();
    expect(field("Name").value).toBe("Dana Whitfield");
    await user.type(field("Pick-up date"), "2026-12-01");
    await user.type(field("Return date"), "2026-12-15");
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        lines: [
          { propId: "BPH-10432", variantId: "red", quantity: 6, note: "" },
          { propId: "BPH-10432", variantId: "black", quantity: 2, note: "" },
          { propId: "BPH-20817", quantity: 1, note: "" },
        ],
      }),
    );
  });

  it("sends the variant chosen on a prop's page with its line", async () => {
    const { onSubmit, user } = setup({
      items: [{ ...camera, variantId: "black", name: "Battered 16mm camera (Black)" }],
    });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ lines: [{ propId: "BPH-10092", variantId: "black", quantity: 1, note: "" }] }),
    );
  });

  it("asks what is needed when there are no props and the notes are empty, as the contract does", async () => {
    const { onSubmit, user } = setup({ items: [] });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const message = "Say in the notes what you need, or ask from a set list or a prop's page.";
    expect(field("Notes (optional)").getAttribute("aria-describedby")).toContain(screen.getByText(message).id);
    await user.type(field("Notes (optional)"), "A breakaway bar stool, built to match.");
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ lines: [], notes: "A breakaway bar stool, built to match." }),
    );
  });

  it("shows the limit of every text field it holds to one", async () => {
    const { user } = setup();
    for (const [label, limit] of [
      ["Name", "120"],
      ["Email", "254"],
      ["Phone (optional)", "30"],
      ["Production or company", "120"],
      ["Notes (optional)", "2,000"],
    ] as const) {
      const count = screen.getByText(`0 of ${limit} characters`, { selector: `[id="${field(label).id}-count"]` });
      expect(field(label).getAttribute("aria-describedby")).toContain(count.id);
    }
    await user.type(field("Notes (optional)"), "Night shoot");
    expect(screen.getByText("11 of 2,000 characters")).toBeTruthy();
  });

  it("keeps everything typed and shows the server's message when sending fails; busy while sending", async () => {
    let fail: (error: Error) => void = () => undefined;
    const { user } = setup({ onSubmit: () => new Promise((_, reject) => (fail = reject)) });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    expect(screen.getByRole("button", { name: "Sending…" }).getAttribute("aria-busy")).toBe("true");
    fail(new Error("Quote requests are paused for maintenance until 3pm."));
    expect((await screen.findByRole("alert")).textContent).toBe("Quote requests are paused for maintenance until 3pm.");
    expect(field("Name").value).toBe("Dana Whitfield");
    expect(field("Return date").value).toBe("2026-12-15");
  });

  it("starts another request keeping the contact details", async () => {
    const { user } = setup();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send quote request" }));
    await user.click(screen.getByRole("button", { name: "Send another request" }));
    expect(field("Email").value).toBe("dana@nightshift.example");
    expect(field("Pick-up date").value).toBe("");
  });

  it("fills the fields still empty when the customer's details arrive late, keeping what was typed", async () => {
    const onSubmit = vi.fn(() => Promise.resolve({ reference: "BPH-Q-2611-0042" }));
    const user = userEvent.setup();
    const form = (prefill = {}) => <QuoteRequestForm onSubmit={onSubmit} items={[camera]} initialValues={prefill} />;
    const { rerender } = render(form());
    await user.type(field("Name"), "Dana Demo");
    rerender(form({ name: "Dana Whitfield", email: "dana@nightshift.example", production: "Night Shift" }));
    await waitFor(() => expect(field("Email").value).toBe("dana@nightshift.example"));
    expect(field("Name").value).toBe("Dana Demo");
    expect(field("Production or company").value).toBe("Night Shift");
  });
});
