import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tryLock } from '../../../../platform/file-lock.ts';

/**
 * A night's data folder (warehouse, store, reports) made once per run of the suite and copied
 * into `dataDir` for every other file that asks for the same `key`: the first to ask runs `night`
 * into `dataDir` and keeps a copy, with what `night` returned (a run report: JSON), in
 * NIGHT_CACHE_DIR (test/shared-night-cache.ts); the others wait for it on a lock, then copy it.
 * Without that folder (the soak, a file run by another config) each file runs its own night.
 * The copy holds the offline copies' addresses of the file that ran it: what the files sharing
 * a night compare must not depend on that port (published artefacts carry the public sites'
 * addresses, sources/crawl/canonical-url.ts).
 */
export async function sharedNight<T>(key: string, dataDir: string, night: () => Promise<T>): Promise<T> {
  const cache = process.env.NIGHT_CACHE_DIR;
  if (!cache) return night();
  const kept = path.join(cache, key);
  // One file runs the night while the others wait on the lock: a night is the work to save.
  let lock = await tryLock(`${kept}.lock`);
  while (!lock.acquired) {
    await sleep(200);
    lock = await tryLock(`${kept}.lock`);
  }
  try {
    if (fs.existsSync(kept)) {
      fs.cpSync(path.join(kept, 'data'), dataDir, { recursive: true });
      return JSON.parse(fs.readFileSync(path.join(kept, 'result.json'), 'utf8')) as T;
    }
    const result = await night();
    fs.cpSync(dataDir, path.join(`${kept}.partial`, 'data'), { recursive: true });
    fs.writeFileSync(path.join(`${kept}.partial`, 'result.json'), JSON.stringify(result ?? null));
    fs.renameSync(`${kept}.partial`, kept);
    return result;
  } finally {
    lock.release();
  }
}
