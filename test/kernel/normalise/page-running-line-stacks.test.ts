import { describe, expect, it } from 'vitest';
import { cleanNoticeText, findPublicationDate } from '../../../kernel/normalise/index.ts';

// A page's running header stacked on short lines of its own inside a notice set in long lines: the
// periodical's title may stand on any line of the stack, with the stack's other short lines above
// it, below it or both, and is read whatever its capitals, accents and inner spacing. Made-up
// texts, in words of their own.

/** A notice whose wrapped sentence (long lines) the stacked `header` cuts. */
function cutBy(header: string[]): string {
  return [
    'AUGMENTATION DE CAPITAL',
    '',
    "Aux termes d'une décision de l'associée unique de la société EXEMPLE BOIS, SARL",
    'au capital de 500 000 F CFP, RIDET 2 000 002.001, en date du 4 mai 2026, le capital a été',
    ...header,
    'porté à 900 000 F CFP par apport en numéraire, les statuts étant modifiés en conséquence.',
    'Pour avis, la gérance.',
  ].join('\n');
}

describe('a stacked running header inside a notice of long lines', () => {
  it("dates the notice whichever of the stack's lines names the periodical", () => {
    expect(findPublicationDate(cutBy(['LE MESSAGER DU NORD HEBDO', 'ANNONCES LÉGALES', 'Lundi 11 mai 2026']))).toBe('2026-05-11');
    expect(findPublicationDate(cutBy(['Lundi 11 mai 2026', '22', 'LE JOURNAL DES ÎLES']))).toBe('2026-05-11');
    expect(findPublicationDate(cutBy(['7', 'LA GAZETTE DU PLATEAU', '11 mai 2026']))).toBe('2026-05-11');
  });

  it("reads the periodical's title with accents, tabs and runs of spaces in it", () => {
    const header = ['31', 'LES ÉCHOS\tDE  LA  BAIE', 'Lundi 11 mai 2026'];
    expect(findPublicationDate(cutBy(header))).toBe('2026-05-11');
    expect(cleanNoticeText(cutBy(header))).toContain('le capital a été\nporté à 900 000 F CFP');
  });

  it('reads the sentence on across the stack', () => {
    expect(cleanNoticeText(cutBy(['Lundi 11 mai 2026', '22', 'LE JOURNAL DES ÎLES']))).toContain('le capital a été\nporté à 900 000 F CFP');
  });

  it('needs a periodical named on a line of the stack, not elsewhere in the text', () => {
    const elsewhere = cutBy(['ANNONCES LÉGALES', 'Lundi 11 mai 2026']).replace('Pour avis, la gérance.', 'Pour avis, publié dans le journal de la semaine.');
    expect(findPublicationDate(elsewhere)).toBeNull();
  });
});
