import fs from 'node:fs';
import os from 'node:os';

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// A lock file is written in one call right after its creation; one still unreadable after this
// long was left by a process that died in between.
const HALF_WRITTEN_GRACE_MS = 5_000;

/**
 * One attempt at an exclusive lock file (O_EXCL create, holder written inside). A lock whose
 * holder process is gone (same host) or that was left half-written is stale: it is removed, so
 * a crashed process never blocks the next one, and the caller's next attempt succeeds.
 * Used by the pipeline run lock and the API keys file lock.
 */
export function tryLockFile(file: string): { acquired: true; release(): void } | { acquired: false; holder: LockHolder | null } {
  const me: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  try {
    fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
    let released = false;
    return {
      acquired: true,
      release() {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let holder: LockHolder;
  try {
    holder = JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > HALF_WRITTEN_GRACE_MS) fs.rmSync(file, { force: true });
    return { acquired: false, holder: null };
  }
  if (holder.host === me.host && !alive(holder.pid)) fs.rmSync(file, { force: true });
  return { acquired: false, holder };
}
