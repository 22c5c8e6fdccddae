import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * Preloaded into a server (`node --import ./bench/allocation-sites-hook.ts`, or through
 * NODE_OPTIONS for every node process of a benchmark held up by `bench/socket-calls.ts --hold`):
 * V8's sampling heap profiler, with the objects the young and old collections have freed kept
 * in the samples, so that what a request allocates and drops is counted, not only what
 * survives (node's `--heap-prof` forgets collected objects). Nothing runs until the first
 * SIGUSR2, which starts sampling; the second writes the profile to
 * `<ALLOCATION_PROFILE_DIR>/allocations-<pid>.heapprofile` (the DevTools format) and stops.
 * Read with bench/allocation-sites.ts. ALLOCATION_SAMPLE_BYTES sets the mean interval between
 * samples (V8's default is 32 KB; 128 counts a request's allocations well enough).
 */
const dir = process.env.ALLOCATION_PROFILE_DIR;
if (!dir) throw new Error('allocation-sites-hook: ALLOCATION_PROFILE_DIR is not set');
const samplingInterval = Number(process.env.ALLOCATION_SAMPLE_BYTES ?? 128);
const session = new Session();
session.connect();
let sampling = false;
process.on('SIGUSR2', () => {
  void (async () => {
    if (!sampling) {
      sampling = true;
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', { samplingInterval, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      return;
    }
    sampling = false;
    const { profile } = await session.post('HeapProfiler.stopSampling');
    const file = path.join(dir, `allocations-${process.pid}.heapprofile`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(profile));
    fs.renameSync(`${file}.tmp`, file);
  })();
});
