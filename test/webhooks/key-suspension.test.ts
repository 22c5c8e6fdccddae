import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { changeKeyPlan, revokeKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS, defaultPlans, type PlansConfig } from '../../api/access/plans.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import { startWebhooks } from '../../webhooks/start-webhooks.ts';
import { WEBHOOK_PLAN_FIELDS } from '../../webhooks/webhook-plan-fields.ts';
import { LOCAL_WEBHOOK_SETTINGS, ledgerItem, startReceiver, startWebhookApi, type ReceivedRequest, type Receiver, type WebhookApi } from './webhook-harness.ts';
import { verifyWithBoth } from './verify-with-both.ts';

const MINUTE = 60_000;

let api: WebhookApi;
let receiver: Receiver;
afterEach(async () => {
  await api.close();
  await receiver.close();
});

async function start(options: Parameters<typeof startWebhookApi>[0] = {}): Promise<void> {
  receiver = await startReceiver();
  api = await startWebhookApi(options);
  // The first snapshot a new state sees is its starting point; deliveries start with the next.
  await api.snapshots.publish([ledgerItem('ancienne', '1234567001')]);
  await api.settle();
}

async function subscribe(key = api.keys.equipe!): Promise<{ id: string; secret: string }> {
  const res = await api.call('POST', '/v1/webhooks', { key, body: { url: receiver.url, ridets: ['1234567001'] } });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.id as string, secret: res.json.secret as string };
}

/** What `npm run keys` does, then the server's reload of the keys file (the timer's), then the subscriptions following it. */
async function applyKeys(change: () => Promise<unknown>): Promise<void> {
  await change();
  api.access.keys.refresh();
  await api.runtime.suspensions.sync();
}

const failing = (_req: ReceivedRequest, res: http.ServerResponse) => {
  res.writeHead(500);
  res.end();
};

const idsDelivered = () => receiver.requests.map((r) => (JSON.parse(r.body) as { id: string }).id);

describe('a revoked key’s subscriptions', () => {
  it('are not sent a delivery already claimed and queued when the revocation takes effect', async () => {
    await start({ settings: { concurrencyPerHost: 1 } });
    const { id, secret } = await subscribe();
    await api.snapshots.publish([ledgerItem('a1', '1234567001'), ledgerItem('a2', '1234567001')]);
    await api.runtime.emitter.run();

    // The receiver holds the first delivery; the second waits behind it in the host's queue, claimed.
    let arrived!: () => void;
    const first = new Promise<void>((resolve) => (arrived = resolve));
    let answer!: () => void;
    receiver.respond = (_req, res) => {
      answer = () => res.writeHead(204).end();
      arrived();
    };
    const delivering = api.runtime.worker.runDue();
    await first;
    expect((await api.runtime.status()).inFlight).toBe(2);

    await revokeKey(api.keysFile, api.keyIds.equipe!);
    api.access.keys.refresh();
    answer();
    await delivering;

    // Which of the two went first is the queue's business; the other was never sent.
    expect(receiver.requests).toHaveLength(1);
    verifyWithBoth(receiver.requests[0]!, secret);
    const sent = idsDelivered()[0];
    const held = (await api.state.listDeliveries(id, { limit: 10, after: null, status: 'pending' })).items;
    expect(held.map((d) => [d.annonceId, d.attempts])).toEqual([[sent === 'a1' ? 'a2' : 'a1', 0]]);
    expect((await api.state.getSubscription(id))!.suspension).not.toBeNull();
  });

  it('get no retry nor new delivery after the revocation, and are suspended with the reason (not deleted)', async () => {
    await start();
    const { id } = await subscribe();
    receiver.respond = failing;
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();
    expect(receiver.requests).toHaveLength(1);

    await applyKeys(() => revokeKey(api.keysFile, api.keyIds.equipe!, () => new Date('2026-11-21T03:00:00Z')));
    receiver.respond = (_req, res) => res.writeHead(204).end();
    // The retry falls due a minute after the failure, well inside these two minutes.
    api.clock.advance(2 * MINUTE);
    await api.snapshots.publish([ledgerItem('a2', '1234567001')]);
    await api.settle();
    api.clock.advance(2 * 24 * 60 * MINUTE);
    await api.settle();

    expect(receiver.requests).toHaveLength(1);
    const suspended = await api.state.getSubscription(id);
    expect(suspended).toMatchObject({
      status: 'actif',
      suspension: { reason: 'La clé d’API de cet abonnement a été révoquée le 2026-11-21T03:00:00.000Z : aucune livraison n’est plus tentée.', skipped: 1 },
    });
    const deliveries = (await api.state.listDeliveries(id, { limit: 10, after: null, status: null })).items;
    expect(deliveries.map((d) => [d.annonceId, d.status, d.attempts])).toEqual([['a1', 'pending', 1]]);
    expect((await api.runtime.status()).queueDepth).toBe(0);
    const refused = await api.call('GET', `/v1/webhooks/${id}`);
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe('invalid_api_key');
  });

  it('leave the other keys’ subscriptions delivering', async () => {
    await start();
    const { secret } = await subscribe(api.keys.equipe2);
    await subscribe();
    await applyKeys(() => revokeKey(api.keysFile, api.keyIds.equipe!));
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();
    expect(receiver.requests).toHaveLength(1);
    verifyWithBoth(receiver.requests[0]!, secret);
  });
});

