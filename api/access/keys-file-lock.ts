import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tryLockFile } from '../../platform/file-lock.js';
import { KeysError } from './errors.js';

/**
 * Runs `fn` holding an exclusive lock beside the keys file (O_EXCL create), so two CLI
 * invocations never both read-modify-write it and lose a key. The server only reads and needs
 * no lock: writes are atomic renames. Waits up to `waitMs` for a concurrent writer.
 */
export async function withKeysFileLock<T>(keysFile: string, fn: () => T | Promise<T>, waitMs = 5_000): Promise<T> {
  const lockFile = `${keysFile}.lock`;
  fs.mkdirSync(path.dirname(keysFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  let lock = tryLockFile(lockFile);
  while (!lock.acquired) {
    if (Date.now() > deadline) {
      throw new KeysError('keys_locked', `[keys] ${lockFile} is held by another keys command; retry, or remove it if no such command is running`);
    }
    await sleep(25);
    lock = tryLockFile(lockFile);
  }
  try {
    return await fn();
  } finally {
    lock.release();
  }
}
