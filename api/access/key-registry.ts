import fs from 'node:fs';
import type { Logger } from 'pino';
import { readKeysFile, type KeyRecord } from './keys-file.ts';

export interface KeyRegistryOptions {
  keysFile: string;
  reloadSeconds: number;
  logger: Pick<Logger, 'info' | 'error'>;
}

export interface KeyRegistry {
  /** The record whose hash matches, revoked or not; null when unknown. */
  lookup(hash: string): KeyRecord | null;
  /** The record with this id, revoked or not; null when unknown. */
  byId(id: string): KeyRecord | null;
  /** Re-reads the file now if it changed (the timer calls this). */
  refresh(): void;
  /** Called after each reload that swapped the key set (not at start); returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  close(): void;
}

type Signature = string;

function signature(file: string): Signature {
  try {
    const s = fs.statSync(file);
    // The inode changes on every atomic rename, which catches two writes within one mtime tick.
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/**
 * The server's view of the keys file, swapped whole when the file changes, so a request sees
 * either the old or the new key set and none waits on a reload. A file that fails to parse
 * keeps the previous set in service (logged) rather than locking every client out.
 */
export function createKeyRegistry(options: KeyRegistryOptions): KeyRegistry {
  let byHash = new Map<string, KeyRecord>();
  let byId = new Map<string, KeyRecord>();
  const listeners = new Set<() => void>();
  let loaded: Signature | null = null;
  // The signature of a broken file already reported, so it is logged once, not every tick.
  let reported: Signature | null = null;

  const load = (current: Signature) => {
    const document = readKeysFile(options.keysFile);
    byHash = new Map(document.keys.map((k) => [k.hash, k]));
    byId = new Map(document.keys.map((k) => [k.id, k]));
    loaded = current;
    return document.keys.length;
  };

  const refresh = () => {
    let current: Signature | null = null;
    try {
      current = signature(options.keysFile);
      if (current === loaded || current === reported) return;
      const keys = load(current);
      options.logger.info({ keysFile: options.keysFile, keys }, 'api keys reloaded');
    } catch (error) {
      reported = current;
      options.logger.error({ err: error, keysFile: options.keysFile }, 'api keys file unreadable; keeping the previous keys');
      return;
    }
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        options.logger.error({ err: error }, 'a listener of the api keys failed');
      }
    }
  };

  // At start a broken file is a configuration error: better refuse to start than 401 every key.
  load(signature(options.keysFile));
  const timer = setInterval(refresh, options.reloadSeconds * 1000);
  timer.unref();

  return {
    lookup: (hash) => byHash.get(hash) ?? null,
    byId: (id) => byId.get(id) ?? null,
    refresh,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => clearInterval(timer),
  };
}
