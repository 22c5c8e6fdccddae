import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../api/helpers/http-request.ts';
import { startSignalementServer, type SignalementServer } from './signalement-server.ts';

// The per-client limit's table is bounded by REPORTS_RATE_LIMIT_CLIENTS: with a bound of 2, a
// third client pushes the first out of memory, and the first gets a fresh budget inside its hour
// (with the default bound it would still be refused). Behind a trusted proxy, so that
// X-Forwarded-For gives each request its address; each from its own network, so that the
// network's daily share is not what refuses.
let server: SignalementServer;
const now = Date.UTC(2026, 0, 14, 23, 0, 0);

beforeAll(async () => {
  server = await startSignalementServer({
    now: () => now,
    env: { TRUST_PROXY: 'true', REPORTS_RATE_LIMIT_CLIENTS: '2' },
    limits: { perClientPerHour: 1, maxOpen: 100, networkDailyShare: 1 },
  });
});
afterAll(async () => {
  await server?.close();
});

const report = (address: string) =>
  request(server.url, '/v1/signalements', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ ridet: server.known.ridet, champ: 'autre', commentaire: `Signalement depuis ${address}.` }),
  }).then((r) => r.status);

describe('REPORTS_RATE_LIMIT_CLIENTS', () => {
  it('bounds the clients the per-client limit remembers: past it the least recently seen is forgotten', async () => {
    expect(await report('10.1.0.1')).toBe(201);
    expect(await report('10.1.0.1')).toBe(429);
    expect(await report('10.2.0.1')).toBe(201);
    // Two clients remembered: the bound holds them both.
    expect(await report('10.2.0.1')).toBe(429);
    expect(await report('10.1.0.1')).toBe(429);
    // A third pushes out the least recently seen (10.2.0.1), which starts afresh.
    expect(await report('10.3.0.1')).toBe(201);
    expect(await report('10.2.0.1')).toBe(201);
  });
});
