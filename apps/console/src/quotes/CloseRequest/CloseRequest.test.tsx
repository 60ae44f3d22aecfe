import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CloseRequest } from "./index.js";

describe("CloseRequest", () => {
  it("asks for a note in place, with the cursor in it, and closes with the note trimmed", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn().mockResolvedValue(undefined);
    render(<CloseRequest onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Close without a quote" }));
    const note = screen.getByRole("textbox", { name: /Why, for the customer/ });
    expect(document.activeElement).toBe(note);
    expect(note.getAttribute("maxlength")).toBe("1000");
    await user.type(note, "  Out until March. ");
    await user.click(screen.getByRole("button", { name: "Close the request" }));
    expect(onClose).toHaveBeenCalledWith("Out until March.");
  });

  it("goes back with Escape, focus on the button, the note kept for next time", async () => {
    const user = userEvent.setup();
    render(<CloseRequest onClose={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Close without a quote" }));
    await user.type(screen.getByRole("textbox", { name: /Why, for the customer/ }), "Out");
    await user.keyboard("{Escape}");
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close without a quote" })),
    );
    await user.keyboard("{Enter}");
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: /Why, for the customer/ }).value).toBe("Out");
  });

  it("shows the server's message when it cannot close, and stays open to try again", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn().mockRejectedValue(new Error("Quote Q-1 is accepted already"));
    render(<CloseRequest onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Close without a quote" }));
    await user.click(screen.getByRole("button", { name: "Close the request" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Quote Q-1 is accepted already");
    expect(screen.getByRole("button", { name: "Close the request" })).toBeTruthy();
  });
});
