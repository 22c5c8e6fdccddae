import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made up (2026-12-07, eighteenth session, from colonnettes cy16; volets kg06, kg16, kg33 read so too).
// A provincial assembly's deliberation closes on its president's bare signature: he signs the act,
// no officer of the company it concerns.
describe("a public assembly's deliberation signed by its president", () => {
  const deliberation = (closing: string) =>
    `Délibération n° 2026-15/API du 12 février 2026 portant désignation des représentants de la province au conseil d'administration de la SAEML TESTS TOURISTIQUES\n\nL'assemblée de la province des îles Loyauté,\nVu les statuts de la SAEML TESTS TOURISTIQUES, RIDET 1 234 566.001 ;\nAprès en avoir délibéré,\n\nArticle 1er : Sont désignés pour représenter la province au conseil d'administration de la SAEML TESTS TOURISTIQUES :\n- Mme Jeanne TESTARD ;\n- M. Cyril TESTEUR.\nArticle 2 : Le président de l'assemblée est chargé de l'exécution de la présente délibération.\n\n${closing}`;

  it('lists the designated directors, not the signing president', () => {
    for (const closing of ['Délibéré en séance publique, à We, le 12 février 2026.\n\n      Le président,\n      Wassissi TESTE', '      Le président,\n      Wassissi TESTE']) {
      expect(officersOf(noticeOf(deliberation(closing)))).toEqual(['Jeanne TESTARD (administrateur)', 'Cyril TESTEUR (administrateur)']);
    }
  });

  it("keeps a company's own president signing its notice", () => {
    const notice = noticeOf("TESTS TOURISTIQUES\nSAS au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nL'associée unique a décidé le 12 février 2026 de transférer le siège social à We.\n\nLe président,\nWassissi TESTE");
    expect(officersOf(notice)).toEqual(['Wassissi TESTE (président)']);
  });
});
