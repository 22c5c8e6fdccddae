import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { memberLeaving } from '../../../kernel/normalise/member-leaving.ts';
import { subjectOf } from './notice-helpers.ts';

// A member company told leaving its grouping: the grouping's contract changes, the member's record
// does not. Every text is made up for this file; the identifiers below pass the check.
const GROUPING = '1000009';

/** Whether the identifier printed as `marker` reads as a member's that leaves. */
function leavingAt(text: string, marker: string): boolean {
  const folded = fold(text);
  const end = folded.indexOf(fold(marker)) + marker.length;
  return memberLeaving(folded.replace(/(?<!\n)\n(?!\n)/g, ' '), folded, end);
}

describe('a member company leaving its grouping', () => {
  it('reads a member that notified its withdrawal, the grouping identified at the foot', () => {
    const text =
      "RETRAIT D'UN MEMBRE\nLa société PÊCHERIES DE BALADE, SARL, RIDET 2 000 008.001, a notifié son retrait du groupement, constaté par l'assemblée des membres du 3 novembre 2026. Le contrat de groupement est modifié.\nGIE THONIERS DU NORD, groupement d'intérêt économique, Koumac, RIDET 1 000 009.001.";
    expect(subjectOf(text)).toBe(GROUPING);
  });

  it("reads a member that 'cesse d'être membre' and one 'exclue du groupement'", () => {
    expect(leavingAt("La société FROID DU NORD, SAS, RIDET 2 000 008.001, cesse d'être membre à compter du 1er décembre 2026.", 'RIDET 2 000 008.001')).toBe(true);
    expect(leavingAt('la société FROID DU NORD, SAS, RIDET 2 000 008.001, a été exclue du groupement pour défaut de paiement.', 'RIDET 2 000 008.001')).toBe(true);
  });

  it('reads no departure where another company is named before the verb', () => {
    expect(leavingAt("La société FROID DU NORD, RIDET 2 000 008.001, a constaté que la société PÊCHERIES DE BALADE s'est retirée du groupement.", 'RIDET 2 000 008.001')).toBe(false);
  });
});

describe('a company resigning or removed from its mandate in the notice’s company', () => {
  it('reads a company whose resignation `de leurs mandats` the meeting noted as an officer, not the subject', () => {
    const text =
      "KAZ INDUSTRIE\nSociété anonyme au capital de 50 000 000 F CFP\nRIDET : 1000009001\n\nL'assemblée générale ordinaire du 3 mars 2026 a pris acte de la démission de M. Paul EXEMPLE et de la société FROID DU NORD (RIDET : 2000008001) de leurs mandats d'administrateurs et a nommé Mme Anne MODÈLE administratrice.";
    expect(subjectOf(text)).toBe('1000009');
    expect(leavingAt(text, 'RIDET : 2000008001')).toBe(true);
  });
});
