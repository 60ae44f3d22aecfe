// A picker with three props to add, and the server's answer to an add-on, for the stories and tests.
import buttons from "../internal/button.module.css";
import type { OrderChangeAnswer } from "../ExtendRentalForm/ExtendRentalForm.js";
import type { PickedProp } from "./AddPropsForm.js";

export const sampleFound: PickedProp[] = [
  { propId: "BPH-20817", name: "Brass desk lamp" },
  { propId: "BPH-30001", variantId: "walnut", name: "Bentwood chair (Walnut)" },
  { propId: "BPH-10432", name: "Chrome diner stool" },
];

/** One button per found prop, as the apps' pickers offer them. */
export const samplePicker = (add: (prop: PickedProp) => void) => (
  <ul aria-label="Found">
    {sampleFound.map((prop) => (
      <li key={prop.propId}>
        <button type="button" className={buttons.button} onClick={() => add(prop)}>
          Add {prop.name}
        </button>
      </li>
    ))}
  </ul>
);

export const sampleAddOn: OrderChangeAnswer = {
  returnDate: "2026-12-15",
  estimate: { subtotal: 38250, currency: "USD", weeks: 2 },
};
