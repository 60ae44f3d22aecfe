import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DownloadButton } from "./index.js";

const props = { label: "Download the quote (PDF)", busyLabel: "Making the PDF…" };

describe("DownloadButton", () => {
  it("is busy while the file is made, makes it once, then says what it saved", async () => {
    const user = userEvent.setup();
    let done: (message: string) => void = () => undefined;
    const onMake = vi.fn(() => new Promise<string>((resolve) => (done = resolve)));
    render(<DownloadButton {...props} onMake={onMake} />);
    await user.click(screen.getByRole("button", { name: "Download the quote (PDF)" }));
    const busy = screen.getByRole("button", { name: "Making the PDF…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await user.click(busy);
    expect(onMake).toHaveBeenCalledTimes(1);
    await act(async () => {
      done("Saved quote-Q-7F3K2QX1.pdf.");
      await Promise.resolve();
    });
    expect(screen.getByRole("status").textContent).toBe("Saved quote-Q-7F3K2QX1.pdf.");
    expect(screen.getByRole("button", { name: "Download the quote (PDF)" }).getAttribute("aria-busy")).toBe("false");
  });

  it("says why the file could not be made, and can be tried again", async () => {
    const user = userEvent.setup();
    const onMake = vi
      .fn()
      .mockRejectedValueOnce(new Error("The PDF could not be made: you are offline."))
      .mockResolvedValue("Saved.");
    render(<DownloadButton {...props} onMake={onMake} />);
    await user.click(screen.getByRole("button", { name: "Download the quote (PDF)" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The PDF could not be made: you are offline.");
    await user.click(screen.getByRole("button", { name: "Download the quote (PDF)" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("does nothing while disabled", async () => {
    const user = userEvent.setup();
    const onMake = vi.fn(() => Promise.resolve("Saved."));
    render(<DownloadButton {...props} onMake={onMake} disabled />);
    await user.click(screen.getByRole("button", { name: "Download the quote (PDF)" }));
    expect(onMake).not.toHaveBeenCalled();
  });
});
