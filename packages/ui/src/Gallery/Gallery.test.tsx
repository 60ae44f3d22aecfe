import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { offeredFiles, sampleCatalogueImage } from "../testing/sample-responsive-image.js";
import { Gallery, type GalleryImage } from "./index.js";

const images: GalleryImage[] = [
  { url: "/images/stool-front.jpg", alt: "Chrome diner stool, front", width: 800, height: 600 },
  { url: "/images/stool-side.jpg", alt: "Chrome diner stool, side", width: 600, height: 800 },
  { url: "/images/stool-seat.jpg", width: 800, height: 800 },
];

const mainImage = () => screen.getAllByRole("img").find((image) => image.getAttribute("alt") !== "");

describe("Gallery", () => {
  it("shows the first photo at its size, and a thumbnail button per photo marking the shown one", () => {
    render(<Gallery name="Chrome Diner Stool" images={images} />);
    const shown = screen.getByRole("img", { name: "Chrome diner stool, front" });
    expect(shown.getAttribute("width")).toBe("800");
    expect(shown.getAttribute("height")).toBe("600");
    const thumbnails = screen.getAllByRole("button", { name: /^Show image/ });
    expect(thumbnails.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Show image 1 of 3",
      "Show image 2 of 3",
      "Show image 3 of 3",
    ]);
    expect(thumbnails[0]?.getAttribute("aria-current")).toBe("true");
    expect(thumbnails[1]?.hasAttribute("aria-current")).toBe(false);
    expect(screen.getByText("Image 1 of 3")).toBeTruthy();
  });

  it("switches photos with the thumbnails and the previous and next buttons, wrapping round", async () => {
    const user = userEvent.setup();
    render(<Gallery name="Chrome Diner Stool" images={images} />);
    await user.click(screen.getByRole("button", { name: "Show image 2 of 3" }));
    expect(mainImage()?.getAttribute("alt")).toBe("Chrome diner stool, side");
    expect(screen.getByRole("button", { name: "Show image 2 of 3" }).getAttribute("aria-current")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Next image" }));
    // A photo without alt text is named for the prop.
    expect(mainImage()?.getAttribute("alt")).toBe("Chrome Diner Stool");
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(mainImage()?.getAttribute("alt")).toBe("Chrome diner stool, front");
    await user.click(screen.getByRole("button", { name: "Previous image" }));
    expect(screen.getByText("Image 3 of 3")).toBeTruthy();
  });

  it("moves with the arrow keys while the gallery has focus, and focus follows along the thumbnails", async () => {
    const user = userEvent.setup();
    render(<Gallery name="Chrome Diner Stool" images={images} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Photos of Chrome Diner Stool" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("Image 2 of 3")).toBeTruthy();
    await user.keyboard("{End}");
    expect(screen.getByText("Image 3 of 3")).toBeTruthy();
    screen.getByRole("button", { name: "Show image 3 of 3" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show image 2 of 3" }));
    expect(mainImage()?.getAttribute("alt")).toBe("Chrome diner stool, side");
  });

  it("shows a single photo without thumbnails or arrows, only its zoom", () => {
    render(<Gallery name="Brass Desk Lamp" images={images.slice(0, 1)} />);
    expect(screen.getByRole("img", { name: "Chrome diner stool, front" })).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Zoom in"]);
  });

  it("offers each photo's formats and widths: the shown one at the prop page's width, thumbnails at theirs", () => {
    const photos = [
      { ...sampleCatalogueImage("BPH-10432-1"), alt: "Chrome diner stool, front" },
      { ...sampleCatalogueImage("BPH-10432-2"), alt: "Chrome diner stool, side" },
    ];
    const pageSizes = "(min-width: 80rem) 711px, (min-width: 56.25rem) 60vw, 100vw";
    const { container, rerender } = render(<Gallery name="Chrome Diner Stool" images={photos} />);
    const shown = offeredFiles(screen.getByRole("img", { name: "Chrome diner stool, front" }));
    expect(shown.sources.map((source) => [source.type, source.sizes])).toEqual([
      ["image/avif", pageSizes],
      ["image/webp", pageSizes],
    ]);
    expect(shown).toMatchObject({ srcSet: photos[0]?.srcSet, sizes: pageSizes });
    const thumbnails = [...container.querySelectorAll<HTMLElement>("button img")].map(offeredFiles);
    expect(thumbnails.map((thumbnail) => [thumbnail.srcSet, thumbnail.sizes])).toEqual(
      photos.map((photo) => [photo.srcSet, "auto, 72px"]),
    );
    expect(thumbnails[1]?.sources[0]).toEqual({
      type: "image/avif",
      srcSet: photos[1]?.sources?.[0]?.srcSet,
      sizes: "auto, 72px",
    });
    // A page that lays the gallery out otherwise says how wide it is.
    rerender(<Gallery name="Chrome Diner Stool" images={photos.slice(0, 1)} imageSizes="50vw" />);
    expect(offeredFiles(screen.getByRole("img", { name: "Chrome diner stool, front" })).sizes).toBe("50vw");
  });

  it("shows photos without resized copies as plain <img>s", () => {
    const { container } = render(<Gallery name="Chrome Diner Stool" images={images} />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img[srcset], img[sizes]")).toBeNull();
  });

  it("shows a placeholder when the prop has no photo", () => {
    render(<Gallery name="Rotary Payphone" images={[]} />);
    expect(screen.getByRole("img", { name: "No photo of Rotary Payphone yet" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("takes its words from labels", () => {
    render(
      <Gallery
        name="Tabouret"
        images={images}
        labels={{ showImage: (index, count) => `Image ${index} sur ${count}`, next: "Suivante" }}
      />,
    );
    expect(screen.getByRole("button", { name: "Image 2 sur 3" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Suivante" })).toBeTruthy();
  });

  it("zooms: a modal over the window with the shown photo, fitted or at full size, and back on Escape", async () => {
    const user = userEvent.setup();
    render(<Gallery name="Chrome Diner Stool" images={images} />);
    const zoomButton = screen.getByRole("button", { name: "Zoom in" });
    expect(zoomButton.getAttribute("aria-haspopup")).toBe("dialog");
    await user.click(zoomButton);
    const zoom = screen.getByRole("dialog", { name: "Photos of Chrome Diner Stool, enlarged" });
    expect(zoom.getAttribute("aria-modal")).toBe("true");
    const enlarged = within(zoom).getByRole("img", { name: "Chrome diner stool, front" });
    expect(enlarged.getAttribute("src")).toBe("/images/stool-front.jpg");
    expect(document.activeElement).toBe(within(zoom).getByRole("button", { name: "Close" }));
    expect(document.documentElement.style.overflow).toBe("hidden");

    const fullSize = within(zoom).getByRole("button", { name: "Full size" });
    expect(fullSize.getAttribute("aria-pressed")).toBe("false");
    await user.click(fullSize);
    expect(fullSize.getAttribute("aria-pressed")).toBe("true");

    // The arrows move one photo, in the zoom and the gallery behind it alike (not two).
    await user.keyboard("{ArrowRight}");
    expect(within(zoom).getByText("Image 2 of 3")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(zoomButton);
    expect(document.documentElement.style.overflow).toBe("");
    expect(mainImage()?.getAttribute("alt")).toBe("Chrome diner stool, side");
  });

  it("keeps Tab inside the zoom, and opens it from a click on the photo, one photo or many", async () => {
    const user = userEvent.setup();
    render(<Gallery name="Brass Lamp" images={images.slice(0, 1)} />);
    await user.click(screen.getByRole("img", { name: "Chrome diner stool, front" }));
    const zoom = screen.getByRole("dialog");
    expect(within(zoom).queryByRole("button", { name: "Next image" })).toBeNull();
    const buttons = within(zoom).getAllByRole("button");
    for (let step = 0; step < buttons.length + 1; step++) {
      await user.tab();
      expect(zoom.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(zoom).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
