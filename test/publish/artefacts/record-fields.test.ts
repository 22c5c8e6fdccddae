import { describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { announcementId } from '../../../kernel/model/ids.ts';
import { emptyLoadCounts, loadOutcome } from '../../../pipeline/load/load-outcome.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { buildArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import type { LedgerItem } from '../../../publish/snapshot/snapshot-types.ts';

/**
 * The fields added through the record declaration (kernel/model/announcement-record.ts), from
 * the parse to the published item: loaded by the real loader, published by the real builder.
 */

const SITE = 'https://annonces.test';
const DOC = { source: 'JONC', url: 'https://jonc.test/1.pdf', sha256: 'c'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z', meta: {} };

function notice(reference: string, over: Partial<ParsedNotice> = {}): ParsedNotice {
  return {
    reference, ridet: '1234567001', ridet_luhn_valide: true, denomination: 'ALPHA', type: 'creation', titre: 'AVIS DE CONSTITUTION',
    resume: 'Constitution de la société ALPHA.', date: '2024-01-01', forme_juridique: null, capital: null, siege: null,
    ancienne_denomination: null, nouvelle_denomination: null, dirigeants: [], texte: `texte ${reference}`, ...over,
  };
}

async function ledger(warehouse: Warehouse): Promise<Map<string, LedgerItem>> {
  const built = await buildArtefacts(warehouse, { siteUrl: SITE });
  const items = new Map<string, LedgerItem>();
  for await (const item of built.ledger) items.set(item.id, item);
  return items;
}

describe('record fields from the parse to the published item', () => {
  it('ocr: stored for every notice, published as true only for a notice read by OCR', async () => {
    const warehouse = await openWarehouse(':memory:');
    try {
      await loadOutcome(warehouse, DOC, { notices: [notice('scan', { ocr: true }), notice('text')], quarantined: [] }, 'run-1', emptyLoadCounts());
      expect(await warehouse.all(`SELECT reference, ocr FROM announcements ORDER BY reference`)).toEqual([
        { reference: 'scan', ocr: true },
        { reference: 'text', ocr: false },
      ]);
      const items = await ledger(warehouse);
      expect(items.get(announcementId('JONC', 'scan'))?.ocr).toBe(true);
      expect(items.get(announcementId('JONC', 'text'))).not.toHaveProperty('ocr');

      // A re-parse that reads the document's text layer instead updates the row.
      await loadOutcome(warehouse, DOC, { notices: [notice('scan')], quarantined: [] }, 'run-2', emptyLoadCounts());
      expect(await warehouse.all(`SELECT ocr FROM announcements WHERE reference = 'scan'`)).toEqual([{ ocr: false }]);
    } finally {
      warehouse.close();
    }
  });

  it('ocr_confiance: stored as read, published beside ocr only (null when the reading gave none)', async () => {
    const warehouse = await openWarehouse(':memory:');
    try {
      await loadOutcome(warehouse, DOC, {
        notices: [notice('sure', { ocr: true, ocr_confiance: 0.93 }), notice('unknown', { ocr: true, ocr_confiance: null }), notice('text')],
        quarantined: [],
      }, 'run-1', emptyLoadCounts());
      expect(await warehouse.all(`SELECT reference, ocr_confiance FROM announcements ORDER BY reference`)).toEqual([
        { reference: 'sure', ocr_confiance: 0.93 },
        { reference: 'text', ocr_confiance: null },
        { reference: 'unknown', ocr_confiance: null },
      ]);
      const items = await ledger(warehouse);
      expect(items.get(announcementId('JONC', 'sure'))).toMatchObject({ ocr: true, ocr_confiance: 0.93 });
      expect(items.get(announcementId('JONC', 'unknown'))).toMatchObject({ ocr: true, ocr_confiance: null });
      expect(items.get(announcementId('JONC', 'text'))).not.toHaveProperty('ocr_confiance');
    } finally {
      warehouse.close();
    }
  });

  it('document_url: the archived document in the API, from the snapshot\'s site URL and the document\'s hash, in every item', async () => {
    const warehouse = await openWarehouse(':memory:');
    try {
      await loadOutcome(warehouse, DOC, { notices: [notice('text')], quarantined: [] }, 'run-1', emptyLoadCounts());
      const item = (await ledger(warehouse)).get(announcementId('JONC', 'text'));
      expect(item?.document_url).toBe(`https://annonces.test/v1/documents/${'c'.repeat(64)}`);
      expect(item?.raw_sha256).toBe('c'.repeat(64));
      // Last of the published keys, before the ledger's provenance.
      expect(Object.keys(item ?? {}).slice(-4)).toEqual(['document_url', 'source_url', 'fetched_at', 'raw_sha256']);
    } finally {
      warehouse.close();
    }
  });
});
