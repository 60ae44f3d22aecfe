import { describe, expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import { propView } from "./prop-view.js";

const chair = {
  id: "BPH-1",
  name: "Bentwood chair",
  images: [{ url: "/catalogue/images/BPH-1.svg", width: 600, height: 450 }],
  variants: [{ id: "walnut", name: "Walnut" }],
} as unknown as Prop;

describe("a prop on a production's list", () => {
  it("is named in its variant, with its photo and its page", () => {
    expect(propView("BPH-1", "walnut", chair)).toEqual({
      propId: "BPH-1",
      name: "Bentwood chair (Walnut)",
      image: expect.objectContaining({ url: "/catalogue/images/BPH-1.svg", width: 600, height: 450 }) as unknown,
      href: "/props/BPH-1?variant=walnut",
    });
  });

  it("is named by its item number when the catalogue does not have it", () => {
    expect(propView("BPH-9", undefined, undefined)).toEqual({ propId: "BPH-9", name: "BPH-9" });
  });
});
