import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { signatureNames, signatureOf } from '../../../kernel/normalise/signature-company.ts';

// Every text is made up for this file.
describe('the company a notice signature speaks for', () => {
  it('reads the company the signing officer acts for', () => {
    const text = fold('Par avenant du 2 mai 2026, la société le comptoir du col, SARL, RIDET 1 000 009.001, et M. Jean EXEMPLE, commerçant, RIDET 3 000 007.001, ont renouvelé la location-gérance.\nPour avis, la gérante de la société le comptoir du col, Mme Ana EXEMPLE.');
    const signature = signatureOf(text);
    expect(signatureNames(signature, 'le comptoir du col')).toBe(true);
    expect(signatureNames(signature, 'jean exemple')).toBe(false);
  });

  it('reads a signature opened by the company itself', () => {
    expect(signatureNames(signatureOf(fold('Fonds vendu le 1er juin 2026.\nPour la SARL FOURNIL DES PINS, sa gérante, Mme Léa EXEMPLE.')), 'fournil des pins')).toBe(true);
  });

  it('finds no signature in a text that ends without one', () => {
    expect(signatureOf(fold('La société FOURNIL DES PINS a transféré son siège le 1er juin 2026.'))).toBeNull();
  });
});
