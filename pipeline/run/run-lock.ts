import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class RunLockedError extends Error {
  readonly code = 'run_locked';
  constructor(readonly holder: LockHolder) {
    super(`Une exécution est déjà en cours (pid ${holder.pid} sur ${holder.host}, depuis ${holder.since}).`);
    this.name = 'RunLockedError';
  }
}

interface LockHolder {
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

/**
 * An exclusive lock on pipeline runs, as a file created with O_EXCL. It survives a crash: a
 * lock whose holder process is gone (same host) is stale and taken over, so a killed run never
 * blocks the next night's.
 */
export function acquireRunLock(dataDir: string): { release(): void } {
  const file = path.join(dataDir, 'pipeline.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  const me: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: LockHolder;
      try {
        holder = JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
      } catch {
        // Half-written by a crashed process: stale.
        fs.rmSync(file, { force: true });
        continue;
      }
      if (holder.host === me.host && !alive(holder.pid)) {
        fs.rmSync(file, { force: true });
        continue;
      }
      throw new RunLockedError(holder);
    }
  }
  throw new Error(`Impossible d'acquérir le verrou ${file}`);
}
