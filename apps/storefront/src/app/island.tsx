// A prerendered part of a page whose code a visitor's phone fetches only when it is wanted (decisions 0050, 0051): the
// browser keeps the prerenderer's markup as it is (no code, no hydration: React neither hydrates nor replaces what is
// inside an element it gives `dangerouslySetInnerHTML`), and renders the part itself once it is wanted:
// - "near" (below the fold, or folded away): it comes within a quarter screen (a hidden part never does);
// - "used" (in view, but only for those who use it: the dates form, "Add to set list"): it is pressed or focused;
// - "used" also when its data changes (a variant chosen: the markup on screen would be stale);
// - either way: it is pressed or focused first, or the page says so (`now`).
// A press made before its code arrived is replayed on the same place once it is rendered (a date field opens its
// picker), focus returns there, and a link inside it is followed as a plain link.
import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNearScreen } from "./use-near-screen.js";

/** Every island's loader: the prerenderer loads them all before it renders (entry-server.tsx). */
const loaders = new Map<string, () => Promise<unknown>>();
/** The islands whose markup is the same for every query of their page (`keptAcrossQueries`). */
const keepable = new Set<string>();

/**
 * The islands' markup on a prerendered page the app renders from scratch rather than hydrates (one made for another
 * address: a shared filter), by island: each shows it again instead of loading at once, so a shared filtered link
 * fetches no more than the page it was served (decision 0051). Taken once, by the first island of that name.
 */
const keptMarkup = new Map<string, string>();

/**
 * Keeps the markup of the islands under `root` that may show it for another query, for the render from scratch that
 * replaces it (main.tsx, once the page's modules, which declare its islands, are loaded).
 */
export function keepIslandMarkup(root: Element): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    if (keepable.has(name) && element.hasChildNodes()) keptMarkup.set(name, element.innerHTML);
  }
}

/** Loads every island's code: what the prerenderer needs before rendering a page with one in place. */
export const loadEveryIsland = (): Promise<unknown> => Promise.all([...loaders.values()].map((load) => load()));

/** Loads the islands declared so far that have no kept markup to show meanwhile (a render from scratch: main.tsx). */
export const loadIslandsWithoutMarkup = (): Promise<unknown> =>
  Promise.all([...loaders].filter(([name]) => !keptMarkup.has(name)).map(([, load]) => load()));

/** The child indices from `root` down to `node`, to find the same place in the markup rendered again. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement)
    path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

const elementAt = (root: Element, path: readonly number[]): Element | undefined =>
  path.reduce<Element | undefined>((at, index) => at?.children[index], root);

/** What an island's wrapper takes beside the part's props. */
export interface IslandProps {
  /** The wrapper's class. */
  className?: string;
  /** Wanted now, whatever else (a visitor with dates already chosen gets the dates form at once). */
  now?: boolean;
}

/** The props as data: a change in them is a new state the prerendered markup does not show (functions aside). */
const dataOf = (props: object) =>
  JSON.stringify(props, (_, value: unknown) => (typeof value === "function" ? 0 : value));

/** A field of the markup the visitor changed before the part arrived: its place, and what they typed or ticked. */
interface EditedField {
  path: number[];
  value?: string;
  checked?: boolean;
}

function editedFields(root: Element): EditedField[] {
  return [...root.querySelectorAll("input, textarea, select")].flatMap((field): EditedField[] => {
    const path = pathTo(root, field);
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
      return field.checked === field.defaultChecked ? [] : [{ path, checked: field.checked }];
    if (field instanceof HTMLSelectElement)
      return [...field.options].every((option) => option.selected === option.defaultSelected)
        ? []
        : [{ path, value: field.value }];
    const typed = field as HTMLInputElement | HTMLTextAreaElement;
    return typed.value === typed.defaultValue ? [] : [{ path, value: typed.value }];
  });
}

/** A task later: React has committed what the last event changed. */
const nextTask = () => new Promise((done) => setTimeout(done, 0));

/**
 * Puts the visitor's changes into the rendered part's fields, as events its handlers hear, one field a task (a
 * handler that reads its render's state sees the last field's change): a date typed or picked into the prerendered
 * form before its code came is not lost.
 */
