import fs from 'node:fs';
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
 * The lowest port the kernel hands out by itself (to `listen(0)` and to outgoing connections): a
 * port below it is never given to another process unasked. Linux says where its range starts; the
 * default elsewhere.
 */
function ephemeralLow(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : 32768;
  } catch {
    return 32768;
  }
}

/** Where the ports are drawn from: above the usual services' ports, below the kernel's own range. */
const DRAWN_FROM = 20000;

/**
 * `count` consecutive ports of 127.0.0.1 (the demo's PORT, PORT+1, PORT+2), held by listening
 * on them until released: a range is taken, not probed and let go, so no other test can be
 * handed the same one. The ports are drawn at random below the kernel's ephemeral range: a port a
 * test lets go of for a program it starts (a demo that stops and starts again on the same ports)
 * is then never handed to another test's `listen(0)` nor to an outgoing connection meanwhile,
 * which took a restarted demo's port once (test/cli/readme-webhooks.test.ts). Where the kernel's
 * range leaves no room below it, the first port comes from the kernel (port 0).
 */
export async function holdConsecutivePorts(count: number, attempts = 50): Promise<HeldPorts> {
  const ceiling = ephemeralLow() - count;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const drawn = ceiling > DRAWN_FROM ? DRAWN_FROM + Math.floor(Math.random() * (ceiling - DRAWN_FROM)) : 0;
    const first = await listen(drawn);
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
