import { describe, expect, it } from 'vitest';
import { inBoardSeatSentence } from '../../../kernel/normalise/board-seat-sentence.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { subjectOf } from './notice-helpers.ts';

// The companies a notice identifies in a sentence about a seat on its board sit on that board; the
// notice is the company's whose name block heads it. Every text is made up for this file; the
// identifiers below pass the check.
const SUBJECT = '1000009';
const HEAD = "HÔTELS DU LAGON\nSA à directoire et conseil de surveillance au capital de 200 000 000 F CFP\nSiège : 12 promenade Roger-Laroque, Nouméa – RIDET 1 000 009.001\n\n";

/** Whether the identifier printed as `marker` stands in a sentence about a board seat. */
function seatAt(text: string, marker: string): boolean {
  const folded = fold(text);
  const index = folded.indexOf(fold(marker));
  return inBoardSeatSentence(folded, index, index + marker.length);
}

describe('companies identified in a sentence about a seat on the board', () => {
  it("reads the board's composition listed under its noun", () => {
    const text = `${HEAD}Composition du conseil de surveillance à l'issue de l'assemblée du 3 novembre 2026 :\n– la société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001, représentée par M. Louis ARDIMI ;\n– la société FROID DU NORD, SARL, RIDET 3 000 007.001, représentée par Mme Ana TEIN ;\n– M. Paul WAIA.`;
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a member that resigned and the one co-opted in its place', () => {
    const text = `${HEAD}Le conseil de surveillance, réuni le 3 novembre 2026, a pris acte de la démission de la société FROID DU NORD, SARL, RIDET 3 000 007.001, de ses fonctions de membre du conseil, et a coopté pour la remplacer la société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001.`;
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a member company that changes its permanent representative', () => {
    const text = `${HEAD}La société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001, a désigné M. Louis ARDIMI en qualité de représentant permanent au conseil de surveillance, en remplacement de Mme Ana TEIN, à compter du 3 novembre 2026.`;
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a member leaving the directoire, the meeting dated after the board', () => {
    const text = `${HEAD}Changements au directoire (conseil de surveillance du 3 novembre 2026) : la société GESTION DU NORD, SARL, RIDET 2 000 008.001, quitte le directoire ; M. Paul WAIA est nommé président du directoire.`;
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("reads no seat in the form's own board, nor where the sentence says whose board it is", () => {
    expect(seatAt(HEAD, 'RIDET 1 000 009.001')).toBe(false);
    expect(seatAt('La société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001, a été désignée membre du conseil de surveillance d’HÔTELS DU LAGON.', 'RIDET 2 000 008.001')).toBe(false);
  });

  it('reads no seat for a company that appoints an officer of its own directoire', () => {
    expect(seatAt('Par ailleurs, la société HÔTELS DU LAGON, SA, RIDET 1 000 009.001, a nommé M. Paul WAIA président du directoire.', 'RIDET 1 000 009.001')).toBe(false);
  });

  it('never publishes a member company telling its seat on a board another company names', () => {
    const text =
      "PÊCHERIES DE BALADE\nSAS au capital de 5 000 000 F CFP – Koumac – RIDET 2 000 008.001\n\nLa société a été désignée le 3 novembre 2026 membre du conseil de surveillance d'HÔTELS DU LAGON, SA à directoire, RIDET 1 000 009.001, représentée par M. Louis ARDIMI, représentant permanent.";
    expect(subjectOf(text)).not.toBe('2000008');
  });
});
