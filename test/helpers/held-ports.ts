import net from 'node:net';

export interface HeldPorts {
  /** The first of the ports; the others follow it. */
  base: number;
  /** Lets go of `base + offset`, for the code under test (in this process) to listen on it next. */
  release(offset: number): Promise<void>;
  /** Lets go of every port still held. */
  releaseAll(): Promise<void>;
}

function listen(port: number): Promise<net.Server | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * `count` consecutive ports of 127.0.0.1 (the demo's PORT, PORT+1, PORT+2), held by listening
 * on them until released: a range is taken, not probed and let go, so no other test can be
 * handed the same one. The first comes from the kernel (port 0); when a following one is taken,
 * another first port is drawn.
 */
export async function holdConsecutivePorts(count: number, attempts = 50): Promise<HeldPorts> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const first = await listen(0);
    if (first === null) continue;
    const base = (first.address() as net.AddressInfo).port;
    const servers: Array<net.Server | null> = [first];
    for (let offset = 1; offset < count && base + offset <= 65535; offset += 1) {
      const next = await listen(base + offset);
      if (next === null) break;
      servers.push(next);
    }
    if (servers.length === count) {
      return {
        base,
        async release(offset) {
          const server = servers[offset];
          servers[offset] = null;
          if (server) await close(server);
        },
        async releaseAll() {
          await Promise.all(servers.splice(0).map((server) => (server ? close(server) : Promise.resolve())));
        },
      };
    }
    await Promise.all(servers.map((server) => (server ? close(server) : Promise.resolve())));
  }
  throw new Error(`no ${count} consecutive free ports on 127.0.0.1 after ${attempts} attempts`);
}
