import { describe, expect, it, vi } from "vitest";
import { memoryBackend } from "../embedded/memory-backend.js";
import { EmbeddedStore } from "../embedded/embedded-store.js";
import type { DocumentSnapshot, DocumentStore } from "./document-store.js";
import { withListenerRetry } from "./listen-with-retry.js";

/** A store whose document listeners fail the first `failures` times they are set up. */
function fakeFlakyStore(failures: number): DocumentStore & { subscriptions: number; active: number } {
  const inner = new EmbeddedStore(memoryBackend());
  const fake = Object.assign(Object.create(inner) as DocumentStore, { subscriptions: 0, active: 0 });
  fake.onDocument = (path, onNext, onError) => {
    fake.subscriptions += 1;
    fake.active += 1;
    let released = false;
    const release = () => {
      if (!released) fake.active -= 1;
      released = true;
    };
    if (fake.subscriptions <= failures) {
      queueMicrotask(() => onError?.(new Error(`permission-denied #${fake.subscriptions}`)));
      return release;
    }
    const stop = inner.onDocument(path, onNext, onError);
    return () => (stop(), release());
  };
  return fake;
}

function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    setTimer: (run: () => void, ms: number) => pending.push({ run, ms }),
    clearTimer: vi.fn(),
    fireNext: () => pending.shift()?.run(),
  };
}

describe("withListenerRetry", () => {
  it("logs a failed listener and sets it up again after the backoff, until it works", async () => {
    const flaky = fakeFlakyStore(2);
    const timers = manualTimers();
    const log = vi.fn();
    const store = withListenerRetry(flaky, { ...timers, log, random: () => 0 });
    const seen: DocumentSnapshot[] = [];
    const onError = vi.fn();
    const stop = store.onDocument("c/doc", (snap) => seen.push(snap), onError);

    await vi.waitFor(() => expect(timers.pending).toHaveLength(1), { timeout: 10_000 });
    expect(timers.pending[0]?.ms).toBe(500); // base 1000 ms with the lowest jitter
    expect(log).toHaveBeenCalledWith("Listener on document c/doc failed; retrying in 1 s", expect.any(Error));
    timers.fireNext();
    await vi.waitFor(() => expect(timers.pending).toHaveLength(1), { timeout: 10_000 });
    expect(timers.pending[0]?.ms).toBe(1000); // doubled
    timers.fireNext();

    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 10_000 });
    expect(flaky.subscriptions).toBe(3);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(flaky.active).toBe(1);
    stop();
    expect(flaky.active).toBe(0);
  });

  it("stops retrying once unsubscribed", async () => {
    const flaky = fakeFlakyStore(5);
    const timers = manualTimers();
    const store = withListenerRetry(flaky, { ...timers, log: vi.fn() });
    const stop = store.onDocument("c/doc", vi.fn());
    await vi.waitFor(() => expect(timers.pending).toHaveLength(1), { timeout: 10_000 });
    stop();
    expect(timers.clearTimer).toHaveBeenCalledOnce();
    expect(flaky.active).toBe(0);
  });

  it("passes every other operation straight through", async () => {
    const store = withListenerRetry(new EmbeddedStore(memoryBackend()));
    await store.set("c/doc", { n: 1 });
    expect((await store.get("c/doc")).data).toEqual({ n: 1 });
    expect(await store.query({ collection: "c" })).toHaveLength(1);
  });
});
