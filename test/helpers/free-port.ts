import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a test starts in another process. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What `start` rejects with when the port it was given was taken before it could listen. */
export class PortTakenError extends Error {}

/**
 * Starts another program that listens on the port it is told (redis-server, postgres, our
 * `serve`, which refuse port 0): on a port free a moment ago, and on another one when another
 * process took it in between (`start` rejects with PortTakenError). A port guessed and lost is
 * then a retry, not a failed test; past `attempts`, the last loss is the failure.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= attempts) throw error;
    }
  }
}
