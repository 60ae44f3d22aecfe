// Visual regression: after each story test (its play function done), the story's own box is compared with its
// reference screenshot in __screenshots__/<tenant>/<component>/, taken in Debian's Chromium, so a change to how a
// component looks is a decision, not an accident. A difference fails the test and leaves the new picture and the
// difference in .cache/visual/; if the change is meant, take new references with
// `pnpm --filter @backlot/storybook test:screenshots` and commit them with the change.
import { afterEach, beforeEach, expect, vi } from "vitest";
import { page } from "vitest/browser";

// Every story sees the same "now" (only the clock is fixed, not timers): a message sent in a story's play function is
// stamped with it, and "Today" and "Yesterday" are worked out from it, so the pixels do not change with the date.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T15:00:00Z"));
});

afterEach(async ({ task }) => {
  const root = document.querySelector("[data-story-root]");
  if (!root) throw new Error("The story has no [data-story-root] box to compare (see .storybook/preview.tsx)");
  // The tenant's fonts are in: a screenshot taken while one swaps in would differ by every glyph.
  await document.fonts.ready;
  // Every picture drawn, lazy ones too: how far a lazy or large one has got would otherwise depend on the machine's
  // speed. A picture that fails stays as the browser shows a broken one, in the reference too.
  await Promise.all(
    [...document.querySelectorAll("img")].map((image) => {
      image.loading = "eager";
      return image.decode().catch(() => undefined);
    }),
  );
  // No focus ring: whether one shows after a click depends on the browser's guess at keyboard use, which is timing.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  // A modal left open covers the window from outside the story's box: then the window is what is compared.
  const subject = document.querySelector("[aria-modal='true']") ? document.body : root;
  // Animations (a skeleton's shimmer) at their end and no text caret: what is left is the design.
  await expect(page.elementLocator(subject)).toMatchScreenshot(task.name, {
    screenshotOptions: { animations: "disabled", caret: "hide" },
  });
  vi.useRealTimers();
});
