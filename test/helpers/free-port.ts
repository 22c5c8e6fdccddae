import net from 'node:net';

/**
 * A TCP port free on 127.0.0.1 right now, for a program that binds it itself a moment later and
 * can take neither port 0 nor a handed socket (the verification examples of docs/webhooks.md,
 * which read PORT). Our own servers never need it: in process they listen on PORT=0 and report
 * the port they got (StartedApi.url); as a child, `npm run serve` is handed a listening socket
 * (listening-socket.ts). Another process may take the port in between: see startOnFreePort.
 */
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
 * Starts a third-party program that binds the port it is told (redis-server, postgres): on a
 * port free a moment ago, and on another one when another process took it in between (`start`
 * rejects with PortTakenError). A port guessed and lost is then a retry, not a failed test;
 * past `attempts`, the last loss is the failure. They cannot do without the guess: port 0 means
 * "no TCP at all" to redis-server and is refused by postgres, and neither listens on a socket
 * handed over by its parent (no socket activation), so the port must be named before they start.
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
