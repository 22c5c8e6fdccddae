import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows.

const header = ['MARCHÉS DES DEUX RIVES', "Société anonyme d'économie mixte locale au capital de 90 000 000 F CFP", 'RIDET 3 579 124.001', ''];

describe('officers whose role is told away from their name', () => {
  it('gives a board seat to every name a purpose after the list places on the board', () => {
    const text = [
      ...header,
      "Par délibération n° 2031-40 du 3 mars 2031, le conseil municipal a désigné M. Paul TEAMO et Mme Anne WAHIO pour représenter la commune au conseil d'administration de la société, en remplacement de M. Luc HNAWIA.",
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Paul TEAMO (administrateur)', 'Anne WAHIO (administrateur)']);
  });

  it("does not seat a company's representative in its place", () => {
    const text = [
      'NOMINATION D’ADMINISTRATEUR',
      ...header,
      "L'assemblée générale du 3 mars 2031 a nommé administratrice la société HALLES DU NORD-OUEST, SAS, qui a désigné M. Paul TEAMO pour représenter la société HALLES DU NORD-OUEST au conseil d'administration.",
    ].join('\n');
    expect(officersOf(noticeOf(text))).not.toContain('Paul TEAMO (administrateur)');
  });

  it('reads the office a sentence’s subject gives herself later in the sentence', () => {
    const text = [
      'BOULANGERIE DES ALIZÉS, EURL au capital de 500 000 F CFP, RIDET 1 357 902.001.',
      "Par décision du 2 avril 2031, l'associée unique, Mme Lise KAOUA, a pris acte de la démission de M. Marc BOEWA de ses fonctions de gérant et s'est nommée gérante à compter du même jour.",
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Lise KAOUA (gérant)']);
  });

  it('keeps the co-managers beside whom another is appointed, the role closed by a comma', () => {
    const text = [
      'La SARL ATELIER DU WHARF, au capital de 1 000 000 F CFP, RIDET 2 468 013.001, fait savoir que l’assemblée du 4 mai 2031 a nommé M. Tom POIDI cogérant, aux côtés de Mme Rose IHAGE et M. Yann TEIN, cogérants.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Tom POIDI (gérant)', 'Rose IHAGE (gérant)', 'Yann TEIN (gérant)']);
  });

  it('reads the office the next clause gives the one just named by an object pronoun', () => {
    const text = [
      ...header,
      "Assemblée générale du 30 juin 2031 : l'assemblée a renouvelé le mandat d'administratrice de Mme Claire OUNOU ; le conseil, réuni le même jour, l'a reconduite dans ses fonctions de présidente.",
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Claire OUNOU (administrateur)', 'Claire OUNOU (président)']);
  });

  it('reads an office named before its holder and renewed after', () => {
    const text = [
      'RENOUVELLEMENT DU GÉRANT',
      'ATELIER DU WHARF, SARL au capital de 1 000 000 F CFP, RIDET 2 468 013.001 : par décision du 4 mai 2031, la gérance de M. Yann TEIN a été renouvelée pour trois ans.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Yann TEIN (gérant)']);
  });
});

describe('an appointment told by a pronoun or a relative clause, in its other phrasings', () => {
  const head = 'KAZ EXEMPLE, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\n\n';
  const read = (body: string): string[] => officersOf(noticeOf(head + body));

  it('reads the passive pronoun with an adverb that adds the office to another', () => {
    expect(read("Par décision du 3 mars 2026, l'assemblée a nommé M. Marc CINQ en qualité de gérant. Il a également été nommé liquidateur.")).toEqual(['Marc CINQ (gérant)', 'Marc CINQ (liquidateur)']);
    expect(read("L'assemblée du 3 mars 2026 a agréé Mme Anne AUTRE en qualité de nouvelle associée. Elle a aussi été nommée cogérante.")).toEqual(['Anne AUTRE (gérant)']);
  });

  it('reads the demonstrative subject of the next sentence, and the functions it exercises', () => {
    expect(read("Par décision du 3 mars 2026, l'associée unique a constitué seule la société et a nommé Mme Anne AUTRE. Celle-ci en est la gérante.")).toEqual(['Anne AUTRE (gérant)']);
    expect(read("Par décision du 3 mars 2026, l'associée unique a constitué seule la société et a nommé Mme Anne AUTRE. Elle exercera les fonctions de gérante.")).toEqual(['Anne AUTRE (gérant)']);
  });

  it('keeps the pronoun’s gender: a feminine pronoun gives a man no office', () => {
    expect(read("Par décision du 3 mars 2026, l'associée unique a constitué seule la société et a nommé M. Marc CINQ. Celle-ci en est la gérante.")).toEqual([]);
  });

  it('reads a relative clause after a buyer or an agreed partner', () => {
    expect(read("Aux termes d'un acte du 3 mars 2026, M. Luc TIERS a cédé ses parts à Mme Anne AUTRE, qui devient gérante.")).toEqual(['Anne AUTRE (gérant)']);
    expect(read("Par décision du 3 mars 2026, l'assemblée a agréé Mme Anne AUTRE, qui a été nommée gérante en remplacement de M. Luc TIERS.")).toEqual(['Anne AUTRE (gérant)']);
  });

  // (2026-12-07, thirteenth session, from voussures vs09; nominations nb37 alike)
  it("reads 'lequel a été nommé' after the officer one replaces: he moves to that office", () => {
    expect(read("Par décision du 3 mars 2026, la société KAZ HOLDING a été nommée présidente en remplacement de M. Luc TIERS, lequel a été nommé directeur général.")).toEqual(['KAZ HOLDING (président)', 'Luc TIERS (directeur général)']);
  });

  it('leaves a relative clause that names another company’s office', () => {
    expect(read("Aux termes d'un acte du 3 mars 2026, M. Luc TIERS a cédé ses parts à M. Marc CINQ, qui devient gérant de la société KAZ AUTRE.")).toEqual([]);
  });

  it('reads the buyer’s noun that becomes the officer', () => {
    expect(read("Aux termes d'un acte du 3 mars 2026, M. Luc TIERS a cédé ses parts à Mme Anne AUTRE. La cessionnaire devient gérante de la société à compter du même jour.")).toEqual(['Anne AUTRE (gérant)']);
  });
});

// Made up (2026-12-07, thirteenth session, from voussures vs30). The successor named after the
// appointment 'en remplacement', his office in another company in apposition after his name.
describe('a successor whose other office follows his name in apposition', () => {
  it('takes the office left, his office elsewhere no bar', () => {
    const text =
      "GARAGE DES TESTS\nSARL au capital de 2 000 000 F CFP\nRIDET 1 000 009.001\n\nPar assemblée générale extraordinaire du 7 avril 2026, les associés ont :\n– pris acte de la démission de M. Luc TIERS de ses fonctions de gérant ;\n– nommé en remplacement M. Paul TESTARD, demeurant à Païta, gérant de la société TESTS HOLDING.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (gérant)']);
  });
});

// Made up (2026-12-07, thirteenth session, from acroteres ay29; gerbes, organigrammes, trajectoires alike).
describe('an officer who stays, told by the participle', () => {
  it("reads 'M. X demeurant cogérant' after an appointment 'à sa place' as staying in office", () => {
    const text =
      "ATELIER DES TESTS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nPar assemblée générale du 24 août 2026, les associés ont pris acte de la démission de M. Luc TIERS de ses fonctions de cogérant et nommé M. Paul TESTARD cogérant à sa place, M. Marc TESTIN demeurant cogérant.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (gérant)', 'Marc TESTIN (gérant)']);
  });

  // (2026-12-07, thirteenth session, from acroteres ay14)
  it("reads 'M. X, ancien gérant, en est depuis lors le président' as the office held now", () => {
    const text =
      "ATELIER DES TESTS\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nL'assemblée générale ordinaire du 12 juin 2026 a nommé la société AUDIT TESTS commissaire aux comptes titulaire. Il est rappelé que, par décision du 5 janvier 2026, la société a été transformée en société par actions simplifiée. M. Marc TESTIN, ancien gérant, en est depuis lors le président.";
    expect(officersOf(noticeOf(text))).toContain('Marc TESTIN (président)');
  });

  it("leaves a residence's 'demeurant' no office ('M. X, demeurant à Païta')", () => {
    const text = "ATELIER DES TESTS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nPar assemblée générale du 24 août 2026, les associés ont transféré le siège au 4, rue des Tests, 98800 Nouméa. M. Marc TESTIN, demeurant à Païta, associé, a signé.";
    expect(officersOf(noticeOf(text))).toEqual([]);
  });
});

// Made up (2026-12-07, thirteenth session, from mandatures hj04).
describe("a grouping's directors named after their count, kind and term", () => {
  it("reads 'administré par deux administrateurs personnes physiques nommés pour trois ans, M. X et Mme Y'", () => {
    const text =
      "GROUPEMENT DES TESTS\nGIE\nRIDET 1 000 009.001\n\nPar contrat du 19 mai 2026, il a été constitué un groupement d'intérêt économique.\nAdministration : le groupement est administré par deux administrateurs personnes physiques nommés pour trois ans, M. Paul TESTARD et Mme Lise TESTIN, agissant ensemble ou séparément.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (administrateur)', 'Lise TESTIN (administrateur)']);
  });

  // (2026-12-07, thirteenth session, from consistoires cs03)
  it("reads 'gérée par deux cogérantes nommées sans limitation de durée : Mme X, …, et Mme Y'", () => {
    const text =
      "SAVEURS DES TESTS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nSuivant acte du 2 février 2026, il a été constitué une société à responsabilité limitée. La société est gérée par deux cogérantes nommées sans limitation de durée : Mme Lise TESTARD, née le 14 juin 1982 à Lifou, et Mme Anne TESTIN, née le 4 août 1979 à Lifou.";
    expect(officersOf(noticeOf(text))).toEqual(['Lise TESTARD (gérant)', 'Anne TESTIN (gérant)']);
  });
});

// Made up (2026-12-07, thirteenth session, from trumeaux tw22).
describe("a list of mandates renewed whose last item is joined by 'ainsi que'", () => {
  it('reads the company joined last as a director too', () => {
    const text =
      "FONCIÈRE DES TESTS\nSA au capital de 100 000 000 F CFP\nRIDET 1 000 009.001\n\nL'assemblée générale ordinaire du 25 juin 2026 a renouvelé pour six ans les mandats d'administrateurs de MM. Paul TESTARD et Luc TESTIN, de Mme Lise TESTOT, ainsi que de la société TESTS FINANCE, société anonyme représentée par M. Marc TESTIER, son représentant permanent.";
    expect(officersOf(noticeOf(text))).toContain('TESTS FINANCE (administrateur)');
  });
});

// Made up (2026-12-07, thirteenth session, from equipages eq08; negations nx05 alike).
describe('a resignation the text denies', () => {
  it("reads 'M. Y n'a pas démissionné et demeure gérant' as Y staying in office", () => {
    const text =
      "CHARPENTES DES TESTS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nPar décision du 3 mars 2026, M. Paul TESTARD a été nommé cogérant. M. Luc TESTIN n'a pas démissionné et demeure gérant de la société.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul TESTARD (gérant)', 'Luc TESTIN (gérant)']);
  });
});
