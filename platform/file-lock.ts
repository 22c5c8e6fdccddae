import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

export type LockAttempt = { acquired: true; release(): void } | { acquired: false; holder: LockHolder | null };

/**
 * An exclusive lock named after a file path, for the pipeline run lock and the API keys file.
 *
 * The lock itself is a Unix socket bound in Linux's abstract namespace under a name derived from
 * the path: binding is atomic (EADDRINUSE for everyone else) and the kernel releases the name
 * the moment the holder dies, however it dies. So there is no stale lock to detect and take
 * over, and no takeover race: a crashed run never blocks the next one, and two contenders can
 * never both win (a pid-file takeover could: both saw the dead pid, both removed, both wrote).
 *
 * `file` is only the holder's card ({pid, host, since}), rewritten by each new holder, read for
 * messages, and removed on release only if it still names this holder. A card naming another
 * host means the data folder is shared across machines, where the socket cannot see: such a
 * lock is respected, never taken (remove the file by hand once that holder is gone).
 *
 * Elsewhere than Linux, a socket file beside the lock file stands in (best effort: a leftover
 * socket file whose listener is gone is removed and bound again).
 */
export async function tryLock(file: string): Promise<LockAttempt> {
  const absolute = path.resolve(file);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  const server = await bind(absolute);
  if (server === null) return { acquired: false, holder: readHolder(absolute) };

  const me: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const previous = readHolder(absolute);
  if (previous !== null && previous.host !== me.host) {
    server.close();
    return { acquired: false, holder: previous };
  }
  const temp = `${absolute}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(me));
  fs.renameSync(temp, absolute);
  // The socket must not keep the process alive on its own.
  server.unref();
  let released = false;
  return {
    acquired: true,
    release() {
      if (released) return;
      released = true;
      const card = readHolder(absolute);
      if (card !== null && card.pid === me.pid && card.host === me.host && card.since === me.since) fs.rmSync(absolute, { force: true });
      server.close();
    },
  };
}

function socketName(file: string): string {
  const digest = createHash('sha256').update(file).digest('hex').slice(0, 40);
  return process.platform === 'linux' ? `\0annonces-nc-lock-${digest}` : `${file}.sock`;
}

/** Binds the lock's socket; null when another process holds it. */
async function bind(file: string, retried = false): Promise<net.Server | null> {
  const name = socketName(file);
  const server = net.createServer((socket) => socket.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(name, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return server;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (process.platform !== 'linux' && !retried && !(await listening(name))) {
      fs.rmSync(name, { force: true });
      return bind(file, true);
    }
    return null;
  }
}

function listening(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(name, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function readHolder(file: string): LockHolder | null {
  try {
    const card = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof card.pid === 'number' && typeof card.host === 'string' && typeof card.since === 'string'
      ? { pid: card.pid, host: card.host, since: card.since }
      : null;
  } catch {
    return null;
  }
}
