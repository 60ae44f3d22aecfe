import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Picture, type ResponsiveImage } from "./Picture.js";

const photo: ResponsiveImage = {
  url: "/catalogue/images/BPH-10432-1.jpg",
  width: 1024,
  height: 768,
  srcSet: "/catalogue/images/BPH-10432-1-320.jpg 320w, /catalogue/images/BPH-10432-1-640.jpg 640w",
  sources: [
    { type: "image/avif", srcSet: "/catalogue/images/BPH-10432-1-320.avif 320w" },
    { type: "image/webp", srcSet: "/catalogue/images/BPH-10432-1-320.webp 320w" },
  ],
};

describe("Picture", () => {
  it("offers the better formats first, each at the caller's sizes, before the sized <img>", () => {
    const { container } = render(<Picture image={photo} alt="Chrome diner stool" sizes="50vw" className="photo" />);
    const picture = container.querySelector("picture");
    expect(picture?.firstElementChild?.tagName).toBe("SOURCE");
    const sources = [...(picture?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => [source.type, source.srcset, source.sizes])).toEqual([
      ["image/avif", "/catalogue/images/BPH-10432-1-320.avif 320w", "50vw"],
      ["image/webp", "/catalogue/images/BPH-10432-1-320.webp 320w", "50vw"],
    ]);
    const img = picture?.lastElementChild as HTMLImageElement;
    expect(img.tagName).toBe("IMG");
    expect(img.getAttribute("src")).toBe(photo.url);
    expect(img.getAttribute("srcset")).toBe(photo.srcSet);
    expect(img.getAttribute("sizes")).toBe("50vw");
    expect([img.getAttribute("width"), img.getAttribute("height"), img.alt]).toEqual([
      "1024",
      "768",
      "Chrome diner stool",
    ]);
    // The component's CSS styles the <img>, not the wrapper.
    expect(img.className).toBe("photo");
  });

  it("is a plain <img> without a <picture> when the photo has no copies", () => {
    const { container } = render(
      <Picture image={{ url: "/logo.svg", width: 800, height: 600 }} alt="" sizes="72px" loading="lazy" />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/logo.svg");
    expect(img?.hasAttribute("srcset")).toBe(false);
    expect(img?.hasAttribute("sizes")).toBe(false);
    expect(img?.getAttribute("loading")).toBe("lazy");
  });

  it("needs no <picture> for widths in one format", () => {
    const { srcSet, url, width, height } = photo;
    const { container } = render(<Picture image={{ url, width, height, srcSet }} alt="" sizes="72px" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("sizes")).toBe("72px");
  });

  it("passes loading, decoding and fetch priority to the <img>, and lets lazy images size themselves", () => {
    const { container, rerender } = render(
      <Picture image={photo} alt="" sizes="72px" loading="lazy" decoding="async" />,
    );
    const img = () => container.querySelector("img");
    expect([img()?.getAttribute("loading"), img()?.getAttribute("decoding")]).toEqual(["lazy", "async"]);
    expect(img()?.getAttribute("sizes")).toBe("auto, 72px");
    expect(container.querySelector("source")?.getAttribute("sizes")).toBe("auto, 72px");
    rerender(<Picture image={photo} alt="" sizes="72px" fetchPriority="high" />);
    expect(img()?.getAttribute("fetchpriority")).toBe("high");
    expect(img()?.hasAttribute("loading")).toBe(false);
    expect(img()?.getAttribute("sizes")).toBe("72px");
  });
});
