import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/ridet.ts';

// A notice drafted by the company itself and sent by e-mail is typed by someone who is not a
// compositor: identifiers keyed with whatever separator comes to hand. A reader of legal notices
// reads these as the numbers they are. Every text is made up for the reading it names.

const ridets = (text: string) => findRidets(text).map((m) => [m.ridet, m.establishmentInferred]);

describe('identifiers keyed by a typist', () => {
  it("reads a RID grouped by hyphens or underscores after its label, with or without its rank ('1-822-337-001', '1_164_169')", () => {
    expect(ridets('Ridet : 1-822-337-001')).toEqual([['1822337001', false]]);
    expect(ridets('RIDET n° 0_866_905_002')).toEqual([['0866905002', false]]);
    expect(ridets('RID : 1-164-169')).toEqual([['1164169001', true]]);
  });

  it("reads an underscore before the rank as the rank's separator ('1255629_002'), with or without a label", () => {
    expect(ridets('N° RIDET 1255629_002')).toEqual([['1255629002', false]]);
    expect(ridets('immatriculée 1422518_001 à Nouméa')).toEqual([['1422518001', false]]);
  });

  it("reads the rank named apart as 'rang établissement' or 'rang d'établissement'", () => {
    expect(ridets('RID : 0931899 – rang établissement : 002')).toEqual([['0931899002', false]]);
    expect(ridets("RID 0746933, rang d'établissement 001")).toEqual([['0746933001', false]]);
  });

  it('leaves a date or a phone number typed with hyphens alone', () => {
    expect(ridets('Tél. 27-12-34, réunion du 03-11-2026')).toEqual([]);
    expect(ridets('RIDET : à venir, tél : 12-345-678')).toEqual([]);
  });
});
