import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * Preloaded into a server by bench/socket-calls.ts `--loop-utilization` (`node --import`): on
 * SIGUSR2 writes the event loop's utilization so far (`performance.eventLoopUtilization()`: ms
 * idle in the poll phase and active), with a sequence number, to LOOP_UTILIZATION_FILE. Nothing
 * runs per request: a round reads it before and after, and the difference says how much of the
 * round the main thread had no request to answer.
 */
const file = process.env.LOOP_UTILIZATION_FILE;
if (!file) throw new Error('loop-utilization-hook: LOOP_UTILIZATION_FILE is not set');
let seq = 0;
process.on('SIGUSR2', () => {
  seq += 1;
  const { idle, active } = performance.eventLoopUtilization();
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ seq, counts: { idle, active } }));
  fs.renameSync(`${file}.tmp`, file);
});
