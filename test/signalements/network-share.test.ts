import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type RawResponse } from '../api/helpers/http-request.ts';
import { expectOpenApiValid } from '../api/helpers/openapi-validator.ts';
import { startSignalementServer, type SignalementServer } from './signalement-server.ts';

// Many addresses filling the cap of open reports (issue: 10 reports from each of 1,000 addresses
// filled 10,000 in 72 s, then everyone got 503), scaled down: behind a trusted proxy, so that
// X-Forwarded-For gives each request its address; the reports' clock injected.
const MAX_OPEN = 200;
const SHARE = 0.02;
const PER_NETWORK = MAX_OPEN * SHARE;
/** 10:00 in Nouméa (UTC+11): the day ends 14 hours later. */
let now = Date.UTC(2026, 0, 14, 23, 0, 0);

let server: SignalementServer;

beforeAll(async () => {
  server = await startSignalementServer({ now: () => now, env: { TRUST_PROXY: 'true' }, limits: { perClientPerHour: 10, maxOpen: MAX_OPEN, networkDailyShare: SHARE } });
});
afterAll(async () => {
  await server?.close();
});

async function report(address: string): Promise<RawResponse> {
  const res = await request(server.url, '/v1/signalements', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ ridet: server.known.ridet, champ: 'autre', commentaire: `Signalement depuis ${address}.` }),
  });
  expectOpenApiValid('POST', '/v1/signalements', res);
  return res;
}

/** Runs `tasks` with at most `width` at a time; the answers in order. */
async function concurrently<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

describe('each network’s share of the day', () => {
  it('lets 600 reports from 200 addresses of 20 networks, sent 50 at a time, store only their networks’ shares; a reader elsewhere is still heard', async () => {
    const addresses = Array.from({ length: 20 }, (_, n) => Array.from({ length: 10 }, (_, h) => `10.${n}.7.${h + 1}`)).flat();
    const answers = await concurrently(
      addresses.flatMap((address) => [1, 2, 3].map(() => () => report(address))),
      50,
    );
    const stored = answers.filter((r) => r.status === 201).length;
    const limited = answers.filter((r) => r.status === 429 && r.json.code === 'signalements_network_limited');
    expect(stored).toBe(20 * PER_NETWORK);
    expect(limited).toHaveLength(answers.length - stored);
    expect(answers.filter((r) => r.status === 503)).toEqual([]);
    // Until midnight in Nouméa, 14 hours away.
    expect(limited[0]!.headers['retry-after']).toBe(String(14 * 3600));
    expect(limited[0]!.json.detail).toMatch(/^Le réseau 10\.\d+\.7\.0\/24 a envoyé aujourd’hui les 4 signalements qu’un réseau peut envoyer par jour ; réessayez après minuit, heure de Nouméa/);
    expect((await store()).ouverts).toBe(stored);

    expect((await report('198.51.100.7')).status).toBe(201);
    const metrics = await request(server.url, '/metrics');
    expect(metrics.text).toContain(`annonces_signalements_refused_total{reason="network_share"} ${limited.length}`);
  });

  it('counts IPv6 addresses by /56, and gives every network its share again the next day', async () => {
    const same = ['2001:db8:0:1ff::1', '2001:db8:0:100::2', '2001:db8:0:1aa:5:6:7:8', '2001:db8:0:101::9'];
    for (const address of same) expect((await report(address)).status, address).toBe(201);
    expect((await report('2001:db8:0:1ff::77')).json.code).toBe('signalements_network_limited');
    expect((await report('2001:db8:0:200::1')).status).toBe(201);
    now += 14 * 3_600_000;
    expect((await report('2001:db8:0:1ff::1')).status).toBe(201);
    expect((await report('10.0.7.1')).status).toBe(201);
    const kept = (await server.store.listOpen()).map((s) => s.client_network);
    expect(kept).toContain('6:20010db8000001');
    expect(kept).toContain('4:0a0007');
  });
});

function store() {
  return server.store.counts();
}
