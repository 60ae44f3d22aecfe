// What a page reads of the page router: its data, the address being loaded while it stays on screen, and loading
// its data again. The router provides them (PageRouter.tsx).
import { createContext, useContext } from "react";
import type { Location } from "react-router";

export interface PageReload {
  /** Loads the shown page's data again (new rental dates change which props a browse page leaves out). */
  reload: () => Promise<void>;
  reloading: boolean;
}

export const PageDataContext = createContext<unknown>(undefined);
export const PendingLocationContext = createContext<Location | undefined>(undefined);
export const PageReloadContext = createContext<PageReload>({ reload: () => Promise.resolve(), reloading: false });

/** The data the shown page's route loaded (its `load`). */
export const usePageData = <T>(): T => useContext(PageDataContext) as T;

/** The address the router is loading while the current page stays on screen, if any. */
export const usePendingLocation = (): Location | undefined => useContext(PendingLocationContext);

export const usePageReload = (): PageReload => useContext(PageReloadContext);
