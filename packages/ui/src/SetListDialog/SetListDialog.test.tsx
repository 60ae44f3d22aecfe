import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmProvider } from "../ConfirmDialog/index.js";
import type { SetListOption } from "../SetListPicker/index.js";
import { SetListDialog, type SetListDialogProps } from "./index.js";

const lists: SetListOption[] = [
  { id: "diner", name: "Diner, scene 12", itemCount: 14, containsProp: true },
  { id: "precinct", name: "17th Precinct squad room", itemCount: 31, containsProp: false },
];

function renderDialog(overrides: Partial<SetListDialogProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onToggle: vi.fn((_id: string, _include: boolean, _quantity: number) => Promise.resolve()),
    onCreate: vi.fn((_name: string, _quantity: number) => Promise.resolve()),
  };
  render(
    <ConfirmProvider>
      <SetListDialog
        propName="Chrome Diner Stool"
        state={{ status: "ready", lists }}
        maxQuantity={6}
        {...handlers}
        {...overrides}
      />
    </ConfirmProvider>,
  );
  return { user: userEvent.setup(), ...handlers };
}

describe("SetListDialog", () => {
  it("is a modal dialog named for the prop, with how many and the customer's lists", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Save Chrome Diner Stool to a set list" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: "How many Chrome Diner Stool to add" }).value).toBe(
      "1",
    );
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Diner, scene 12" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "17th Precinct squad room" }).checked).toBe(false);
  });

  it("adds the chosen quantity to a list and creates a new list holding it", async () => {
    const { user, onToggle, onCreate } = renderDialog();
    await user.click(screen.getByRole("button", { name: "One more" }));
    await user.click(screen.getByRole("checkbox", { name: "17th Precinct squad room" }));
    expect(onToggle).toHaveBeenLastCalledWith("precinct", true, 2);
    expect(await screen.findByText("Added to 17th Precinct squad room")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "New set list" }));
    await user.type(screen.getByRole("textbox", { name: /set list name/i }), "Rooftop bar{Enter}");
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith("Rooftop bar", 2));
  });

  it("closes with Escape at once, but asks first when a new list's name is typed", async () => {
    const { user, onClose } = renderDialog();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();

    await user.click(screen.getByRole("button", { name: "New set list" }));
    await user.type(screen.getByRole("textbox", { name: /set list name/i }), "Rooftop bar");
    await user.tab();
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("alertdialog", { name: "Discard the new set list?" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it("says when the lists could not be loaded and offers to try again", async () => {
    const onRetry = vi.fn();
    const { user } = renderDialog({ state: { status: "error", onRetry } });
    expect(screen.getByRole("alert").textContent).toContain("Your set lists could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
