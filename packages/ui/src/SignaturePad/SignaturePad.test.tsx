// The pad as assistive technology and a canvas-less browser meet it: the app's name and description on the canvas,
// and where signature_pad cannot draw, the app's sentence in its place and a handle that reports nothing drawn.
import { createRef } from "react";
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SignaturePad, type SignaturePadHandle } from "./index.js";

const label = "Signature pad: the driver signs for the hand-over with a finger or pen";
const unavailable = "The drawing pad could not load here; the driver's typed name signs on its own.";

function renderPad() {
  const ref = createRef<SignaturePadHandle>();
  const onDrawn = vi.fn();
  render(
    <>
      <p id="pad-help">Drawing is optional.</p>
      <SignaturePad ref={ref} label={label} unavailable={unavailable} describedBy="pad-help" onDrawn={onDrawn} />
    </>,
  );
  return { ref, onDrawn };
}

// jsdom draws nothing: signature_pad finds no canvas context and fails to start, as in a browser without canvas.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

describe("SignaturePad", () => {
  it("names the canvas and points at its description, as the app says", () => {
    renderPad();
    const canvas = screen.getByLabelText(label);
    expect(canvas.tagName).toBe("CANVAS");
    expect(canvas.getAttribute("aria-describedby")).toBe("pad-help");
    expect(screen.queryByText(unavailable)).toBeNull();
  });

  it("says so where signature_pad cannot draw, and the handle gives no drawing", async () => {
    const { ref, onDrawn } = renderPad();
    expect(await screen.findByText(unavailable)).toBeTruthy();
    expect(screen.getByLabelText(label).parentElement?.dataset.state).toBe("unavailable");
    expect(ref.current?.dataUrl()).toBeNull();
    act(() => ref.current?.clear());
    expect(onDrawn).toHaveBeenCalledExactlyOnceWith(false);
  });
});
