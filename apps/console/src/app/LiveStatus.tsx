// A page's one live document before it can show it: loading, failed (with a retry), or missing
// (with the way back). Null once the document is there.
import type { Live } from "./use-live.js";
import { RouterLink } from "./router-link.js";

export function LiveStatus<T>({
  live,
  name,
  back,
}: {
  live: Live<T | undefined>;
  /** "Q-4F2K9XQ1", "order O-8K2M4PQ7" */
  name: string;
  back: { href: string; label: string };
}) {
  if (live.status === "loading") return <p role="status">Loading {name}…</p>;
  if (live.status === "error")
    return (
      <div role="alert">
        <p>{name} could not be loaded.</p>
        <button type="button" onClick={live.retry}>
          Try again
        </button>
      </div>
    );
  if (live.value) return null;
  return (
    <>
      <h1>There is no {name}</h1>
      <p>
        It may have been mistyped. <RouterLink href={back.href}>{back.label}</RouterLink>
      </p>
    </>
  );
}
