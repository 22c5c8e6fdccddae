import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { PortTakenError, startOnFreePort } from '../helpers/free-port.ts';

/**
 * A throwaway PostgreSQL server for the tests: a copy of a cluster initdb made (once per process)
 * in a temp folder, `postgres` on a free 127.0.0.1 port, stopped and removed afterwards. PostgreSQL refuses to run as root (CI runs as
 * root), so under root both run as the `postgres` user the Debian package creates, through
 * spawn's uid/gid options, in a folder given to that user.
 */

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? path.dirname(which.stdout.trim()) : null;
}

function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error('running as root and no `postgres` user to run PostgreSQL as (apt-get install postgresql creates it)');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Why the PostgreSQL tests cannot run here, or null when they can. Under CI they must run. */
export function postgresUnavailableReason(): string | null {
  if (binDir() !== null) return null;
  const reason = 'PostgreSQL is not installed (apt-get install postgresql)';
  if (process.env.CI) throw new Error(`${reason}: required under CI`);
  return reason;
}

/**
 * A describe block with a throwaway server started before its tests and stopped after them,
 * skipped (its title saying why) only where PostgreSQL is not installed and CI is not set.
 * `server()` is the running server, inside the block's tests and hooks.
 */
export function describeWithPostgres(title: string, body: (server: () => PostgresServer) => void): void {
  const unavailable = postgresUnavailableReason();
  describe.skipIf(unavailable !== null)(`${title}${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
    let server: PostgresServer | undefined;
    beforeAll(async () => {
      server = await startPostgresServer();
    });
    afterAll(async () => {
      await server?.stop();
    });
    body(() => {
      if (!server) throw new Error('the PostgreSQL server has not started');
      return server;
    });
  });
}

export interface PostgresServer {
  port: number;
  /** A new, empty database on the server, as a connection URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

let cluster: string | undefined;

/**
 * A data folder initdb made, once per process: a vitest worker runs several of the files that
 * start a server in turn, and initdb costs about ten times a copy of its result. Removed when
 * the process exits.
 */
function initialisedCluster(bin: string, user: { uid: number; gid: number } | null): string {
  if (cluster !== undefined && fs.existsSync(cluster)) return cluster;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-pg-cluster-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  if (user) {
    fs.chownSync(dir, user.uid, user.gid);
    fs.chownSync(data, user.uid, user.gid);
  }
  const init = spawnSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'annonces', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'], {
    encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', HOME: dir }, cwd: dir, ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  if (init.status !== 0) throw new Error(`initdb failed (${init.status}): ${init.stderr}`);
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  cluster = data;
  return cluster;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binDir();
  if (bin === null) throw new Error('PostgreSQL is not installed');
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-pg-'));
  const data = path.join(dir, 'data');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const env = { ...process.env, LC_ALL: 'C', HOME: dir };
  // A copy of this process's initialised cluster, made as the server's user so that the owner and
  // the folder's 0700 hold, as initdb leaves them.
  const copy = spawnSync('cp', ['-a', initialisedCluster(bin, user), data], { encoding: 'utf8', ...as });
  if (copy.status !== 0) throw new Error(`copying the initialised cluster failed (${copy.status}): ${copy.stderr}`);

  // On a free port, or another one when that was taken before postgres could bind it.
  const { port, child, exited, admin } = await startOnFreePort(async (port) => {
    const child: ChildProcess = spawn(
      path.join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-F', '-c', 'max_connections=200', '-c', 'log_min_messages=warning'],
      { stdio: ['ignore', 'ignore', 'pipe'], env, cwd: dir, ...as },
    );
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

    const admin = `postgres://annonces@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) {
        const message = `postgres exited with ${child.exitCode}: ${log}`;
        throw /Address already in use|could not create any TCP\/IP sockets/.test(log) ? new PortTakenError(message) : new Error(message);
      }
      const client = new pg.Client({ connectionString: admin });
      try {
        await client.connect();
        await client.end();
        break;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline) throw new Error(`postgres did not accept connections within 30 s: ${log}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return { port, child, exited, admin };
  });

  return {
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://annonces@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
