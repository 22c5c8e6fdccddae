import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// A reading a blind group of a newspaper's legal column showed missing (test/kernel/normalise/journaux):
// a quoted name that a narrow column cuts at a line end without a hyphen. Every text here is made up
// for the rule it names, never a copy of a group text.

const narrowColumn = (opening: string): string =>
  `AVIS DE TRANSFERT DE SIÈGE\n\n${opening}\nsiège : 3, rue des Pins,\n98860 Koné, RIDET 1 000 001.001.\nL'assemblée générale extraordi-\nnaire du 3 mars 2026 a décidé de\ntransférer le siège social au 5,\nrue du Port, 98800 Nouméa.\nPour avis, la gérance.`;

describe('a quoted name cut at a narrow column’s line end', () => {
  it('reads the whole quoted name when its tail opens the next line (“« LES JARDINS DU” / “NORD », SARL”)', () => {
    expect(identityOf(narrowColumn('Société « LES JARDINS DU\nNORD », SARL au capital de\n1 000 000 F CFP,'))).toEqual(['siege', 'LES JARDINS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads a name cut after its first word (“« KAZ” / “EXEMPLE », SAS”)', () => {
    expect(identityOf(narrowColumn('La société « KAZ\nEXEMPLE », SAS au capital de\n1 000 000 F CFP,'))).toEqual(['siege', 'KAZ EXEMPLE', 'SAS', '1000001001', '2026-03-03']);
  });

  it('reads a name in mixed case when its form follows the quotes (“« Les Jardins du” / “Nord », SARL”)', () => {
    expect(identityOf(narrowColumn('Société « Les Jardins du\nNord », SARL au capital de\n1 000 000 F CFP,'))).toEqual(['siege', 'Les Jardins du Nord', 'SARL', '1000001001', '2026-03-03']);
  });

  it('still reads a quoted name printed whole on one line of the column', () => {
    expect(identityOf(narrowColumn('Société « KAZ EXEMPLE »,\nSARL au capital de\n1 000 000 F CFP,'))).toEqual(['siege', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('does not join a line closing a quotation to a line above that opened none (“KAZ EXEMPLE” / “« KE », SARL”)', () => {
    expect(identityOf(narrowColumn('KAZ EXEMPLE\n« KE », SARL au capital de\n1 000 000 F CFP,'))).toEqual(['siege', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });
});
