import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CommandError } from "@backlot/domain";
import { AddPropsForm } from "./index.js";
import { sampleAddOn, samplePicker } from "./sample-add-props.js";

const setup = (onAdd = vi.fn().mockResolvedValue(sampleAddOn)) => {
  let count = 0;
  const newChangeId = vi.fn(() => `change${(++count).toString()}`);
  render(<AddPropsForm settings={{ locale: "en-US" }} picker={samplePicker} onAdd={onAdd} newChangeId={newChangeId} />);
  return { user: userEvent.setup(), onAdd, newChangeId };
};
const quantityOf = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name: `Quantity of ${name}` });
const send = () => screen.getByRole("button", { name: "Add to the order" });

describe("AddPropsForm", () => {
  it("lists what the picker adds, with quantities, and sends it as lines", async () => {
    const { user, onAdd } = setup();
    expect(screen.getByText("No props to add yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Brass desk lamp" }));
    await user.click(screen.getByRole("button", { name: "Add Bentwood chair (Walnut)" }));
    expect(screen.getByText("Bentwood chair (Walnut) is on the list to add.")).toBeTruthy();
    await user.clear(quantityOf("Brass desk lamp"));
    await user.type(quantityOf("Brass desk lamp"), "2");
    await user.click(send());
    expect(onAdd).toHaveBeenCalledWith({
      lines: [
        { propId: "BPH-20817", quantity: 2 },
        { propId: "BPH-30001", variantId: "walnut", quantity: 1 },
      ],
      changeId: "change1",
    });
    expect((await screen.findByText(/Added to the order/)).textContent).toBe(
      "Added to the order. The estimate is now $382.50.",
    );
    expect(screen.getByText("No props to add yet.")).toBeTruthy();
  });

  it("keeps one line per prop: a second add moves to its quantity instead", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Add Brass desk lamp" }));
    await user.click(screen.getByRole("button", { name: "Add Brass desk lamp" }));
    expect(within(screen.getByRole("list", { name: "Props to add" })).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("Brass desk lamp is on the list already: change its quantity instead.")).toBeTruthy();
    expect(document.activeElement).toBe(quantityOf("Brass desk lamp"));
  });

  it("takes a line off the list from the keyboard, and moves focus to the next", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Add Brass desk lamp" }));
    await user.click(screen.getByRole("button", { name: "Add Chrome diner stool" }));
    screen.getByRole("button", { name: "Remove Brass desk lamp" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("listitem", { name: "Brass desk lamp" })).toBeNull();
    expect(document.activeElement).toBe(quantityOf("Chrome diner stool"));
    screen.getByRole("button", { name: "Remove Chrome diner stool" }).focus();
    await user.keyboard(" ");
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Add props" }));
  });

  it("marks a quantity the server would refuse on its line, and sends nothing", async () => {
    const { user, onAdd } = setup();
    await user.click(send());
    expect(screen.getByText("Add a prop to the list first.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Brass desk lamp" }));
    await user.clear(quantityOf("Brass desk lamp"));
    await user.type(quantityOf("Brass desk lamp"), "1000");
    await user.click(send());
    expect(onAdd).not.toHaveBeenCalled();
    expect(quantityOf("Brass desk lamp").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The quantity must be a whole number from 1 to 999.")).toBeTruthy();
    expect(document.activeElement).toBe(quantityOf("Brass desk lamp"));
  });

  it("shows the server's refusal, on the line it names, and retries as the same change", async () => {
    const onAdd = vi
      .fn()
      .mockRejectedValueOnce(
        new CommandError("addToOrder is not valid", "invalid-argument", {
          "lines.0.quantity": "would make 1000 of BPH-20817 on the order, and a line holds at most 999",
        }),
      )
      .mockRejectedValueOnce(new CommandError("Not enough free for these dates: …", "failed-precondition"))
      .mockResolvedValueOnce(sampleAddOn);
    const { user, newChangeId } = setup(onAdd);
    await user.click(screen.getByRole("button", { name: "Add Brass desk lamp" }));
    await user.click(send());
    expect(
      await screen.findByText("The quantity would make 1000 of BPH-20817 on the order, and a line holds at most 999."),
    ).toBeTruthy();
    await user.click(send());
    expect((await screen.findByRole("alert")).textContent).toContain("Not enough free");
    await user.click(send());
    expect(await screen.findByText(/The estimate is now/)).toBeTruthy();
    expect(onAdd.mock.calls.map(([call]) => (call as { changeId: string }).changeId)).toEqual([
      "change1",
      "change1",
      "change1",
    ]);
    expect(newChangeId).toHaveBeenCalledTimes(1);
  });

  it("says it is working while the server answers", async () => {
    const { user } = setup(vi.fn(() => new Promise<never>(() => undefined)));
    await user.click(screen.getByRole("button", { name: "Add Brass desk lamp" }));
    await user.click(send());
    expect(screen.getByRole("button", { name: "Adding…" }).getAttribute("aria-busy")).toBe("true");
  });
});
