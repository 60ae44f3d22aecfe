// Decides whether smooth scrolling needs emulating: every current browser has CSS scroll-behavior,
// so only the others load the emulation (smooth-scroll.ts).
export function supportsSmoothScroll(root: HTMLElement): boolean {
  return "scrollBehavior" in root.style;
}

/** Starts the emulation where it is missing; returns how to stop it (also before it has loaded). */
export function startSmoothScrollIfMissing(): () => void {
  if (supportsSmoothScroll(document.documentElement)) return () => undefined;
  let stop: (() => void) | undefined;
  let stopped = false;
  void import("./smooth-scroll.js").then(({ emulateSmoothScroll }) => {
    if (!stopped) stop = emulateSmoothScroll();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
