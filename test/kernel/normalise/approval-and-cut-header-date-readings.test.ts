import { describe, expect, it } from 'vitest';
import { actDateMentions, bestActDate } from '../../../kernel/normalise/french-date.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// Two date readings the tourisme group's out-of-fold misses showed lacking: an approval (agrément)
// precedes the deed it allows (approval-dates.ts), and a running header's date may be cut at the
// line's end by a narrow scan (publication-date.ts). Every text is made up for the reading it names.

describe('an approval is a step before the act it allows', () => {
  it.each([
    ["a transferee approved by the president's decision", 'Par acte sous seing privé du 9 juillet 2026, la société KAZ HOLDING, SAS, RIDET 2 000 002.001, a cédé 100 actions de la société à Mme Ana EXEMPLE, agréée par décision du président du 2 juillet 2026.'],
    ['an approval in its own field', "Cession de parts : acte sous seing privé du 9 juillet 2026. Agrément : décision unanime des associés du 2 juillet 2026. Cessionnaire : Mme Ana EXEMPLE."],
    ['an approval given before the deed', "Suivant acte du 9 juillet 2026, M. Paul EXEMPLE a cédé ses 50 parts à Mme Ana EXEMPLE, après agrément donné par décision collective des associés du 2 juillet 2026."],
  ])('%s: the deed is the act', (_kind, text) => {
    expect(bestActDate(actDateMentions(text))?.iso).toBe('2026-07-09');
  });

  it('still dates a notice that dates nothing but the approval', () => {
    expect(bestActDate(actDateMentions("Mme Ana EXEMPLE a été agréée en qualité d'associée par décision collective des associés du 2 juillet 2026."))?.iso).toBe('2026-07-02');
  });

  it('reads the words before the date only: a decision that approves, named after its date, keeps its score', () => {
    const decided = 'Par décision du président du 2 juillet 2026, le siège a été transféré.';
    const approving = 'Par décision du président du 2 juillet 2026, Mme Ana EXEMPLE a été agréée comme associée.';
    expect(actDateMentions(approving)[0]!.score).toBe(actDateMentions(decided)[0]!.score);
  });
});

describe("a running header whose date the scan cut at the line's end", () => {
  const body = "\n\nJugement du 31/08/2026 – Clôture pour insuffisance d'actif de la liquidation judiciaire de la SARL KAZ BOIS, RIDET n° 1 000 001.001.";

  it("reads the date cut in its month ('10 sep-' / 'tembre 2026  8734') as the page's", () => {
    expect(findPublicationDate(`JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE\n10 sep-\ntembre 2026                                    8734${body}`)).toBe('2026-09-10');
  });

  it('reads no date where the cut line does not join into one', () => {
    expect(findPublicationDate(`JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE\nAnnonces lé-\ngales                                    8734${body}`)).toBeNull();
  });
});
