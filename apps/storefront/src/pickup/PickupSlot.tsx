// The frame's place for "Picking up in …" (PickupLocationHeader.tsx), for a prop house with more than one dock. Its
// code is not in the first chunk: a prop house with one dock loads none of it. For the others it is loaded before the
// prerenderer renders and before the browser hydrates (entry-server.tsx, main.tsx), so the bar is in the page's
// markup from the start and hydrates as it is: nothing moves when it arrives (decision 0053).
import type { ComponentType } from "react";
import { offersPickupChoice } from "./pickup-choice.js";

let Header: ComponentType | undefined;

/** The bar's code, for a prop house that offers a choice of dock; nothing for the others. */
export async function loadPickupHeader(): Promise<void> {
  if (offersPickupChoice) Header ??= (await import("./PickupLocationHeader.js")).PickupLocationHeader;
}

export const PickupSlot = () => (Header ? <Header /> : null);
