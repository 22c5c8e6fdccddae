import { createHook } from 'node:async_hooks';
import fs from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

/**
 * Preloaded into a server by bench/socket-calls.ts (`node --import ./bench/async-count-hook.ts`):
 * counts the async resources the process creates, by type (PROMISE, TickObject, Timeout...).
 * On SIGUSR2 writes the counts so far, with a sequence number, to ASYNC_COUNT_FILE. The count
 * per request does not depend on the load of the machine, unlike CPU: it is the regression
 * measure of the API's own work. An init hook slows promises down, so CPU is never measured with it.
 * With them, as load-independent: the garbage collections by kind (`gc minor`: scavenges,
 * `gc major`: mark-compacts) and the bytes V8 allocated (`allocated bytes`).
 */
const file = process.env.ASYNC_COUNT_FILE;
if (!file) throw new Error('async-count-hook: ASYNC_COUNT_FILE is not set');
const counts: Record<string, number> = {};
let seq = 0;
createHook({
  init(_id, type) {
    counts[type] = (counts[type] ?? 0) + 1;
  },
}).enable();
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'gc minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'gc major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'gc incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'gc weak callbacks',
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = GC_KINDS[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'gc other';
    counts[kind] = (counts[kind] ?? 0) + 1;
    // Pause time in ms, reported per 100,000 requests like the counts.
    counts[`${kind} ms`] = (counts[`${kind} ms`] ?? 0) + entry.duration;
  }
}).observe({ entryTypes: ['gc'] });
process.on('SIGUSR2', () => {
  seq += 1;
  counts['allocated bytes'] = v8.getHeapStatistics().total_allocated_bytes;
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ seq, counts }));
  fs.renameSync(`${file}.tmp`, file);
});
