// Collects listener events so a test can await them one by one, with a clear timeout message.
export interface EventQueue<T> {
  push(value: T): void;
  next(label?: string): Promise<T>;
  /** Resolves once an event satisfies `accept`, skipping earlier ones. */
  until(accept: (value: T) => boolean, label?: string): Promise<T>;
  /** Events received and not yet taken. */
  pending(): number;
}

export function eventQueue<T>(timeoutMs = 5_000): EventQueue<T> {
  const buffered: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  const queue: EventQueue<T> = {
    push(value) {
      const resolve = waiting.shift();
      if (resolve) resolve(value);
      else buffered.push(value);
    },
    next(label = "listener event") {
      if (buffered.length > 0) return Promise.resolve(buffered.shift() as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${label}`)),
          timeoutMs,
        );
        waiting.push((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
    },
    pending: () => buffered.length,
    async until(accept, label = "matching listener event") {
      for (;;) {
        const value = await queue.next(label);
        if (accept(value)) return value;
      }
    },
  };
  return queue;
}
