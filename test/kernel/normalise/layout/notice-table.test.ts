import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { layoutReading } from '../../../../kernel/normalise/layout/index.ts';

describe('a list of judgments printed as a table', () => {
  const text = [
    'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
    'Jugements rendus à l’audience du jeudi 5 mars 2026',
    '',
    'Réf.      Débiteur                RIDET           Jugement',
    '26/001    LES TROIS PINS          2 345 678.001   Liquidation',
    '          (SARL), Bourail                         judiciaire',
    '26/002    BOIS DU NORD            3 456 789.002   Redressement',
    '          (SAS), Koné                             judiciaire',
  ].join('\n');

  it('writes its rows as the items of a list', () => {
    expect(layoutReading(text).split('\n').filter((l) => l.startsWith('– '))).toEqual(['– Réf. : 26/001', '– Réf. : 26/002']);
  });

  it('gives one announcement per row, each with its own identifier', () => {
    const results = parseNoticeTexts(text, { reference: 'T1', publicationDate: '2026-03-10' });
    expect(results.map((r) => (r.ok ? [r.notice.reference, r.notice.ridet, r.notice.type] : [r.quarantine.reference, r.quarantine.reason]))).toEqual([
      ['T1#1', '2345678001', 'procedure'],
      ['T1#2', '3456789002', 'procedure'],
    ]);
  });
});

describe('a legend under a table', () => {
  it('writes out the abbreviations it defines in the cells, so a cessation date is not taken for the judgment’s', () => {
    const text = [
      'Jugements rendus à l’audience du jeudi 5 mars 2026',
      '',
      'Débiteur                RIDET           Jugement',
      'LES TROIS PINS (SARL)   2 345 678.001   Liquidation judiciaire',
      '                                        CP : 15/01/2026',
      'BOIS DU NORD (SAS)      3 456 789.002   Redressement judiciaire',
      '                                        CP : 20/01/2026',
      '',
      'CP : date de cessation des paiements.',
    ].join('\n');
    expect(layoutReading(text)).toContain('Jugement : Liquidation judiciaire date de cessation des paiements : 15/01/2026');
    const results = parseNoticeTexts(text, { reference: 'T2' });
    expect(results.map((r) => (r.ok ? r.notice.date : r.quarantine.reason))).toEqual(['2026-03-05', '2026-03-05']);
  });
});
