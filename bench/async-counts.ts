import fs from 'node:fs';

/**
 * The counts of a server preloaded with bench/async-count-hook.ts: sends it SIGUSR2 and waits
 * until its file says a newer sequence than `after`.
 */
export async function asyncCounts(pid: number, file: string, after: number): Promise<{ seq: number; counts: Record<string, number> }> {
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    try {
      const read = JSON.parse(fs.readFileSync(file, 'utf8')) as { seq: number; counts: Record<string, number> };
      if (read.seq > after) return read;
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}
