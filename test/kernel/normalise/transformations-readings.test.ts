import { describe, expect, it } from 'vitest';
import { classifyNotice, findActDate } from '../../../kernel/normalise/index.ts';
import { withoutFormPrefix } from '../../../kernel/normalise/subject-company.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about changes of legal form showed missing
// (test/kernel/normalise/transformations): a transformation told without 'transformation … en'
// (a sheet of the former and the new form, a small ad's arrow, a form adopted), the new form after
// the former one on the same line, the noun 'Société' before a name in capitals, officers who leave
// one office for another or whose office ends with the form, an auditor kept or a deputy named by
// the bare word, an appointment told by a pronoun's second verb, a date opening the deciding
// organ's sentence. Every text here is made up for the rule it names, never a copy of a group text.

describe('a change of legal form told without its verb', () => {
  it("reads a sheet of the former and the new form as 'statuts'", () => {
    const text =
      'TRANSFORMATION DE SOCIÉTÉ\n\nDénomination : KAZ MENUISERIE\nRIDET : 1 000 001.001\nAncienne forme : société à responsabilité limitée\nNouvelle forme : société par actions simplifiée\nDécision : assemblée générale extraordinaire du 4 mai 2026\nPrésident : M. Paul KAZ';
    expect(identityOf(text)).toEqual(['statuts', 'KAZ MENUISERIE', 'SAS', '1000001001', '2026-05-04']);
  });

  it("reads a small ad's arrow between two forms", () => {
    expect(classifyNotice('TRANSFO. SARL → SAS – « KAZ » – RIDET 1000001.001 – AGE 02/05/26 – Prés. : M. Paul KAZ')?.type).toBe('statuts');
    expect(classifyNotice('Transformation EURL -> SASU de la société KAZ, RIDET 1000001.001, décidée le 2 mai 2026.')?.type).toBe('statuts');
  });

  it('reads a form the meeting adopted, and a heading that names the transformation beside appointments', () => {
    const text =
      "AVIS DE TRANSFORMATION – NOMINATIONS\n\nKAZ IMPRIMERIE\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 14 mai 2026 a adopté la forme de société par actions simplifiée et nommé président M. Paul KAZ.";
    expect(classifyNotice(text)?.type).toBe('statuts');
    expect(classifyNotice("L'assemblée générale du 14 mai 2026 a adopté la forme de société anonyme à conseil d'administration.")?.type).toBe('statuts');
  });

  it('leaves a constitution whose company adopts a form a constitution', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nAux termes d'un acte du 2 mai 2026, il a été constitué une société qui a adopté la forme de société par actions simplifiée.\nDénomination : KAZ\nRIDET 1 000 001.001";
    expect(classifyNotice(text)?.type).toBe('creation');
  });
});

describe('the new form printed after the former one on its line', () => {
  it("reads 'ancienne forme : S.A.R.L. – nouvelle forme : S.A.S.' as SAS", () => {
    const text =
      "KAZ IMPRIMERIE\nancienne forme : S.A.R.L. – nouvelle forme : S.A.S.\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 14 mai 2026 a décidé la transformation de la société.";
    expect(noticeOf(text).forme_juridique).toBe('SAS');
  });
});

describe('the form a transformation gives', () => {
  it('is read past the former form in an apposition, the wording broken across lines', () => {
    const text =
      "TRANSFORMATION DE LA SOCIÉTÉ\n\nKAZ FROID\nRIDET 1 000 001.001\nPar délibération du 12 novembre 2026, l'assemblée générale extraordinaire a décidé la\ntransformation de la société, jusqu'alors société à responsabilité limitée, en société par\nactions simplifiée, sans création d'un être moral nouveau.\nM. Paul KAZ, ancien gérant, est nommé président.";
    expect(noticeOf(text).forme_juridique).toBe('SAS');
  });

  // Made up (2026-12-07, eighteenth session, from ogives hv31).
  it("is read past the company's name and particulars, its identifier's full stop among them", () => {
    const text =
      "Délibération n° 2026-10 du 3 juin 2026\nArticle 1er : Est approuvée la transformation de la société d'économie mixte KAZ TOURISME, au capital de 350 000 000 F CFP, dont le siège est à Koné, RIDET 1 000 001.001, en société anonyme d'économie mixte locale régie par le titre II du livre V du code des communes.";
    expect(noticeOf(text).forme_juridique).toBe('SAEML');
  });
});

describe("the noun 'Société' before a name in capitals", () => {
  const text = 'Société IMPRIMERIE DU LAGON\nRIDET 1 000 001.001';
  it('is left out of the name', () => {
    expect(withoutFormPrefix('Société IMPRIMERIE DU LAGON', text)).toBe('IMPRIMERIE DU LAGON');
  });

  it('stays when it is in the name\'s own capitals, or before a name in mixed case', () => {
    expect(withoutFormPrefix('SOCIÉTÉ KAZ DU NORD', text)).toBe('SOCIÉTÉ KAZ DU NORD');
    expect(withoutFormPrefix('Société Minière Kaz', text)).toBe('Société Minière Kaz');
  });
});

const HEAD = 'KAZ BOIS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\n';

