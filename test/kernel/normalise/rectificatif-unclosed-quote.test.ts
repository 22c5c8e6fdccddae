import { describe, expect, it } from 'vitest';
import { correctedReading } from '../../../kernel/normalise/rectificatif.ts';

// A rectificatif's wrong value quoted after `au lieu de :`, its closing guillemet lost (a layout
// pass read it away with the line's label). Made up for this file.
describe('a wrong value whose guillemet is left unclosed', () => {
  it('is taken out to the line’s end', () => {
    const text = "RECTIFICATIF\nKAZ DU PORT, SARL, RIDET 1 095 074.001.\nDans l'avis paru le 3 mars 2026, il y a lieu de lire :\nLiquidatrice : Mme Rose KOU, demeurant à Nouméa »\nau lieu de :\n« Liquidateur : M. Paul TEIN, demeurant à Nouméa.\nLe reste sans changement.";
    const read = correctedReading(text);
    expect(read).toContain('Rose KOU');
    expect(read).not.toContain('Paul TEIN');
  });
});
