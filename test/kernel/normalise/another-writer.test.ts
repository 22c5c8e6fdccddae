import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Readings a blind group in the first corpus's styles by another writer showed missing (issue 32,
// test/kernel/normalise/variants). Every text here is made up for the rule it names.

function read(text: string): unknown {
  const [result] = parseNoticeTexts(text, { reference: 'W1' });
  return result?.ok
    ? [result.notice.type, result.notice.denomination, result.notice.forme_juridique, result.notice.ridet, result.notice.date]
    : result?.quarantine.reason;
}

describe('a change of name in other words', () => {
  it('reads “prend désormais le nom de « X »” as the new name', () => {
    expect(read("AVIS DE MODIFICATION\n\nPar décision du 3 mars 2026, l'associé unique de la société KAZ BOIS, SARL au capital de 100 000 F CFP, RIDET 2 345 678.001, a décidé que la société prend désormais le nom de : « BOIS DU NORD ». L'article 3 des statuts est modifié.")).toEqual(['statuts', 'BOIS DU NORD', 'SARL', '2345678001', '2026-03-03']);
  });

  it('reads “a pris le nom X” as the new name', () => {
    expect(read('Les associés de la société KAZ BOIS, SAS, RIDET 2 345 678.001, réunis le 3 mars 2026, ont modifié la dénomination sociale : la société a pris le nom LES BOIS DU NORD.')).toEqual(['statuts', 'LES BOIS DU NORD', 'SAS', '2345678001', '2026-03-03']);
  });
});