describe('officers as a change of form tells them', () => {
  it("reads 'M. X, gérant, est devenu président' and 'Mme Y, gérante, devient présidente' as the new office", () => {
    const he = noticeOf(`${HEAD}L'assemblée générale extraordinaire du 4 mai 2026 a décidé la transformation de la société en société par actions simplifiée. M. Paul KAZ, gérant, est devenu président.`);
    expect(officersOf(he)).toEqual(['Paul KAZ (président)']);
    const she = noticeOf(`${HEAD}L'associée unique a décidé le 4 mai 2026 la transformation de la société en SASU. Mme Anne KAZ, gérante, devient présidente de la société.`);
    expect(officersOf(she)).toEqual(['Anne KAZ (président)']);
  });

  it("reads 'Les fonctions de M. X, cogérant, ont pris fin' as X leaving", () => {
    const notice = noticeOf(`${HEAD}L'assemblée générale extraordinaire du 4 mai 2026 a décidé la transformation de la société en société par actions simplifiée. M. Paul KAZ, gérant, a été nommé président. Les fonctions de M. Marc KAZ, cogérant, ont pris fin.`);
    expect(officersOf(notice)).toEqual(['Paul KAZ (président)']);
  });

  it("reads '… de M. X, président-directeur général, et des administrateurs ont pris fin' as X leaving both offices", () => {
    const notice = noticeOf(
      "KAZ BOIS\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 4 mai 2026 a décidé la transformation de la société en société à responsabilité limitée. Les fonctions de M. Paul KAZ, président-directeur général, et des administrateurs ont pris fin.\nGérant : M. Paul KAZ.",
    );
    expect(officersOf(notice)).toEqual(['Paul KAZ (gérant)']);
  });

  it("reads 'M. X et M. Y, cogérants, ont cessé leurs fonctions de gérants' as both leaving", () => {
    const notice = noticeOf(`${HEAD}L'assemblée générale extraordinaire du 4 mai 2026 a décidé la transformation de la société en société par actions simplifiée et nommé président Mme Anne KAZ. M. Paul KAZ et M. Marc KAZ, cogérants, ont cessé leurs fonctions de gérants.`);
    expect(officersOf(notice)).toEqual(['Anne KAZ (président)']);
  });

  it('keeps an auditor whose mandate the new form keeps, named in apposition to the office', () => {
    const kept = noticeOf(`${HEAD}L'assemblée générale extraordinaire du 4 mai 2026 a décidé la transformation de la société en SAS. Président : M. Paul KAZ. Le mandat du commissaire aux comptes titulaire, le cabinet KAZ AUDIT, est maintenu.`);
    expect(officersOf(kept)).toEqual(['Paul KAZ (président)', 'KAZ AUDIT (commissaire aux comptes)']);
    const column = noticeOf(`${HEAD}L'assemblée générale extraordinaire du 4 mai 2026 a décidé la transformation de la société en SAS. Président : M. Paul KAZ. Le commissaire aux comptes, la SARL\nKAZ AUDIT, est maintenu.`);
    expect(officersOf(column)).toEqual(['Paul KAZ (président)', 'KAZ AUDIT (commissaire aux comptes)']);
  });

  it("reads the bare 'suppléant :' after the titular auditor as the deputy auditor", () => {
    const notice = noticeOf(`${HEAD}L'assemblée générale extraordinaire du 4 mai 2026 a décidé la transformation de la société en SAS. Président : M. Paul KAZ.\nCommissaire aux comptes titulaire : M. Marc KAZ ; suppléant : Mme Anne KAZ.`);
    expect(officersOf(notice)).toEqual(['Paul KAZ (président)', 'Marc KAZ (commissaire aux comptes)', 'Anne KAZ (commissaire aux comptes suppléant)']);
  });

  it('reads the deputy listed after a titular company that the sentence names beside the subject', () => {
    const notice = noticeOf(
      "La société KAZ AUDIT, SARL, RIDET 2 000 002.001, a été nommée commissaire aux comptes titulaire de la société KAZ BOIS, et M. Marc KAZ commissaire aux comptes suppléant, par l'assemblée générale extraordinaire du 4 mai 2026, qui a décidé la transformation de la société en SAS. Président : M. Paul KAZ.\nKAZ BOIS – SAS – RIDET 1 000 001.001",
    );
    expect(officersOf(notice)).toEqual(expect.arrayContaining(['KAZ AUDIT (commissaire aux comptes)', 'Marc KAZ (commissaire aux comptes suppléant)', 'Paul KAZ (président)']));
    expect(officersOf(notice)).toHaveLength(3);
  });

  it("reads an appointment told as the pronoun's second verb in the next sentence", () => {
    const notice = noticeOf(`${HEAD}Par décision du 4 mai 2026, l'associé unique, M. Paul KAZ, a décidé de transformer la société en société par actions simplifiée unipersonnelle. Il a mis fin, du fait de la transformation, à ses fonctions de gérant et a été désigné président.`);
    expect(officersOf(notice)).toEqual(['Paul KAZ (président)']);
  });
});

describe('a date that opens the deciding organ’s sentence', () => {
  it('is the act, over an effective date the sentence gives later', () => {
    expect(findActDate("Le 2 mars 2026, l'assemblée générale extraordinaire des associés a décidé, avec effet au 1er avril 2026, la transformation de la société.")).toBe('2026-03-02');
    expect(findActDate("Le 2 mars 2026, l'associée unique a décidé, à compter du 1er avril 2026, le transfert du siège.")).toBe('2026-03-02');
  });

  it("leaves a deed's date to its own words when the deed, not the bare date, opens the sentence", () => {
    expect(findActDate("Suivant délibération du 15 janvier 2026, les associés ont décidé la dissolution anticipée. Puis l'assemblée du 26 février 2026 a approuvé les comptes définitifs de liquidation.")).toBe('2026-02-26');
  });
});
