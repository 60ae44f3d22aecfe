import { describe, expect, it } from "vitest";
import { animateScroll } from "./smooth-scroll.js";
import { supportsSmoothScroll } from "./smooth-scroll-start.js";

describe("smooth scrolling", () => {
  it("is left to the browser when it supports scroll-behavior", () => {
    expect(supportsSmoothScroll({ style: { scrollBehavior: "" } } as unknown as HTMLElement)).toBe(true);
    expect(supportsSmoothScroll({ style: {} } as unknown as HTMLElement)).toBe(false);
  });

  it("emulates it by easing from the current position to the target", () => {
    const frames: ((now: number) => void)[] = [];
    const positions: number[] = [];
    const fakeWindow = {
      scrollY: 100,
      scrollTo: (_x: number, y: number) => void positions.push(y),
      requestAnimationFrame: (step: (now: number) => void) => frames.push(step),
    };
    animateScroll(fakeWindow as unknown as Window, 500, 300);
    for (const now of [0, 75, 150, 225, 300]) frames.shift()?.(now);
    expect(positions[0]).toBe(100);
    expect(positions[2]).toBeCloseTo(300);
    expect(positions.at(-1)).toBe(500);
    expect(frames).toHaveLength(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
