import { describe, expect, it } from 'vitest';
import { classifyNotice, findRidets, fold } from '../../../kernel/normalise/index.ts';
import { companyMentions } from '../../../kernel/normalise/company-mentions.ts';
import { memberListEnded } from '../../../kernel/normalise/member-list-end.ts';
import { repairOcrWords } from '../../../kernel/normalise/ocr-repair.ts';
import { roleHits } from '../../../kernel/normalise/officer-roles.ts';
import { quotedValueOverLines } from '../../../kernel/normalise/quoted-name-cut.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of constitution notices showed missing (test/kernel/normalise/constitutions):
// an auditors' plural label and a firm listed after its mandate, the registration labelled by the
// entity's kind, a telegraphic name closed by a full stop before 'Cap.', a quoted name a label's
// line cuts, 'directeurs généraux', an office named with its holder by a participle, the OCR slip
// 'rn' for 'm' in a legal form. Every text here is made up for the rule it names, never a copy of
// a group text.

/** What the rules decide on a constitution, without any fitted model: the subject's RIDET and the rule. */
function ruled(text: string, type: 'creation' | 'nomination' = 'creation'): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), { type });
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

describe("an auditors' plural label", () => {
  const text =
    "AVIS DE CONSTITUTION\n\nSuivant acte sous seing privé du 3 mars 2026, il a été constitué une société anonyme :\nDénomination : KAZ MINES DU SUD\nCapital : 20 000 000 F CFP\nSiège : 4, rue Exemple, 98800 Nouméa\nPrésident-directeur général : M. Paul KAZ\nCommissaires aux comptes : titulaire, KAZ AUDIT, SARL, RIDET 2 000 002.001 ; suppléant, Mme Anne TEST\nRIDET : 1 000 001.001\n";

  it("names an office: the firm's identifier printed under it is a third party's, so the new company's remains", () => {
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(identityOf(text)).toEqual(['creation', 'KAZ MINES DU SUD', 'SA', '1000001001', '2026-03-03']);
  });

  it('lists the firm named after its mandate, its form after it, and the suppléant', () => {
    expect(officersOf(noticeOf(text))).toEqual(
      expect.arrayContaining(['KAZ AUDIT (commissaire aux comptes)', 'Anne TEST (commissaire aux comptes suppléant)']),
    );
  });

  it("keeps the company whose auditors they are ('les commissaires aux comptes de la société S, RIDET …')", () => {
    const renewed = 'Les mandats des commissaires aux comptes de la société KAZ MINES DU SUD, SA, RIDET 1 000 001.001, ont été renouvelés par l’assemblée du 3 mars 2026.';
    const decision = decideSubjectRidet(renewed, findRidets(renewed), { type: 'nomination' });
    expect(decision.judged.map((j) => j.third)).toEqual([false]);
  });
});

describe("a registration labelled by the entity's kind", () => {
  it("reads 'Immatriculation du groupement :' as the new GIE's own, not its members'", () => {
    const text =
      "GROUPEMENT D'INTÉRÊT ÉCONOMIQUE KAZ PÊCHE\n\nSuivant contrat du 3 mars 2026, il a été constitué un groupement d'intérêt économique.\nMembres :\n– KAZ ARMEMENT, SARL, RIDET 2 000 002.001 ;\n– KAZ MARÉE, SAS, RIDET 3 000 003.001.\nDénomination : KAZ PÊCHE\nAdministrateur unique : M. Paul KAZ\nImmatriculation du groupement : RIDET 1 000 001.001\n";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'immatriculation' });
  });

  it("reads 'Immatriculation de la société :' so too, beside its founder's identifier", () => {
    const text =
      'Suivant acte du 3 mars 2026, la société KAZ HOLDING, SAS, RIDET 2 000 002.001, a constitué une société par actions simplifiée unipersonnelle dénommée KAZ LOCATION.\nImmatriculation de la société : RIDET 1 000 001.001\n';
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'immatriculation' });
  });
});

describe('a particulars’ identifier line that tells its registration', () => {
  const formedWith = (line: string) =>
    `AVIS DE CONSTITUTION\n\nSuivant acte du 3 mars 2026, il a été constitué une société anonyme :\nDénomination : KAZ EAUX\nCapital : 150 000 000 F CFP\n${line}\n\nPremiers administrateurs :\n– M. Paul KAZ ;\n– la société KAZ INVESTISSEMENTS, SAS, RIDET 2 000 002.001, représentée par M. Luc KAZ.\n`;

  it("reads 'RIDET : … (immatriculée le …)' as the new company's, not the director company's", () => {
    expect(ruled(formedWith('RIDET : 1 000 001.001 (immatriculée le 10 mars 2026)'))).toEqual({ ridet: '1000001001', rule: 'immatriculation' });
  });

  // Made up (2026-12-07, eighteenth session, from lanternons lq22): the registration told by its noun.
  it("reads 'RIDET : … (immatriculation du …)' so too", () => {
    expect(ruled(formedWith('RIDET : 1 000 001.001 (immatriculation du 10 mars 2026)'))).toEqual({ ridet: '1000001001', rule: 'immatriculation' });
  });

  it('reads no registration into a bare identifier line, nor into a registration told of another company', () => {
    expect(ruled(formedWith('RIDET : 1 000 001.001')).rule).not.toBe('immatriculation');
    expect(ruled(formedWith('Associée : KAZ HOLDING, RIDET : 1 000 001.001 (immatriculée le 10 mars 2020)')).rule).not.toBe('immatriculation');
  });
});

