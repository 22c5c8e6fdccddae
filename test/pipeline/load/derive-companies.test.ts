import { describe, expect, it } from 'vitest';
import { deriveCompanies, deriveCompany } from '../../../pipeline/load/derive-companies.js';
import { loadOutcome, emptyLoadCounts } from '../../../pipeline/load/load-outcome.js';
import type { ParsedNotice } from '../../../kernel/model/announcement.js';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.js';

function row(over: Partial<Parameters<typeof deriveCompany>[0][number]>) {
  return {
    id: 'a',
    ridet: '1234567001',
    date: '2024-01-01',
    type: 'creation',
    denomination: 'ALPHA',
    forme_juridique: null,
    capital: null,
    siege: null,
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: '[]',
    ...over,
  };
}

describe('deriveCompany', () => {
  it('lets the latest dénomination win and keeps the former ones', () => {
    const company = deriveCompany([
      row({ id: 'c', date: '2025-06-01', type: 'nomination', denomination: 'BETA' }),
      row({ id: 'a', date: '2024-01-01', type: 'creation', denomination: 'ALPHA', capital: '100 000 F CFP', forme_juridique: 'SARL' }),
      row({ id: 'b', date: '2025-01-10', type: 'statuts', denomination: 'ALPHA', ancienne_denomination: 'ALPHA', nouvelle_denomination: 'BETA' }),
    ]);
    expect(company?.denomination).toBe('BETA');
    expect(company?.anciennes_denominations).toEqual(['ALPHA']);
    expect(company?.forme_juridique).toBe('SARL');
    expect(company?.capital).toBe('100 000 F CFP');
    expect(company?.premiere_annonce).toBe('2024-01-01');
    expect(company?.derniere_annonce).toBe('2025-06-01');
    expect(company?.nombre_annonces).toBe(3);
  });

  it('opens an officer period on appointment and closes it on removal', () => {
    const company = deriveCompany([
      row({ id: 'a', dirigeants: JSON.stringify([{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', action: 'nomination' }]) }),
      row({
        id: 'b',
        date: '2025-03-01',
        type: 'nomination',
        dirigeants: JSON.stringify([
          { nom: 'Dupont', prenoms: 'Jean', fonction: 'gérant', action: 'cessation' },
          { nom: 'MARTIN', prenoms: 'Marie', fonction: 'gérante', action: 'nomination' },
        ]),
      }),
    ]);
    expect(company?.dirigeants).toEqual([
      { nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', depuis: '2024-01-01', jusqu_au: '2025-03-01', announcement_id: 'a' },
      { nom: 'MARTIN', prenoms: 'Marie', fonction: 'gérante', depuis: '2025-03-01', jusqu_au: null, announcement_id: 'b' },
    ]);
  });
});

function notice(over: Partial<ParsedNotice>): ParsedNotice {
  return {
    reference: 'ref-1',
    ridet: '1234567001',
    ridet_luhn_valide: true,
    denomination: 'ALPHA',
    type: 'creation',
    titre: 'AVIS DE CONSTITUTION',
    resume: 'Constitution de la société ALPHA.',
    date: '2024-01-01',
    forme_juridique: 'SARL',
    capital: '100 000 F CFP',
    siege: '1 rue de Sébastopol, 98800 Nouméa',
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: [{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', action: 'nomination' }],
    texte: 'AVIS DE CONSTITUTION ...',
    ...over,
  };
}

describe('loading into the warehouse', () => {
  it('is idempotent and derives the company records of the ridets it touched', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'JONC', url: 'http://x/1', sha256: 'f'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z' };
    const outcome = {
      notices: [notice({}), notice({ reference: 'ref-2', type: 'statuts', date: '2025-01-01', nouvelle_denomination: 'BETA', ancienne_denomination: 'ALPHA', dirigeants: [] })],
      quarantined: [{ reference: 'ref-3', reason: 'ridet_absent' as const, detail: 'Aucun RIDET', extrait: 'texte' }],
    };
    const first = emptyLoadCounts();
    await loadOutcome(warehouse, doc, outcome, 'run-1', first);
    const second = emptyLoadCounts();
    await loadOutcome(warehouse, doc, outcome, 'run-2', second);
    expect([first.new, second.new]).toEqual([2, 0]);
    const counts = await warehouse.all<{ a: number; q: number }>(
      `SELECT (SELECT count(*) FROM announcements)::INTEGER AS a, (SELECT count(*) FROM quarantine)::INTEGER AS q`,
    );
    expect(counts).toEqual([{ a: 2, q: 1 }]);
    expect(await deriveCompanies(warehouse, first.ridets)).toBe(1);
    const companies = await warehouse.all(`SELECT ridet, denomination, anciennes_denominations::VARCHAR AS anciennes FROM companies`);
    expect(companies).toEqual([{ ridet: '1234567001', denomination: 'BETA', anciennes: '["ALPHA"]' }]);
    const officers = await warehouse.all(`SELECT nom, fonction FROM dirigeants WHERE jusqu_au IS NULL`);
    expect(officers).toEqual([{ nom: 'DUPONT', fonction: 'gérant' }]);
    warehouse.close();
  });

  it('marks a quarantine entry resolved when the same reference later parses', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'LNC', url: 'http://x/2', sha256: 'e'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z' };
    await loadOutcome(warehouse, doc, { notices: [], quarantined: [{ reference: 'ad-9', reason: 'type_inconnu', detail: '?', extrait: null }] }, 'run-1', emptyLoadCounts());
    const counts = emptyLoadCounts();
    await loadOutcome(warehouse, doc, { notices: [notice({ reference: 'ad-9' })], quarantined: [] }, 'run-2', counts);
    expect(counts.recovered).toBe(1);
    expect(await warehouse.all(`SELECT resolved_run_id FROM quarantine`)).toEqual([{ resolved_run_id: 'run-2' }]);
    warehouse.close();
  });
});
