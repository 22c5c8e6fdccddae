import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made up (2026-12-07, seventeenth session, from tourelles tv10, as voussures vs06). A merger's two
// companies each printed as a header block under its side's label, its officer the block's last
// field: the absorbed company's gérant is that company's, not the absorbing subject's.
const MERGER = [
  'FUSION-ABSORPTION',
  '',
  'SOCIÉTÉ ABSORBÉE :',
  'TEST ÉLECTRICITÉ',
  'SARL au capital de 5 000 000 F CFP',
  'Siège : lot 12, zone des Essais, 98860 Koné',
  'RIDET 1 576 412.001',
  'Gérant : M. Paul ABSORBÉ',
  '',
  'SOCIÉTÉ ABSORBANTE :',
  'TEST ÉNERGIES',
  'Société anonyme au capital de 97 500 000 F CFP',
  'Siège : 22, rue des Essais, 98800 Nouméa',
  'RIDET 1 139 625.001',
  'Président-directeur général : M. Luc ABSORBANT',
  '',
  "Aux termes d'un traité de fusion du 3 août 2026, la société TEST ÉLECTRICITÉ a fait apport à la société TEST ÉNERGIES de l'ensemble de son patrimoine. L'assemblée de la société absorbante du 18 septembre 2026 a augmenté en conséquence son capital de 12 500 000 F CFP, pour le porter à 110 000 000 F CFP.",
].join('\n');

describe("an officer printed as the last field of another company's header block", () => {
  it('is that company’s, its block’s form and capital line a field as its labelled lines are', () => {
    expect(officersOf(noticeOf(MERGER))).toEqual(['Luc ABSORBANT (président)', 'Luc ABSORBANT (directeur général)']);
  });
});
