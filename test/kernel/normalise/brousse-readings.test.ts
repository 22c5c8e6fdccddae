import { describe, expect, it } from 'vitest';
import { findRidets, fold } from '../../../kernel/normalise/index.ts';
import { capitalOperationParty } from '../../../kernel/normalise/capital-parties.ts';
import { companyMentions } from '../../../kernel/normalise/company-mentions.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of ordinary notices from the Provinces Nord and Îles showed missing
// (test/kernel/normalise/brousse): a portal page's labelled line read as a name, a groupement named
// with the masculine 'dénommé' after the law it is ruled by, a company that types its form in lower
// case before its capital, a claim held by a company named after it, a customary body named between
// a name and an identifier, an officer kept by a relative clause or named as the groupement's, a
// list of directors under a sentence that replaces a named one. Every text here is made up for the
// rule it names, never a copy of a group text.

describe('a line label is never read as a name', () => {
  it("does not take the depositor's line of a portal page for the company introduced before it", () => {
    const text =
      "Publié le 3 septembre 2026\nCatégorie : Constitution de société\nDéposant : Office notarial Exemple, SELARL NOTAIRES EXEMPLE, RIDET 2 000 002.001\n\nSuivant acte reçu le 14 août 2026, il a été constitué une société civile immobilière dénommée « KAZ DU LAGON ».\nCapital : 100 000 F CFP, apports en numéraire.\nSiège : tribu Exemple, 98820 Lifou.\nObjet : acquisition, construction et gestion de tous biens immobiliers, location.\nDurée : 99 ans.\nGérance : M. Paul EXEMPLE, demeurant à Lifou, nommé sans limitation de durée.\nCessions de parts : libres entre associés.\nLa société a été immatriculée le 28 août 2026 au RIDET sous le n° 1 000 001.001.";
    expect(companyMentions(text).map((m) => m.name)).not.toContain('Déposant : Office notarial Exemple');
    expect(identityOf(text)).toEqual(['creation', 'KAZ DU LAGON', 'SCI', '1000001001', '2026-09-03']);
  });
});

describe('a groupement named after the law it is ruled by', () => {
  it("reads the masculine 'dénommé' that follows 'régi par …'", () => {
    const text =
      "AVIS DE CONSTITUTION\n\nPar contrat du 2 février 2026, douze exploitants ont constitué un groupement d'intérêt économique régi par les articles L. 251-1 et suivants du code de commerce, dénommé « KAZ VIVRIERS ».\nSiège : tribu Exemple, 98860 Koné.\nAdministrateur unique : M. Paul EXEMPLE.\nContrôle de la gestion : Mme Anne TIERS, membre.\n\nLe groupement a été immatriculé le 19 février 2026 sous le n° RIDET 1000001-001.";
    expect(identityOf(text)).toEqual(['creation', 'KAZ VIVRIERS', 'GIE', '1000001001', '2026-02-02']);
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (administrateur)']);
  });
});

describe('a company that types its own notice', () => {
  const text = (after: string): string =>
    `Bonjour,\nmerci de publier l'annonce suivante :\n\nKAZ-STATION DU NORD, sarl au capital de 500.000 cfp, village, 98831 Touho, ridet 1000001/002\n\nPar AGO du 2 nov. 2026 les associés ont nommé Mme Anne EXEMPLE cogérante, avec M. Paul EXEMPLE ${after}.\n\nCordialement,\nPaul EXEMPLE`;

  it('prints its name at a line start with its form in lower case before its capital', () => {
    expect(identityOf(text('qui reste gérant'))).toEqual(['nomination', 'KAZ-STATION DU NORD', 'SARL', '1000001002', '2026-11-02']);
  });

  it('prints it so without the comma too', () => {
    const unpunctuated = `Bonjour,\n\nKAZ PLOMBERIE sarl au capital de 100 000 cfp, Koné, ridet 1000001.001\n\nPar AGE du 3 mars 2026 les associés ont transféré le siège social au lot 5, 98860 Koné.\n\nCordialement`;
    expect(identityOf(unpunctuated)).toEqual(['siege', 'KAZ PLOMBERIE', 'SARL', '1000001001', '2026-03-03']);
  });

  it("keeps the officer a relative clause says stays ('avec M. X qui reste gérant')", () => {
    expect(officersOf(noticeOf(text('qui reste gérant')))).toEqual(['Anne EXEMPLE (gérant)', 'Paul EXEMPLE (gérant)']);
    expect(officersOf(noticeOf(text('qui reste associé')))).toEqual(['Anne EXEMPLE (gérant)']);
  });
});