describe('a key moved to a plan without webhooks', () => {
  it('has its subscriptions suspended, then resumed with their held deliveries on a plan with webhooks again', async () => {
    await start();
    const { id, secret } = await subscribe();
    receiver.respond = failing;
    await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.settle();

    await applyKeys(() => changeKeyPlan({ keysFile: api.keysFile, plans: DEFAULT_PLANS, id: api.keyIds.equipe!, plan: 'veille' }));
    receiver.respond = (_req, res) => res.writeHead(204).end();
    api.clock.advance(2 * MINUTE);
    await api.snapshots.publish([ledgerItem('pendant', '1234567001')]);
    await api.settle();
    expect(receiver.requests).toHaveLength(1);
    expect((await api.state.getSubscription(id))!.suspension).toMatchObject({
      reason: 'L’offre veille de la clé d’API n’inclut pas les webhooks : aucune livraison tant que la clé n’est pas passée à une offre qui les inclut.',
      skipped: 1,
    });
    expect((await api.call('GET', `/v1/webhooks/${id}`)).json.code).toBe('plan_forbidden');

    await applyKeys(() => changeKeyPlan({ keysFile: api.keysFile, plans: DEFAULT_PLANS, id: api.keyIds.equipe!, plan: 'equipe' }));
    await api.settle();
    // The delivery held since before the downgrade goes; the announcement of the suspension does not.
    expect(idsDelivered()).toEqual(['a1', 'a1']);
    verifyWithBoth(receiver.requests[1]!, secret);
    const resumed = await api.call('GET', `/v1/webhooks/${id}`);
    expect(resumed.json).toMatchObject({ statut: 'actif', suspension: null });
  });

  it('shows `statut: "suspendu"` and why to its owner when the plan still lets it read its subscriptions', async () => {
    const served = defaultPlans(WEBHOOK_PLAN_FIELDS);
    const plans: PlansConfig = {
      ...served,
      plans: { ...served.plans, gel: { requestsPerDay: 1_000, webhooks: 0, signedWebhooks: false, routes: ['*'] } },
    };
    await start({ plans });
    const { id } = await subscribe();
    api.clock.set(Date.parse('2026-11-21T04:00:00Z'));
    await applyKeys(() => changeKeyPlan({ keysFile: api.keysFile, plans, id: api.keyIds.equipe!, plan: 'gel' }));
    await api.snapshots.publish([ledgerItem('a1', '1234567001'), ledgerItem('a2', '1234567001')]);
    await api.settle();

    const shown = await api.call('GET', `/v1/webhooks/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({
      statut: 'suspendu',
      desactivation: null,
      suspension: {
        le: '2026-11-21T04:00:00.000Z',
        motif: 'L’offre gel de la clé d’API n’inclut pas les webhooks : aucune livraison tant que la clé n’est pas passée à une offre qui les inclut.',
        evenements_non_livres: 2,
      },
    });
    const test = await api.call('POST', `/v1/webhooks/${id}/test`);
    expect(test.status).toBe(403);
    expect(test.json.code).toBe('plan_forbidden');
    expect(receiver.requests).toHaveLength(0);
  });
});

describe('at start', () => {
  it('suspends the subscriptions of a key revoked while the webhooks were not running', async () => {
    await start();
    const { id } = await subscribe();
    // This process stops following the keys, as if stopped; the key is revoked meanwhile.
    await api.runtime.suspensions.stop();
    await revokeKey(api.keysFile, api.keyIds.equipe!);
    api.access.keys.refresh();
    expect((await api.state.getSubscription(id))!.suspension).toBeNull();

    const restarted = await startWebhooks({
      settings: LOCAL_WEBHOOK_SETTINGS, snapshots: new MemoryStore(), clock: api.clock, emitterPollMs: 0, workerPollMs: 0, state: api.state, keys: api.access.keys,
    });
    try {
      expect((await api.state.getSubscription(id))!.suspension?.reason).toMatch(/^La clé d’API de cet abonnement a été révoquée le /);
    } finally {
      await restarted.close();
    }
  });
});
