// Writes a build's files with many writes in flight (thousands of small pages), making each
// folder once, and counts the bytes written.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export function fileWriter(outDir: string, inFlight = 64) {
  const folders = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<void>>();
  let bytes = 0;

  const writeOne = async (file: string, body: string | Buffer) => {
    const path = join(outDir, file);
    const folder = dirname(path);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    await made;
    await writeFile(path, body);
  };

  return {
    /** Queues a file; waits only when too many writes are already in flight. */
    async write(file: string, body: string | Buffer): Promise<void> {
      bytes += typeof body === "string" ? Buffer.byteLength(body) : body.length;
      const job = writeOne(file, body).finally(() => pending.delete(job));
      pending.add(job);
      if (pending.size >= inFlight) await Promise.race(pending);
    },
    /** Waits for every queued write; the first failure is thrown. */
    async flush(): Promise<void> {
      await Promise.all(pending);
    },
    get bytes() {
      return bytes;
    },
  };
}
