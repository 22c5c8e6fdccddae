import { createHook } from 'node:async_hooks';
import fs from 'node:fs';

/**
 * Preloaded into a server by bench/socket-calls.ts (`node --import ./bench/async-count-hook.ts`):
 * counts the async resources the process creates, by type (PROMISE, TickObject, Timeout...).
 * On SIGUSR2 writes the counts so far, with a sequence number, to ASYNC_COUNT_FILE. The count
 * per request does not depend on the load of the machine, unlike CPU: it is the regression
 * measure of issue 36. An init hook slows promises down, so CPU is never measured with it.
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
process.on('SIGUSR2', () => {
  seq += 1;
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ seq, counts }));
  fs.renameSync(`${file}.tmp`, file);
});
