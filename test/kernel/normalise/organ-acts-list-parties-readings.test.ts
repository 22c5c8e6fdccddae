import { describe, expect, it } from 'vitest';
import { namedInAppointment } from '../../../kernel/normalise/appointment-parties.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows.
// (wt-org2) An organ's acts listed after its auxiliary's colon (`a : — élu … ; — pris acte de la
// démission de la société A, …, de son mandat … ; — coopté en remplacement la société B, …`): the
// company resigning its mandate and the company co-opted hold seats on the organ of the company
// whose organ it is (appointment-parties.ts).

function named(text: string, ridet: string): boolean {
  const folded = fold(text);
  const match = findRidets(text).find((m) => m.ridet === ridet)!;
  return namedInAppointment(folded, match.index, match.index + match.printed.length);
}

const text = [
  'CONSEIL DE SURVEILLANCE',
  '',
  'Réuni le 20 septembre 2033, le conseil de surveillance de la société EAUX EXEMPLE, société anonyme à directoire et conseil de surveillance au capital de 60 000 000 F CFP, dont le siège est 1, rue Exemple, 98800 Nouméa, RIDET 1 357 924.001, a :',
  '— élu M. Paul EXEMPLE en qualité de président du conseil de surveillance ;',
  '— pris acte de la démission de la société NICKEL EXEMPLE, SAS, RIDET 2 468 135.001, de son mandat de membre du conseil ;',
  '— coopté en remplacement la société BOISSONS MODÈLES, SAS, RIDET 3 579 246.001, représentée par Mme Ana MODÈLE.',
].join('\n');

describe('an organ’s acts listed after its auxiliary’s colon', () => {
  it('reads the company resigning its mandate and the company co-opted as parties of the change, not the board’s company', () => {
    expect([named(text, '2468135001'), named(text, '3579246001'), named(text, '1357924001')]).toEqual([true, true, false]);
  });

  it('publishes the company whose board acts', () => {
    expect(identityOf(text)).toEqual(['nomination', 'EAUX EXEMPLE', 'SA', '1357924001', '2033-09-20']);
  });

  it('does not read a company named after a person’s resignation as resigning', () => {
    const other = "Le conseil a pris acte de la démission de M. Paul EXEMPLE, gérant de la société KAZ EXEMPLE, SARL, RIDET 2 468 135.001, de ses fonctions.";
    expect(named(other, '2468135001')).toBe(false);
  });
});
