import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/index.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Texts made up for these rules (issue 32, officers where the reader was weakest): small ads in
// telegraphic style, wordings broken over narrow columns, OCR slips, a drafter writing in lowercase.
const HEADER = 'NOMINATION\nOMÉGA BÂTIMENT\nSARL au capital de 1 000 000 F CFP\nRIDET 1 345 710.001\n';
const SA = 'NOMINATION\nOMÉGA TRAVAUX\nSA au capital de 10 000 000 F CFP\nRIDET 1 345 711.001\n';

const officers = (text: string, subjectName = 'OMÉGA BÂTIMENT'): string[] => {
  const read = extractOfficers(text, { subjectName });
  return [...read.dirigeants.filter((d) => d.action === 'nomination'), ...read.organes].map((d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction})`);
};

describe('officers: a role noun printed right before the name, without a verb or comma', () => {
  it("'GÉRANT M. X NOMMÉ EN REMPL. DE M. Y DÉMISS.' (a small ad in capitals)", () => {
    expect(officers(`STE OMÉGA BÂTIMENT SARL CAP 100.000 F RIDET 1 345 710.001 AGE DU 02/03/26 GERANT M. PAUL NOUVEAU NOMME EN REMPL. DE M. LUC ANCIEN DEMISS.`)).toEqual([
      'PAUL NOUVEAU (gérant)',
    ]);
  });

  it("'gérant inchangé M. X', 'liquidateur Mme Y dt Z'", () => {
    expect(officers(`SARL OMÉGA BÂTIMENT RIDET 1 345 710.001 - AGE 03/04/2026 : siège transféré à Koné - Gérant inchangé M. Paul UN.`)).toEqual(['Paul UN (gérant)']);
    expect(officers(`SARL OMÉGA BÂTIMENT - AGE du 30 juin 2026 : dissol. anticipée ; liquidateur Mme Ana DEUX dt Païta ; siège liq. au siège social.`)).toEqual(['Ana DEUX (liquidateur)']);
  });

  it('the officer a leaving word names before the role leaves: démission du gérant M. X', () => {
    const read = extractOfficers(`${HEADER}L'assemblée du 2 mars 2026 a pris acte de la démission du gérant M. Luc ANCIEN et a nommé Mme Ana NEUVE gérante.`, { subjectName: 'OMÉGA BÂTIMENT' });
    expect(read.dirigeants).toEqual([
      { nom: 'ANCIEN', prenoms: 'Luc', fonction: 'gérant', action: 'cessation' },
      { nom: 'NEUVE', prenoms: 'Ana', fonction: 'gérant', action: 'nomination' },
    ]);
  });

  it("a role noun in apposition that names the leaving one: 'le gérant sortant M. X'", () => {
    expect(officers(`${HEADER}L'assemblée du 2 mars 2026 a donné quitus au gérant sortant M. Luc ANCIEN. Gérante : Mme Ana NEUVE.`)).toEqual(['Ana NEUVE (gérant)']);
  });
});

describe('officers: the abbreviations of small ads', () => {
  it("'Pdt : M. X' is the président, 'liq. M. Y' the liquidateur", () => {
    expect(officers(`SAS OMÉGA BÂTIMENT - AUGM. CAP. de 1.000.000 F à 2.000.000 F - AGE du 18/02/26. Pdt : M. Marc UN.`)).toEqual(['Marc UN (président)']);
    expect(officers(`EURL OMÉGA BÂTIMENT RIDET 1 345 710.001 - DAU 01/06/26 : dissol. anticipée, liq. M. Ali DEUX dt Nouméa.`)).toEqual(['Ali DEUX (liquidateur)']);
  });

  it("'liq. amiable' and 'siège liq.' name no liquidateur", () => {
    expect(officers(`EURL OMÉGA BÂTIMENT - DAU 01/06/26 : dissol. anticipée ; liq. amiable ; siège liq. au siège social. Pour avis.`)).toEqual([]);
  });

  it("'CAC titulaire SARL X, suppléant M. Y': the suppléant follows the auditor", () => {
    expect(officers(`SA OMÉGA BÂTIMENT, cap. 80 MF, RIDET 1 345 710.001. AGO du 27/05/26 : CAC titulaire SARL AUDIT DU LAGON, suppléant M. Henri TROIS, pour 6 ex.`)).toEqual([
      'AUDIT DU LAGON (commissaire aux comptes)',
      'Henri TROIS (commissaire aux comptes suppléant)',
    ]);
  });

  it("'Mme X dt Y nommée gérante en rempl. de M. Z décédé'", () => {
    expect(officers(`SCI OMÉGA BÂTIMENT RIDET 1 345 710.001 - AGO 30/05/26 : Mme Sonia UN dt Dumbéa nommée gérante en rempl. de M. Paul UN décédé.`)).toEqual(['Sonia UN (gérant)']);
  });
});

