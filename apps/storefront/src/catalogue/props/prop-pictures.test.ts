import { expect, it } from "vitest";
import type { Prop } from "@backlot/domain";
import { withPictures } from "./prop-pictures.js";

const prop = (images: Prop["images"]): Prop => ({
  id: "BPH-1",
  name: "Stool",
  description: "",
  department: "Props By Scene",
  category: "Diner & Bar",
  tags: [],
  colors: [],
  weeklyRate: 4500,
  quantity: 1,
  images,
  variants: [],
  custom: {},
  createdAt: "2026-01-01T00:00:00Z",
  listed: true,
});

it("gives resized photos their srcsets, once per prop, and leaves drawings as they are", () => {
  const drawn = prop([{ url: "/catalogue/images/BPH-1.svg", width: 800, height: 600 }]);
  expect(withPictures(drawn)).toBe(drawn);
  const path = "/catalogue/images/BPH-1-3f9a2c1b07";
  const photo = prop([
    {
      url: `${path}-1024.jpg`,
      width: 1024,
      height: 768,
      resized: { path, widths: [320, 1024], formats: ["avif", "jpeg"] },
    },
  ]);
  const pictured = withPictures(photo);
  expect(pictured.images[0]).toMatchObject({
    srcSet: `${path}-320.jpg 320w, ${path}-1024.jpg 1024w`,
    sources: [{ type: "image/avif", srcSet: `${path}-320.avif 320w, ${path}-1024.avif 1024w` }],
  });
  expect(withPictures(photo)).toBe(pictured);
});
