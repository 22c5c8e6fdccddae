import { describe, expect, it } from 'vitest';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';

// Made up (2026-12-07, eighteenth session, from lanternons lq37). In a notice of a business the side
// that lets or sells it is the subject, also by its noun alone: its officer representing it is the
// subject's own ('exploité par la propriétaire, représentée par son gérant, M. X').
describe("the letting side's officer named by the side's noun", () => {
  const ended = (who: string) =>
    `FIN DE LOCATION-GÉRANCE\nLa location-gérance du fonds de commerce de boulangerie consentie par la société TESTS FOURNIL, SARL, RIDET 1 234 566.001, à la société TESTS PAINS, SARL, a pris fin le 31 octobre 2026.\nLe fonds est désormais exploité directement par ${who}, représentée par son gérant, M. Alain TESTARD.`;

  it('lists the owner’s representing officer', () => {
    const officers = extractDirigeants(ended('la propriétaire'), { type: 'cession', subjectName: 'TESTS FOURNIL', subjectRid: '1234566' });
    expect(officers.map((d) => [d.nom, d.fonction])).toEqual([['TESTARD', 'gérant']]);
  });

  it('leaves out a premises’ landlord in a notice of no business', () => {
    const moved = "TRANSFERT DE SIÈGE\nLa société TESTS FOURNIL, SARL, RIDET 1 234 566.001, a transféré son siège au 4 rue Test, Nouméa, dans des locaux loués à la société TESTS IMMO, la bailleresse, représentée par son gérant, M. Alain TESTARD.";
    expect(extractDirigeants(moved, { type: 'siege', subjectName: 'TESTS FOURNIL', subjectRid: '1234566' })).toEqual([]);
  });
});