describe('officers: wordings broken over the lines of a narrow column', () => {
  it("'est\\nnommé gérant', 'commissaire aux comptes\\n  suppléant', 'représentant des\\ncréanciers'", () => {
    expect(officers(`${HEADER}M. Paul UN a cédé ses parts à M. Yves DEUX. M. Yves DEUX est\nnommé gérant à compter du même jour.`)).toEqual(['Yves DEUX (gérant)']);
    expect(
      officers(`${SA}L'assemblée du 2 mars 2026 a nommé :\n- la SARL AUDIT DU LAGON, commissaire aux comptes\n  titulaire, et M. Paul UN, commissaire aux comptes\n  suppléant, pour six exercices.`, 'OMÉGA TRAVAUX'),
    ).toEqual(['AUDIT DU LAGON (commissaire aux comptes)', 'Paul UN (commissaire aux comptes suppléant)']);
    const notice = noticeOf(
      `TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nPar jugement du 7 mars 2026, le tribunal a ouvert le redressement judiciaire de la SARL OMÉGA BÂTIMENT, RIDET 1 345 710.001. Il a désigné Me Ana UN en qualité de représentant des\ncréanciers et Me Luc DEUX en qualité d'administrateur.`,
    );
    expect(officersOf(notice)).toEqual(['Ana UN (mandataire judiciaire)', 'Luc DEUX (administrateur judiciaire)']);
  });
});

describe('officers: OCR slips and case', () => {
  it("'rn' read for 'm' in the verb: 'a été nornrnée liquidatrice'", () => {
    expect(officers(`${HEADER}Les associés ont décidé la dissolution anticipée. Mme Ana UN, demeurant à Canala,\na été nornrnée liquidatrice.`)).toEqual(['Ana UN (liquidateur)']);
  });

  it('a drafter writing everything in lowercase: the name after the civility, as printed', () => {
    const text = `avis de dissolution\n\nla société oméga bâtiment, sarl, ridet 1 345 710.001, a été dissoute le 9 février 2026. liquidatrice : mme ana bleue, demeurant à païta. siège de la liquidation : au siège social.`;
    expect(officers(text, 'oméga bâtiment')).toEqual(['ana bleue (liquidateur)']);
  });

  it('a lowercase word after a civility in a text with capitals is no name', () => {
    expect(officers(`${HEADER}Gérante : Mme Ana UN. Il a été rappelé à m. le maire que rien ne change.`)).toEqual(['Ana UN (gérant)']);
  });
});

describe('officers: designated to the board', () => {
  it("'sont désignés pour représenter la province au conseil d'administration : – M. X ; – Mme Y' are administrateurs", () => {
    expect(
      officers(
        `PROVINCE SUD\nDélibération du 27 mars 2026\nArticle 1er : Sont désignés pour représenter la province au conseil d'administration de la SAEML OMÉGA BÂTIMENT ET TRAVAUX PUBLICS :\n- M. Paul UN ;\n- Mme Ana DEUX,\nen remplacement de MM. Luc TROIS et Marc QUATRE.`,
        'OMÉGA BÂTIMENT ET TRAVAUX PUBLICS',
      ),
    ).toEqual(['Paul UN (administrateur)', 'Ana DEUX (administrateur)']);
  });
});

describe('officers: a label and a leaving officer on its line', () => {
  it("'Gérance : Mme X est nommée gérante, en remplacement de M. Y': Y leaves", () => {
    const read = extractOfficers(`${HEADER}• Cédant : M. Luc ANCIEN, 50 parts\n• Gérance : Mme Ana NEUVE est nommée gérante à compter de la cession, en remplacement de M. Luc ANCIEN.`, {
      subjectName: 'OMÉGA BÂTIMENT',
    });
    expect(read.dirigeants).toEqual([
      { nom: 'NEUVE', prenoms: 'Ana', fonction: 'gérant', action: 'nomination' },
      { nom: 'ANCIEN', prenoms: 'Luc', fonction: 'gérant', action: 'cessation' },
    ]);
  });
});

describe('officers: the one appointed to succeed a removed officer', () => {
  it("'a révoqué M. X de ses fonctions de directeur général et a désigné pour lui succéder Mme Y'", () => {
    const read = extractOfficers(
      `${SA}Par décisions du 4 mars 2026, l'assemblée a révoqué M. Paul UN de ses fonctions de directeur général et a désigné pour lui succéder, sans limitation de durée, Mme Ana DEUX, demeurant à Koné.`,
      { subjectName: 'OMÉGA TRAVAUX' },
    );
    expect(read.dirigeants).toEqual([
      { nom: 'UN', prenoms: 'Paul', fonction: 'directeur général', action: 'cessation' },
      { nom: 'DEUX', prenoms: 'Ana', fonction: 'directeur général', action: 'nomination' },
    ]);
  });

  it('a surname carried past a page break (a blank line where the running header was)', () => {
    expect(officers(`${SA}L'assemblée du 4 mars 2026 a nommé directrice générale Mme Ana\n\nDEUX, demeurant à Koné.`, 'OMÉGA TRAVAUX')).toEqual(['Ana DEUX (directeur général)']);
  });
});

