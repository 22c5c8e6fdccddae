import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveRaw } from '../../pipeline/run/process-document.ts';
import { cancelCorrection, recordCorrection } from '../../pipeline/corrections/correct-announcement.ts';
import { TAKEDOWNS_PATH, type TakedownList } from '../../publish/artefacts/document-takedowns.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { publishFromWarehouse } from '../../publish/publish-warehouse.ts';
import type { RawDocument } from '../../sources/source-adapter.ts';
import { eventually } from '../helpers/eventually.ts';
import { SITE_URL } from './helpers/api-harness.ts';
import { createTempWarehouse, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * The takedown list of archived documents, end to end: a correction in the warehouse, the
 * publish that carries the list in the snapshot (publish/artefacts/document-takedowns.ts), and
 * the real API (startApiServer over the store) answering 410 document_withdrawn at the
 * document's address once it serves that snapshot; taken back, the document is served again.
 */

const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const doc = (name: string) => Buffer.from(`%PDF-1.4\n${name}\n%%EOF\n`);
const ALONE = doc('the only notice of this issue is withdrawn');
const SHARED = doc('two notices, one withdrawn');
const WHOLE_ISSUE = doc('an issue an operator withdraws');

function raw(body: Buffer): RawDocument {
  return { source: 'JONC', url: 'https://jonc.test/1', contentType: 'application/pdf', body, sha256: sha(body), fetchedAt: '2026-11-20T00:00:00.000Z', meta: {} };
}

let temp: ReturnType<typeof tempStore>;
let warehouse: Awaited<ReturnType<typeof createTempWarehouse>>;
let served: ServedStore;
let night = 0;

/** Publishes what the warehouse holds, as a night does, and waits until the API serves it. */
async function publishAndServe(): Promise<string> {
  night += 1;
  const result = await publishFromWarehouse({ warehouse: warehouse.warehouse, store: temp.store, siteUrl: SITE_URL, runIds: [`run-${night}`], now: new Date(Date.UTC(2026, 10, 20 + night, 2)), testing: { codeVersion: 'test' } });
  expect(result.unchanged, JSON.stringify({ mode: result.mode, build: result.build, rebuilt: result.rebuilt })).not.toBe(true);
  await eventually('the API serving the new snapshot', 30_000, async () => ((await served.call('/v1/snapshots')).headers['x-snapshot'] === result.snapshotId ? true : null));
  return result.snapshotId;
}

const get = (body: Buffer, method = 'GET') => served.call(`/v1/documents/${sha(body)}`, { method });

beforeAll(async () => {
  temp = tempStore();
  warehouse = await createTempWarehouse();
  await fillApiFixture(warehouse.warehouse, 30);
  // Announcements read from the three documents (the fixture's other ones cite another).
  for (const [id, ridet] of [['alone-1', '1234567001'], ['shared-1', '1234567001'], ['shared-2', '1234567001'], ['issue-1', '1234567001']] as const) {
    await insertAnnouncement(warehouse.warehouse, { id, source: 'JONC', ridet, denomination: 'SCN MINERAIS', type: 'nomination', date: '2026-11-01' });
  }
  for (const [ids, body] of [[['alone-1'], ALONE], [['shared-1', 'shared-2'], SHARED], [['issue-1'], WHOLE_ISSUE]] as const) {
    for (const id of ids) await warehouse.warehouse.run(`UPDATE announcements SET raw_sha256 = $1 WHERE id = $2`, [sha(body), id]);
    await archiveRaw(temp.store, raw(body));
  }
  served = await serveStore({ dir: temp.dir, storeDir: temp.storeDir, env: { ANONYMOUS_LIMIT_PER_HOUR: '10000', PAGES_LIMIT_PER_HOUR: '10000' } });
  await publishAndServe();
}, 120_000);

afterAll(async () => {
  await served?.close();
  warehouse?.cleanup();
  temp?.cleanup();
});

const correction = (annonceId: string, action: 'retirer' | 'retirer_document') =>
  recordCorrection(warehouse.warehouse, { annonceId, action, valeurs: {}, raison: 'avis retiré à la demande de l’intéressé', par: 'marie', now: new Date('2026-11-21T08:00:00Z') });

describe('withdrawn documents', () => {
  it('are served until withdrawn', async () => {
    for (const body of [ALONE, SHARED, WHOLE_ISSUE]) {
      const res = await get(body);
      expect(res.status).toBe(200);
      expect(res.raw.equals(body)).toBe(true);
    }
  });

  it('answer 410 document_withdrawn once every announcement citing them is withdrawn, and the snapshot lists them', async () => {
    const alone = await correction('alone-1', 'retirer');
    await correction('shared-1', 'retirer');
    const snapshotId = await publishAndServe();

    for (const method of ['GET', 'HEAD']) {
      const gone = await get(ALONE, method);
      expect(gone.status, method).toBe(410);
      expect(gone.headers['content-type'], method).toBe('application/problem+json');
      expect(gone.headers['cache-control'], method).toBe('no-store');
    }
    const gone = await get(ALONE);
    expect(gone.json).toMatchObject({ status: 410, code: 'document_withdrawn', title: 'Document archivé retiré' });
    expect(gone.json.detail).toMatch(/retiré de la publication/);
    expect(gone.raw.includes(ALONE)).toBe(false);
    // Still the source of a published announcement: still served.
    expect((await get(SHARED)).status).toBe(200);

    // The list travels with the snapshot, naming the correction that withdrew the document.
    const list = JSON.parse((await (await openSnapshot(temp.store, snapshotId)).read(TAKEDOWNS_PATH))!.toString('utf8')) as TakedownList;
    expect(list.documents).toEqual([{ sha256: sha(ALONE), motifs: ['annonces_retirees'], corrections: [alone.correction.id], depuis: '2026-11-21T08:00:00.000Z' }]);
  });

  it('answer 410 when an operator withdraws the document itself, its announcements staying published', async () => {
    await correction('issue-1', 'retirer_document');
    // No announcement changed: the takedown alone makes the next publish.
    await publishAndServe();
    const gone = await get(WHOLE_ISSUE);
    expect(gone.status).toBe(410);
    expect(gone.json.code).toBe('document_withdrawn');
    const record = await served.call('/v1/entreprises/1234567001');
    expect(JSON.stringify(record.json)).toContain('issue-1');
  });

  it('are served again once the withdrawal is taken back', async () => {
    const list = await warehouse.warehouse.all<{ id: string }>(`SELECT id FROM corrections WHERE annonce_id = 'alone-1'`);
    await cancelCorrection(warehouse.warehouse, { annonceId: 'alone-1', correctionId: list[0]!.id, raison: 'retrait par erreur', par: 'marie', now: new Date('2026-11-22T08:00:00Z') });
    await publishAndServe();
    const back = await get(ALONE);
    expect(back.status).toBe(200);
    expect(back.raw.equals(ALONE)).toBe(true);
    expect((await get(WHOLE_ISSUE)).status).toBe(410);
  });
});
