import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

/** The quarantine reason of a text, or the RIDET it is published under. */
function outcome(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 't' });
  if (!result) throw new Error('no result');
  return result.ok ? result.notice.ridet : result.quarantine.reason;
}

describe("a co-ownership's own act", () => {
  it("is no company's notice: the syndic it appoints keeps its record as it was", () => {
    const text =
      "LNC – vendredi 27 novembre 2026 – Avis divers\n\nSYNDICAT DES COPROPRIÉTAIRES DE LA RÉSIDENCE LES FLAMBOYANTS\n3, rue Exemple, 98800 Nouméa\n\nL'assemblée générale des copropriétaires du 21 octobre 2026 a désigné en qualité de syndic, pour une durée de trois ans, la société KAZ SYNDIC, SARL, RIDET 1 000 009.001, en remplacement de la société EXEMPLE IMMO.";
    expect(outcome(text)).toBe('hors_champ');
  });

  it("leaves a syndic company's own notice in scope", () => {
    const text =
      "AVIS DE CONSTITUTION\nDénomination : KAZ SYNDIC\nForme : SARL\nObjet : syndic de copropriété, représentation du syndicat des copropriétaires de chaque immeuble géré\nSiège : Nouméa\nGérant : M. Paul KAZ\nRIDET : 1 000 009.001\nLNC du 3 novembre 2026";
    expect(noticeOf(text).type).toBe('creation');
  });
});