describe("a claim a capital increase converts, held by a company named after it", () => {
  const text =
    "KAZ AGRICOLE\nSARL au capital de 9 000 000 F CFP\nRIDET 1 000 001.001\n\nAux termes d'une assemblée générale extraordinaire du 20 février 2026, les associés ont décidé d'augmenter le capital de 3 000 000 F CFP par compensation avec une créance liquide et exigible détenue par la société KAZ ÉLEVAGE, SAS, RIDET 2 000 002.001, pour le porter de 6 000 000 F CFP à 9 000 000 F CFP.\nGérance : Mme Anne EXEMPLE, sans changement.";

  it('sets the creditor aside, so the company whose capital changes is the one candidate', () => {
    const decision = decideSubjectRidet(text, findRidets(text), { type: 'capital' });
    expect({ ridet: decision.match?.ridet, rule: decision.rule }).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(identityOf(text)).toEqual(['capital', 'KAZ AGRICOLE', 'SARL', '1000001001', '2026-02-20']);
  });

  it('reads the singular participle, and not a company that only holds shares of another', () => {
    const party = (s: string, id: string): boolean => {
      const folded = fold(s);
      const at = folded.indexOf(id);
      return capitalOperationParty(folded.slice(0, at), folded.slice(at + id.length));
    };
    expect(party('par compensation avec une créance détenue par la société KAZ ÉLEVAGE, SAS, RIDET 2 000 002.001, pour', '2 000 002.001')).toBe(true);
    expect(party('la créance de la société KAZ ÉLEVAGE est remboursée ; la société KAZ AGRICOLE, RIDET 1 000 001.001, a décidé', '1 000 001.001')).toBe(false);
  });
});

describe('a body that is no company named between a name and an identifier', () => {
  it("gives the identifier to that body ('dont les associés sont le groupement … , RIDET …'), not to the name before it", () => {
    const text =
      "AVIS DE CONSTITUTION\n\nSuivant acte du 12 mai 2009, il a été constitué une société à responsabilité limitée dénommée KAZ SCIERIE, au capital de 1 000 000 F CFP, dont les associés sont le groupement de droit particulier local des clans de Exemple, RIDET 2 000 002.001, et M. Paul EXEMPLE.\nGérant : M. Paul EXEMPLE.\nLa société est immatriculée au RIDET sous le n° 1 000 001.001.";
    expect(identityOf(text)).toEqual(['creation', 'KAZ SCIERIE', 'SARL', '1000001001', '2009-05-12']);
  });

  it('still reads a founder company whose own description runs to its identifier', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nPar acte du 12 mai 2026, la société KAZ HOLDING, SARL au capital de 1 000 000 F CFP, RIDET 2 000 002.001, et M. Paul EXEMPLE ont constitué une société à responsabilité limitée dénommée KAZ SCIERIE.\nGérant : M. Paul EXEMPLE.\nLa société est immatriculée au RIDET sous le n° 1 000 001.001.";
    expect(identityOf(text)).toEqual(['creation', 'KAZ SCIERIE', 'SARL', '1000001001', '2026-05-12']);
  });
});

describe("a groupement's officer named by the office and the groupement", () => {
  it("reads 'L'administrateur du groupement, M. X, reste en fonction'", () => {
    const text =
      "GROUPEMENT D'INTÉRÊT ÉCONOMIQUE KAZ DU BOIS\ndevenu « KAZ ATELIERS »\nRIDET 1000001.001\n\nL'assemblée des membres, réunie le 11 juin 2026, a décidé de changer la dénomination du groupement, qui devient « KAZ ATELIERS ».\nL'administrateur du groupement, M. Paul EXEMPLE, reste en fonction.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (administrateur)']);
  });
});

describe('a list of directors under a sentence that replaces a named one', () => {
  const text = (tail: string): string =>
    `PROVINCE EXEMPLE\n\nArrêté n° 2026-1/PE du 22 septembre 2026 portant désignation de représentants de la province au conseil d'administration de la société anonyme d'économie mixte locale KAZ AGRO\n\nVu les statuts de la société anonyme d'économie mixte locale KAZ AGRO, RIDET 1000001.001 ;\n\nArticle 1er : Sont désignés en qualité d'administrateurs, représentants de la province au conseil d'administration de la SAEML KAZ AGRO, en remplacement de M. Luc TIERS, ${tail} :\n– Mme Anne EXEMPLE ;\n– M. Paul EXEMPLE.`;

  it("gives the leaving word before the colon to the replaced director, and the office to the list", () => {
    expect(officersOf(noticeOf(text('démissionnaire')))).toEqual(['Anne EXEMPLE (administrateur)', 'Paul EXEMPLE (administrateur)']);
  });

  it('still reads a label that says its officers leave', () => {
    const leaving = "KAZ AGRO\nSAEML, RIDET 1000001.001\n\nL'assemblée du 22 septembre 2026 a nommé M. Paul EXEMPLE administrateur.\nAdministrateur démissionnaire : Mme Anne EXEMPLE.";
    expect(officersOf(noticeOf(leaving))).toEqual(['Paul EXEMPLE (administrateur)']);
  });
});
