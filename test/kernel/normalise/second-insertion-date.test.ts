import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

/** The publication date the pipeline reads (parseNoticeTexts, as the runs parse). */
const dateOf = (text: string): string | null => {
  const [result] = parseNoticeTexts(text, { reference: 't' });
  return result?.ok ? result.notice.date : null;
};

// A second insertion that cites its first (kernel/normalise/publication-date.ts). Made up for the
// rule it names, never a copy of a group text. That a form's planned insertion (`2e insertion
// programmée le : …`) makes no later insertion is back-office-readings.test.ts's first-insertion case.

const sale = (rank: string, cited: string): string =>
  [
    'ACTU NC – n° 88 du jeudi 15 octobre 2026 – Annonces légales',
    '',
    'VENTE DE FONDS DE COMMERCE',
    rank,
    '',
    'Suivant acte du 2 octobre 2026, la société SNACK DU COL, SARL, RIDET 1 000 002.001, a vendu à M. Paul TESTARD un fonds de snack exploité à Sarraméa.',
    'Les oppositions seront reçues dans les dix jours de la présente insertion.',
    cited,
    'Pour avis.',
  ].join('\n');

describe('a later insertion’s date', () => {
  it('is its own issue’s, not the first insertion’s it cites', () => {
    expect(dateOf(sale('Deuxième et dernière insertion', 'Première insertion parue dans Actu NC n° 87 du 8 octobre 2026.'))).toBe('2026-10-15');
  });
});
