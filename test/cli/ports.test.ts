import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCliConfig } from '../../cli/cli-config.ts';
import { browsingSampleSitesPort, checkPortsFree, demoPorts, pipelineSampleSitesPort } from '../../cli/ports.ts';

const config = (env: Record<string, string>) => loadCliConfig({ DATA_DIR: '/nonexistent-never-used', ...env });
const ports = (env: Record<string, string>) => {
  const planned = demoPorts(config(env));
  return [planned.api.port, planned.receiver.port, planned.sampleSites.port];
};

// The demo's ports follow PORT, the same from one start to the next, so the
// links (source_url) and the subscription a demo recorded keep answering after a restart.
describe('the demo’s ports', () => {
  it('are PORT, PORT+1 (receiver) and PORT+2 (sample sites) by default, whatever the start', () => {
    expect(ports({})).toEqual([8080, 8081, 8082]);
    expect(ports({ PORT: '9000' })).toEqual([9000, 9001, 9002]);
    expect(ports({ PORT: '9000' })).toEqual(ports({ PORT: '9000' }));
  });

  it('follow DEMO_WEBHOOK_PORT and SAMPLE_SITES_PORT when set (0: a free port for the sample sites)', () => {
    expect(ports({ DEMO_WEBHOOK_PORT: '7001', SAMPLE_SITES_PORT: '7002' })).toEqual([8080, 7001, 7002]);
    expect(ports({ SAMPLE_SITES_PORT: '0' })).toEqual([8080, 8081, 0]);
  });

  it('are refused when they collide or pass 65535, naming the settings', () => {
    expect(() => ports({ DEMO_WEBHOOK_PORT: '8080' })).toThrow('PORT et DEMO_WEBHOOK_PORT désignent le même port 8080');
    expect(() => ports({ PORT: '65535' })).toThrow('DEMO_WEBHOOK_PORT : PORT+1 = 65536 dépasse 65535');
    expect(ports({ PORT: '65535', DEMO_WEBHOOK_PORT: '7001', SAMPLE_SITES_PORT: '7002' })).toEqual([65535, 7001, 7002]);
  });

  it('are where npm run sample-sites serves, while a pipeline run takes a free port beside the demo', () => {
    expect(browsingSampleSitesPort(config({ PORT: '9000' })).port).toBe(9002);
    expect(pipelineSampleSitesPort(config({ PORT: '9000' })).port).toBe(0);
    expect(pipelineSampleSitesPort(config({ SAMPLE_SITES_PORT: '7002' })).port).toBe(7002);
  });

  // PORT=0 (any free port) is for `npm run serve`: nothing can be derived from it.
  it('are refused with PORT=0, which names no port to derive from; the sample sites take it when given their own', () => {
    expect(() => ports({ PORT: '0', DEMO_WEBHOOK_PORT: '7001', SAMPLE_SITES_PORT: '7002' })).toThrow('PORT : la démo a besoin d’un port fixe');
    expect(() => browsingSampleSitesPort(config({ PORT: '0' }))).toThrow('SAMPLE_SITES_PORT : vide, il vaut PORT+2, mais PORT=0 (un port libre) n’a pas de suivant ; donnez SAMPLE_SITES_PORT.');
    expect(browsingSampleSitesPort(config({ PORT: '0', SAMPLE_SITES_PORT: '7002' })).port).toBe(7002);
    expect(pipelineSampleSitesPort(config({ PORT: '0' })).port).toBe(0);
  });
});

const occupants: net.Server[] = [];
afterEach(async () => {
  for (const server of occupants.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Listens on `port` (0: any free one) until the test ends; resolves to the port, or null when it was taken. */
async function occupy(port: number): Promise<number | null> {
  const server = net.createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(true));
  });
  if (!bound) return null;
  occupants.push(server);
  return (server.address() as net.AddressInfo).port;
}

describe('a busy port’s message', () => {
  it('suggests a port it found free just now, skipping one that is taken, and for PORT the two after it too', async () => {
    let base: number | null = null;
    // A base whose +10 can be taken by this test (another program may hold any port).
    for (let tries = 0; base === null && tries < 20; tries += 1) {
      const candidate = await occupy(0);
      if (candidate !== null && candidate + 40 < 65535 && (await occupy(candidate + 10)) !== null) base = candidate;
    }
    if (base === null) return expect.fail('no free pair of ports found on 127.0.0.1');
    const error = await checkPortsFree([{ setting: 'PORT', port: base, host: '127.0.0.1', derivedFrom: null }]).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(new RegExp(`^PORT : le port ${base} est déjà utilisé sur 127\\.0\\.0\\.1 .* par exemple PORT=(\\d+) \\(libre à l’instant\\)\\.$`));
    const suggested = Number(/PORT=(\d+)/.exec(error!.message)![1]);
    expect(suggested).not.toBe(base + 10);
    expect((suggested - base) % 10).toBe(0);
    // Free indeed, with the demo's two ports after it.
    for (const port of [suggested, suggested + 1, suggested + 2]) expect(await occupy(port), String(port)).toBe(port);
  });
});
