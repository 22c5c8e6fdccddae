import { describe, expect, it } from 'vitest';
import { cleanNoticeText, findPublicationDate } from '../../../kernel/normalise/index.ts';

// A text is read for a page's running line only when it holds a separator or a wide gap (one
// line) or a short line naming a periodical (a stack): every running line must still be read
// across. Made-up texts, in words of their own.

/** A notice whose sentence the running line `header` (one line or several) cuts. */
function cutBy(header: string[], closing = 'Pour avis, le gérant.'): string {
  return [
    'TRANSFERT DE SIÈGE',
    '',
    "Par décision de l'associé unique du 2 février 2026, la société EXEMPLE MARINE, SARL au capital",
    'de 100 000 F CFP, RIDET 3 000 003.001, a transféré son siège social du 5 rue des Cocotiers à',
    ...header,
    'Dumbéa au 12 route de la Baie à Nouméa, à compter du 1er mars 2026.',
    closing,
  ].join('\n');
}

const READ_ACROSS = 'a transféré son siège social du 5 rue des Cocotiers à\nDumbéa';

describe('the sign of a running line', () => {
  it.each([
    ['items between bars', 'LE PHARE DU LAGON | n° 52 | Mardi 3 mars 2026 | 14'],
    ['items between spaced dashes', 'Le Phare du Lagon – n° 52 – 3 mars 2026'],
    ['items apart by wide gaps', '3 mars 2026        LE PHARE DU LAGON        n° 52'],
  ])('lets a line of %s through, its title naming no periodical', (_, header) => {
    expect(cleanNoticeText(cutBy([header]))).toContain(READ_ACROSS);
  });

  it("lets a stack through whose periodical's name has its words apart by two spaces", () => {
    // The name is a periodical's once its spaces are single ('le pays'); the text names a periodical
    // elsewhere too, in a long line no stack holds.
    const text = cutBy(['LE  PAYS', '9', 'Mardi 3 mars 2026'], 'Pour avis, la présente insertion est faite au journal du soir de la semaine.');
    expect(cleanNoticeText(text)).toContain(READ_ACROSS);
    expect(findPublicationDate(text)).toBe('2026-03-03');
  });

  it('leaves a text without either as it is', () => {
    const text = cutBy(['Mardi 3 mars 2026']);
    expect(cleanNoticeText(text)).toContain('Cocotiers à\nMardi 3 mars 2026\nDumbéa');
  });
});