describe('a number the text says was given to the company being formed', () => {
  const formed = (closing: string): string =>
    `AVIS DE CONSTITUTION\nKAZ TRANSPORTS\nSARL au capital de 1 000 000 F CFP\nSiège : 4, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nSuivant acte du 3 mars 2026, il a été constitué une SARL dénommée KAZ TRANSPORTS. Gérant : M. Paul KAZ.\n${closing}\n`;

  it("is its own though it 'sera immatriculée au registre du commerce': the ISEE gives the RIDET before the greffe registers", () => {
    expect(ruled(formed('La société sera immatriculée au RCS de Nouméa ; le numéro RIDET ci-dessus lui a été attribué le 6 mars 2026.'))).toEqual({ ridet: '1000001001', rule: 'immatriculation' });
    expect(ruled(formed("La société sera immatriculée au registre du commerce. RIDET attribué par l'ISEE le 5 mars 2026."))).toEqual({ ridet: '1000001001', rule: 'immatriculation' });
    expect(ruled(formed("Elle sera immatriculée au RCS de Nouméa, l'ISEE lui a attribué le RIDET indiqué plus haut."))).toEqual({ ridet: '1000001001', rule: 'immatriculation' });
  });

  it("is not read without the attribution, nor beside another company's number, where which one 'lui' was given is not told", () => {
    expect(ruled(formed('La société sera immatriculée au RCS de Nouméa.'))).toEqual({ ridet: null, rule: 'pas_immatriculee' });
    const founder = formed('La société sera immatriculée au RCS de Nouméa ; le numéro RIDET lui a été attribué le 6 mars 2026.').replace('Gérant : M. Paul KAZ.', 'Gérante : la société KAZ HOLDING, SAS, RIDET 2 000 002.001.');
    expect(ruled(founder)).toEqual({ ridet: null, rule: 'pas_immatriculee' });
  });
});

describe('a bulleted list of members or partners', () => {
  const gie = (own: string): string =>
    `GROUPEMENT D'INTÉRÊT ÉCONOMIQUE KAZ PÊCHE\n\nSuivant contrat du 3 mars 2026, il a été constitué un groupement d'intérêt économique.\nMembres :\n– KAZ ARMEMENT, SARL, RIDET 2 000 002.001 ;\n– KAZ MARÉE, SAS, RIDET 3 000 003.001.\nDénomination : KAZ PÊCHE\nAdministrateur unique : M. Paul KAZ\n${own}\n`;

  it("ends at the first labelled line after its items: the group's own 'RIDET :' is no member's", () => {
    expect(ruled(gie('RIDET : 1 000 001.001'))).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(identityOf(gie('RIDET : 1 000 001.001'))).toEqual(['creation', 'KAZ PÊCHE', 'GIE', '1000001001', '2026-03-03']);
  });

  it('goes on over its items, wrapped or not, and has no such end without bullets', () => {
    expect(memberListEnded('membres', '– kaz armement, sarl,\n  98870 bourail, ridet ')).toBe(false);
    expect(memberListEnded('membres', '– kaz armement, sarl ;\n– kaz maree, sas, ridet ')).toBe(false);
    expect(memberListEnded('membres', 'kaz armement, sarl\nridet : 2 000 002.001\nkaz maree, sas\nridet : ')).toBe(false);
    expect(memberListEnded('acquereur', '– kaz armement, sarl ;\nridet : ')).toBe(false);
  });
});

describe('a telegraphic name closed by a full stop before the abbreviated capital', () => {
  it("reads 'SNC X. Cap. 400 000 F' as the form and the name", () => {
    const mentions = companyMentions('SNC KAZ FRÈRES. Cap. 400 000 F CFP. Siège : Dumbéa.');
    expect(mentions.map((m) => [m.name, m.formText])).toEqual([['KAZ FRÈRES', 'SNC']]);
  });

  it('gives the notice its name and form, not its manager', () => {
    const text = 'ACTU NC – Annonces légales – 21 octobre 2026\n\nCONSTITUTIONS\n\nSNC KAZ FRÈRES. Cap. 400 000 F CFP. Siège : Dumbéa. Obj. : transports. Gér. : M. Paul KAZ. ASSP du 05/10/26. RIDET 1000001.001. Pour avis.';
    expect(identityOf(text)).toEqual(['creation', 'KAZ FRÈRES', 'SNC', '1000001001', '2026-10-21']);
  });

  it("needs the amount after 'Cap.': a place's name is no capital", () => {
    expect(companyMentions('SNC KAZ FRÈRES. Cap Goulvain, Bourail.')).toEqual([]);
  });
});

