import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made-up forms of a share sale: every company, person and number here is invented. The form names
// each party by its label; the company whose shares are sold is the notice's, whatever line it is on.

const form = (lines: readonly string[]): string => ['Catégorie : Cessions', '', ...lines, 'Date de la cession : 4 mars 2031'].join('\n');
const SELLER = 'Cédante : KAZ PARTICIPATIONS, SAS, RIDET 1000001-001, 1, rue Exemple, 98800 Nouméa';
const BUYER = 'Cessionnaire : KAZ LOISIRS, SARL, RIDET 2000002-001, 2, rue Exemple, 98800 Nouméa';

const subjectOf = (text: string): string | null => {
  const [result] = parseNoticeTexts(text, { reference: 'f' });
  return result?.ok ? result.notice.ridet : null;
};

describe("a share sale's form, the sold company under a label that names it by its shares", () => {
  it('reads the company whose shares are sold, the buyer’s block above it ended by its label', () => {
    expect(subjectOf(form([SELLER, BUYER, 'Société dont les actions sont cédées : KAZ TOURS, SAS au capital de 6 000 000 F CFP, RIDET 3000003-001, port Moselle, 98800 Nouméa']))).toBe('3000003001');
    expect(subjectOf(form([SELLER, BUYER, 'Société dont les parts sociales sont cédées : KAZ TOURS, SARL, RIDET 3000003-001', 'Nombre de parts cédées : 50']))).toBe('3000003001');
    expect(subjectOf(form(['Société dont les actions sont cédées : KAZ TOURS, SAS, RIDET 3000003-001', SELLER, BUYER]))).toBe('3000003001');
  });

  it('never publishes the seller’s or the buyer’s identifier', () => {
    for (const text of [form([SELLER, BUYER, 'Société dont les actions sont cédées : KAZ TOURS, SAS, RIDET 3000003-001'])]) {
      expect(['1000001001', '2000002001']).not.toContain(subjectOf(text));
    }
  });
});
