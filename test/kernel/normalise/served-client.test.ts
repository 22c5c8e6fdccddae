import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// A company's notice that describes it by what it is to a client (`domiciliataire de la société V`,
// `caution de la société K`): the client is named only by that relation; the notice is the first
// company's. Every text is made up for this file; the identifiers below pass the check.
const SERVER = '3000007';
const CLIENT = '1000009';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe('the client named in its server’s description', () => {
  it("reads a surety bank's own appointment, the company it stands surety for named once", () => {
    const text =
      "BANQUE DU PACIFIQUE SUD, SA, RIDET 3 000 007.001, caution de la société TERRASSEMENTS DE LA TONTOUTA, SARL, RIDET 1 000 009.001, dans le cadre d'un marché public. Le conseil d'administration du 5 novembre 2026 a nommé M. Éric Wamytan directeur général.";
    expect(readingOf(text)).toBe(`nomination ${SERVER}`);
  });

  it("reads a guarantor bank's own capital", () => {
    const text =
      "AUGMENTATION DE CAPITAL\nLa BANQUE DU PACIFIQUE SUD, SA, RIDET 3 000 007.001, garante de la société TERRASSEMENTS DE LA TONTOUTA, SARL, RIDET 1 000 009.001, au titre d'un marché public. L'assemblée générale extraordinaire du 5 novembre 2026 a porté le capital à 3 000 000 000 F CFP.";
    expect(readingOf(text)).toBe(`capital ${SERVER}`);
  });

  it("never publishes a domiciliation company's own appointment under the client it names", () => {
    const text =
      "ESPACE BUREAUX DE DUCOS, SAS, société de domiciliation, RIDET 3 000 007.001, domiciliataire notamment de la société TERRASSEMENTS DE LA TONTOUTA, SARL, RIDET 1 000 009.001. Par décision de l'associé unique du 5 novembre 2026, Mme Sylvie Gope a été nommée présidente.";
    expect(readingOf(text)).not.toBe(`nomination ${CLIENT}`);
  });

  it("keeps a host's telling of its client's move the client's", () => {
    const text =
      "ESPACE BUREAUX DE DUCOS, SAS, RIDET 3 000 007.001, domiciliataire de la société TERRASSEMENTS DE LA TONTOUTA, SARL, RIDET 1 000 009.001, a enregistré le 5 novembre 2026 le transfert du siège social de sa cliente dans ses locaux, 4 rue Ampère, Nouméa.";
    expect(readingOf(text)).toBe(`siege ${CLIENT}`);
  });

  it('never publishes the surety where it tells its client’s act', () => {
    const text =
      "La BANQUE DU PACIFIQUE SUD, SA, RIDET 3 000 007.001, caution de la société TERRASSEMENTS DE LA TONTOUTA, SARL, RIDET 1 000 009.001, informe que celle-ci a nommé M. Paul Wéa gérant le 5 novembre 2026.";
    expect(readingOf(text)).not.toBe(`nomination ${SERVER}`);
  });
});
