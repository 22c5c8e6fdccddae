import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireRunLock, RunLockedError } from '../../../pipeline/run/run-lock.js';

describe('run lock', () => {
  it('refuses a second run while the first holds the lock, and frees it on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const lock = acquireRunLock(dir);
    expect(() => acquireRunLock(dir)).toThrow(RunLockedError);
    lock.release();
    acquireRunLock(dir).release();
  });

  it('takes over a lock left behind by a crashed process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // A pid that cannot be alive: beyond the kernel's pid_max.
    fs.writeFileSync(path.join(dir, 'pipeline.lock'), JSON.stringify({ pid: 2 ** 30, host: os.hostname(), since: '2026-01-01T00:00:00Z' }));
    const lock = acquireRunLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pipeline.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock left half-written by a process that died between create and write', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const file = path.join(dir, 'pipeline.lock');
    fs.writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    const lock = acquireRunLock(dir);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('does not take a half-written lock that is still being written', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'pipeline.lock'), '');
    expect(() => acquireRunLock(dir)).toThrow(RunLockedError);
    expect(() => acquireRunLock(dir)).toThrow(RunLockedError);
  });
});
