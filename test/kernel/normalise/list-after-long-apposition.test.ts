import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Two managers under one label, the first described by a trade and a whole address (street,
// lot, postcode and town, each after a comma) before `et` names the second: the list goes on
// past the first one's appositions. Every text is made up for this file.
const constitution = (management: string): string =>
  [
    'AVIS DE CONSTITUTION',
    'Par acte sous seing privé du 2 mai 2026, il a été constitué une SARL dénommée KAZ DU LAGON, au capital de 500 000 F CFP.',
    management,
    'RIDET : 1 189 505.001',
    'Pour avis, la gérance.',
  ].join('\n');

describe('a list of officers going on past a long apposition', () => {
  it('names the second manager appointed after the first one’s trade and whole address', () => {
    const text = constitution('Sont nommés cogérants pour une durée illimitée Mme Léa NÉA, infirmière, demeurant lot 12, lotissement Les Flamboyants, 98835 Dumbéa, et M. Yves TEIN, infirmier, demeurant à Païta.');
    expect(officersOf(noticeOf(text))).toEqual(['Léa NÉA (gérant)', 'Yves TEIN (gérant)']);
  });

  it('names the second manager under the label when the address runs over lines', () => {
    const text = constitution('Gérance : Mme Léa NÉA,\ninfirmière, demeurant\nlot 12, rue des Flamboyants,\n98835 Dumbéa, et M. Yves TEIN,\ninfirmier, demeurant à Païta.');
    expect(officersOf(noticeOf(text))).toEqual(['Léa NÉA (gérant)', 'Yves TEIN (gérant)']);
  });
});
