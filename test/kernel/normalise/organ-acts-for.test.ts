import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { actedForByOrgan } from '../../../kernel/normalise/organ-acts-for.ts';

// Made-up wordings: every company, person and number here is invented. Each reads the identifier
// RIDET 2 222 222.001 of a text: is it the company an organ acts for?

function actedFor(text: string): boolean {
  const identifier = 'RIDET 2 222 222.001';
  const folded = fold(text);
  const index = text.indexOf(identifier);
  if (index < 0) throw new Error(`no ${identifier} in the text`);
  return actedForByOrgan(folded.replace(/(?<!\n)\n(?!\n)/g, ' '), folded, index, index + identifier.length, Infinity);
}

describe('actedForByOrgan', () => {
  it('reads the company an organ’s noun is of, and the company whose own organ decides', () => {
    expect(actedFor('Les sociétés A et B, associées de la société KAORI INVEST, SAS au capital de 1 000 000 F CFP, RIDET 2 222 222.001, ont nommé …')).toBe(true);
    expect(actedFor('La société KAORI INVEST, SAS, RIDET 2 222 222.001, par décision de son associée unique du 3 mai 2031, a transféré son siège.')).toBe(true);
    expect(actedFor("KAORI INVEST, SAS, RIDET 2 222 222.001. L'associée unique de cette société a décidé …")).toBe(true);
  });

  it('does not read the holder named after an appointment’s or a mandate’s noun, an adviser’s firm or an auditor', () => {
    expect(actedFor('Nomination en qualité de présidente de la société KAORI INVEST, SAS, RIDET 2 222 222.001.')).toBe(false);
    expect(actedFor("Renouvellement des mandats d'administrateur de la société KAORI INVEST, SA, RIDET 2 222 222.001.")).toBe(false);
    expect(actedFor('Par acte reçu par Maître Yann Poma, notaire associé de la SCP KAORI INVEST, RIDET 2 222 222.001, …')).toBe(false);
    expect(actedFor('Le mandat de commissaire aux comptes de la société KAORI INVEST, SARL, RIDET 2 222 222.001, est renouvelé.')).toBe(false);
  });

  it('does not read an organ’s noun whose company is followed by another one introduced', () => {
    expect(actedFor("L'associée unique de la société BETA, la société KAORI INVEST, SAS, RIDET 2 222 222.001, a décidé …")).toBe(false);
  });
});
