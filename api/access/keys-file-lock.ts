import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { KeysError } from './errors.js';

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

function tryAcquire(lockFile: string, me: LockHolder): boolean {
  try {
    fs.writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let holder: LockHolder | null = null;
  try {
    holder = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockHolder;
  } catch {
    // Unreadable or half-written: only a crash between create and write leaves that; the
    // holder, if any, finishes within milliseconds, so treat it as held and retry.
    return false;
  }
  if (holder.host === me.host && !alive(holder.pid)) {
    // A CLI killed mid-write leaves its lock behind; it must not block every later command.
    fs.rmSync(lockFile, { force: true });
  }
  return false;
}

/**
 * Runs `fn` holding an exclusive lock beside the keys file (O_EXCL create), so two CLI
 * invocations never both read-modify-write it and lose a key. The server only reads and needs
 * no lock: writes are atomic renames. Waits up to `waitMs` for a concurrent writer.
 */
export async function withKeysFileLock<T>(keysFile: string, fn: () => T | Promise<T>, waitMs = 5_000): Promise<T> {
  const lockFile = `${keysFile}.lock`;
  fs.mkdirSync(path.dirname(keysFile), { recursive: true });
  const me: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const deadline = Date.now() + waitMs;
  while (!tryAcquire(lockFile, me)) {
    if (Date.now() > deadline) {
      throw new KeysError('keys_locked', `[keys] ${lockFile} is held by another keys command; retry, or remove it if no such command is running`);
    }
    await sleep(25);
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
