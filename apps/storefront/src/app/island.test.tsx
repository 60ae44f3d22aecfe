// An island in jsdom: the prerenderer's markup is kept as it is until the part's code arrives, then the browser
// renders the part in its place, and a press made before then is replayed on it. (jsdom has no IntersectionObserver,
// so the part is wanted at once; the real browser's scrolling is covered by e2e/home.spec.ts.)
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { island, loadEveryIsland } from "./island.js";

function Part({ onPress }: { onPress: () => void }) {
  return (
    <p>
      <button type="button" onClick={onPress}>
        Add to favourites
      </button>
      <a href="/props/BPH-1">Bentwood chair</a>
    </p>
  );
}

it("keeps the prerendered markup until the code arrives, then renders the part and replays a press", async () => {
  const Prerendered = island(() => Promise.resolve(Part));
  await loadEveryIsland();
  const markup = renderToString(<Prerendered onPress={() => undefined} className="new-props" />);
  expect(markup).toContain("Add to favourites");

  let arrive: (component: typeof Part) => void = () => undefined;
  const InTheBrowser = island(() => new Promise<typeof Part>((resolve) => (arrive = resolve)));
  const container = document.createElement("div");
  container.innerHTML = markup;
  document.body.append(container);
  const pressed = vi.fn();
  await act(() => {
    hydrateRoot(container, <InTheBrowser onPress={pressed} className="new-props" />);
    return Promise.resolve();
  });

  // Hydrated, the markup is still the prerenderer's, and a press on it waits.
  const button = container.querySelector("button");
  expect(button?.textContent).toBe("Add to favourites");
  expect(container.firstElementChild?.className).toBe("new-props");
  await act(() => {
    button?.click();
    return Promise.resolve();
  });
  expect(pressed).not.toHaveBeenCalled();

  await act(() => {
    arrive(Part);
    return Promise.resolve();
  });
  expect(container.querySelector("button")).not.toBe(button);
  expect(container.querySelector("button")?.textContent).toBe("Add to favourites");
  expect(pressed).toHaveBeenCalledTimes(1);
  container.remove();
});
