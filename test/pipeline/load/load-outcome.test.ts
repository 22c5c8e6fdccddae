import { describe, expect, it } from 'vitest';
import { emptyLoadCounts, loadOutcome } from '../../../pipeline/load/load-outcome.ts';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { announcementId } from '../../../kernel/model/ids.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';

function notice(reference: string, over: Partial<ParsedNotice> = {}): ParsedNotice {
  return {
    reference,
    ridet: '1234567001',
    ridet_luhn_valide: true,
    denomination: 'ALPHA',
    type: 'creation',
    titre: 'AVIS DE CONSTITUTION',
    resume: 'Constitution de la société ALPHA.',
    date: '2024-01-01',
    forme_juridique: null,
    capital: null,
    siege: null,
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: [],
    texte: `texte ${reference}`,
    ...over,
  };
}

// loadOutcome writes a whole document in a few set-based statements: its counts must still be
// those of loading the notices one by one.
describe('loadOutcome with several notices in one document', () => {
  it('counts and stores a batch holding a known id, a repeated reference and a quarantine recovery', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc1 = { source: 'JONC', url: 'http://x/1', sha256: 'a'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z' };
    const doc2 = { source: 'JONC', url: 'http://x/2', sha256: 'b'.repeat(64), fetchedAt: '2024-02-02T00:00:00.000Z' };

    // Run 1: ref-known becomes an announcement; ref-late and ref-other are quarantined
    // (ref-late twice, by two documents: two entries for one reference).
    const run1 = emptyLoadCounts();
    await loadOutcome(warehouse, doc1, {
      notices: [notice('ref-known', { denomination: 'ANCIEN NOM' })],
      quarantined: [
        { reference: 'ref-late', reason: 'ridet_absent', detail: 'Aucun RIDET', extrait: null },
        { reference: 'ref-other', reason: 'ridet_absent', detail: 'Aucun RIDET', extrait: 'x' },
      ],
    }, 'run-1', run1);
    await loadOutcome(warehouse, doc2, {
      notices: [],
      quarantined: [{ reference: 'ref-late', reason: 'type_inconnu', detail: '?', extrait: null }],
    }, 'run-1', run1);
    expect(run1).toMatchObject({ parsed: 1, new: 1, quarantined: 3, recovered: 0 });

    // Run 2, one call: the known id again, a new reference given twice (the last one wins),
    // the quarantined reference that now parses, a notice of another company, and a new
    // quarantine entry of this document that must stay open.
    const run2 = emptyLoadCounts();
    await loadOutcome(warehouse, doc2, {
      notices: [
        notice('ref-known', { denomination: 'NOUVEAU NOM' }),
        notice('ref-dup', { titre: 'premier' }),
        notice('ref-late', { ridet: '7654321001' }),
        notice('ref-dup', { titre: 'second' }),
        notice('ref-new', { ridet: '1111111001', dirigeants: [{ nom: 'DUPONT', prenoms: null, fonction: 'gérant', action: 'nomination' }] }),
      ],
      quarantined: [
        { reference: 'ref-bad', reason: 'ridet_absent', detail: 'Aucun RIDET', extrait: null },
        { reference: 'ref-bad', reason: 'type_inconnu', detail: 'dernier', extrait: null },
      ],
    }, 'run-2', run2);
    expect(run2.parsed).toBe(5);
    expect(run2.new).toBe(3); // ref-dup once, ref-late, ref-new
    expect(run2.recovered).toBe(2); // both entries of ref-late, once each
    expect(run2.quarantined).toBe(2);
    expect([...run2.ridets].sort()).toEqual(['1111111001', '1234567001', '7654321001']);

    const rows = await warehouse.all<{ reference: string; titre: string; denomination: string; first_run_id: string; last_run_id: string; raw_sha256: string; fetched_at: string; dirigeants: string }>(
      `SELECT reference, titre, denomination, first_run_id, last_run_id, raw_sha256,
              strftime(fetched_at, '%Y-%m-%dT%H:%M:%S') AS fetched_at, dirigeants::VARCHAR AS dirigeants
       FROM announcements ORDER BY reference`,
    );
    expect(rows.map((r) => r.reference)).toEqual(['ref-dup', 'ref-known', 'ref-late', 'ref-new']);
    const byRef = new Map(rows.map((r) => [r.reference, r]));
    expect(byRef.get('ref-dup')?.titre).toBe('second');
    expect(byRef.get('ref-known')).toMatchObject({ denomination: 'NOUVEAU NOM', first_run_id: 'run-1', last_run_id: 'run-2', raw_sha256: 'b'.repeat(64), fetched_at: '2024-02-02T00:00:00' });
    expect(byRef.get('ref-late')).toMatchObject({ first_run_id: 'run-2', last_run_id: 'run-2' });
    expect(JSON.parse(byRef.get('ref-new')?.dirigeants ?? '[]')).toEqual([{ nom: 'DUPONT', prenoms: null, fonction: 'gérant', action: 'nomination' }]);
    const ids = await warehouse.all<{ id: string }>(`SELECT id FROM announcements WHERE reference = 'ref-dup'`);
    expect(ids).toEqual([{ id: announcementId('JONC', 'ref-dup') }]);

    const quarantine = await warehouse.all(
      `SELECT reference, document_sha256 AS doc, motif, detail, resolved_run_id FROM quarantine ORDER BY reference, document_sha256`,
    );
    expect(quarantine).toEqual([
      { reference: 'ref-bad', doc: 'b'.repeat(64), motif: 'type_inconnu', detail: 'dernier', resolved_run_id: null },
      { reference: 'ref-late', doc: 'a'.repeat(64), motif: 'ridet_absent', detail: 'Aucun RIDET', resolved_run_id: 'run-2' },
      { reference: 'ref-late', doc: 'b'.repeat(64), motif: 'type_inconnu', detail: '?', resolved_run_id: 'run-2' },
      { reference: 'ref-other', doc: 'a'.repeat(64), motif: 'ridet_absent', detail: 'Aucun RIDET', resolved_run_id: null },
    ]);

    // Loading the same outcome again: nothing new, nothing left to recover, resolution kept.
    const run3 = emptyLoadCounts();
    await loadOutcome(warehouse, doc2, { notices: [notice('ref-late', { ridet: '7654321001' }), notice('ref-late', { ridet: '7654321001' })], quarantined: [] }, 'run-3', run3);
    expect(run3).toMatchObject({ parsed: 2, new: 0, quarantined: 0, recovered: 0 });
    expect(await warehouse.all(`SELECT DISTINCT resolved_run_id FROM quarantine WHERE reference = 'ref-late'`)).toEqual([{ resolved_run_id: 'run-2' }]);
    warehouse.close();
  });

  it('loads nothing and counts nothing when the document fails', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'JONC', url: 'http://x/1', sha256: 'a'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z' };
    const counts = emptyLoadCounts();
    // An invalid date makes the announcements statement fail: the document is not half loaded.
    await expect(
      loadOutcome(warehouse, doc, {
        notices: [notice('ok'), notice('broken', { date: 'pas une date' })],
        quarantined: [{ reference: 'q', reason: 'ridet_absent', detail: '-', extrait: null }],
      }, 'run-1', counts),
    ).rejects.toThrow();
    expect(counts).toMatchObject({ parsed: 0, new: 0, quarantined: 0, recovered: 0 });
    expect(await warehouse.all(`SELECT (SELECT count(*) FROM announcements)::INTEGER AS a, (SELECT count(*) FROM quarantine)::INTEGER AS q`)).toEqual([{ a: 0, q: 0 }]);
    warehouse.close();
  });
  it('leaves nothing of a batch to the later ones: after a failed one, and after ones with no notice or no entry', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = (n: number) => ({ source: 'JONC', url: `http://x/${n}`, sha256: String(n).repeat(64), fetchedAt: `2024-01-0${n}T00:00:00.000Z` });
    const entry = (reference: string) => ({ reference, reason: 'ridet_absent' as const, detail: '-', extrait: null });
    await loadOutcome(warehouse, doc(1), { notices: [notice('ref-1')], quarantined: [entry('q-1')] }, 'run-1', emptyLoadCounts());
    await expect(
      loadOutcome(warehouse, doc(2), { notices: [notice('ref-2'), notice('broken', { date: 'pas une date' })], quarantined: [entry('q-2')] }, 'run-2', emptyLoadCounts()),
    ).rejects.toThrow();
    await loadOutcome(warehouse, doc(3), { notices: [notice('ref-3')], quarantined: [] }, 'run-3', emptyLoadCounts());
    await loadOutcome(warehouse, doc(4), { notices: [], quarantined: [entry('q-4')] }, 'run-4', emptyLoadCounts());
    await loadOutcome(warehouse, doc(5), { notices: [notice('ref-5')], quarantined: [entry('q-5')] }, 'run-5', emptyLoadCounts());
    expect(await warehouse.all(`SELECT reference, first_run_id, last_run_id FROM announcements ORDER BY reference`)).toEqual([
      { reference: 'ref-1', first_run_id: 'run-1', last_run_id: 'run-1' },
      { reference: 'ref-3', first_run_id: 'run-3', last_run_id: 'run-3' },
      { reference: 'ref-5', first_run_id: 'run-5', last_run_id: 'run-5' },
    ]);
    expect(await warehouse.all(`SELECT reference, first_run_id, last_run_id FROM quarantine ORDER BY reference`)).toEqual([
      { reference: 'q-1', first_run_id: 'run-1', last_run_id: 'run-1' },
      { reference: 'q-4', first_run_id: 'run-4', last_run_id: 'run-4' },
      { reference: 'q-5', first_run_id: 'run-5', last_run_id: 'run-5' },
    ]);
    warehouse.close();
  });
});
