import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rollback } from '../../publish/snapshot/rollback.ts';
import { ledgerItem, startReceiver, startWebhookApi, type Receiver, type WebhookApi } from './webhook-harness.ts';

let api: WebhookApi;
let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await api?.close();
  await receiver.close();
});

const received = () => receiver.requests.map((r) => (JSON.parse(r.body) as { id: string }).id);

async function subscribe(ridets: string[]): Promise<string> {
  const res = await api.call('POST', '/v1/webhooks', { body: { url: receiver.url, ridets } });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

describe('emission from snapshots', () => {
  it('starts from the first snapshot seen, and a new subscription receives announcements from the next snapshot on', async () => {
    api = await startWebhookApi();
    await api.snapshots.publish([ledgerItem('historique', '1234567001')]);
    const first = await api.runtime.emitter.run();
    expect(first.baseline).not.toBeNull();
    await subscribe(['1234567001']);
    await api.settle();
    expect(received()).toEqual([]);

    await api.snapshots.publish([ledgerItem('nouvelle', '1234567001'), ledgerItem('ailleurs', '5555555001')]);
    await api.settle();
    expect(received()).toEqual(['nouvelle']);
    const late = await subscribe(['1234567001']);
    await api.settle();
    expect(received()).toEqual(['nouvelle']);
    expect((await api.call('GET', `/v1/webhooks/${late}/deliveries`)).json.data).toEqual([]);
  });

  it('processes every snapshot missed while stopped, oldest first, and each one once', async () => {
    api = await startWebhookApi();
    await api.snapshots.publish([ledgerItem('base', '1234567001')]);
    await api.settle();
    await subscribe(['1234567001']);
    const a = await api.snapshots.publish([ledgerItem('s1', '1234567001')]);
    const b = await api.snapshots.publish([ledgerItem('s2', '1234567001')]);
    const c = await api.snapshots.publish([ledgerItem('s3', '1234567001')]);
    const report = await api.runtime.emitter.run();
    expect(report.processed.map((p) => p.snapshot)).toEqual([a.snapshotId, b.snapshotId, c.snapshotId]);
    expect((await api.runtime.emitter.run()).processed).toEqual([]);
    await api.runtime.worker.runDue();
    expect(received()).toEqual(['s1', 's2', 's3']);
  });

  it('delivers nothing twice after a rollback and a re-publish', async () => {
    api = await startWebhookApi();
    await api.snapshots.publish([ledgerItem('base', '1234567001')]);
    await api.settle();
    await subscribe(['1234567001']);
    const good = await api.snapshots.publish([ledgerItem('a1', '1234567001')]);
    await api.snapshots.publish([ledgerItem('a2', '1234567001')]);
    await api.settle();
    expect(received()).toEqual(['a1', 'a2']);

    // An auditor rolls back to the earlier snapshot; the next publish brings a2 back, with a3.
    await rollback(api.snapshots.store, good.snapshotId, { actor: 'test', now: new Date() });
    await api.settle();
    await api.snapshots.publish([ledgerItem('a3', '1234567001')]);
    await api.settle();
    expect(received()).toEqual(['a1', 'a2', 'a3']);
  });

  it('delivers no history after a rollback to before its starting point', async () => {
    api = await startWebhookApi();
    const old = await api.snapshots.publish([ledgerItem('vieille', '1234567001')]);
    await api.snapshots.publish([ledgerItem('base', '1234567001')]);
    await api.settle();
    await subscribe(['1234567001']);
    await rollback(api.snapshots.store, old.snapshotId, { actor: 'test', now: new Date() });
    const report = await api.runtime.emitter.run();
    expect(report).toEqual({ processed: [], baseline: old.snapshotId });
    await api.settle();
    expect(received()).toEqual([]);
    // The next publish (parent: the old snapshot) adds `base` again, which no subscription was
    // ever sent (it came with the starting point), and `nouvelle`: each is delivered once; the
    // history before the starting point (`vieille`) never is.
    await api.snapshots.publish([ledgerItem('nouvelle', '1234567001')]);
    await api.settle();
    expect(received().sort()).toEqual(['base', 'nouvelle']);
  });

  it('does not deliver again a republication that arrives after its first publication was delivered alone', async () => {
    api = await startWebhookApi({ settings: { dedupeLegalEvents: true } });
    await api.snapshots.publish([ledgerItem('base', '1234567001')]);
    await api.settle();
    await subscribe(['1234567001']);
    await api.snapshots.publish([ledgerItem('lnc-7', '1234567001', { source: 'LNC' })]);
    await api.settle();
    // The pipeline links the JONC's later publication under the id of the first one loaded.
    await api.snapshots.publish([
      ledgerItem('lnc-7', '1234567001', { source: 'LNC', evenement_id: 'lnc-7' }),
      ledgerItem('jonc-7', '1234567001', { source: 'JONC', evenement_id: 'lnc-7' }),
    ], { without: ['lnc-7'] });
    await api.settle();
    expect(received()).toEqual(['lnc-7']);
  });

  it('delivers one legal event republished by several sources once, unless configured otherwise', async () => {
    for (const dedupeLegalEvents of [true, false]) {
      receiver.requests.length = 0;
      api = await startWebhookApi({ settings: { dedupeLegalEvents } });
      await api.snapshots.publish([ledgerItem('base', '1234567001')]);
      await api.settle();
      await subscribe(['1234567001']);
      await api.snapshots.publish([
        ledgerItem('jonc-1', '1234567001', { source: 'JONC', evenement_id: 'evt-42' }),
        ledgerItem('lnc-1', '1234567001', { source: 'LNC', evenement_id: 'evt-42' }),
      ]);
      await api.settle();
      await api.snapshots.publish([ledgerItem('sud-1', '1234567001', { source: 'ProvinceSud', evenement_id: 'evt-42' }), ledgerItem('seul', '1234567001', { evenement_id: 42 as unknown as string })]);
      await api.settle();
      // Within a snapshot the first announcement of an event by id is the one delivered (changes list them by id).
      expect(received().sort(), `dedupeLegalEvents=${dedupeLegalEvents}`).toEqual(dedupeLegalEvents ? ['jonc-1', 'seul'] : ['jonc-1', 'lnc-1', 'seul', 'sud-1']);
      // The linking field is ours, not the contract's: it never reaches the payload.
      expect(receiver.requests.every((r) => !('evenement_id' in JSON.parse(r.body)))).toBe(true);
      await api.close();
    }
    api = undefined as unknown as WebhookApi;
  });
});
