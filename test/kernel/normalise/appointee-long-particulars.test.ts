import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// An appointee whose profession, capacity and address stand between the name and the appointing
// verb (kernel/normalise/extract-dirigeants.ts). Made up for the rule it names.

describe('an appointee named with long particulars before the verb', () => {
  it('takes the office the verb gives after five commas of particulars', () => {
    const text = [
      'SELARL TESTS VÉTÉRINAIRES',
      'RIDET 1 000 002.001',
      "Aux termes d'une assemblée générale ordinaire du 12 janvier 2026, Mme Lise TESTARD, vétérinaire, associée, demeurant 4, rue des Acacias, 98890 Païta, a été nommée cogérante pour une durée illimitée.",
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Lise TESTARD (gérant)']);
  });
});
