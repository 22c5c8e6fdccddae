import { spawn, type ChildProcess, type IOType } from 'node:child_process';
import net from 'node:net';

export interface ChildOnSocket {
  child: ChildProcess;
  /** Where the child serves: the socket's address, known before the child started. */
  url: string;
}

/**
 * Starts `command args` with a listening socket on 127.0.0.1 handed over as systemd does it
 * (cli/inherited-socket.ts: fd 3, LISTEN_FDS=1, LISTEN_PID=the child's pid). The socket is
 * bound here, on a port the system chose, before the child starts: the port is known with no
 * guess, and no other process can take it in between, so there is nothing to retry.
 *
 * systemd sets LISTEN_PID between fork and exec; spawn cannot, so a shell sets it to its own
 * pid and execs the command, which keeps that pid (and the inherited fd 3).
 */
export async function spawnOnListeningSocket(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; stdio: [IOType, IOType, IOType] },
): Promise<ChildOnSocket> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  try {
    const child = spawn('sh', ['-c', 'LISTEN_PID=$$ exec "$0" "$@"', command, ...args], {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env: { ...options.env, LISTEN_FDS: '1' },
      // A positive integer in stdio is a descriptor of this process, duplicated in the child at
      // that index (documented); index 3 is the first systemd hands over.
      stdio: [...options.stdio, listeningFd(server)],
    });
    return { child, url: `http://127.0.0.1:${port}` };
  } finally {
    // The child holds its own copy from here on. This process must not accept on the socket:
    // it closes its copy before its event loop runs again, so it never takes a connection.
    server.close();
  }
}

/**
 * The descriptor of a listening net.Server. Node documents no way to read it, nor to put a
 * net.Server in spawn's stdio (documented for streams and integers only; Node's own tests pass
 * `server._handle`): `_handle.fd` is internal, read here only, and checked so that a Node where
 * it changed fails here, plainly, rather than in a child that finds no socket.
 */
function listeningFd(server: net.Server): number {
  const fd = (server as unknown as { _handle?: { fd?: unknown } })._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) throw new Error('the listening server exposes no file descriptor (net.Server._handle.fd): this Node changed its internals');
  return fd;
}
