import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeEventId } from '../../kernel/model/change-event-id.ts';
import type { LedgerItem } from '../../publish/snapshot/snapshot-types.ts';
import { ledgerItem, startReceiver, startWebhookApi, type Receiver, type WebhookApi } from './webhook-harness.ts';
import { verifyWithBoth } from './verify-with-both.ts';

// An operator's correction reaches the subscribers of the company the announcement
// now belongs to, as `annonce.updated`, through the real emitter, worker and HTTP receivers.

const WRONG = '1111111001';
const RIGHT = '2222222001';
const CORRECTION = {
  champ: 'ridet' as const,
  avant: WRONG,
  apres: RIGHT,
  date: '2026-03-02T08:00:00.000Z',
  raison: 'RIDET mal lu : c’est celui de LAGON BLEU PLONGÉE',
};

let api: WebhookApi;
let right: Receiver;
let wrong: Receiver;
let createdOnly: Receiver;
beforeEach(async () => {
  [right, wrong, createdOnly] = await Promise.all([startReceiver(), startReceiver(), startReceiver()]);
  api = await startWebhookApi();
  await api.snapshots.publish([ledgerItem('mal-attribuee', WRONG), ledgerItem('voisine', RIGHT)]);
  await api.settle();
});
afterEach(async () => {
  await api.close();
  await Promise.all([right.close(), wrong.close(), createdOnly.close()]);
});

async function subscribe(receiver: Receiver, ridets: string[], evenements?: string[]): Promise<{ id: string; secret: string }> {
  const res = await api.call('POST', '/v1/webhooks', { body: { url: receiver.url, ridets, ...(evenements ? { evenements } : {}) } });
  expect(res.status, res.text).toBe(201);
  expect(res.json.evenements).toEqual(evenements ?? ['annonce.created']);
  return { id: res.json.id as string, secret: res.json.secret as string };
}

/** The announcement as the parser read it, moved to RIGHT by the correction. */
const corrected = (extra: Partial<LedgerItem> = {}): LedgerItem =>
  ledgerItem('mal-attribuee', RIGHT, { denomination: 'LAGON BLEU PLONGÉE', corrections: [CORRECTION], ...extra });

const bodies = (receiver: Receiver) => receiver.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);


describe('annonce.updated after a correction', () => {
  it('reaches the subscriber of the company the correction moved the announcement to, signed, and not the former company’s', async () => {
    const { secret } = await subscribe(right, [RIGHT], ['annonce.created', 'annonce.updated']);
    await subscribe(wrong, [WRONG], ['annonce.created', 'annonce.updated']);
    await subscribe(createdOnly, [RIGHT]);

    const published = await api.snapshots.publish([corrected()], { without: ['mal-attribuee'] });
    await api.settle();

    expect(wrong.requests).toEqual([]);
    expect(createdOnly.requests).toEqual([]);
    expect(right.requests).toHaveLength(1);
    const [delivery] = right.requests;
    expect(delivery!.headers['x-service-event']).toBe('annonce.updated');
    expect(JSON.parse(delivery!.body)).toEqual({
      event: 'annonce.updated',
      // The change feed names the same change by the same id (kernel/model/change-event-id.ts).
      event_id: changeEventId({ snapshot: published.snapshotId, kind: 'annonce.updated', subject: 'mal-attribuee' }),
      id: 'mal-attribuee', ridet: RIGHT, denomination: 'LAGON BLEU PLONGÉE', type: 'capital', titre: 'AUGMENTATION DE CAPITAL mal-attribuee',
      resume: 'Résumé de mal-attribuee.', date: '2026-11-20', source: 'JONC', fiche_url: `https://annonces.test/entreprise.html?ridet=${RIGHT}`,
      corrections: [CORRECTION],
    });
    expect(verifyWithBoth(delivery!, secret)).toMatchObject({ event: 'annonce.updated', id: 'mal-attribuee', ridet: RIGHT });
  });

  it('is not sent for an update that changes no correction, nor twice for the same corrections; taking it back is an event again', async () => {
    await subscribe(right, [RIGHT], ['annonce.updated']);
    await subscribe(wrong, [WRONG], ['annonce.updated']);

    // A reparse rewrites a summary: listed as updated, but no operator did anything.
    await api.snapshots.publish([ledgerItem('voisine', RIGHT, { resume: 'Résumé relu.' })], { without: ['voisine'] });
    await api.settle();
    expect(right.requests).toEqual([]);

    await api.snapshots.publish([corrected()], { without: ['mal-attribuee'] });
    await api.settle();
    // The parser's reading changes under the correction: the published corrections do not.
    await api.snapshots.publish([corrected({ titre: 'AUGMENTATION DE CAPITAL (relu)' })], { without: ['mal-attribuee'] });
    await api.settle();
    expect(bodies(right).map((b) => [b.event, b.id])).toEqual([['annonce.updated', 'mal-attribuee']]);

    // `corriger --annuler`: the announcement returns to the company the parser read, whose
    // subscriber hears of it, with no corrections left.
    await api.snapshots.publish([ledgerItem('mal-attribuee', WRONG)], { without: ['mal-attribuee'] });
    await api.settle();
    expect(right.requests).toHaveLength(1);
    expect(bodies(wrong)).toMatchObject([{ event: 'annonce.updated', id: 'mal-attribuee', ridet: WRONG, corrections: [] }]);
  });

  it('lets a subscription opt in later, and refuses an unknown event', async () => {
    const { id } = await subscribe(right, [RIGHT]);
    const patched = await api.call('PATCH', `/v1/webhooks/${id}`, { body: { evenements: ['annonce.updated', 'annonce.created', 'annonce.updated'] } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.evenements).toEqual(['annonce.created', 'annonce.updated']);
    await api.snapshots.publish([corrected()], { without: ['mal-attribuee'] });
    await api.settle();
    expect(bodies(right).map((b) => b.event)).toEqual(['annonce.updated']);

    const refused = await api.call('POST', '/v1/webhooks', { body: { url: right.url, ridets: [RIGHT], evenements: ['annonce.removed'] } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('evenements');
    const empty = await api.call('PATCH', `/v1/webhooks/${id}`, { body: { evenements: [] } });
    expect(empty.status).toBe(400);
  });
});
