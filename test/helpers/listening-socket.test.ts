import { afterEach, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { spawnOnListeningSocket } from './listening-socket.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

// A server that takes fd 3 as systemd's convention says and answers with what it was handed.
const CHILD = `
const http = require('node:http');
const seen = { pid: process.pid, listenPid: process.env.LISTEN_PID, listenFds: process.env.LISTEN_FDS };
http.createServer((req, res) => res.end(JSON.stringify(seen))).listen({ fd: 3 });
`;

describe('spawnOnListeningSocket', () => {
  it('hands the child a socket on 127.0.0.1 as fd 3 with LISTEN_FDS=1 and LISTEN_PID its own pid; the child answers there', async () => {
    const { child, url } = await spawnOnListeningSocket(process.execPath, ['-e', CHILD], { env: process.env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // Connections made before the child listens wait in the socket's queue: no readiness poll needed.
    const seen = (await (await fetch(url)).json()) as { pid: number; listenPid: string; listenFds: string };
    expect(seen).toEqual({ pid: child.pid, listenPid: String(child.pid), listenFds: '1' });
  });
});
