import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// An office told by the participle that entrusts it to a person (`la gérance confiée pour une durée
// illimitée à Mme X`), among the mentions a notice leaves unchanged. Made up for this file.
describe('an office entrusted to a person', () => {
  it('names its holder, a term between or not', () => {
    for (const wording of ['la gérance confiée pour une durée illimitée à Mme Rose KOU', 'la gérance confiée à Mme Rose KOU']) {
      const text = `AVIS\nKAZ DU PORT, SCI, RIDET 1 095 074.001.\nL'assemblée du 3 mars 2026 a transféré le siège au 3, rue Foch, 98800 Nouméa. Les autres mentions, notamment ${wording}, demeurent inchangées.`;
      expect(officersOf(noticeOf(text))).toEqual(['Rose KOU (gérant)']);
    }
  });
});
