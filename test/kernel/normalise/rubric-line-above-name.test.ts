import { describe, expect, it } from 'vitest';
import { withoutRubricLineAbove } from '../../../kernel/normalise/rubric-line-above-name.ts';
import { identityOf } from './notice-helpers.ts';

// A column's rubric alone on the line above a company's line. Made-up insertions (RID 1 234 566
// passes the check).

describe("a column's rubric on the line above the company's line", () => {
  it('is no word of its name', () => {
    const text = [
      'leheron-nc.info · avis publiés le 29.09.2026',
      'CONSEILS',
      'KAORI BOIS, SA, RIDET 1234566.001. CA du 21/09/2026 : M. Jean-Marc',
      'WEA nommé PDG en rempl. de M. Paul KAMO, dém. ; Mme Sylvie TOKI',
      'cooptée adm.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'KAORI BOIS', 'SA', '1234566001', '2026-09-29']);
  });

  it("is no word of its name where the company's line sets name, form and identifier apart by dashes", () => {
    const text = ['LE HÉRON DU NORD — jeudi 12 novembre 2026', '', 'DERNIER TOUR', 'KAORI BOIS LOCATIONS — SAS — RIDET 1 234 566.001 — 5, rue Hohouda, 98850 Koumac.', 'Dissol. anticip. au 31/10/2026 (déc. du 02/11/2026). Liquidatrice : Mme Léa WEA.'].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'KAORI BOIS LOCATIONS', 'SAS', '1234566001', '2026-11-12']);
  });

  it('leaves a name cut at its line end whole: a connector closing the line, or opening the next', () => {
    expect(withoutRubricLineAbove('STATION-SERVICE DE LA RIVIÈRE BLANCHE', 'LE HÉRON — 12/03/2026\nSTATION-SERVICE DE LA\nRIVIÈRE BLANCHE, SARL, RIDET 1234566.001')).toBe('STATION-SERVICE DE LA RIVIÈRE BLANCHE');
    expect(withoutRubricLineAbove('BOULANGERIE DU PONT', 'LE HÉRON — 12/03/2026\nBOULANGERIE\nDU PONT, SARL, RIDET 1234566.001')).toBe('BOULANGERIE DU PONT');
    expect(withoutRubricLineAbove('CONSEILS KAORI BOIS', 'LE HÉRON — 12/03/2026\nCONSEILS\nKAORI BOIS, SA, RIDET 1234566.001')).toBe('KAORI BOIS');
  });
});
