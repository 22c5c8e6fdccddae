import { describe, expect, it } from 'vitest';
import { issuerOfNewShares } from '../../../kernel/normalise/issued-shares.ts';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// New shares a capital increase issues are the issuing company's own: the company whose capital
// grows, not one whose existing shares are traded. Every text is made up for this file.

function read(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet}` : `quarantaine ${result.quarantine.reason}`;
}

describe('the issuer of new shares', () => {
  it('is read by the new shares or parts named right before its company (folded words)', () => {
    expect(issuerOfNewShares("en contrepartie, 500 actions nouvelles de la societe kaori peche, sa, ")).toBe(true);
    expect(issuerOfNewShares('ont ete creees 80 parts sociales nouvelles de la sarl kaori peche, ')).toBe(true);
  });

  it("is not read for existing shares after the new ones ('… en rémunération de l'apport des titres de la société Y')", () => {
    expect(issuerOfNewShares("1 000 actions nouvelles emises en remuneration de l'apport des titres de la societe kaori peche, sa, ")).toBe(false);
    expect(issuerOfNewShares('apport de 400 actions de la societe kaori peche, sa, ')).toBe(false);
  });

  it("publishes a capital increase whose only identifier follows its own new shares", () => {
    const text =
      'Augmentation de capital de la société KAORI PÊCHE, SA : par décision du conseil du 6 octobre 2026, 500 actions nouvelles de la société KAORI PÊCHE, RIDET 1 000 009.001, ont été souscrites en numéraire. Nouveau capital : 6 000 000 F CFP.\nPour avis.';
    expect(read(text)).toBe('capital 1000009001');
  });
});
