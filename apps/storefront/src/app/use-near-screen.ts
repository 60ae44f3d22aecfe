// Whether an element has come within a quarter of a screen of the visible part of the page: what is below the fold
// loads when the customer scrolls towards it, not with the page (decision 0050). A quarter, not more: on a phone a
// prop's related props start about a screen and a half down, and a visitor who reads the prop and leaves should
// fetch none of them. Once near, it stays so. Where there is no IntersectionObserver it is near at once.
import { type RefCallback, useCallback, useState } from "react";

export function useNearScreen(): { ref: RefCallback<Element>; near: boolean } {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: Element | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: "0px 0px 25% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
}