describe('officers: a table of labels then values', () => {
  it('the new officer is listed, the leaving one of the next label is not', () => {
    const notice = noticeOf(
      'NOMINATION D’UN GÉRANT\n\nDénomination\nForme\nRIDET\nDécision\nNouvelle gérante\nGérant sortant\n\nOMÉGA BÂTIMENT\nSARL\n1 345 710.001\nAssemblée générale ordinaire du 17/02/2026\nMme Ana NEUVE\nM. Luc ANCIEN, démissionnaire\n',
    );
    expect(officersOf(notice)).toEqual(['Ana NEUVE (gérant)']);
  });
});

describe('officers: more of the small ads’ abbreviations and wordings', () => {
  it("'GÉR. M. X', 'GÉR. : M. X', 'DG M. Y', 'PDG M. Z' in a small ad", () => {
    expect(officers(`SARL OMÉGA BÂTIMENT - AGO 02/03/26 : GÉR. M. Paul UN en rempl. de Mme Ana DEUX.`)).toEqual(['Paul UN (gérant)']);
    expect(officers(`SARL OMÉGA BÂTIMENT - GÉR. : M. PAUL UN`)).toEqual(['PAUL UN (gérant)']);
    expect(officers(`SA OMÉGA BÂTIMENT - CA du 02/03/26 : DG M. Paul UN.`)).toEqual(['Paul UN (directeur général)']);
    expect(officers(`SA OMÉGA BÂTIMENT - AGO 02/03/26 : PDG M. PAUL UN.`)).toEqual(['PAUL UN (président)', 'PAUL UN (directeur général)']);
  });

  it("'est remplacé par M. Y' and 'nommé M. Y en qualité de nouveau gérant' give Y the leaving officer's role", () => {
    expect(officers(`${HEADER}M. Luc DEUX, gérant démissionnaire, est remplacé par M. Paul UN.`)).toEqual(['Paul UN (gérant)']);
    expect(officers(`${HEADER}Il a été pris acte de la démission de M. Luc DEUX, gérant, et nommé M. Paul UN en qualité de nouveau gérant.`)).toEqual(['Paul UN (gérant)']);
  });

  // (2026-12-07, thirteenth session, from trumeaux tw26) A date and a term between the participle and 'par'.
  it("'a été remplacé, à compter du même jour et pour une durée indéterminée, par la société H' gives H the leaving officer's role", () => {
    expect(officers(`${HEADER}M. Luc DEUX, gérant démissionnaire, a été remplacé, à compter du même jour et pour une durée indéterminée, par la société HOLDING UN, SARL, RIDET 2 000 008.001, représentée par son gérant, M. Paul UN.`)).toEqual(['HOLDING UN (gérant)']);
  });
});

describe('officers: civilities as older typography and scans print them', () => {
  it("'Mr', 'Mme.', 'Melle', 'le sieur', OCR's 'Mrne' and a dropped or comma'd dot before a given name", () => {
    for (const civility of ['Mr', 'Mr.', 'Mme.', 'Melle', 'le sieur', 'Mrne', 'M', 'M,']) {
      expect(officers(`${HEADER}${civility} Paul UN a été nommé gérant.`), civility).toEqual(['Paul UN (gérant)']);
    }
  });

  it('a lone capital M before capitals is no civility (a name of a company)', () => {
    expect(officers(`${HEADER}Le fonds est exploité sous l'enseigne M MOTORS. Gérant : M. Paul UN.`)).toEqual(['Paul UN (gérant)']);
  });
});

describe('officers: a nomination noun before the name, the function after it', () => {
  it("'Nomination de Mme X aux fonctions de présidente', 'renouvellement de M. Y dans ses fonctions de gérant'", () => {
    expect(officers(`${HEADER}Nomination de Mme Ana DEUX aux fonctions de présidente.`)).toEqual(['Ana DEUX (président)']);
    expect(officers(`${HEADER}Renouvellement de M. Paul UN dans ses fonctions de gérant.`)).toEqual(['Paul UN (gérant)']);
  });

  it("'DÉM. GÉR. M. X - NOMIN. GÉR. M. Y': the abbreviated resignation leaves", () => {
    expect(officers(`SARL OMÉGA BÂTIMENT - AGO 02/03/26 : DEM. GER. M. LUC DEUX - NOMIN. GER. M. PAUL UN`)).toEqual(['PAUL UN (gérant)']);
  });
});
