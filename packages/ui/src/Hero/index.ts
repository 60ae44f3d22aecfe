export { Hero } from "./Hero.js";
export type { HeroAction, HeroImage, HeroProps } from "./Hero.js";
