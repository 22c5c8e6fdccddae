import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// (wt-rpres) A greffe's list whose entries each open with a paragraph that only dates the judgment,
// no bullet ('Jugement du 3 mai 2026' / the debtor's line / the procedure / the organ's firm with its
// own identifier): one announcement per debtor, never the list quarantined for its several
// identifiers. Made-up companies; the identifiers pass the check.
describe('a list of judgments dated paragraph by paragraph', () => {
  it('reads one procedure per dated paragraph, each under its debtor', () => {
    const text =
      "GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nJugements rendus en matière de procédures collectives\n\nJugement du 4 mai 2026\nATELIER DES COCOTIERS, SARL, 98860 Koné – RIDET 1 000 009.001\nLiquidation judiciaire. Date de cessation des paiements : 1er mars 2026.\nLiquidateur : SELARL MANDATAIRES DU LAGON, RIDET 3 000 007.001.\n\nJugement du 5 mai 2026\nFERS DU LAGON, SAS, 98800 Nouméa – RIDET 2 000 008.001\nRedressement judiciaire. Date de cessation des paiements : 2 avril 2026.\nMandataire judiciaire : SELARL MANDATAIRES DU LAGON, RIDET 3 000 007.001.";
    const results = parseNoticeTexts(text, { reference: 'liste' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.ridet.slice(0, 7)] : r.quarantine.reason))).toEqual([
      ['procedure', '1000009'],
      ['procedure', '2000008'],
    ]);
  });
});
