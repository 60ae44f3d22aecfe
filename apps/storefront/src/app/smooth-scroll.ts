// Smooth scrolling to in-page anchors, emulated where the browser lacks CSS scroll-behavior (an old
// Safari, say), so every visitor gets the same glide. Loaded only there (smooth-scroll-start.ts);
// the others get the CSS rule.

/** Animates window scrolling to `top` over `duration` ms with an ease-in-out curve. */
export function animateScroll(
  target: Pick<Window, "scrollY" | "scrollTo" | "requestAnimationFrame">,
  top: number,
  duration = 300,
): void {
  const start = target.scrollY;
  const distance = top - start;
  let began: number | undefined;
  const step = (now: number) => {
    began ??= now;
    const progress = Math.min(1, (now - began) / duration);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    target.scrollTo(0, start + distance * eased);
    if (progress < 1) target.requestAnimationFrame(step);
  };
  target.requestAnimationFrame(step);
}

/** Installs the emulation for same-page "#anchor" links; returns how to remove it. */
export function emulateSmoothScroll(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href^='#']");
    const id = link?.getAttribute("href")?.slice(1);
    const destination = id ? document.getElementById(id) : null;
    if (!destination) return;
    event.preventDefault();
    animateScroll(window, destination.getBoundingClientRect().top + window.scrollY);
    history.pushState(null, "", `#${id}`);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
