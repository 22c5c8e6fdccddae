import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made-up notices: every company and number here is invented for the wording it shows. The
// third parties' wordings read a company by 'société' or any form of FORM_ABBREVIATIONS
// (docs/reader-history.md, "Cross-validated by writer group", wt-rfix7).

/** The published RIDETs (or the quarantine reasons). */
const ridetsOf = (text: string): string[] => parseNoticeTexts(text, { reference: 't' }).map((r) => (r.ok ? r.notice.ridet : r.quarantine.reason));

describe('a company that receives, whatever its form', () => {
  it('reads a SCOP a business is let to (“à la SCOP Y”) as the other party', () => {
    const text = [
      'LOCATION-GÉRANCE',
      "Suivant acte du 3 mars 2031, la société ATELIERS DU LARGE, SARL, RIDET 2 000 002.001, siège : 3, rue du Wharf, Nouméa, a confié l'exploitation de son fonds de menuiserie, à compter du 1er avril 2031, à la SCOP MENUISIERS DU LARGE, RIDET 1 000 001.001, pour deux ans.",
    ].join('\n');
    expect(ridetsOf(text)).toEqual(['2000002001']);
  });

  it('reads a SELAS that represents the company (“représentée par la SELAS Y”) as the other party', () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      "La société ATELIERS DU LARGE, SAS, RIDET 2 000 002.001, représentée par la SELAS CONSEILS DU LARGE, RIDET 1 000 001.001, sa présidente, a transféré son siège du 3, rue du Wharf au 5, rue des Pins, Nouméa, par décision du 4 mars 2031.",
    ].join('\n');
    expect(ridetsOf(text)).toEqual(['2000002001']);
  });
});

describe('a court debtor, whatever its form', () => {
  it('reads the SCOP a liquidation is pronounced against as the debtor, not the creditor company named after it', () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      "Par jugement du 5 mars 2031, le tribunal a prononcé la liquidation judiciaire de la SCOP BÂTISSEURS DU LARGE, RIDET 1 000 001.001, siège : 3, rue du Wharf, Nouméa, sur assignation de la société MATÉRIAUX DU LARGE, SARL, RIDET 2 000 002.001.",
      'Liquidateur : Maître Paul EXEMPLE.',
    ].join('\n');
    expect(ridetsOf(text)).toEqual(['1000001001']);
  });
});
