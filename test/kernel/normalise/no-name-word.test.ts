import { describe, expect, it } from 'vitest';
import { isNoNameWord } from '../../../kernel/normalise/no-name-word.ts';
import { identityOf } from './notice-helpers.ts';

// A name read that is a word of the notices' vocabulary, never a company's. Made-up insertion (RID
// 1 234 566 passes the check).

describe("a name read from the notices' vocabulary", () => {
  it.each(['DG', 'JGT', 'PARTS', 'LOUEUR', 'Fonction', 'Rubrique', 'SAS', 'MODIFS', 'FIN LG', 'MOUVEMENTS DE DIRIGEANTS', 'GÉRANCES LIBRES', 'VENTE DE FONDS DE COMMERCE'])('is no name: %s', (word) => {
    expect(isNoNameWord(word)).toBe(true);
  });

  it.each(['KAORI BOIS', 'LES PARTS DU LAGON', 'DG TRANSPORTS', 'LOUEUR DE BATEAUX DU SUD', 'COMMERCE DU LAGON', 'LES NOUVELLES PLANTATIONS'])('leaves a name that holds other words: %s', (name) => {
    expect(isNoNameWord(name)).toBe(false);
  });

  it('quarantines the notice rather than publish the word as its company', () => {
    const text = 'leheron.nc ▸ légales ▸ 2026-11-03\nCESS. PTS ; SCI KAORI BOIS ; RIDET 1234566.001 ; 100 parts de Paul WEA à Léa TOKI ; gér. inchangée : Paul WEA';
    const read = identityOf(text);
    expect(Array.isArray(read) ? read[1] : read).toBe('denomination_incertaine');
  });
});
