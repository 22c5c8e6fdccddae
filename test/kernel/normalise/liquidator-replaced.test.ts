import { describe, expect, it } from 'vitest';
import { replacesLiquidator } from '../../../kernel/normalise/liquidator-replaced.ts';

// Made up (2026-12-08, nineteenth session, from barbacanes bj22): the wordings of a liquidator
// replaced in a company already in liquidation, on folded text.
describe('a liquidator replaced', () => {
  it('is read from the heading, a resignation from the office, a death, a new liquidator or a replacement', () => {
    expect(replacesLiquidator('changement de liquidateur\nles associes ont nomme m. x')).toBe(true);
    expect(replacesLiquidator("ont pris acte de la demission de mme ana testin de ses fonctions de liquidatrice et ont nomme m. x")).toBe(true);
    expect(replacesLiquidator('suite au deces du liquidateur, l\'assemblee a designe m. x')).toBe(true);
    expect(replacesLiquidator('nomination d\'un nouveau liquidateur : m. x')).toBe(true);
    expect(replacesLiquidator('en remplacement du liquidateur, m. x')).toBe(true);
  });

  it('is not read where the notice closes the liquidation, nor where a gérant resigns', () => {
    expect(replacesLiquidator('changement de liquidateur ; les associes ont approuve les comptes definitifs de liquidation')).toBe(false);
    expect(replacesLiquidator('demission de m. x de ses fonctions de gerant ; mise en liquidation amiable, liquidateur m. y')).toBe(false);
  });
});
