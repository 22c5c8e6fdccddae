import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { tryLock } from '../platform/file-lock.ts';

/** Slots tried before giving up: more API processes than this on one DATA_DIR is a mistake. */
const MAX_SLOTS = 64;
const SLOT = /^slot-(\d+)$/;

export interface CacheFolder {
  /** This process's own folder, empty when claimed. */
  readonly dir: string;
  /** Removes the folder and frees the slot (at shutdown). */
  release(): Promise<void>;
}

/**
 * The API process's own folder for local files (verified copies of documents and bulk files,
 * export builds) under `root` (`<DATA_DIR>/cache/api`): `slot-<n>`, held by a lock
 * (platform/file-lock.ts) for the life of the process, so that several API processes on one
 * DATA_DIR each get their own. Claiming empties the slot, and every other slot whose lock is
 * free: what a killed process left there (copies, a build cut half-way) is removed at the next
 * start instead of filling the disk, and a slot of a live process is never touched.
 */
export async function claimCacheFolder(root: string): Promise<CacheFolder> {
  await mkdir(root, { recursive: true });
  for (let n = 0; n < MAX_SLOTS; n++) {
    const attempt = await tryLock(path.join(root, `slot-${n}.lock`));
    if (!attempt.acquired) continue;
    const dir = path.join(root, `slot-${n}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await sweepLeftovers(root, n);
    return {
      dir,
      async release() {
        await rm(dir, { recursive: true, force: true });
        attempt.release();
      },
    };
  }
  throw new Error(`[api] no free cache slot under ${root}: ${MAX_SLOTS} API processes already hold one`);
}

/** Removes the folders of slots no live process holds (their lock is free). */
async function sweepLeftovers(root: string, own: number): Promise<void> {
  for (const name of await readdir(root)) {
    const slot = SLOT.exec(name);
    if (slot === null || Number(slot[1]) === own) continue;
    const attempt = await tryLock(path.join(root, `${name}.lock`));
    if (!attempt.acquired) continue;
    try {
      await rm(path.join(root, name), { recursive: true, force: true });
    } finally {
      attempt.release();
    }
  }
}
