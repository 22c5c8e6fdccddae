import { describe, expect, it } from 'vitest';
import { fold, foldedUnitCount } from '../../../kernel/normalise/fold.ts';
import { identifierToldAsGiver, introducedAsTaker } from '../../../kernel/normalise/giver-identifier-name.ts';
import { withoutEarlierJudgments } from '../../../kernel/normalise/list-entry-dates.ts';
import { actDateMentions } from '../../../kernel/normalise/french-date.ts';

// Made up. The parse folds its notice whole (fold.ts keeps the fold); the readings of a window
// around a company or a date read that window from the kept fold instead of folding it again.
describe("a notice's windows read from its fold", () => {
  const sale = `Vente de fonds\n${'Le fonds de boulangerie exploité à Koné, '.repeat(4)}a été vendu par la société PAIN DORÉ, RIDET n° 1 000 001.001, société cédante, au profit de la société MIE D'OR, cessionnaire, qui l'exploite.`;

  it("reads a company's side in a sale, folding nothing again", () => {
    fold(sale);
    const before = foldedUnitCount();
    expect(identifierToldAsGiver(sale, sale.indexOf(', société cédante'))).toBe(true);
    expect(identifierToldAsGiver(sale, sale.indexOf(', cessionnaire'))).toBe(false);
    expect(introducedAsTaker(sale, sale.indexOf("de la société MIE D'OR"))).toBe(true);
    expect(introducedAsTaker(sale, sale.indexOf('la société PAIN DORÉ'))).toBe(false);
    expect(foldedUnitCount()).toBe(before);
  });

  it("reads a list's earlier judgment before its date, folding nothing again", () => {
    const entry = `Liquidation judiciaire de la société ÉCLAT, SARL, ${'activité de nettoyage à Dumbéa, '.repeat(4)}prononcée le 12 mai 2026, après le redressement judiciaire ouvert par jugement du 3 février 2025.`;
    const mentions = actDateMentions(entry);
    fold(entry);
    const before = foldedUnitCount();
    const kept = withoutEarlierJudgments(entry, mentions, '2026-05-12').map((m) => m.iso);
    expect(foldedUnitCount()).toBe(before);
    expect(kept).toContain('2026-05-12');
    expect(kept).not.toContain('2025-02-03');
  });
});
