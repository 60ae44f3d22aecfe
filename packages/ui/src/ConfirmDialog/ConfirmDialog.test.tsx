import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  ConfirmAlreadyOpenError,
  type ConfirmOptions,
  type ConfirmResult,
  ConfirmProvider,
  useConfirm,
} from "./index.js";

const deleteList: ConfirmOptions = {
  title: "Delete this set list?",
  paragraphs: ["Diner, scene 12 has 14 props.", "People you shared it with will lose access."],
  confirmLabel: "Delete",
  cancelLabel: "Keep it",
  tone: "danger",
};

/** A page with a button that asks, and shows the answer. */
function Asker({ options = deleteList, asks = 1 }: { options?: ConfirmOptions; asks?: number }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState("none");
  return (
    <>
      <button
        type="button"
        onClick={() => {
          for (let i = 0; i < asks; i++) {
            confirm(options).then(
              (result: ConfirmResult) => setAnswer(result),
              (error: Error) => setAnswer(error.name),
            );
          }
        }}
      >
        Delete list
      </button>
      <output aria-label="answer">{answer}</output>
    </>
  );
}

function setup(props: { options?: ConfirmOptions; asks?: number } = {}) {
  const user = userEvent.setup();
  render(
    <ConfirmProvider>
      <Asker {...props} />
    </ConfirmProvider>,
  );
  // The dialog's code loads on first use: wait for it to be there (and focused) after each ask.
  const open = async () => {
    await user.click(screen.getByRole("button", { name: "Delete list" }));
    await screen.findAllByRole("alertdialog");
    await waitFor(() => expect(document.activeElement?.closest("[role=alertdialog]")).not.toBeNull());
  };
  return { user, open };
}

const answer = () => screen.getByLabelText("answer").textContent;

describe("ConfirmDialog", () => {
  it("shows the title, the explanation and the buttons, as an alert dialog", async () => {
    const { open } = setup();
    await open();
    const dialog = screen.getByRole("alertdialog", { name: "Delete this set list?" });
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Diner, scene 12 has 14 props.People you shared it with will lose access.");
    expect(description?.querySelectorAll("p")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Keep it" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /draft/i })).toBeNull();
  });

  it("confirms with the confirm button, and with Enter", async () => {
    const { user, open } = setup();
    await open();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(answer()).toBe("confirmed"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await open();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(answer()).toBe("confirmed"));
  });

  it("cancels with the cancel button, with Escape, and with a click outside", async () => {
    const { user, open } = setup();
    await open();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(answer()).toBe("canceled"));
    await open();
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(answer()).toBe("canceled");
    await open();
    await user.click(screen.getByTestId("confirm-backdrop"));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("offers the alternative button only when asked, and answers alt", async () => {
    const { user, open } = setup({
      options: {
        title: "Leave this quote?",
        paragraphs: ["You have unsaved changes."],
        confirmLabel: "Discard",
        altLabel: "Save as draft",
      },
    });
    await open();
    await user.click(screen.getByRole("button", { name: "Save as draft" }));
    await waitFor(() => expect(answer()).toBe("alt"));
  });

  it("lets only one be open at a time", async () => {
    const { user, open } = setup({ asks: 2 });
    await open();
    await waitFor(() => expect(answer()).toBe(ConfirmAlreadyOpenError.name));
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(answer()).toBe("canceled"));
  });

  it("focuses the confirm button, keeps Tab inside, and gives focus back on close", async () => {
    const { user, open } = setup();
    await open();
    // Delete is the last button: Tab wraps to the first, Shift+Tab from the first wraps back.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep it" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete list" })));
  });

  it("activates the focused button when Enter is pressed on it", async () => {
    const { user, open } = setup();
    await open();
    await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(answer()).toBe("canceled"));
  });

  it("refuses to be used without its provider, with advice", () => {
    const Bare = () => {
      useConfirm();
      return null;
    };
    expect(() => render(<Bare />)).toThrow("useConfirm needs a <ConfirmProvider> around the app");
  });
});
