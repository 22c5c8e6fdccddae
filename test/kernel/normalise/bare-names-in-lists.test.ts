import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';
import { colonListItems } from '../../../kernel/normalise/colon-list-items.ts';

// People printed without civility where a reader still sees them as people: a list's items after
// the colon that opens it, and a signature's name before its office (colon-list-items.ts,
// officer-mentions.ts, extract-dirigeants.ts). Made up for the rules they name.

describe('the items of a list a colon opens at its line’s end', () => {
  it('open at each line after one ending an item, a wrapped item running on', () => {
    const text = ['a désigné comme cogérants :', '', 'TESTARD Paul, plombier, demeurant à', 'Nouméa ;', 'TESTIER épouse MOREAU Lise, demeurant à Koné.', 'Autre paragraphe.'].join('\n');
    expect(colonListItems(text).map((item) => text.slice(item.start, item.start + 7))).toEqual(['TESTARD', 'TESTIER']);
  });

  it('end at a line without a bullet in a bulleted list', () => {
    const text = ['les associés, savoir :', '- TESTARD Paul, gérant,', '- TESTIER Lise, gérante,', 'ont décidé de proroger la durée.'].join('\n');
    expect(colonListItems(text).map((item) => text.slice(item.start, item.start + 7))).toEqual(['TESTARD', 'TESTIER']);
  });
});

describe('officers printed bare', () => {
  it('in a list the appointment opens, each item takes the office named before the colon', () => {
    const text = [
      'TESTS MENUISERIE',
      'SARL au capital de 1 000 000 F CFP',
      'RIDET 1 000 002.001',
      "Par décision du 3 mars 2026, l'associé unique a nommé, en qualité de cogérants, à compter du même jour :",
      '',
      'TESTARD Paul, menuisier, demeurant à Bourail ;',
      'TESTIER épouse MOREAU Lise, demeurant à Nouméa.',
      '',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (gérant)', 'Lise TESTIER épouse MOREAU (gérant)']);
  });

  it('in a list of partners, each with a trade before the office it holds', () => {
    const text = [
      'TESTS OPTIQUE',
      'SNC au capital de 2 000 000 F CFP',
      'RIDET 1 000 002.001',
      "Aux termes d'une délibération du 5 mai 2026, les associés, savoir :",
      '- TESTARD Paul, opticien diplômé, cogérant,',
      '- TESTIER Lise, opticienne, cogérante,',
      'ont décidé de transférer le siège au 4 rue des Tests, 98800 Nouméa.',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (gérant)', 'Lise TESTIER (gérant)']);
  });

  it('signing the notice, the office after the name', () => {
    const text = [
      'TESTS BOULANGERIE',
      'SAS au capital de 1 000 000 F CFP',
      'RIDET 1 000 002.001',
      "Par décision du 9 avril 2026, l'associé unique a transféré le siège au 2 rue des Tests, 98800 Nouméa.",
      'Pour avis,',
      'Paul TESTARD, président.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (président)']);
  });

  it('after an appointment whose term stands before its colon, surname first and joined by “et”', () => {
    const text = [
      'TESTS HORTICULTURE',
      'SARL au capital de 1 000 000 F CFP',
      'RIDET 1 000 002.001',
      "Par décision du 3 mars 2026, l'assemblée a pris acte de la démission du gérant.",
      'Ont été nommés cogérants pour une durée illimitée : TESTARD Jean-Marc et TESTIER épouse TESTARD Léa, demeurant à Païta.',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Jean-Marc TESTARD (gérant)', 'Léa TESTIER épouse TESTARD (gérant)']);
  });

  // (2026-12-07, thirteenth session, from trumeaux tw13) The holder's state told between the office
  // and its colon, by a participle or a relative clause; the one who resigns leaves.
  it('after an office whose holder’s state stands before its colon (`nommés …`, `démissionnaire`, `dont …`)', () => {
    const text = [
      'TESTS HORTICULTURE',
      'SARL au capital de 1 000 000 F CFP',
      'RIDET 1 000 002.001',
      "Aux termes d'une assemblée générale ordinaire du 2 novembre 2026, les associés ont pris les décisions suivantes :",
      'Gérant démissionnaire : TESTOT Marc, à compter du 31 octobre 2026.',
      'Nouveaux cogérants nommés sans limitation de durée : TESTARD Jean-Marc ; TESTIN Lise.',
      'Cogérante dont les fonctions se poursuivent : TESTIER épouse TESTARD Léa.',
      'Pour avis, la gérance.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Jean-Marc TESTARD (gérant)', 'Lise TESTIN (gérant)', 'Léa TESTIER épouse TESTARD (gérant)']);
  });

  it('signing under the office, a particle before the surname', () => {
    const text = [
      'TESTS COURTAGE',
      'Société anonyme au capital de 60 000 000 F CFP',
      'RIDET 1 000 002.001',
      "Aux termes d'une délibération du 16 mars 2026, le conseil d'administration a transféré le siège au 4 rue des Tests, 98800 Nouméa.",
      'Pour avis,',
      "La présidente du conseil d'administration,",
      'Marie-Claude de TESTARD',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Marie-Claude de TESTARD (président)']);
  });
});

describe('an office a company goes on holding', () => {
  it('is told by “continue d’être exercée par”', () => {
    const text = [
      'TESTS & COMPAGNIE',
      'SASU au capital de 2 000 000 F CFP',
      'RIDET 1 000 002.001',
      "Par décisions du 8 juin 2026, l'associée unique a modifié la dénomination sociale, qui devient « TESTS & COMPAGNIE ».",
      'La présidence continue d’être exercée par la société TESTS PARTICIPATIONS.',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['TESTS PARTICIPATIONS (président)']);
  });

  it('after “Président du conseil :”, its surname first on a particle', () => {
    const text = [
      'TESTS AUTOMOBILE',
      'Société anonyme au capital de 200 000 000 F CFP',
      'RIDET 1 000 002.001',
      "L'assemblée générale ordinaire du 9 janvier 2026 a renouvelé les mandats des administrateurs.",
      'Président du conseil : de LA TESTIÈRE Jean-Baptiste',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Jean-Baptiste de LA TESTIÈRE (président)']);
  });
});

