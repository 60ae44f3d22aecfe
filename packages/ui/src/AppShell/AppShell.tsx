// The frame of every storefront page: a skip link, the header, the page, the footer, and the
// mount points overlays render into (a modal, a second modal, a confirm dialog and maps). It also
// provides the confirm dialog and toasts, so any page can ask or tell without wiring its own.
import {
  type MouseEvent,
  type ReactNode,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { ConfirmProvider } from "../ConfirmDialog/ConfirmProvider.js";
import { ToastProvider } from "../Toast/index.js";
import styles from "./AppShell.module.css";

export type MountPointName = "maps" | "modal" | "secondModal" | "confirm";

type MountPoints = Record<MountPointName, HTMLElement | null>;

const noMountPoints: MountPoints = { maps: null, modal: null, secondModal: null, confirm: null };

const MountPointsContext = createContext<MountPoints | null>(null);

/**
 * The element to portal into, for `Modal`'s `container` and the maps embed. It is null for the
 * first render, while the shell mounts; components render in place until it arrives.
 */
export function useMountPoint(name: MountPointName): HTMLElement | null {
  const mountPoints = useContext(MountPointsContext);
  if (!mountPoints) throw new Error(`useMountPoint("${name}") needs an <AppShell> around the page`);
  return mountPoints[name];
}

/**
 * Focuses the page content in script rather than by following "#main": with a <base> element (or
 * a router that owns the hash) the fragment would resolve to another URL and load a page.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = event.currentTarget.ownerDocument.getElementById("main");
  if (!main) return;
  event.preventDefault();
  main.focus(); // focusing scrolls it into view too
}

export interface AppShellProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  labels?: { skipToContent?: string };
}

export function AppShell({ header, footer, children, labels = {} }: AppShellProps) {
  // State, so that components which portal into a mount point re-render once it exists. It is handed over after the
  // first commit, in a transition: set from ref callbacks, it was a synchronous update inside the commit of a hydrated
  // page, which pulled that commit's effects and a second render into the same long task (Total Blocking Time).
  const [mountPoints, setMountPoints] = useState(noMountPoints);
  const maps = useRef<HTMLDivElement>(null);
  const modal = useRef<HTMLDivElement>(null);
  const secondModal = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const mounted = {
      maps: maps.current,
      modal: modal.current,
      secondModal: secondModal.current,
      confirm: confirm.current,
    };
    startTransition(() => setMountPoints(mounted));
  }, []);

  return (
    <MountPointsContext.Provider value={mountPoints}>
      <ConfirmProvider container={mountPoints.confirm}>
        <ToastProvider>
          <div className={styles.shell}>
            <a className={styles.skip} href="#main" onClick={skipToMain}>
              {labels.skipToContent ?? "Skip to content"}
            </a>
            {header}
            {/* tabIndex -1: the skip link moves focus here, not just the scroll position. */}
            <main id="main" className={styles.main} tabIndex={-1}>
              {children}
            </main>
            {footer}
          </div>
          {/* Later in the page paints above at equal z-index: a second modal covers the first, and
              a confirm asked from either covers both. */}
          <div ref={maps} data-mount-point="maps" />
          <div ref={modal} data-mount-point="modal" />
          <div ref={secondModal} data-mount-point="second-modal" />
          <div ref={confirm} data-mount-point="confirm" />
        </ToastProvider>
      </ConfirmProvider>
    </MountPointsContext.Provider>
  );
}
