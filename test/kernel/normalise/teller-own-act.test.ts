import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// A firm that tells its own act on its own record, another company named in its description (the
// liquidator's client): the notice is the firm's, never the client's. Every text is made up for this
// file; the identifiers below pass the check.
const CLIENT = '1000009';
const FIRM = '3000007';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe("a teller's own act, another company named in its description", () => {
  it("reads a liquidator's firm telling, after its infinitive, the move of its own seat", () => {
    const text =
      "TRANSFERT DE SIÈGE\nLa SELARL LIQUIDATIONS DU SUD, RIDET 3 000 007.001, liquidateur amiable de la société VERGERS DE LA FOA, SARL, RIDET 1 000 009.001, informe avoir transféré son siège social du 12 rue Anatole France au 5 avenue du Maréchal Foch, Nouméa, le 16 novembre 2026.";
    expect(readingOf(text)).toBe(`siege ${FIRM}`);
  });

  it("reads the same firm telling its move with qu'elle a", () => {
    const text =
      "AVIS\nLe cabinet COMPTES ET BILANS, SARL, RIDET 3 000 007.001, liquidateur de plusieurs sociétés dont la société VERGERS DE LA FOA, RIDET 1 000 009.001, fait savoir qu'elle a, par décision de son gérant du 16 novembre 2026, transféré son siège social au 5 avenue du Maréchal Foch, Nouméa.";
    expect(readingOf(text)).toBe(`siege ${FIRM}`);
  });

  it('keeps a closure the liquidator tells of its client the client’s', () => {
    const text =
      'Le cabinet COMPTES ET BILANS, RIDET 3 000 007.001, liquidateur de la société VERGERS DE LA FOA, SARL, RIDET 1 000 009.001, informe que la liquidation de celle-ci a été clôturée par décision des associés du 16 novembre 2026.';
    expect(readingOf(text)).toBe(`dissolution ${CLIENT}`);
  });

  it("keeps a closure in the liquidator's infinitive the client's", () => {
    const text =
      'Le cabinet COMPTES ET BILANS, RIDET 3 000 007.001, liquidateur de la société VERGERS DE LA FOA, SARL, RIDET 1 000 009.001, informe avoir clôturé les opérations de liquidation de cette société le 16 novembre 2026.';
    expect(readingOf(text)).toBe(`dissolution ${CLIENT}`);
  });

  it("never publishes under the liquidator the liquidation it placed at its own seat", () => {
    const text =
      'DISSOLUTION\nLa SELARL LIQUIDATIONS DU SUD, RIDET 3 000 007.001, liquidateur amiable de la société VERGERS DE LA FOA, SARL, RIDET 1 000 009.001, informe avoir fixé le siège de la liquidation à son siège social, 5 avenue du Maréchal Foch, Nouméa, le 16 novembre 2026.';
    expect(readingOf(text)).toBe(`dissolution ${CLIENT}`);
  });

  it('keeps two companies telling their joint move in doubt, `leur` being neither one’s', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLes sociétés FROID DU NORD, SAS, RIDET 3 000 007.001, et SERRURERIE DU CAILLOU, SARL, RIDET 1 000 009.001, informent avoir transféré leur siège social au 14 rue de Verdun, Nouméa, le 9 novembre 2026.';
    expect(readingOf(text)).toBe('sujet_ambigu');
  });

  it('keeps a move the teller tells of the company named after it, not in its description, that company’s', () => {
    const text =
      "Le cabinet COMPTES ET BILANS, RIDET 3 000 007.001, informe que la société VERGERS DE LA FOA, SARL, RIDET 1 000 009.001, a transféré son siège social au 5 avenue du Maréchal Foch, Nouméa, le 16 novembre 2026.";
    expect(readingOf(text)).toBe(`siege ${CLIENT}`);
  });
});
