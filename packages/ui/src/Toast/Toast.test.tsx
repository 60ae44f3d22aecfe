import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ToastApi, ToastProvider, defaultToastDurationMs, useToast } from "./index.js";

/** Renders the provider and hands back its API, as a component deep in the app would use it. */
function renderToasts() {
  let api: ToastApi | undefined;
  function Grab() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  if (!api) throw new Error("ToastProvider did not render its children");
  return api;
}

describe("Toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("announces successes politely and errors at once, and times out only the success", () => {
    const toast = renderToasts();
    act(() => {
      toast.show({ message: "Added to Diner, scene 12", tone: "success" });
      toast.show({ message: "Could not send the quote request. Try again.", tone: "error" });
    });
    expect(within(screen.getByRole("status")).getByText("Added to Diner, scene 12")).toBeTruthy();
    expect(within(screen.getByRole("alert")).getByText(/Could not send/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(defaultToastDurationMs);
    });
    expect(screen.queryByText("Added to Diner, scene 12")).toBeNull();
    expect(screen.getByText(/Could not send/)).toBeTruthy();
  });

  it("waits while the pointer is on the stack", () => {
    const toast = renderToasts();
    act(() => {
      toast.show({ message: "Saved" });
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(defaultToastDurationMs * 2);
    });
    expect(screen.getByText("Saved")).toBeTruthy();
    fireEvent.mouseLeave(region);
    act(() => {
      vi.advanceTimersByTime(defaultToastDurationMs);
    });
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("runs the action, then dismisses; the close button dismisses", () => {
    const toast = renderToasts();
    const undo = vi.fn();
    act(() => {
      toast.show({ message: "Removed from favourites", action: { label: "Undo", onAction: undo } });
      toast.show({ message: "Could not load messages", tone: "error" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText("Removed from favourites")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss: Could not load messages" }));
    expect(screen.queryByText("Could not load messages")).toBeNull();
  });

  it("returns the id so a caller can dismiss early, and the same id for a repeat", () => {
    const toast = renderToasts();
    let first = 0;
    let again = 0;
    act(() => {
      first = toast.show({ message: "Uploading 3 photos…", durationMs: null });
      again = toast.show({ message: "Uploading 3 photos…", durationMs: null });
    });
    expect(again).toBe(first);
    expect(screen.getAllByText("Uploading 3 photos…")).toHaveLength(1);
    act(() => {
      toast.dismiss(first);
    });
    expect(screen.queryByText("Uploading 3 photos…")).toBeNull();
  });

  it("says what is missing when used outside the provider", () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/needs a <ToastProvider>/);
  });
});
