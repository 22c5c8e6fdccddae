import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Linux's shared-memory filesystem, a tmpfs on every distribution (and in containers, often small). */
const SHM = '/dev/shm';

/**
 * A new temporary folder in memory when the machine has a tmpfs at /dev/shm with `atLeastBytes`
 * free, on the disk (os.tmpdir()) otherwise. For the files that start processes which publish
 * thousands of objects and check DuckDB files: each object is written to a temporary file,
 * fsynced and renamed (publish/store/fs-store.ts), and on a disk shared by the whole suite those
 * fsyncs are waits, and work for the kernel, that none of these tests' claims is about. A tmpfs
 * still runs every one of those calls; it only keeps the bytes in memory. No root needed,
 * nothing mounted: a container's 64 MB /dev/shm simply falls back to the disk.
 */
export function ramFolder(prefix: string, atLeastBytes: number): string {
  return fs.mkdtempSync(path.join(hasRoom(atLeastBytes) ? SHM : os.tmpdir(), prefix));
}

function hasRoom(bytes: number): boolean {
  try {
    const mounts = fs.readFileSync('/proc/mounts', 'utf8');
    if (!mounts.split('\n').some((line) => line.split(' ')[1] === SHM && line.split(' ')[2] === 'tmpfs')) return false;
    const stats = fs.statfsSync(SHM);
    return stats.bavail * stats.bsize >= bytes;
  } catch {
    return false;
  }
}
