import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmProvider } from "../ConfirmDialog/index.js";
import { Modal } from "./index.js";

/** A page that opens a quote form in a modal; typing makes it dirty. */
function QuotePage() {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request a quote
      </button>
      {open && (
        <Modal title="Request a quote" isDirty={notes !== ""} onClose={() => (setOpen(false), setNotes(""))}>
          <label>
            Notes <textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
          </label>
          <button type="button">Send</button>
        </Modal>
      )}
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(
    <ConfirmProvider>
      <QuotePage />
    </ConfirmProvider>,
  );
  return { user, open: () => user.click(screen.getByRole("button", { name: "Request a quote" })) };
}

describe("Modal", () => {
  it("opens as a labelled dialog with focus inside, and closes at once when nothing changed", async () => {
    const { user, open } = setup();
    await open();
    expect(screen.getByRole("dialog", { name: "Request a quote" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Request a quote" }));
  });

  it("asks before closing with unsaved changes, and stays open when the user keeps editing", async () => {
    const { user, open } = setup();
    await open();
    await user.type(screen.getByLabelText("Notes"), "Need them Friday");
    await user.click(screen.getByRole("button", { name: "Close" }));
    const question = await screen.findByRole("alertdialog", { name: "Discard your changes?" });
    expect(question).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByLabelText<HTMLTextAreaElement>("Notes").value).toBe("Need them Friday");
  });

  it("closes after the user agrees to discard, by Escape or by a click outside", async () => {
    const { user, open } = setup();
    await open();
    await user.type(screen.getByLabelText("Notes"), "x");
    await user.click(screen.getByTestId("modal-backdrop"));
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps Tab inside", async () => {
    const { user, open } = setup();
    await open();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("Notes"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  });
});
