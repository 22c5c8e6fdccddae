import type http from 'node:http';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from '../../webhooks/retry-schedule.ts';
import { ledgerItem, manualClock, startReceiver, startWebhookApi, type ReceivedRequest, type Receiver, type WebhookApi } from './webhook-harness.ts';
import { verifyWithBoth } from './verify-with-both.ts';

const stripe = new Stripe('sk_test_not_used_for_verification');
const HOUR = 3_600_000;

let api: WebhookApi;
let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
  api = await startWebhookApi();
  // The first snapshot a new state sees is its starting point; deliveries start with the next.
  await api.snapshots.publish([ledgerItem('ancienne', '1234567001')]);
  await api.settle();
});
afterEach(async () => {
  await api.close();
  await receiver.close();
});

async function subscribe(ridets: string[], key = api.keys.equipe!, url = receiver.url): Promise<{ id: string; secret: string | null }> {
  const res = await api.call('POST', '/v1/webhooks', { key, body: { url, ridets } });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.id as string, secret: res.json.secret as string | null };
}

const answer = (status: number, headers: Record<string, string> = {}) => (_req: ReceivedRequest, res: http.ServerResponse) => {
  res.writeHead(status, headers);
  res.end();
};


describe('signed deliveries', () => {
  it('carry the contract’s payload and headers, verified by Stripe’s and Standard Webhooks’ libraries', async () => {
    const { secret } = await subscribe(['1234567001']);
    await api.snapshots.publish([ledgerItem('nouvelle', '1234567001', { source_url: 'https://jonc.nc/x', raw_sha256: 'e'.repeat(64) }), ledgerItem('autre', '9999999001')]);
    await api.settle();
    expect(receiver.requests).toHaveLength(1);
    const [delivery] = receiver.requests;
    expect(delivery!.method).toBe('POST');
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['x-service-event']).toBe('annonce.created');
    expect(delivery!.headers['x-service-delivery']).toMatch(/^dlv_/);
    expect(delivery!.headers['webhook-id']).toBe(delivery!.headers['x-service-delivery']);
    expect(JSON.parse(delivery!.body)).toEqual({
      // The change feed's id of this creation (test/api/changes.test.ts compares the two).
      event: 'annonce.created', event_id: expect.stringMatching(/^evt_[A-Za-z0-9_-]{26}$/), id: 'nouvelle', ridet: '1234567001', denomination: 'SOCIÉTÉ 1234567001', type: 'capital',
      titre: 'AUGMENTATION DE CAPITAL nouvelle', resume: 'Résumé de nouvelle.', date: '2026-11-20', source: 'JONC',
      fiche_url: 'https://annonces.test/entreprise.html?ridet=1234567001',
    });
    expect(verifyWithBoth(delivery!, secret!)).toMatchObject({ event: 'annonce.created', id: 'nouvelle' });
  });

  it('fail verification when the body is tampered with or the timestamp is old', async () => {
    const { secret } = await subscribe(['1234567001']);
    // Signed ten minutes ago: beyond both libraries' five-minute tolerance.
    api.clock.set(Date.now() - 10 * 60_000);
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();
    const [old] = receiver.requests;
    expect(() => stripe.webhooks.constructEvent(old!.body, String(old!.headers['x-service-signature']), secret!)).toThrow(/Timestamp outside the tolerance zone/);
    expect(() => verifyWithBoth(old!, secret!)).toThrow();

    api.clock.set(Date.now());
    await api.snapshots.publish([ledgerItem('a2', '1234567001')]);
    await api.settle();
    const fresh = receiver.requests[1]!;
    expect(() => verifyWithBoth(fresh, secret!)).not.toThrow();
    const tampered = { ...fresh, body: fresh.body.replace('a2', 'a3') };
    expect(() => stripe.webhooks.constructEvent(tampered.body, String(tampered.headers['x-service-signature']), secret!)).toThrow(/No signatures found matching/);
    expect(() => new Webhook(secret!).verify(tampered.body, tampered.headers as Record<string, string>)).toThrow(/No matching signature/);
    expect(() => verifyWithBoth(fresh, 'whsec_' + Buffer.alloc(32, 7).toString('base64'))).toThrow();
  });

  it('are not signed on the pro plan', async () => {
    await subscribe(['1234567001'], api.keys.pro);
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();
    expect(receiver.requests[0]!.headers['x-service-event']).toBe('annonce.created');
    expect(receiver.requests[0]!.headers).not.toHaveProperty('x-service-signature');
    expect(receiver.requests[0]!.headers).not.toHaveProperty('webhook-signature');
  });

  it('are signed by the old and the new secret during a rotation, then by the new one only', async () => {
    const { id, secret: before } = await subscribe(['1234567001']);
    const rotated = await api.call('POST', `/v1/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const after = rotated.json.secret as string;
    expect(after).not.toBe(before);
    expect(rotated.json.secret_precedent_expire_le).toBe(new Date(api.clock.now() + 24 * HOUR).toISOString());
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();
    const during = receiver.requests[0]!;
    expect(String(during.headers['x-service-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verifyWithBoth(during, before!);
    verifyWithBoth(during, after);

    // Past the overlap; the timestamps stay close to real time so both libraries judge the signature alone.
    api.clock.advance(25 * HOUR);
    const signed = await api.call('POST', `/v1/webhooks/${id}/test`);
    expect(signed.json.resultat.succes).toBe(true);
    const later = receiver.requests[1]!;
    expect(String(later.headers['x-service-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const tolerance = 30 * HOUR / 1000;
    expect(() => stripe.webhooks.constructEvent(later.body, String(later.headers['x-service-signature']), after, tolerance)).not.toThrow();
    expect(() => stripe.webhooks.constructEvent(later.body, String(later.headers['x-service-signature']), before!, tolerance)).toThrow(/No signatures found/);
    expect((await api.call('GET', `/v1/webhooks/${id}`)).json.secret_precedent_expire_le).toBeNull();
  });
});

describe('retries', () => {
  it('a receiver down for the first three attempts then up receives exactly one successful delivery per announcement', async () => {
    const { id } = await subscribe(['1234567001', '7654321002']);
    let up = false;
    receiver.respond = (_req, res) => answer(up ? 200 : 503)(_req, res);
    await api.snapshots.publish([ledgerItem('a1', '1234567001'), ledgerItem('a2', '7654321002'), ledgerItem('a3', '1234567001')]);
    await api.settle();
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      const log = await api.call('GET', `/v1/webhooks/${id}/deliveries`);
      const next = Math.max(...(log.json.data as Array<{ prochaine_tentative_le: string }>).map((d) => Date.parse(d.prochaine_tentative_le)));
      // Nothing is attempted before its time...
      api.clock.set(next - 1_000);
      const before = receiver.requests.length;
      await api.settle();
      expect(receiver.requests.length).toBe(before);
      api.clock.set(next);
      if (attempt === 4) up = true;
      await api.settle();
      expect(receiver.requests.length).toBe(before + 3);
    }
    const ok = receiver.requests.filter((r, i) => i >= 9);
    expect(ok.map((r) => JSON.parse(r.body).id).sort()).toEqual(['a1', 'a2', 'a3']);
    const byDelivery = new Map<string, number>();
    for (const r of receiver.requests) byDelivery.set(String(r.headers['x-service-delivery']), (byDelivery.get(String(r.headers['x-service-delivery'])) ?? 0) + 1);
    expect([...byDelivery.values()]).toEqual([4, 4, 4]);
    const log = await api.call('GET', `/v1/webhooks/${id}/deliveries?statut=livree`);
    expect(log.json.data).toHaveLength(3);
    for (const d of log.json.data as Array<{ tentatives: number; historique: Array<{ statut_http: number; succes: boolean }> }>) {
      expect(d.tentatives).toBe(4);
      expect(d.historique.map((a) => [a.statut_http, a.succes])).toEqual([[503, false], [503, false], [503, false], [200, true]]);
    }
    expect(api.clock.now()).toBeGreaterThan(Date.now() + (60_000 + 300_000 + 900_000) * 0.8 - 5_000);
    await api.settle();
    expect(receiver.requests).toHaveLength(12);
    expect(await api.runtime.status()).toMatchObject({ queueDepth: 0, delivered: 3, failed: 9, deadLettered: 0 });
  });

  it('follows the schedule (1 min, 5 min, 15 min, 1 h, 6 h, 12 h, 24 h), then dead-letters; a redelivery starts again', async () => {
    const { id } = await subscribe(['1234567001']);
    receiver.respond = answer(500);
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();
    const start = api.clock.now();
    let last = start;
    for (const delay of RETRY_DELAYS_MS) {
      const [d] = (await api.call('GET', `/v1/webhooks/${id}/deliveries`)).json.data as Array<{ prochaine_tentative_le: string; statut: string }>;
      expect(d!.statut).toBe('en_attente');
      // random() is 0.5 in these tests: the jitter's middle, exactly the schedule.
      expect(Date.parse(d!.prochaine_tentative_le) - last).toBe(delay);
      last = Date.parse(d!.prochaine_tentative_le);
      api.clock.set(last);
      await api.settle();
    }
    expect(receiver.requests).toHaveLength(8);
    const dead = (await api.call('GET', `/v1/webhooks/${id}/deliveries?statut=abandonnee`)).json.data as Array<{ id: string; tentatives: number; prochaine_tentative_le: null }>;
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ tentatives: 8, prochaine_tentative_le: null });
    expect((await api.runtime.status()).deadLettered).toBe(1);

    receiver.respond = answer(200);
    const redelivered = await api.call('POST', `/v1/webhooks/${id}/deliveries/${dead[0]!.id}/redeliver`);
    expect(redelivered.status).toBe(202);
    expect(redelivered.json).toMatchObject({ id: dead[0]!.id, statut: 'en_attente' });
    await api.settle();
    expect(receiver.requests).toHaveLength(9);
    expect(receiver.requests[8]!.headers['x-service-delivery']).toBe(dead[0]!.id);
    expect((await api.call('GET', `/v1/webhooks/${id}/deliveries`)).json.data[0]).toMatchObject({ statut: 'livree', tentatives: 9 });
  });

  it('honours Retry-After, does not follow redirects, and gives up on a slow receiver after the timeout', async () => {
    const { id } = await subscribe(['1234567001']);
    receiver.respond = answer(429, { 'retry-after': '7200' });
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();
    let [d] = (await api.call('GET', `/v1/webhooks/${id}/deliveries`)).json.data as Array<{ prochaine_tentative_le: string; derniere_erreur: string }>;
    expect(Date.parse(d!.prochaine_tentative_le) - api.clock.now()).toBe(7200_000);

    receiver.respond = answer(302, { location: 'http://127.0.0.1:1/elsewhere' });
    api.clock.advance(7200_000);
    await api.settle();
    [d] = (await api.call('GET', `/v1/webhooks/${id}/deliveries`)).json.data;
    expect(d!.derniere_erreur).toBe('HTTP 302 : redirection non suivie (Location: http://127.0.0.1:1/elsewhere)');
    expect(receiver.requests.map((r) => r.url)).toEqual(['/hooks', '/hooks']);

    receiver.respond = () => undefined; // never answers
    api.clock.advance(HOUR);
    await api.settle();
    [d] = (await api.call('GET', `/v1/webhooks/${id}/deliveries`)).json.data;
    expect(d!.derniere_erreur).toBe('pas de réponse complète en 2 s');
  });

  it('disables a subscription on 410 Gone, and one failing for days, saying why', async () => {
    const gone = await subscribe(['1234567001']);
    const goneReceiver = await startReceiver();
    goneReceiver.respond = answer(410);
    const failing = await subscribe(['1234567001'], api.keys.equipe, goneReceiver.url.replace('/hooks', '/other'));
    await api.call('PATCH', `/v1/webhooks/${gone.id}`, { body: { url: goneReceiver.url } });
    receiver.respond = answer(500);
    await api.call('PATCH', `/v1/webhooks/${failing.id}`, { body: { url: receiver.url } });
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();
    const disabled = await api.call('GET', `/v1/webhooks/${gone.id}`);
    expect(disabled.json).toMatchObject({ statut: 'desactive', desactivation: { motif: expect.stringContaining('410 Gone') } });

    // Three days of failures: a new announcement every day, all failing.
    for (let day = 1; day <= 3; day += 1) {
      api.clock.advance(24 * HOUR + 1);
      await api.snapshots.publish([ledgerItem(`jour${day}`, '1234567001')]);
      await api.settle();
    }
    const tired = await api.call('GET', `/v1/webhooks/${failing.id}`);
    expect(tired.json).toMatchObject({ statut: 'desactive', desactivation: { motif: expect.stringContaining('Aucune livraison réussie depuis plus de 72 h') } });
    expect(tired.json.en_echec_depuis).not.toBeNull();
    const attempted = receiver.requests.length;
    api.clock.advance(2 * 24 * HOUR);
    await api.settle();
    expect(receiver.requests.length).toBe(attempted);

    // Re-enabled: the deliveries held meanwhile resume.
    receiver.respond = answer(200);
    await api.call('PATCH', `/v1/webhooks/${failing.id}`, { body: { statut: 'actif' } });
    api.clock.advance(2 * 24 * HOUR);
    await api.settle();
    expect(receiver.requests.length).toBeGreaterThan(attempted);
    expect((await api.call('GET', `/v1/webhooks/${failing.id}`)).json).toMatchObject({ statut: 'actif', en_echec_depuis: null });
    await goneReceiver.close();
  });

  it('a slow receiver never delays the others', async () => {
    const slow = await startReceiver();
    const held: http.ServerResponse[] = [];
    slow.respond = (_req, res) => held.push(res);
    await subscribe(['1234567001'], api.keys.equipe, slow.url);
    await subscribe(['1234567001'], api.keys.equipe, receiver.url);
    await api.snapshots.publish(Array.from({ length: 20 }, (_, i) => ledgerItem(`a${i}`, '1234567001')));
    await api.runtime.emitter.run();
    api.runtime.worker.nudge();
    // The fast receiver gets all twenty while the slow one holds its first four (its concurrency).
    await expect.poll(() => receiver.requests.length, { timeout: 10_000 }).toBe(20);
    expect(slow.requests.length).toBe(4);
    expect(held).toHaveLength(4);
    for (const res of held) res.end();
    await slow.close();
  });
});

describe('DNS rebinding', () => {
  it('refuses to connect when an accepted name now resolves to a loopback address', async () => {
    let target = '93.184.216.34';
    const strict = await startWebhookApi({
      clock: manualClock(),
      settings: { allowHttp: true, allowPrivateNetworks: false },
      resolveAll: async () => [{ address: target, family: 4 }],
    });
    try {
      await strict.snapshots.publish([ledgerItem('x', '1234567001')]);
      await strict.settle();
      const res = await strict.call('POST', '/v1/webhooks', { body: { url: `http://rebind.example:${receiver.port}/hooks`, ridets: ['1234567001'] } });
      expect(res.status).toBe(201);
      target = '127.0.0.1';
      await strict.snapshots.publish([ledgerItem('a1', '1234567001')]);
      await strict.settle();
      expect(receiver.requests).toHaveLength(0);
      const [d] = (await strict.call('GET', `/v1/webhooks/${res.json.id}/deliveries`)).json.data as Array<{ derniere_erreur: string; statut: string }>;
      expect(d).toMatchObject({ statut: 'en_attente' });
      expect(d!.derniere_erreur).toContain('(adresse de bouclage) : connexion refusée');
      // The log is shown to the subscription's owner: what a name resolves to is not theirs to see.
      expect(d!.derniere_erreur).not.toContain('127.0.0.1');
    } finally {
      await strict.close();
    }
  });
});
