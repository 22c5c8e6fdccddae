import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmissionItem, FinishInput, Subscription, WebhookStore } from '../../webhooks/state/webhook-store.ts';

/**
 * The contract every webhook state driver passes (SQLite and PostgreSQL run this same suite).
 * `open` gives a new, empty store for each test.
 */
export function describeWebhookStore(name: string, open: () => Promise<WebhookStore>): void {
  describe(`webhook store contract: ${name}`, () => {
    let store: WebhookStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    const T0 = Date.parse('2026-11-21T02:00:00Z');
    let counter = 0;
    function subscription(overrides: Partial<Subscription> = {}): Subscription {
      counter += 1;
      return {
        id: `wh_test${String(counter).padStart(6, '0')}`, keyId: 'key-a', url: 'https://receiver.example/hook', host: 'receiver.example:443',
        description: null, ridets: ['1234567001'], events: ['annonce.created'], signed: true, secret: 'whsec_c2VjcmV0', previousSecret: null, previousSecretExpiresAt: null,
        status: 'actif', disabledReason: null, disabledAt: null, failingSince: null, lastSuccessAt: null, suspension: null, createdAt: T0, updatedAt: T0, ...overrides,
      };
    }
    const item = (ridet: string, id: string, dedupeKey = `annonce:${id}`): EmissionItem => ({
      ridet, annonceId: id, dedupeKey, payload: JSON.stringify({ event: 'annonce.created', id, ridet }),
    });
    const finishAttempt = async (input: FinishInput) => (await store.finishAttempts([input]))[0];
    const claim = (now: number, overrides: Partial<Parameters<WebhookStore['claimDue']>[0]> = {}) =>
      store.claimDue({ now, limit: 100, leaseUntil: now + 15_000, token: `token-${now}-${Math.random()}`, excludeHosts: [], ...overrides });

    it('creates, reads, lists, updates and deletes subscriptions', async () => {
      const a = subscription({ ridets: ['1000000001', '2000000001'], description: 'compta' });
      expect(await store.createSubscription(a, null)).toBe(true);
      expect(await store.getSubscription(a.id)).toEqual(a);
      expect(await store.getSubscription('wh_none')).toBeNull();
      const b = subscription({ createdAt: T0 + 1, updatedAt: T0 + 1 });
      await store.createSubscription(b, null);
      await store.createSubscription(subscription({ keyId: 'key-b' }), null);
      expect((await store.listSubscriptions('key-a', { limit: 10, after: null })).items.map((s) => s.id)).toEqual([a.id, b.id]);
      const first = await store.listSubscriptions('key-a', { limit: 1, after: null });
      expect(first).toMatchObject({ hasMore: true, items: [{ id: a.id }] });
      const second = await store.listSubscriptions('key-a', { limit: 1, after: { createdAt: a.createdAt, id: a.id } });
      expect(second).toMatchObject({ hasMore: false, items: [{ id: b.id }] });

      const updated = await store.updateSubscription(a.id, { ridets: ['3000000001'], description: null, status: 'desactive', disabledReason: 'pause' }, T0 + 5);
      expect(updated).toMatchObject({ ridets: ['3000000001'], description: null, status: 'desactive', disabledReason: 'pause', updatedAt: T0 + 5, url: a.url });
      expect(await store.updateSubscription('wh_none', { description: 'x' }, T0)).toBeNull();
      expect(await store.deleteSubscription(a.id)).toBe(true);
      expect(await store.deleteSubscription(a.id)).toBe(false);
      expect(await store.getSubscription(a.id)).toBeNull();
    });

    it('refuses a subscription beyond the per-key limit', async () => {
      for (let i = 0; i < 2; i += 1) expect(await store.createSubscription(subscription(), 2)).toBe(true);
      expect(await store.createSubscription(subscription(), 2)).toBe(false);
      expect(await store.createSubscription(subscription({ keyId: 'key-b' }), 2)).toBe(true);
      expect((await store.listSubscriptions('key-a', { limit: 10, after: null })).items).toHaveLength(2);
    });

    it('emits one delivery per watching active subscription and item, once per snapshot and per dedupe key', async () => {
      const watcher = subscription({ ridets: ['1234567001', '7654321002'] });
      const other = subscription({ ridets: ['7654321002'] });
      const paused = subscription({ ridets: ['1234567001'], status: 'desactive' });
      for (const s of [watcher, other, paused]) await store.createSubscription(s, null);
      expect(await store.hasProcessedAny()).toBe(false);

      const first = await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: [item('1234567001', 'a1'), item('7654321002', 'a2'), item('5555555001', 'a3')] });
      expect(first).toEqual({ emitted: true, deliveries: 3, skipped: 0 });
      expect(await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: [item('1234567001', 'a9')] })).toEqual({ emitted: false, deliveries: 0, skipped: 0 });
      // A re-publish after a rollback brings the same announcements back: nothing twice.
      const again = await store.emitSnapshot({ snapshotId: 'S2', event: 'annonce.created', now: T0 + 1, items: [item('1234567001', 'a1'), item('1234567001', 'a4')] });
      expect(again).toEqual({ emitted: true, deliveries: 1, skipped: 0 });
      // One legal event republished by another source: same dedupe key, delivered once.
      const republished = await store.emitSnapshot({
        snapshotId: 'S3', event: 'annonce.created', now: T0 + 2, items: [item('1234567001', 'b1', 'evenement:E1'), item('1234567001', 'b2', 'evenement:E1')],
      });
      expect(republished).toEqual({ emitted: true, deliveries: 1, skipped: 0 });

      expect(await store.processedAmong(['S1', 'S2', 'S3', 'S4'])).toEqual(new Set(['S1', 'S2', 'S3']));
      expect(await store.hasProcessedAny()).toBe(true);
      await store.markBaseline('S0', T0);
      expect(await store.processedAmong(['S0'])).toEqual(new Set(['S0']));

      const page = await store.listDeliveries(watcher.id, { limit: 10, after: null, status: null });
      expect(page.items.map((d) => d.annonceId).sort()).toEqual(['a1', 'a2', 'a4', 'b1']);
      expect(page.items.every((d) => d.status === 'pending' && d.attempts === 0 && d.attemptLog.length === 0)).toBe(true);
      expect((await store.listDeliveries(paused.id, { limit: 10, after: null, status: null })).items).toEqual([]);
      const delivery = page.items.find((d) => d.annonceId === 'a1')!;
      expect(delivery).toMatchObject({ event: 'annonce.created', ridet: '1234567001', snapshotId: 'S1', payload: item('1234567001', 'a1').payload, nextAttemptAt: T0 });
      expect(delivery.id).toMatch(/^dlv_/);
    });

    it('delivers each item’s event only to the subscriptions that asked for it, and keeps the events a subscription chose', async () => {
      const createdOnly = subscription();
      const both = subscription({ events: ['annonce.created', 'annonce.updated'] });
      const updatedOnly = subscription({ events: ['annonce.updated'] });
      for (const s of [createdOnly, both, updatedOnly]) await store.createSubscription(s, null);
      expect((await store.getSubscription(both.id))!.events).toEqual(['annonce.created', 'annonce.updated']);

      const updated: EmissionItem = { ...item('1234567001', 'u1', 'annonce:u1:corrections:x'), event: 'annonce.updated' };
      const result = await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: [item('1234567001', 'c1'), updated] });
      expect(result).toEqual({ emitted: true, deliveries: 4, skipped: 0 });
      const events = async (id: string) =>
        (await store.listDeliveries(id, { limit: 10, after: null, status: null })).items.map((d) => `${d.event} ${d.annonceId}`).sort();
      expect(await events(createdOnly.id)).toEqual(['annonce.created c1']);
      expect(await events(both.id)).toEqual(['annonce.created c1', 'annonce.updated u1']);
      expect(await events(updatedOnly.id)).toEqual(['annonce.updated u1']);

      expect((await store.updateSubscription(createdOnly.id, { events: ['annonce.updated', 'annonce.created'] }, T0 + 1))!.events).toEqual([
        'annonce.created', 'annonce.updated',
      ]);
    });

    it('claims each due delivery once, until its lease ends, and not for excluded hosts or disabled subscriptions', async () => {
      const s = subscription();
      const slow = subscription({ ridets: ['1234567001'], host: 'slow.example:443', url: 'https://slow.example/' });
      await store.createSubscription(s, null);
      await store.createSubscription(slow, null);
      await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: [item('1234567001', 'a1'), item('1234567001', 'a2')] });
      expect(await claim(T0 - 1)).toEqual([]);
      const claimed = await claim(T0, { excludeHosts: ['slow.example:443'] });
      expect(claimed.map((d) => d.annonceId).sort()).toEqual(['a1', 'a2']);
      expect(claimed[0]!.subscription).toEqual({ id: s.id, keyId: 'key-a', url: s.url, host: s.host, signed: true, secret: s.secret, previousSecret: null, previousSecretExpiresAt: null });
      expect((await claim(T0 + 1)).map((d) => d.subscriptionId)).toEqual([slow.id, slow.id]);
      expect(await claim(T0 + 2)).toEqual([]);
      // A worker that died holds nothing past its lease.
      expect(await claim(T0 + 15_001)).toHaveLength(4);

      await store.updateSubscription(slow.id, { status: 'desactive' }, T0);
      const later = T0 + 60_000;
      const reclaimed = await claim(later);
      expect(reclaimed.every((d) => d.subscriptionId === s.id)).toBe(true);
      await store.releaseClaims(reclaimed.map((d) => d.id), reclaimed[0]!.leaseToken);
      expect(await claim(later)).toHaveLength(2);
    });

    it('suspends and resumes a key’s subscriptions: nothing claimed nor written meanwhile, the skipped events counted, the owner’s status kept', async () => {
      const active = subscription();
      const paused = subscription({ status: 'desactive', disabledReason: 'pause' });
      const otherKey = subscription({ keyId: 'key-b' });
      for (const s of [active, paused, otherKey]) await store.createSubscription(s, null);
      await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: [item('1234567001', 'a1')] });
      expect(await store.suspensionsByKey()).toEqual(expect.arrayContaining([{ keyId: 'key-a', reason: null }, { keyId: 'key-b', reason: null }]));

      expect(await store.setKeySuspension('key-a', 'révoquée', T0 + 1)).toEqual({ changed: 2, skipped: 0 });
      expect(await store.setKeySuspension('key-a', 'révoquée', T0 + 2)).toEqual({ changed: 0, skipped: 0 });
      expect((await store.suspensionsByKey()).sort((a, b) => a.keyId.localeCompare(b.keyId))).toEqual([{ keyId: 'key-a', reason: 'révoquée' }, { keyId: 'key-b', reason: null }]);
      expect((await claim(T0 + 3)).map((d) => d.subscriptionId)).toEqual([otherKey.id]);
      expect((await store.deliveryCounts(T0 + 3)).pending).toBe(1);
      const during = await store.emitSnapshot({ snapshotId: 'S2', event: 'annonce.created', now: T0 + 4, items: [item('1234567001', 'a2'), item('1234567001', 'a3')] });
      // The disabled subscription would have received nothing either: only the active one's are counted.
      expect(during).toEqual({ emitted: true, deliveries: 2, skipped: 2 });
      expect(await store.getSubscription(active.id)).toMatchObject({ status: 'actif', suspension: { since: T0 + 1, reason: 'révoquée', skipped: 2 }, updatedAt: T0 + 1 });
      // Another reason keeps the start and the count.
      expect(await store.setKeySuspension('key-a', 'offre sans webhooks', T0 + 5)).toEqual({ changed: 2, skipped: 0 });
      expect((await store.getSubscription(active.id))!.suspension).toEqual({ since: T0 + 1, reason: 'offre sans webhooks', skipped: 2 });

      expect(await store.setKeySuspension('key-a', null, T0 + 6)).toEqual({ changed: 2, skipped: 2 });
      expect(await store.setKeySuspension('key-a', null, T0 + 7)).toEqual({ changed: 0, skipped: 0 });
      expect(await store.getSubscription(active.id)).toMatchObject({ status: 'actif', suspension: null, updatedAt: T0 + 6 });
      expect(await store.getSubscription(paused.id)).toMatchObject({ status: 'desactive', disabledReason: 'pause', suspension: null });
      // The delivery held since before the suspension is due again; the skipped events were never written.
      const due = (await claim(T0 + 60_000)).filter((d) => d.subscriptionId === active.id);
      expect(due.map((d) => d.annonceId)).toEqual(['a1']);
    });

    it('never hands one delivery to two concurrent claims', async () => {
      await store.createSubscription(subscription(), null);
      await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: Array.from({ length: 60 }, (_, i) => item('1234567001', `a${i}`)) });
      const results = await Promise.all(Array.from({ length: 6 }, () => claim(T0, { limit: 15 })));
      const ids = results.flat().map((d) => d.id);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
    });

    it('records attempts with their consequences, and ignores a finish after the claim was lost', async () => {
      const s = subscription();
      await store.createSubscription(s, null);
      await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: [item('1234567001', 'a1')] });
      const [first] = await claim(T0);
      const failure = { kind: 'failure', disableIfFailingSince: T0 - 72 * 3_600_000, disableReason: 'trop d’échecs' } as const;
      expect(await finishAttempt({
        deliveryId: first!.id, leaseToken: first!.leaseToken, subscriptionId: s.id, outcome: failure,
        attempt: { attemptedAt: T0, durationMs: 12, statusCode: 500, error: 'HTTP 500', ok: false },
        next: { status: 'pending', nextAttemptAt: T0 + 60_000, scheduleIndex: 1 },
      })).toBe(true);
      expect(await finishAttempt({
        deliveryId: first!.id, leaseToken: first!.leaseToken, subscriptionId: s.id, outcome: { kind: 'none' },
        attempt: { attemptedAt: T0, durationMs: 1, statusCode: 200, error: null, ok: true }, next: { status: 'succeeded' },
      })).toBe(false);
      expect(await store.getSubscription(s.id)).toMatchObject({ failingSince: T0, status: 'actif' });
      expect(await store.getDelivery(first!.id)).toMatchObject({
        status: 'pending', attempts: 1, scheduleIndex: 1, nextAttemptAt: T0 + 60_000, lastStatusCode: 500, lastError: 'HTTP 500',
        attemptLog: [{ number: 1, attemptedAt: T0, durationMs: 12, statusCode: 500, error: 'HTTP 500', ok: false }],
      });

      const [second] = await claim(T0 + 60_000);
      await finishAttempt({
        deliveryId: second!.id, leaseToken: second!.leaseToken, subscriptionId: s.id, outcome: { kind: 'success' },
        attempt: { attemptedAt: T0 + 60_000, durationMs: 3, statusCode: 204, error: null, ok: true }, next: { status: 'succeeded' },
      });
      expect(await store.getDelivery(first!.id)).toMatchObject({ status: 'succeeded', attempts: 2, nextAttemptAt: null });
      expect(await store.getSubscription(s.id)).toMatchObject({ failingSince: null, lastSuccessAt: T0 + 60_000 });
      expect(await store.deliveryCounts(T0 + 60_000)).toEqual({ pending: 0, due: 0, succeeded: 1, dead: 0 });

      const redelivered = await store.redeliver(first!.id, T0 + 120_000);
      expect(redelivered).toMatchObject({ status: 'pending', scheduleIndex: 0, nextAttemptAt: T0 + 120_000, attempts: 2 });
      expect(await store.redeliver('dlv_none', T0)).toBeNull();
      expect(await store.deliveryCounts(T0 + 120_000)).toEqual({ pending: 1, due: 1, succeeded: 0, dead: 0 });
    });

    it('records a batch of attempts in one call, each judged on its own claim', async () => {
      const s = subscription();
      await store.createSubscription(s, null);
      await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: [item('1234567001', 'a1'), item('1234567001', 'a2')] });
      const [a, b] = await claim(T0);
      const done = (d: typeof a, token: string) => ({
        deliveryId: d!.id, leaseToken: token, subscriptionId: s.id, outcome: { kind: 'success' } as const,
        attempt: { attemptedAt: T0, durationMs: 1, statusCode: 200, error: null, ok: true }, next: { status: 'succeeded' } as const,
      });
      expect(await store.finishAttempts([done(a, a!.leaseToken), done(b, 'someone-else'), done(b, b!.leaseToken)])).toEqual([true, false, true]);
      expect(await store.deliveryCounts(T0)).toEqual({ pending: 0, due: 0, succeeded: 2, dead: 0 });
      expect(await store.finishAttempts([])).toEqual([]);
    });

    it('disables a subscription failing for too long, or gone', async () => {
      const failing = subscription();
      const gone = subscription();
      for (const s of [failing, gone]) await store.createSubscription(s, null);
      await store.emitSnapshot({ snapshotId: 'S1', event: 'annonce.created', now: T0, items: [item('1234567001', 'a1')] });
      const finish = async (s: Subscription, at: number, outcome: FinishInput['outcome']) => {
        const claimed = await claim(at);
        const d = claimed.find((c) => c.subscriptionId === s.id);
        const others = claimed.filter((c) => c !== d);
        if (others.length > 0) await store.releaseClaims(others.map((c) => c.id), others[0]!.leaseToken);
        await finishAttempt({
          deliveryId: d!.id, leaseToken: d!.leaseToken, subscriptionId: s.id, outcome,
          attempt: { attemptedAt: at, durationMs: 1, statusCode: 503, error: 'HTTP 503', ok: false },
          next: { status: 'pending', nextAttemptAt: at, scheduleIndex: 1 },
        });
      };
      const limit = 72 * 3_600_000;
      await finish(failing, T0, { kind: 'failure', disableIfFailingSince: T0 - limit, disableReason: 'depuis trop longtemps' });
      expect((await store.getSubscription(failing.id))!.status).toBe('actif');
      await finish(failing, T0 + limit, { kind: 'failure', disableIfFailingSince: T0, disableReason: 'depuis trop longtemps' });
      expect(await store.getSubscription(failing.id)).toMatchObject({ status: 'desactive', disabledReason: 'depuis trop longtemps', disabledAt: T0 + limit });

      await finish(gone, T0, { kind: 'gone', reason: '410' });
      expect(await store.getSubscription(gone.id)).toMatchObject({ status: 'desactive', disabledReason: '410' });
      expect(await store.deliveryCounts(T0 + limit)).toMatchObject({ pending: 0 });
    });

    it('pages deliveries newest first, filters by status, and deletes them with their subscription', async () => {
      const s = subscription();
      await store.createSubscription(s, null);
      for (let i = 0; i < 5; i += 1) await store.emitSnapshot({ snapshotId: `S${i}`, event: 'annonce.created', now: T0 + i, items: [item('1234567001', `a${i}`)] });
      const one = await store.listDeliveries(s.id, { limit: 2, after: null, status: null });
      expect(one.items.map((d) => d.annonceId)).toEqual(['a4', 'a3']);
      expect(one.hasMore).toBe(true);
      const last = one.items[1]!;
      const two = await store.listDeliveries(s.id, { limit: 10, after: { createdAt: last.createdAt, id: last.id }, status: null });
      expect(two.items.map((d) => d.annonceId)).toEqual(['a2', 'a1', 'a0']);
      expect(two.hasMore).toBe(false);
      expect((await store.listDeliveries(s.id, { limit: 10, after: null, status: 'dead' })).items).toEqual([]);

      await store.insertDelivery({ ...one.items[0]!, id: 'dlv_manual', dedupeKey: 'test:1', status: 'dead', createdAt: T0 + 10, updatedAt: T0 + 10 });
      expect((await store.listDeliveries(s.id, { limit: 10, after: null, status: 'dead' })).items.map((d) => d.id)).toEqual(['dlv_manual']);
      await store.deleteSubscription(s.id);
      expect(await store.getDelivery('dlv_manual')).toBeNull();
      expect(await store.deliveryCounts(T0)).toEqual({ pending: 0, due: 0, succeeded: 0, dead: 0 });
    });
  });
}
