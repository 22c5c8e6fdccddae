import { describe, expect, it } from 'vitest';
import { closingBesideBarApart } from '../../../../kernel/normalise/layout/index.ts';
import { identityOf } from '../notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from gargouilles gy17). A scanned page's neighbour column
// joined to one line of the notice after a bar: its sign-off is another notice's, set apart.
const notice = (line: string): string =>
  [
    'KAZ ANCIENNE',
    'Société par actions simplifiée au capital de 4 000 000 F CFP',
    'RIDET : 1 000 009.001',
    '',
    'CHANGEMENT DE DÉNOMINATION',
    "Aux termes d'une assemblée générale extraordinaire du 25 septembre 2026, les associés ont décidé de modifier la dénomination sociale de la société,",
    line,
    '« KAZ NOUVELLE »',
    "et de modifier en conséquence l'article 3 des statuts.",
    'Pour avis, le président.',
  ].join('\n');

describe("a neighbour's sign-off glued after a bar to one line", () => {
  it('is set apart: the line reads on into the new name under it', () => {
    const text = notice('qui devient à compter de ce jour :     | Pour avis, la gérance.');
    expect(closingBesideBarApart(text)).toBe(notice('qui devient à compter de ce jour :'));
    expect(identityOf(text)).toEqual(['statuts', 'KAZ NOUVELLE', 'SAS', '1000009001', '2026-09-25']);
  });

  it('leaves a table of bars as it is (a bar on several lines)', () => {
    const table = 'Rubrique     | Ancienne mention\nDénomination     | Pour avis, X';
    expect(closingBesideBarApart(table)).toBe(table);
  });
});
