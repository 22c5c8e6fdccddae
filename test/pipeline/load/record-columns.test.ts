import { describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { RECORD_FIELDS, type RecordField, type RecordOrigin } from '../../../kernel/model/announcement-record.ts';
import { emptyLoadCounts, loadOutcome } from '../../../pipeline/load/load-outcome.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';

/**
 * Every field of the record that comes from the parse reaches its own column, on insert and on
 * update, whatever its place in the declaration: the loader writes by name, so a field added to
 * the declaration is loaded without touching the loader.
 */

type NoticeField = RecordField & { origin: Extract<RecordOrigin, { from: 'notice' }> };
const NOTICE_FIELDS = RECORD_FIELDS.filter((f): f is NoticeField => f.origin.from === 'notice');
const DOC = { source: 'JONC', url: 'https://jonc.test/1.pdf', sha256: 'd'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z', meta: {} };

const FIRST: ParsedNotice = {
  reference: 'ref-1', ridet: '1234567001', ridet_luhn_valide: false, denomination: 'ALPHA', type: 'procedure', titre: 'TITRE 1',
  resume: 'résumé 1', date: '2024-01-01', forme_juridique: 'SARL', capital: '100 000 F CFP', siege: 'Nouméa',
  ancienne_denomination: 'ANCIEN', nouvelle_denomination: 'NOUVEAU', dirigeants: [{ nom: 'A', prenoms: 'B', fonction: 'gérant', action: 'nomination' }],
  organes_procedure: [{ nom: 'L', prenoms: null, fonction: 'liquidateur', action: 'nomination' }], etablissement_inconnu: true,
  texte: 'Objet : pêche côtière. Texte 1.', ocr: true, ocr_confiance: 0.5, ocr_doutes: [{ champ: 'denomination', mots: ['ALPHA'], confiance: 0.4 }],
};
// The same notice re-parsed: every field of the parse differs (the reference, its identity, excepted).
const SECOND: ParsedNotice = {
  reference: 'ref-1', ridet: '7654321002', ridet_luhn_valide: true, denomination: 'BETA', type: 'capital', titre: 'TITRE 2',
  resume: 'résumé 2', date: '2025-02-02', forme_juridique: null, capital: null, siege: null, ancienne_denomination: null,
  nouvelle_denomination: null, dirigeants: [], texte: 'Activité : boulangerie. Texte 2.',
};

/** A column's value as the warehouse holds it, in the staged value's terms. */
async function stored(warehouse: Warehouse, field: NoticeField): Promise<unknown> {
  const sql = field.column?.sql === 'DATE' ? `strftime(${field.name}, '%Y-%m-%d')` : field.column?.sql === 'JSON' ? `${field.name}::VARCHAR` : field.name;
  const [row] = await warehouse.all<{ v: unknown }>(`SELECT ${sql} AS v FROM announcements`);
  return field.column?.sql === 'JSON' && typeof row?.v === 'string' ? JSON.parse(row.v) : row?.v;
}

function staged(field: NoticeField, notice: ParsedNotice): unknown {
  const value = field.origin.stage(notice);
  return field.column?.sql === 'JSON' && typeof value === 'string' ? JSON.parse(value) : value;
}

describe('the loader and the record declaration', () => {
  it('stores every field of the parse in its column, and updates every one on a re-parse', async () => {
    expect(NOTICE_FIELDS.length).toBeGreaterThan(10);
    const warehouse = await openWarehouse(':memory:');
    try {
      for (const notice of [FIRST, SECOND]) {
        await loadOutcome(warehouse, DOC, { notices: [notice], quarantined: [] }, 'run-1', emptyLoadCounts());
        for (const field of NOTICE_FIELDS) {
          expect({ field: field.name, value: await stored(warehouse, field) }).toEqual({ field: field.name, value: staged(field, notice) });
        }
      }
      // Each field really changed between the two parses, so the update wrote all of them.
      const unchanged = NOTICE_FIELDS.filter((f) => JSON.stringify(staged(f, FIRST)) === JSON.stringify(staged(f, SECOND))).map((f) => f.name);
      expect(unchanged).toEqual(['reference']);
    } finally {
      warehouse.close();
    }
  });
});
