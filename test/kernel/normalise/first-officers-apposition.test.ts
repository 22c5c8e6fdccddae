import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';

// A constitution names its first officers with their mandate's length in apposition before the
// verb, and a list may name its next holder as the last one's kin. Made-up sentences.

const names = (text: string) =>
  extractOfficers(text, { type: 'creation', subjectName: 'KAORI BOIS', subjectRid: '1000009' }).dirigeants.filter((d) => d.action !== 'cessation').map((d) => `${d.prenoms} ${d.nom} (${d.fonction})`);

describe('first officers', () => {
  it('are read past the apposition of their mandate before the verb', () => {
    expect(names('Il a été constitué une société dénommée KAORI BOIS. Le premier président, nommé sans limitation de durée, est M. Paul WEA, demeurant à Koné.')).toEqual(['Paul WEA (président)']);
  });

  it('are read as a list whose next holder is named as the last one’s kin', () => {
    expect(names('Il a été constitué une société dénommée KAORI BOIS. Les premiers cogérants, nommés pour une durée illimitée, sont M. Paul WEA et sa sœur, Mlle Rose WEA, demeurant ensemble à Koné.')).toEqual(['Paul WEA (gérant)', 'Rose WEA (gérant)']);
  });
});

describe('first officers appointed by their ordinal (`nommé premier gérant`)', () => {
  it('gives a person appointed `premier gérant` the office', () => {
    expect(names('Il a été constitué une société dénommée KAORI BOIS. M. Paul WEA, demeurant à Koné, a été nommé premier gérant pour une durée illimitée.')).toEqual(['Paul WEA (gérant)']);
  });

  it('gives a company appointed `première présidente` the office', () => {
    const officers = extractOfficers('Il a été constitué une société par actions simplifiée dénommée KAORI BOIS. La société BOIS DU NORD, représentée par son président M. Luc TEA, a été désignée première présidente de la société pour une durée indéterminée.', { type: 'creation', subjectName: 'KAORI BOIS', subjectRid: '1000009' }).dirigeants;
    expect(officers.map((d) => `${d.nom} (${d.fonction})`)).toContain('BOIS DU NORD (président)');
  });
});
