import { describe, expect, it } from "vitest";
import { addToast, defaultToastDurationMs, maxVisibleToasts, removeToast, type Toast } from "./toast-queue.js";

describe("toast queue", () => {
  it("keeps errors until dismissed and times out the rest", () => {
    let toasts: Toast[] = [];
    toasts = addToast(toasts, { message: "Saved" }, 1).toasts;
    toasts = addToast(toasts, { message: "Could not save", tone: "error" }, 2).toasts;
    toasts = addToast(toasts, { message: "Sent", tone: "success", durationMs: 1000 }, 3).toasts;
    expect(toasts.map((toast) => [toast.tone, toast.durationMs])).toEqual([
      ["info", defaultToastDurationMs],
      ["error", null],
      ["success", 1000],
    ]);
  });

  it("shows a repeated message again instead of stacking it", () => {
    let toasts = addToast([], { message: "Added to Diner, scene 12", tone: "success" }, 1).toasts;
    const again = addToast(toasts, { message: "Added to Diner, scene 12", tone: "success" }, 2);
    toasts = again.toasts;
    expect(again.id).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.shownCount).toBe(2);
  });

  it(`drops the oldest beyond ${maxVisibleToasts.toString()} and removes by id`, () => {
    let toasts: Toast[] = [];
    for (let id = 1; id <= maxVisibleToasts + 1; id += 1)
      toasts = addToast(toasts, { message: `Toast ${id.toString()}` }, id).toasts;
    expect(toasts.map((toast) => toast.id)).toEqual([2, 3, 4]);
    expect(removeToast(toasts, 3).map((toast) => toast.id)).toEqual([2, 4]);
  });
});
