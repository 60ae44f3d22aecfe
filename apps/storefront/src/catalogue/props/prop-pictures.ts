// A prop's photos with the srcsets of the copies the catalogue import made, as the UI kit's pictures take them, so
// a phone downloads the small AVIF and not the 960 px JPEG. Props come from the search engine as the same objects
// each time, so each is done once.
import type { Prop, PropImage } from "@backlot/domain";
import { pictureSources } from "@backlot/domain/catalogue";

export const pictureOf = (image: PropImage) => ({ ...image, ...pictureSources(image) });

const done = new WeakMap<Prop, Prop>();

export function withPictures(prop: Prop): Prop {
  if (!prop.images.some((image) => image.resized)) return prop;
  let pictured = done.get(prop);
  if (!pictured) {
    pictured = { ...prop, images: prop.images.map(pictureOf) };
    done.set(prop, pictured);
  }
  return pictured;
}
