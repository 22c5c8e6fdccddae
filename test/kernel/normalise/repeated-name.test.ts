import { describe, expect, it } from 'vitest';
import { withoutRepeatedName } from '../../../kernel/normalise/repeated-name.ts';
import { identityOf } from './notice-helpers.ts';

// A heading's name joined to the same name opening the next line. Made-up notice (RID 1 234 566
// passes the check).

describe('a name read twice in a row', () => {
  it('is published once', () => {
    const text = [
      'PROVINCE NORD — Registre des annonces légales — Publication du 09/07/2026',
      '',
      'Transfert du siège social — KAORI BOIS DU NORD',
      'KAORI BOIS DU NORD, SARL au capital de 1 000 000 F CFP, RIDET 1 234 566.001. Par décision du 23 juin 2026,',
      "l'associé unique a transféré le siège social de Voh à Koné, à compter du 1er juillet 2026.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'KAORI BOIS DU NORD', 'SARL', '1234566001', '2026-07-09']);
  });

  it("keeps a word said twice, a name's own", () => {
    expect(withoutRepeatedName('BORA BORA')).toBe('BORA BORA');
    expect(withoutRepeatedName('KAORI BOIS KAORI BOIS')).toBe('KAORI BOIS');
    expect(withoutRepeatedName('KAORI BOIS ET KAORI')).toBe('KAORI BOIS ET KAORI');
  });
});
