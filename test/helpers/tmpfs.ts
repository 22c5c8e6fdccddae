import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A small RAM filesystem of a given size, to run out of disk for real. Needs root (CI runs as
 * root); returns null with the reason otherwise, and the test says why it cannot run.
 */
export function mountTmpfs(sizeKib: number): { dir: string; resize(kib: number): void; unmount(): void } | { dir: null; why: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKib}k`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { dir: null, why: `cannot mount a tmpfs (${(error as Error).message.split('\n')[0]}); run as root, as CI does` };
  }
  return {
    dir,
    resize(kib) {
      execFileSync('mount', ['-o', `remount,size=${kib}k`, dir]);
    },
    unmount() {
      execFileSync('umount', ['-l', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
