import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ramFolder } from './ram-folder.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Whether this machine has a tmpfs at /dev/shm with at least `bytes` free, read independently of the helper (df). */
function shmHasRoom(bytes: number): boolean {
  const mounted = fs.readFileSync('/proc/mounts', 'utf8').split('\n').some((line) => / \/dev\/shm tmpfs /.test(line));
  if (!mounted) return false;
  const stats = fs.statfsSync('/dev/shm');
  return stats.bavail * stats.bsize >= bytes;
}

describe('ramFolder', () => {
  it('makes an empty folder in /dev/shm when that tmpfs has the room asked for', () => {
    const dir = ramFolder('ram-folder-test-', 1024);
    made.push(dir);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(path.basename(dir)).toMatch(/^ram-folder-test-/);
    expect(path.dirname(dir)).toBe(shmHasRoom(1024) ? '/dev/shm' : os.tmpdir());
  });

  it('falls back to the system temporary folder when /dev/shm has less room than asked', () => {
    // More than any machine's memory: no tmpfs has it free.
    const dir = ramFolder('ram-folder-test-', 2 ** 60);
    made.push(dir);
    expect(path.dirname(dir)).toBe(os.tmpdir());
  });
});
