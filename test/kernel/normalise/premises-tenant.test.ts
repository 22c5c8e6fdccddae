import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// An SCI's or an owner's notice that describes it as the lessor of another company's premises: the
// tenant is named only by what the premises are let to; the notice is the lessor's. Every text is
// made up for this file; the identifiers below pass the check.
const LESSOR = '1000009';
const TENANT = '3000007';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe('the tenant named in its lessor’s description', () => {
  it("reads an SCI's new manager, the SCI described as the lessor of a company's premises", () => {
    const text =
      "SCI LES NIAOULIS, société civile immobilière, RIDET 1 000 009.001, bailleresse des locaux de la société QUINCAILLERIE DE LA CONCEPTION, SARL, RIDET 3 000 007.001, 6 rue Taragnat, Mont-Dore. Par décision des associés du 10 novembre 2026, M. Yann Kasarhérou a été nommé gérant en remplacement de Mme Éva Kasarhérou.";
    expect(readingOf(text)).toBe(`nomination ${LESSOR}`);
  });

  it("reads an owner's capital, its walls occupied by a company", () => {
    const text =
      "SCI LES NIAOULIS, RIDET 1 000 009.001, propriétaire des murs occupés par la société QUINCAILLERIE DE LA CONCEPTION, SARL, RIDET 3 000 007.001. Aux termes d'une assemblée générale extraordinaire du 10 novembre 2026, le capital social a été porté de 100 000 à 3 000 000 F CFP par incorporation de comptes courants d'associés.";
    expect(readingOf(text)).toBe(`capital ${LESSOR}`);
  });

  it('keeps the lessor’s move its own where it lets its premises to a company', () => {
    const text =
      "La SCI LES NIAOULIS, RIDET 1 000 009.001, qui donne à bail ses locaux à la société QUINCAILLERIE DE LA CONCEPTION, SARL, RIDET 3 000 007.001, a transféré son siège social au 2 rue du Général Mangin, Nouméa, par décision de ses associés du 10 novembre 2026.";
    expect(readingOf(text)).toBe(`siege ${LESSOR}`);
  });

  it('never publishes the lessor where it tells its tenant’s act', () => {
    const byDemonstrative =
      "La SCI LES NIAOULIS, RIDET 1 000 009.001, bailleresse des locaux de la société QUINCAILLERIE DE LA CONCEPTION, SARL, RIDET 3 000 007.001, informe que celle-ci a transféré son siège social au 8 rue de Verdun, Nouméa, le 10 novembre 2026.";
    const byName =
      "SCI LES NIAOULIS, RIDET 1 000 009.001, bailleresse des locaux de la société QUINCAILLERIE DE LA CONCEPTION, SARL, RIDET 3 000 007.001. Le gérant de QUINCAILLERIE DE LA CONCEPTION a décidé le 10 novembre 2026 de transférer le siège social au 8 rue de Verdun, Nouméa.";
    expect(readingOf(byDemonstrative)).not.toBe(`siege ${LESSOR}`);
    expect(readingOf(byName)).not.toBe(`siege ${LESSOR}`);
  });

  it('never publishes the lessor of the walls as the one who lets the tenant’s business', () => {
    const text =
      "La SCI LES NIAOULIS, RIDET 1 000 009.001, bailleresse des locaux de la société QUINCAILLERIE DU PORT, SARL, RIDET 3 000 007.001, informe que la société QUINCAILLERIE DU PORT a donné son fonds en location-gérance à M. Paul Wéa à compter du 1er décembre 2026.";
    expect(readingOf(text)).toBe(`cession ${TENANT}`);
  });

  it('keeps a tenant’s own move its own, its lessor named after it', () => {
    const text =
      "La société QUINCAILLERIE DE LA CONCEPTION, SARL, RIDET 3 000 007.001, a transféré son siège social dans les locaux appartenant à la SCI LES NIAOULIS, bailleresse, RIDET 1 000 009.001, 8 rue de Verdun, Nouméa, à compter du 10 novembre 2026.";
    expect(readingOf(text)).toBe(`siege ${TENANT}`);
  });
});
