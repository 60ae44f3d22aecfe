// A prerendered part of a page below the fold whose code a visitor's phone fetches only as they scroll towards it
// (decision 0050): the browser keeps the prerenderer's markup as it is (no code, no hydration: React neither
// hydrates nor replaces what is inside an element it gives `dangerouslySetInnerHTML`), and renders the part itself
// once it comes within a quarter screen, or is pressed or focused first. A press made before its code arrived is
// replayed on the same place once it is rendered; a link inside it is followed as a plain link.
import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useNearScreen } from "./use-near-screen.js";

/** Every island's loader: the prerenderer loads them all before it renders (entry-server.tsx). */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads every island's code: what the prerenderer needs before rendering a page with one in place. */
export const loadEveryIsland = (): Promise<unknown> => Promise.all(loaders.map((load) => load()));

/** The child indices from `root` down to `node`, to find the same place in the markup rendered again. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement)
    path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

const elementAt = (root: Element, path: readonly number[]): Element | undefined =>
  path.reduce<Element | undefined>((at, index) => at?.children[index], root);

/**
 * `load` imports the part's component. Render the returned component with the part's props (and a class for its
 * wrapper); the prerenderer renders it in place, the browser as said above.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>) {
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
  loaders.push(loadOnce);

  return function Island({ className, ...props }: P & { className?: string }): ReactNode {
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    const { ref: nearRef, near } = useNearScreen();
    const wrapper = useRef<HTMLDivElement | null>(null);
    const pressed = useRef<number[] | null>(null);
    const [wanted, setWanted] = useState(false);

    // No prerendered markup to keep (the page was rendered in the browser): the part is wanted at once.
    useEffect(() => {
      if (!Part && wrapper.current && !wrapper.current.hasChildNodes()) setWanted(true);
    }, []);

    useEffect(() => {
      if (Part || !(near || wanted)) return;
      let current = true;
      loadOnce().then(
        (component) => current && setPart(() => component),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [near, wanted, Part]);

    // Until the part is rendered: a focus or a press asks for it; a press on a control waits for it and is replayed.
    useEffect(() => {
      const root = wrapper.current;
      if (Part || !root) return;
      const want = () => setWanted(true);
      const hold = (event: MouseEvent) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target || target.closest("a[href]")) return;
        event.preventDefault();
        event.stopPropagation();
        pressed.current = pathTo(root, target);
        setWanted(true);
      };
      root.addEventListener("pointerdown", want, { capture: true });
      root.addEventListener("focusin", want, { capture: true });
      root.addEventListener("click", hold, { capture: true });
      return () => {
        root.removeEventListener("pointerdown", want, { capture: true });
        root.removeEventListener("focusin", want, { capture: true });
        root.removeEventListener("click", hold, { capture: true });
      };
    }, [Part]);

    useEffect(() => {
      const path = pressed.current;
      if (!Part || !path || !wrapper.current) return;
      pressed.current = null;
      const again = elementAt(wrapper.current, path);
      if (again instanceof HTMLElement) again.click();
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
        <div ref={refs} className={className}>
          <Part {...(props as P)} />
        </div>
      );
    // The prerendered markup, kept as it is until the part is wanted.
    return <div ref={refs} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  };
}
