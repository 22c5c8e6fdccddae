import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processAlive } from '../../platform/process-alive.ts';

const PREFIX = 'annonces-nc-crawl-';

/**
 * A folder for one source's crawler storage (request queues), outside the working tree, named
 * after this process so that folders left by a killed run can be told from live ones.
 */
export function createCrawlStorage(sourceId: string): string {
  const safeId = sourceId.replace(/[^A-Za-z0-9]+/g, '_');
  return fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-${safeId}-`));
}

/** Removes the crawl folders of processes that are gone; returns how many. */
export function removeOrphanCrawlStorage(): number {
  let removed = 0;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(PREFIX.length))?.[1] ?? NaN);
    // Folders of an older naming (no pid) predate this cleanup: they are a killed run's too.
    if (Number.isInteger(pid) && processAlive(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