describe("a quoted name a label's line cuts", () => {
  it('goes on to the closing guillemet on the next line', () => {
    const text = 'Dénomination : « SELARL KAZ\nDU NORD ».\nCapital : 1 000 000 F CFP.';
    expect(quotedValueOverLines(text, 15, '« SELARL KAZ')).toBe('« SELARL KAZ DU NORD »');
  });

  it('is left as read when the guillemets close on its line or the next line does not close them', () => {
    expect(quotedValueOverLines('Dénomination : « KAZ » SARL\nDU NORD ».', 15, '« KAZ » SARL')).toBe('« KAZ » SARL');
    expect(quotedValueOverLines('Dénomination : « KAZ\nCapital : 100 000 F CFP', 15, '« KAZ')).toBe('« KAZ');
  });

  it('keeps the form the guillemets hold inside the name', () => {
    const text =
      "JONC – Publications légales – 27 octobre 2026\n\nAVIS DE CONSTITUTION\nAux termes d'un acte sous seing privé du 12 octobre 2026, il a été constitué une société d'exercice libéral à responsabilité limitée :\nDénomination : « SELARL KAZ\nDU NORD ».\nCapital : 1 000 000 F CFP.\nGérant : M. Paul KAZ.\nRIDET : 1 000 001.001.\n";
    expect(identityOf(text)).toEqual(['creation', 'SELARL KAZ DU NORD', 'SELARL', '1000001001', '2026-10-27']);
  });
});

describe("'directeurs généraux', the plural of 'directeur général'", () => {
  it('names the office, delegated or not', () => {
    expect(roleHits(fold('Directeurs généraux : Mme A')).map((h) => h.roles)).toEqual([['directeur général']]);
    expect(roleHits(fold('Directeurs généraux délégués : Mme A')).map((h) => h.roles)).toEqual([['directeur général délégué']]);
  });

  it("reads 'Directeurs généraux sortants :' as a change of officers, as 'Directeur général sortant :'", () => {
    const text = 'KAZ ATELIER\nSAS au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nDirecteurs généraux sortants : Mme Anne TEST et M. Luc TEST\n';
    expect(classifyNotice(text)?.type).toBe('nomination');
  });

  it('lists each officer the plural label names', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nAux termes d'un acte sous seing privé du 3 mars 2026, il a été constitué une société par actions simplifiée dénommée « KAZ ATELIER », au capital de 100 000 F CFP.\nPrésident : M. Paul KAZ, demeurant à Nouméa.\nDirecteurs généraux : Mme Anne TEST, demeurant à Nouméa, et M. Luc TEST, demeurant au Mont-Dore.\nImmatriculation : RIDET 1 000 001.001.\n";
    expect(officersOf(noticeOf(text))).toEqual(['Paul KAZ (président)', 'Anne TEST (directeur général)', 'Luc TEST (directeur général)']);
  });
});

describe('an office named with its holder by a participle', () => {
  const notice = (sentence: string): string =>
    `AVIS DE CONSTITUTION\n\nAux termes d'un acte sous seing privé du 3 mars 2026, il a été constitué une société à responsabilité limitée dénommée « KAZ CONSEIL », au capital de 100 000 F CFP. ${sentence}\nImmatriculation : RIDET 1 000 001.001.\n`;

  it("reads 'la gérance assurée par Mme X' as 'la gérance est assurée par'", () => {
    expect(officersOf(noticeOf(notice('Les autres mentions, notamment la gérance assurée par Mme Anne TEST, demeurent inchangées.')))).toEqual(['Anne TEST (gérant)']);
    expect(officersOf(noticeOf(notice('La gérance, exercée par M. Luc TEST, est inchangée.')))).toEqual(['Luc TEST (gérant)']);
  });

  it('does not read an office from a business let (location-gérance)', () => {
    expect(officersOf(noticeOf(notice('Le fonds, dont la location-gérance exercée par M. Luc TEST a pris fin, est exploité par la société.')))).toEqual([]);
  });
});

describe("the OCR slip 'rn' for 'm' in a legal form", () => {
  it("reads 'sirnplifiée' and 'anonyrne' as the words they are", () => {
    expect(repairOcrWords('une société par actions sirnplifiée et une société anonyrne')).toBe('une société par actions simplifiée et une société anonyme');
  });

  it('gives the form it spells', () => {
    const text = "18 novembre 2026     JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE     10412\n\nAVIS DE CONSTITUTION\n\nAux termes d'un acte sous seing privé du 2 novembre 2026, il a été constitué une société par actions sirnplifiée :\nDénomination : KAZ TOURS\nPrésident : M. Paul KAZ\nRIDET : 1 000 001.001\n";
    expect(identityOf(text)).toEqual(['creation', 'KAZ TOURS', 'SAS', '1000001001', '2026-11-18']);
  });
});
