// An island in jsdom: the prerenderer's markup is kept as it is until the part's code arrives, then the browser
// renders the part in its place, and a press made before then is replayed on it. (jsdom has no IntersectionObserver,
// so the part is wanted at once; the real browser's scrolling is covered by e2e/home.spec.ts.)
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useState } from "react";
import { expect, it, vi } from "vitest";
import { island, keepIslandMarkup, loadEveryIsland, loadIslandsWithoutMarkup } from "./island.js";

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
  const Prerendered = island(() => Promise.resolve(Part), { name: "favourites" });
  await loadEveryIsland();
  const markup = renderToString(<Prerendered onPress={() => undefined} className="new-props" />);
  expect(markup).toContain("Add to favourites");

  let arrive: (component: typeof Part) => void = () => undefined;
  const InTheBrowser = island(() => new Promise<typeof Part>((resolve) => (arrive = resolve)), { name: "favourites" });
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

/** A part in view that only some use: its markup is prerendered, then hydrated in jsdom as the browser would. */
async function hydrateUsedIsland(props: { label: string; now?: boolean }) {
  function Field({ label }: { label: string }) {
    return (
      <label>
        {label} <input type="text" name="pick-up" />
      </label>
    );
  }
  const Prerendered = island(() => Promise.resolve(Field), { name: "pick-up", until: "used" });
  await loadEveryIsland();
  const markup = renderToString(<Prerendered label={props.label} />);
  // One arrival for every load: the next test's loadEveryIsland waits for this island's too, so leaving settles it.
  let arrive: (component: typeof Field) => void = () => undefined;
  const arrival = new Promise<typeof Field>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrival);
  const InTheBrowser = island(load, { name: "pick-up", until: "used" });
  const container = document.createElement("div");
  container.innerHTML = markup;
  document.body.append(container);
  const root = await act(() => Promise.resolve(hydrateRoot(container, <InTheBrowser {...props} />)));
  const rerender = (next: { label: string; now?: boolean }) =>
    act(() => {
      root.render(<InTheBrowser {...next} />);
      return Promise.resolve();
    });
  const settle = () =>
    act(() => {
      arrive(Field);
      return Promise.resolve();
    });
  const leave = () => {
    arrive(Field);
    container.remove();
  };
  return { container, load, rerender, settle, [Symbol.dispose]: leave };
}

it("keeps a part in view that only some use as markup, even near, until focused; then focus comes back", async () => {
  using island = await hydrateUsedIsland({ label: "Pick-up" });
  await new Promise((done) => setTimeout(done, 20));
  // jsdom has no IntersectionObserver, so every part is near: a "used" one still waits.
  expect(island.load).not.toHaveBeenCalled();
  const input = island.container.querySelector("input");
  await act(() => {
    input?.focus();
    return Promise.resolve();
  });
  expect(island.load).toHaveBeenCalledTimes(1);
  await island.settle();
  const rendered = island.container.querySelector("input");
  expect(rendered).not.toBe(input);
  expect(document.activeElement).toBe(rendered);
});

it("renders a part in view when its data changes or the page asks; it is busy while a press waits", async () => {
  {
    using island = await hydrateUsedIsland({ label: "Pick-up" });
    await island.rerender({ label: "Pick-up" });
    expect(island.load).not.toHaveBeenCalled();
    await island.rerender({ label: "Pick-up (Walnut)" });
    expect(island.load).toHaveBeenCalledTimes(1);
  }
  {
    using island = await hydrateUsedIsland({ label: "Pick-up", now: true });
    expect(island.load).toHaveBeenCalledTimes(1);
  }
  {
    using island = await hydrateUsedIsland({ label: "Pick-up" });
    const wrapper = island.container.firstElementChild;
    await act(() => {
      island.container.querySelector("label")?.click();
      return Promise.resolve();
    });
    expect(wrapper?.getAttribute("aria-busy")).toBe("true");
    await island.settle();
    expect(island.container.firstElementChild?.hasAttribute("aria-busy")).toBe(false);
  }
});

it("carries what was typed into the markup before the code came into the part, as its handlers hear it", async () => {
  function Dates({ onPickUp, onApply }: { onPickUp: (value: string) => void; onApply: (value: string) => void }) {
    const [value, setValue] = useState("");
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(value);
        }}
      >
        <label>
          Pick-up
          <input
            type="date"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              onPickUp(event.target.value);
            }}
          />
        </label>
        <button type="submit">Apply dates</button>
      </form>
    );
  }
  const Prerendered = island(() => Promise.resolve(Dates), { name: "dates", until: "used" });
  await loadEveryIsland();
  const markup = renderToString(<Prerendered onPickUp={() => undefined} onApply={() => undefined} />);
  let arrive: (component: typeof Dates) => void = () => undefined;
  const arrival = new Promise<typeof Dates>((resolve) => (arrive = resolve));
  const InTheBrowser = island(() => arrival, { name: "dates", until: "used" });
  const container = document.createElement("div");
  container.innerHTML = markup;
  document.body.append(container);
  const [picked, applied] = [vi.fn(), vi.fn()];
  await act(() => Promise.resolve(hydrateRoot(container, <InTheBrowser onPickUp={picked} onApply={applied} />)));

  const typedInto = container.querySelector("input") as HTMLInputElement;
  typedInto.focus();
  typedInto.value = "2027-03-01";
  // "Apply dates" pressed before the code came: held, then replayed once the typed date is in the form's state.
  container.querySelector("button")?.click();
  await act(() => {
    arrive(Dates);
    return Promise.resolve();
  });
  await act(() => new Promise((done) => setTimeout(done, 20)));
  const rendered = container.querySelector("input") as HTMLInputElement;
  expect(rendered).not.toBe(typedInto);
  expect(rendered.value).toBe("2027-03-01");
  expect(picked).toHaveBeenCalledWith("2027-03-01");
  expect(applied).toHaveBeenCalledWith("2027-03-01");
  container.remove();
});

it("shows again what an island showed on a page the app replaces, not hydrates, loading none of it", async () => {
  function Notes({ text }: { text: string }) {
    return <p>{text}</p>;
  }
  const Prerendered = island(() => Promise.resolve(Notes), { name: "notes", until: "used", keptAcrossQueries: true });
  await loadEveryIsland();
  const served = document.createElement("div");
  served.innerHTML = renderToString(<Prerendered text="As served" />);
  document.body.append(served);

  // The app renders this address from scratch (a page made for another query): the markup is kept, by name.
  const load = vi.fn(() => Promise.resolve(Notes));
  const InTheBrowser = island(load, { name: "notes", until: "used", keptAcrossQueries: true });
  keepIslandMarkup(served);
  await loadIslandsWithoutMarkup();
  served.innerHTML = "";
  await act(() => {
    createRoot(served).render(<InTheBrowser text="As served" />);
    return Promise.resolve();
  });
  expect(served.textContent).toBe("As served");
  expect(load).not.toHaveBeenCalled();
  served.remove();
});
