import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` until it returns something other than null, every `everyMs`, for at most
 * `withinMs`; then fails saying what did not happen. For a state reached by another process or
 * a timer of the code under test, where no event says so; never a sleep deciding anything.
 */
export async function eventually<T>(what: string, withinMs: number, check: () => Promise<T | null> | T | null, everyMs = 50): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(everyMs);
  }
}
