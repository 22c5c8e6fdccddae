import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, seventeenth session, from tourelles tv03). A sentence that names the office,
// then its holders' appointment and term, then the colon over the list: the office governs the list,
// however long the sentence before it.
const context = { type: 'creation' as const, subjectName: 'TEST PAIN', subjectRid: '1234567' };
const text = (label: string) =>
  `AVIS DE CONSTITUTION\nPar acte du 2 avril 2026 a été constituée la SARL « TEST PAIN », au capital de 100 000 F CFP, siège à Nouméa.\n${label}\nTESTARD Jean-Paul, artisan boulanger, demeurant 4, rue des Essais, 98809 Mont-Dore,\nTESTIN épouse TESTARD Marie, comptable, demeurant même adresse.\nRIDET 1 234 567.001`;

describe("a label's office before its holders' term", () => {
  it.each([
    'La société est gérée par deux cogérants nommés sans limitation de durée, à savoir :',
    'La société est gérée par deux cogérants pour une durée illimitée :',
    'Gérance : la société est gérée par deux cogérants nommés pour six ans, à savoir :',
  ])('gives the office to every item of the list (%s)', (label) => {
    expect(holdersOf(text(label), context)).toEqual([
      ['TESTARD', 'gérant'],
      ['TESTIN épouse TESTARD', 'gérant'],
    ]);
  });

  it('but a long sentence whose office is another company’s, words after it, governs no list', () => {
    expect(holdersOf(text('La société est gérée par deux cogérants de la société TEST FOUR, dont elle reprend la clientèle :'), context)).toEqual([]);
  });
});
