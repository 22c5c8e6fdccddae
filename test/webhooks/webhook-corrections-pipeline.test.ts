import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipelineCli } from '../../cli/pipeline.ts';
import type { ParsedNotice } from '../../kernel/model/announcement.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { finishLoad } from '../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadDocuments } from '../../pipeline/load/load-outcome.ts';
import { openWarehouse, type Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import { publishFromWarehouse } from '../../publish/publish-warehouse.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import { startReceiver, startWebhookApi, type Receiver, type WebhookApi } from './webhook-harness.ts';
import { migratedWarehouse } from '../helpers/migrated-warehouse.ts';

// End to end: a notice the parser attributed to the wrong company, corrected by
// `pipeline corriger` (the CLI's function) in a real DuckDB warehouse, published, and followed
// by the API's webhooks: the right company's subscriber receives annonce.updated over real
// HTTP, the wrong company's does not.

const WRONG = '1111111001';
const RIGHT = '2222222001';

function notice(over: Partial<ParsedNotice>): ParsedNotice {
  return {
    reference: 'ref', ridet: WRONG, ridet_luhn_valide: true, denomination: 'PACIFIQUE BOIS', type: 'creation', titre: 'AVIS DE CONSTITUTION',
    resume: 'Constitution.', date: '2024-04-26', forme_juridique: 'SARL', capital: '500 000 F CFP', siege: 'Nouméa', ancienne_denomination: null,
    nouvelle_denomination: null, dirigeants: [], texte: 'texte', ...over,
  };
}
const OWN = notice({ reference: 'own' });
const MISREAD = notice({ reference: 'misread', denomination: 'LAGON BLEU PLONGÉE', type: 'dissolution', titre: 'AVIS DE DISSOLUTION', date: '2024-03-01' });
const MISREAD_ID = announcementId('JONC', 'misread');

let dir: string;
let api: WebhookApi;
let right: Receiver;
let wrong: Receiver;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corrections-webhooks-'));
  await migratedWarehouse(path.join(dir, 'warehouse.duckdb'));
  [right, wrong] = await Promise.all([startReceiver(), startReceiver()]);
});
afterEach(async () => {
  await api?.close();
  await Promise.all([right.close(), wrong.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function withWarehouse<T>(fn: (warehouse: Warehouse) => Promise<T>): Promise<T> {
  const warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'));
  try {
    return await fn(warehouse);
  } finally {
    warehouse.close();
  }
}

describe('a correction reaches the right company’s webhook subscriber', () => {
  it('through pipeline corriger, a publish from the warehouse and the delivery worker', async () => {
    const objects = new MemoryStore('memory://corrections-webhooks');
    api = await startWebhookApi({ objectStore: objects });
    await withWarehouse(async (warehouse) => {
      const counts = emptyLoadCounts();
      const doc = { source: 'JONC', url: 'http://sources.test/jonc/1', sha256: 'a'.repeat(64), fetchedAt: '2024-05-08T00:00:00.000Z' };
      const record = { ...doc, contentType: 'text/plain', body: Buffer.from('texte'), meta: {} };
      await loadDocuments(warehouse, [{ doc, outcome: { notices: [OWN, MISREAD], quarantined: [] }, counts, record }], 'run-1');
      await finishLoad(warehouse, counts.ridets);
    });
    const publish = (day: number) =>
      withWarehouse((warehouse) =>
        publishFromWarehouse({ warehouse, store: objects, siteUrl: 'https://annonces.test', runIds: [`run-${day}`], now: new Date(Date.UTC(2026, 2, day, 2)), testing: { codeVersion: 'test' } }),
      );
    await publish(1);
    await api.settle();
    for (const [receiver, ridet] of [[right, RIGHT], [wrong, WRONG]] as const) {
      const res = await api.call('POST', '/v1/webhooks', { body: { url: receiver.url, ridets: [ridet], evenements: ['annonce.created', 'annonce.updated'] } });
      expect(res.status, res.text).toBe(201);
    }

    let out = '';
    const code = await runPipelineCli(['corriger', MISREAD_ID, '--ridet', RIGHT, '--raison', 'RIDET mal lu : c’est celui de LAGON BLEU PLONGÉE'], {
      env: { LOG_LEVEL: 'silent', DATA_DIR: dir, CORRECTIONS_OPERATOR: 'operateur-test' },
      out: (text) => (out += text),
      err: (text) => (out += text),
      now: () => new Date('2026-03-01T21:00:00.000Z'),
    });
    expect(code, out).toBe(0);
    await publish(2);
    await api.settle();

    expect(wrong.requests).toEqual([]);
    expect(right.requests.map((r) => r.headers['x-service-event'])).toEqual(['annonce.updated']);
    expect(JSON.parse(right.requests[0]!.body)).toMatchObject({
      event: 'annonce.updated', id: MISREAD_ID, ridet: RIGHT, type: 'dissolution', date: '2024-03-01',
      corrections: [{ champ: 'ridet', avant: WRONG, apres: RIGHT, date: '2026-03-01T21:00:00.000Z', raison: 'RIDET mal lu : c’est celui de LAGON BLEU PLONGÉE' }],
    });

    // The next night changes nothing about it: nothing more is delivered.
    await publish(3);
    await api.settle();
    expect(right.requests).toHaveLength(1);
    expect(wrong.requests).toEqual([]);
  });
});
