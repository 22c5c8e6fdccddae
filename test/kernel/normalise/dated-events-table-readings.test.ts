import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { identityOf } from './notice-helpers.ts';

// A table of the company's own events under a column named 'Date' dates those events: its rows
// are no page's dateline, however short, so none is the notice's publication. Every text is made
// up for the reading (RID 1 234 566 passes the check).

describe("a table of the company's events under a 'Date' column", () => {
  const closure = [
    'SCI LES MANGUIERS – société civile immobilière en liquidation',
    'RIDET : 1 234 566.001',
    '',
    'Date          Objet                                   Par',
    '02/04/2025    Dissolution anticipée                   M. Jean MODÈLE, liquidateur',
    '20/10/2026    Comptes de liquidation approuvés,       les associés',
    '              clôture de la liquidation',
  ].join('\n');

  it('is not read as the publication date, in columns or between bars', () => {
    expect(findPublicationDate(closure)).toBeNull();
    expect(findPublicationDate('KAZ EXEMPLE SARL\nDates | Décision | Organe\n12.03.2026 | Transfert du siège | Gérance')).toBeNull();
  });

  it("leaves the notice dated by its latest act", () => {
    expect(identityOf(closure)).toEqual(['dissolution', 'LES MANGUIERS', 'SCI', '1234566001', '2026-10-20']);
  });

  it('leaves a page dateline above a notice read as the publication', () => {
    expect(findPublicationDate('La Voix du Nord | 06.05.2026 | page 12\nKAZ EXEMPLE SARL, RIDET 1 234 566.001, a transféré son siège.')).toBe('2026-05-06');
  });
});
