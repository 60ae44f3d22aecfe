import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useRef, useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import buttonStyles from "../internal/button.module.css";
import { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from "./index.js";

type Props = Omit<SignaturePadProps, "ref" | "describedBy">;

/** The pad as an app shows it: what drawing is for, the pad, and "Clear" once something is drawn (the handle's). */
function WithClear(props: Props) {
  const help = useId();
  const pad = useRef<SignaturePadHandle>(null);
  const [drawn, setDrawn] = useState(false);
  return (
    <div style={{ display: "grid", gap: 8, maxWidth: 640 }}>
      <p id={help} style={{ margin: 0 }}>
        Draw your signature below if you can. Drawing is optional: the name you type is your signature.
      </p>
      <SignaturePad
        {...props}
        ref={pad}
        describedBy={help}
        onDrawn={(now) => {
          setDrawn(now);
          props.onDrawn(now);
        }}
      />
      <div>
        <button type="button" className={buttonStyles.button} disabled={!drawn} onClick={() => pad.current?.clear()}>
          Clear
        </button>
      </div>
    </div>
  );
}

const meta = {
  title: "Paperwork/SignaturePad",
  render: (args) => <WithClear {...args} />,
  args: {
    label: "Signature pad: draw your signature with a mouse, finger or pen (optional)",
    unavailable: "The drawing pad could not load here; your typed name signs on its own.",
    onDrawn: fn(),
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The canvas once signature_pad has loaded (it loads when the pad shows), waiting for a stroke. */
async function readyPad(canvasElement: HTMLElement, label: string) {
  const pad = within(canvasElement).getByLabelText(label);
  await waitFor(() => expect(pad.parentElement).toHaveAttribute("data-state", "ready"));
  return pad;
}

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const pad = await readyPad(canvasElement, args.label);
    await expect(pad).toHaveAccessibleDescription(/Drawing is optional/);
    await expect(within(canvasElement).getByRole("button", { name: "Clear" })).toBeDisabled();
  },
};

/** A stroke drawn with a pointer, in the text's colour: the app hears that something is drawn and offers "Clear". */
export const Drawn: Story = {
  play: async ({ canvasElement, args }) => {
    const pad = await readyPad(canvasElement, args.label);
    const box = pad.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: box.left + x, clientY: box.top + y });
    const pointer = (type: string, point: { clientX: number; clientY: number }, buttons: number) =>
      pad.dispatchEvent(
        new PointerEvent(type, { ...point, buttons, pointerId: 1, pointerType: "pen", isPrimary: true, bubbles: true }),
      );
    const start = at(40, 120);
    const end = at(240, 90);
    pointer("pointerdown", start, 1);
    for (const point of [at(80, 60), at(120, 130), at(160, 70), at(200, 140), end]) {
      pointer("pointermove", point, 1);
      // signature_pad takes a move at most every 16 ms: each point waits its turn, so every one is drawn.
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    pointer("pointerup", end, 0);
    await expect(args.onDrawn).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(within(canvasElement).getByRole("button", { name: "Clear" })).toBeEnabled());
  },
};
