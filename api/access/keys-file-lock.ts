import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tryLock } from '../../platform/file-lock.ts';
import { KeysError } from './errors.ts';

/**
 * Runs `fn` holding an exclusive lock beside the keys file (platform/file-lock.ts), so two CLI
 * invocations never both read-modify-write it and lose a key. The server only reads and needs
 * no lock: writes are atomic renames. Waits up to `waitMs` for a concurrent writer.
 */
export async function withKeysFileLock<T>(keysFile: string, fn: () => T | Promise<T>, waitMs = 5_000): Promise<T> {
  const lockFile = `${keysFile}.lock`;
  fs.mkdirSync(path.dirname(keysFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  let lock = await tryLock(lockFile);
  while (!lock.acquired) {
    if (Date.now() > deadline) {
      throw new KeysError('keys_locked', `[keys] ${lockFile} is held by another keys command; retry when it has finished`);
    }
    await sleep(25);
    lock = await tryLock(lockFile);
  }
  try {
    return await fn();
  } finally {
    lock.release();
  }
}
