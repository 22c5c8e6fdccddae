import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, seventeenth session, from tourelles tv05). The office closing a person's
// apposition after an address printed whole (its number, street, postcode and town), a trade before
// it or not: the office is the person's.
const context = { type: 'creation' as const, subjectName: 'TEST LOGICIELS', subjectRid: '1234567' };
const text = (items: string) =>
  `TEST LOGICIELS\nSociété par actions simplifiée au capital de 1 000 000 F CFP\nRIDET 1 234 567.001\n\nIl a été constitué la société ci-dessus par acte du 22 juin 2026.\n\nOrganes de direction :\n${items}`;

describe('an office after the holder’s address printed whole', () => {
  it('is the holder’s where it closes the apposition, a trade before the address or not', () => {
    expect(holdersOf(text('Mme Anne TESTARD, demeurant 18, rue des Essais, 98800 Nouméa, Présidente ;\nM. Paul TESTIN, ingénieur, demeurant à Dumbéa, Directeur général.'), context)).toEqual([
      ['TESTARD', 'président'],
      ['TESTIN', 'directeur général'],
    ]);
  });

  it('is no office of hers where the words go on after it (an office held until then)', () => {
    const liquidation = `TEST LOGICIELS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 567.001\n\nL'assemblée du 3 mars 2026 a décidé la dissolution anticipée de la société. Elle a nommé en qualité de liquidateur M. Paul TESTIN, demeurant 8, rue des Essais, 98800 Nouméa, gérant jusqu'alors, avec les pouvoirs les plus étendus.`;
    expect(holdersOf(liquidation, { ...context, type: 'dissolution' })).toEqual([['TESTIN', 'liquidateur']]);
  });
});
