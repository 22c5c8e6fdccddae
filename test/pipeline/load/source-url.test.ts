import { describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { emptyLoadCounts, loadOutcome } from '../../../pipeline/load/load-outcome.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';

const notice = (reference: string): ParsedNotice => ({
  reference, ridet: '1234567001', ridet_luhn_valide: true, denomination: 'ALPHA', type: 'creation', titre: 'AVIS DE CONSTITUTION',
  resume: 'Constitution.', date: '2024-01-01', forme_juridique: null, capital: null, siege: null, ancienne_denomination: null,
  nouvelle_denomination: null, dirigeants: [], texte: reference,
});

// An announcement cites the official page its adapter names (meta.sourceUrl), not the
// address the document was fetched from (an API call, an offline copy on 127.0.0.1).
describe('the loaded source_url', () => {
  it('is the official page the adapter gave, else the URL fetched; quarantine entries keep the URL fetched', async () => {
    const warehouse = await openWarehouse(':memory:');
    const official = 'https://leginova.gouv.nc/jonc/sommaire-analytique/10500/publication/7301';
    await loadOutcome(warehouse, {
      source: 'JONC', url: 'http://127.0.0.1:38923/jonc/api/publication-legale/7301/pdf', sha256: 'a'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z',
      meta: { kind: 'publication', sourceUrl: official },
    }, { notices: [notice('PL-7301')], quarantined: [{ reference: 'PL-7301-bis', reason: 'ridet_absent', detail: 'Aucun RIDET', extrait: null }] }, 'run-1', emptyLoadCounts());
    await loadOutcome(warehouse, {
      source: 'LNC', url: 'https://www.lnc.nc/annonce/1.html', sha256: 'b'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z', meta: { sourceUrl: 'pas une adresse' },
    }, { notices: [notice('1')], quarantined: [] }, 'run-1', emptyLoadCounts());
    const rows = await warehouse.all<{ reference: string; source_url: string }>('SELECT reference, source_url FROM announcements ORDER BY reference');
    expect(rows).toEqual([{ reference: '1', source_url: 'https://www.lnc.nc/annonce/1.html' }, { reference: 'PL-7301', source_url: official }]);
    const quarantine = await warehouse.all<{ url: string }>('SELECT url FROM quarantine');
    expect(quarantine).toEqual([{ url: 'http://127.0.0.1:38923/jonc/api/publication-legale/7301/pdf' }]);
    warehouse.close();
  });
});
