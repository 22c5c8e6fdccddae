import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// A one-person company's manager named under her label with her home address, the company's own
// registration on the next line with its identifier: a person holds no identifier as an officer,
// so the identifier is the company's. Every text is made up for this file.
const constitution = (registration: string): string =>
  [
    'Avis de constitution',
    'par acte sous seing privé du 2 mars 2026, il a été constitué une société à responsabilité limitée à associé unique :',
    'dénomination : Le Jardin de Tina',
    'capital : 100 000 xpf',
    'siège : 12 rue des Orchidées 98835 Dumbéa',
    'objet : paysagisme et entretien de jardins',
    'gérante et associée unique : Mme Tina WAKA demeurant 12 rue des Orchidées 98835 Dumbéa',
    registration,
    'pour avis la gérante',
  ].join('\n');

describe('a manager’s home address, then the company’s registration', () => {
  it('publishes the company under the identifier its registration line prints', () => {
    expect(subjectOf(constitution('immatriculée au RCS de Nouméa le 16 mars 2026, ridet 1 196 997.001'))).toBe('1196997');
  });
});
