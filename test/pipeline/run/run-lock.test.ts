import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireRunLock, RunLockedError } from '../../../pipeline/run/run-lock.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

describe('run lock', () => {
  it('refuses a second run while the first holds the lock, and frees it on release', async () => {
    const dir = tempFolder('lock-');
    const lock = await acquireRunLock(dir);
    await expect(acquireRunLock(dir)).rejects.toThrow(RunLockedError);
    await expect(acquireRunLock(dir)).rejects.toMatchObject({ code: 'run_locked', message: expect.stringContaining(`pid ${process.pid}`) });
    lock.release();
    (await acquireRunLock(dir)).release();
  });

  it('takes over a lock left behind by a crashed process', async () => {
    const dir = tempFolder('lock-');
    // A pid that cannot be alive: beyond the kernel's pid_max.
    fs.writeFileSync(path.join(dir, 'pipeline.lock'), JSON.stringify({ pid: 2 ** 30, host: os.hostname(), since: '2026-01-01T00:00:00Z' }));
    const lock = await acquireRunLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pipeline.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock left half-written by a process that died between create and write', async () => {
    const dir = tempFolder('lock-');
    const file = path.join(dir, 'pipeline.lock');
    fs.writeFileSync(file, '');
    const lock = await acquireRunLock(dir);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('does not take a lock whose holder is alive, even before it has written its card', async () => {
    const dir = tempFolder('lock-');
    const holder = await acquireRunLock(dir);
    fs.writeFileSync(path.join(dir, 'pipeline.lock'), '');
    await expect(acquireRunLock(dir)).rejects.toThrow(RunLockedError);
    await expect(acquireRunLock(dir)).rejects.toThrow(RunLockedError);
    holder.release();
  });
});