async function carryOver(root: Element, fields: readonly EditedField[]): Promise<void> {
  for (const { path, value, checked } of fields) {
    await nextTask();
    const field = elementAt(root, path);
    if (checked !== undefined && field instanceof HTMLInputElement && field.checked !== checked) field.click();
    if (value === undefined || !(field instanceof HTMLElement) || !("value" in field)) continue;
    // The prototype's setter, not the element's own: React watches the latter to tell its own writes apart.
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}

/** The press again, on what is at `path` now. */
function replayAt(root: Element, path: readonly number[]): void {
  const element = elementAt(root, path);
  if (element instanceof HTMLElement) replayPress(element);
}

/** A press again. A date, time or colour field: a synthetic click opens no picker; the press's activation may. */
function replayPress(element: HTMLElement): void {
  if (!(element instanceof HTMLInputElement) || !/^(date|time|datetime-local|month|week|color)$/.test(element.type))
    return element.click();
  element.focus();
  try {
    element.showPicker();
  } catch {
    // The press's activation has run out (a slow connection): the field has focus, and the next press opens it.
  }
}

/**
 * `load` imports the part's component; `name` tells its markup apart on a page (`data-island`); `keptAcrossQueries`
 * says its markup does not depend on the page's query (or is out of sight until near), so a page rendered for another
 * query may show it. Render the returned component with the part's props (and `IslandProps`); the prerenderer renders
 * it in place, the browser as said above.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    name,
    until = "near",
    keptAcrossQueries = false,
  }: { name: string; until?: "near" | "used"; keptAcrossQueries?: boolean },
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that did not arrive: the next approach or press tries again.
        loading = undefined;
        throw error;
      },
    ));
  loaders.set(name, loadOnce);
  if (keptAcrossQueries) keepable.add(name);

  return function Island({ className, now = false, ...props }: P & IslandProps): ReactNode {
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    // What this island showed on the page the app replaced, if it did (read once; forgotten once shown).
    const [kept] = useState(() => (loaded ? undefined : keptMarkup.get(name)));
    useEffect(() => void keptMarkup.delete(name), []);
    const { ref: nearRef, near } = useNearScreen();
    const wrapper = useRef<HTMLDivElement | null>(null);
    const pressed = useRef<number[] | null>(null);
    const focused = useRef<number[] | null>(null);
    const edited = useRef<EditedField[]>([]);
    const [wanted, setWanted] = useState(false);
    // A press is held until the code arrives: the part says it is busy (global.css dims its controls).
    const [holding, setHolding] = useState(false);
    const data = dataOf(props);
    const [firstData] = useState(data);
    // A part folded away or below keeps its stale markup unseen until near; one in view is redone as its data changes.
    const want = (until === "near" ? near : data !== firstData) || wanted || now;

    // No prerendered markup to keep (the page was rendered in the browser): the part is wanted at once.
    useEffect(() => {
      if (!Part && wrapper.current && !wrapper.current.hasChildNodes()) setWanted(true);
    }, []);

    useEffect(() => {
      if (Part || !want) return;
      let current = true;
      loadOnce().then(
        (component) => {
          if (!current) return;
          // Read as React replaces the markup, in the same task (flushSync): nothing typed in between is lost, and what
          // the visitor changed in it goes into the part.
          flushSync(() => {
            if (wrapper.current) edited.current = editedFields(wrapper.current);
            setPart(() => component);
          });
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [want, Part]);

    // Until the part is rendered: a focus or a press asks for it; a press on a control waits for it and is replayed.
    useEffect(() => {
      const root = wrapper.current;
      if (Part || !root) return;
      const wantIt = () => setWanted(true);
      const focus = (event: FocusEvent) => {
        if (event.target instanceof Element) focused.current = pathTo(root, event.target);
        setWanted(true);
      };
      const hold = (event: MouseEvent) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target || target.closest("a[href]")) return;
        event.preventDefault();
        event.stopPropagation();
        pressed.current = pathTo(root, target);
        setWanted(true);
        setHolding(true);
      };
      root.addEventListener("pointerdown", wantIt, { capture: true });
      root.addEventListener("focusin", focus, { capture: true });
      root.addEventListener("click", hold, { capture: true });
      return () => {
        root.removeEventListener("pointerdown", wantIt, { capture: true });
        root.removeEventListener("focusin", focus, { capture: true });
        root.removeEventListener("click", hold, { capture: true });
      };
    }, [Part]);

    useEffect(() => {
      const root = wrapper.current;
      if (!Part || !root) return;
      const [press, focus] = [pressed.current, focused.current];
      pressed.current = focused.current = null;
      const carried = edited.current;
      edited.current = [];
      // Focus was inside the markup that was replaced: it goes back to the same place (a keyboard user's tab).
      const refocus = focus && elementAt(root, focus);
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!press && lost && refocus instanceof HTMLElement) refocus.focus();
      if (carried.length === 0) {
        if (press) replayAt(root, press);
        return;
      }
      // The press after what was carried over is in the part's state: "Apply dates" pressed before the form's code came
      // submits the dates typed.
      void carryOver(root, carried)
        .then(nextTask)
        .then(() => press && replayAt(root, press));
    }, [Part]);

    const refs = useCallback(
      (element: HTMLDivElement | null) => {
        wrapper.current = element;
        return nearRef(element);
      },
      [nearRef],
    );
    if (Part)
      return (
        <div ref={refs} className={className} data-island={name}>
          <Part {...(props as P)} />
        </div>
      );
    // The prerendered markup, kept as it is until the part is wanted.
    return (
      <div
        ref={refs}
        className={className}
        data-island={name}
        {...(holding ? { "aria-busy": true, "data-island-waiting": "" } : {})}
        dangerouslySetInnerHTML={{ __html: kept ?? "" }}
        suppressHydrationWarning
      />
    );
  };
}
