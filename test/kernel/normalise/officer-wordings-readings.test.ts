import { describe, expect, it } from 'vitest';
import { withoutForeignFormSuffix } from '../../../kernel/normalise/foreign-form.ts';
import { onOfficeLabelLine } from '../../../kernel/normalise/office-holder-company.ts';
import { classifyNotice } from '../../../kernel/normalise/index.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Officers read as any reader of French legal notices reads them, whoever drafted the notice and
// wherever the officer lives (issue 32). Every text is made up for the reading it names, each
// reading in several phrasings.

const SARL = 'NOMINATION\nKOTI NAUTIC\nSARL au capital de 1 000 000 F CFP\nRIDET 1 987 654.001\n';
const SAS = 'NOMINATION\nKOTI NAUTIC\nSAS au capital de 1 000 000 F CFP\nRIDET 1 987 654.001\n';
const SA = 'NOMINATION\nKOTI NAUTIC\nSA au capital de 10 000 000 F CFP\nRIDET 1 987 654.001\n';

/** Every officer of the notice, those who leave marked so: 'Prénoms NOM (fonction)' or '… (fonction, sortant)'. */
function everyOfficer(text: string): string[] {
  return noticeOf(text).dirigeants.map((d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction}${d.action === 'cessation' ? ', sortant' : ''})`);
}

describe('a company printed with a foreign form is listed by its name alone', () => {
  it('leaves GmbH, Inc., LLC, PLC and Kabushiki Kaisha out whatever the text says around them', () => {
    expect(withoutForeignFormSuffix('TIDE WERKSTATT GmbH')).toBe('TIDE WERKSTATT');
    expect(withoutForeignFormSuffix('TIDE WERKSTATT GMBH')).toBe('TIDE WERKSTATT');
    expect(withoutForeignFormSuffix('LAGOON SYSTEMS INC.')).toBe('LAGOON SYSTEMS');
    expect(withoutForeignFormSuffix('LAGOON SYSTEMS LLC')).toBe('LAGOON SYSTEMS');
    expect(withoutForeignFormSuffix('LAGOON SYSTEMS PLC')).toBe('LAGOON SYSTEMS');
    expect(withoutForeignFormSuffix('KAWAGUCHI SHOJI KABUSHIKI KAISHA')).toBe('KAWAGUCHI SHOJI');
    expect(withoutForeignFormSuffix('DELFT BEHEER B.V.')).toBe('DELFT BEHEER');
  });

  it('leaves a short form word out when the seat is given in a country whose companies print it', () => {
    expect(withoutForeignFormSuffix('DELFT BEHEER BV', ', dont le siège est à Utrecht (Pays-Bas)')).toBe('DELFT BEHEER');
    expect(withoutForeignFormSuffix('BERGEN FISK AS', ', ayant son siège à Bergen, Norvège')).toBe('BERGEN FISK');
  });

  it('keeps a short word that may be the name’s own when nothing says the company is foreign, and a name ending in CO', () => {
    expect(withoutForeignFormSuffix('DELFT BEHEER BV', ', dont le siège est à Nouméa')).toBe('DELFT BEHEER BV');
    expect(withoutForeignFormSuffix('MARTIN & CO', ', dont le siège est à Nouméa')).toBe('MARTIN & CO');
  });

  it("reads 'CO., LTD.' as one form, the name stopping at the dot after CO", () => {
    expect(withoutForeignFormSuffix('SORAMI TRADING CO', '., LTD., société de droit japonais')).toBe('SORAMI TRADING');
  });

  it('lists the officer company of a German, an American and a Japanese law without its form', () => {
    expect(officersOf(noticeOf(`${SAS}Par décisions du 3 avril 2026, l'associé unique a nommé présidente la société TIDE WERKSTATT GMBH, dont le siège est à Brême (Allemagne), en remplacement de M. Noé VAILE.`))).toEqual(['TIDE WERKSTATT (président)']);
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, la société LAGOON SYSTEMS INC., société de l'État du Delaware (États-Unis), a été désignée directrice générale.`))).toEqual(['LAGOON SYSTEMS (directeur général)']);
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, l'associé unique a désigné présidente la société SORAMI TRADING CO., LTD., société de droit japonais, et directeur général M. Ren OKADA, demeurant à Kobe (Japon).`))).toEqual(['SORAMI TRADING (président)', 'Ren OKADA (directeur général)']);
  });
});

describe("a company printed bare, its foreign form after its name, is a company", () => {
  it("'a nommé présidente X HOLDINGS PTY LTD, société de droit australien, et directeur général M. Y'", () => {
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, l'associé unique a nommé présidente WAVECREST HOLDINGS PTY LTD, société de droit australien, et directeur général M. Ren OKADA.`))).toEqual([
      'WAVECREST HOLDINGS (président)',
      'Ren OKADA (directeur général)',
    ]);
  });

  it("'sont nommés administrateurs M. X et NORDSEE INVEST GMBH', 'gérante : TIDE TRADING LIMITED'", () => {
    expect(officersOf(noticeOf(`${SA}Le 3 avril 2026, sont nommés administrateurs M. Ren OKADA et NORDSEE INVEST GMBH, représentée par M. Hans BRANDT.`))).toEqual([
      'Ren OKADA (administrateur)',
      'NORDSEE INVEST (administrateur)',
    ]);
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026, les associés ont nommé gérante TIDE TRADING LIMITED en remplacement de M. Noé VAILE.`))).toEqual(['TIDE TRADING (gérant)']);
  });

  it("'la société Reef Holdings Pty Ltd' in small letters, its form after its name", () => {
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, la société Wavecrest Holdings Pty Ltd a été nommée présidente.`))).toEqual(['Wavecrest Holdings (président)']);
    expect(officersOf(noticeOf(`${SA}Le 3 avril 2026, l'assemblée a nommé administrateur la société Nordsee Invest GmbH, représentée par M. Hans BRANDT.`))).toEqual(['Nordsee Invest (administrateur)']);
  });

  it('a group the company belongs to, named beside the officers, holds no office', () => {
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, la société KOTI NAUTIC, filiale du groupe OCEANIC GROUP LIMITED, a nommé président M. Ren OKADA.`))).toEqual(['Ren OKADA (président)']);
  });
});

describe('an officer who leaves, told by an abbreviated noun before the office', () => {
  it("'fin de mandat adm. M. X', 'révoc. DG M. Y': they leave, the one appointed stays", () => {
    expect(everyOfficer(`${SA}AGO 3.4.2026 : fin de mandat adm. M. Noé VAILE ; révoc. DG M. Tim ORA ; nomin. DG Mme Ida PUA.`)).toEqual([
      'Noé VAILE (administrateur, sortant)',
      'Tim ORA (directeur général, sortant)',
      'Ida PUA (directeur général)',
    ]);
  });

  it("'Fin de mandat gér. M. X' then the new manager's label", () => {
    expect(officersOf(noticeOf(`${SARL}Fin de mandat gér. M. Noé VAILE au 3.4.2026. Gér. : Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
  });

  it("'fin fonct. gér.', 'révoq. gér.', 'non renouv. gér.', 'Cessation fonct. gérant': the compositor's abbreviated endings", () => {
    for (const ending of ['fin fonct. gér.', 'révoq. gér.', 'non renouv. gér.', 'Cessation fonct. gérant']) {
      expect(everyOfficer(`${SARL}AGE 3.4.2026 : ${ending} M. Noé VAILE ; nomin. gér. Mme Ida PUA.`), ending).toEqual(['Noé VAILE (gérant, sortant)', 'Ida PUA (gérant)']);
    }
  });

  it("'Mme X et M. Y, admin., en remplacement de M. Z': an abbreviated office after a list is the plural's", () => {
    expect(everyOfficer(`${SA}AGO 3.4.2026 : nomination de Mme Ida PUA et M. Tim ORA, admin., en remplacement de M. Noé VAILE, démissionnaire.`)).toEqual([
      'Ida PUA (administrateur)',
      'Tim ORA (administrateur)',
      'Noé VAILE (administrateur, sortant)',
    ]);
    expect(everyOfficer(`${SARL}AGE 3.4.2026 : nomination de Mme Ida PUA et M. Tim ORA, co-gér., en remplacement de M. Noé VAILE.`)).toEqual([
      'Ida PUA (gérant)',
      'Tim ORA (gérant)',
      'Noé VAILE (gérant, sortant)',
    ]);
  });

  it("'révocation administrateur M. X' written out, without the article", () => {
    expect(officersOf(noticeOf(`${SA}AGO du 3.4.2026 - Révocation administrateur M. Noé VAILE - Nomination administrateur Mme Ida PUA.`))).toEqual(['Ida PUA (administrateur)']);
  });
});

describe("an appointment told by its noun alone after a departure takes the office left", () => {
  it("'démission de M. X de ses fonctions de gérant ; nomination de Mme Y'", () => {
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026 : démission de M. Noé VAILE de ses fonctions de gérant ; nomination de Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
  });

  it("'démission de M. X, gérant, et nomination de Mme Y'; 'révocation … ; désignation de Mme Y, demeurant à …'", () => {
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026 : démission de M. Noé VAILE, gérant, et nomination de Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026 : révocation de M. Noé VAILE de ses fonctions de gérant ; désignation de Mme Ida PUA, demeurant à Bourail.`))).toEqual(['Ida PUA (gérant)']);
  });

  it('in the next sentence of the same paragraph', () => {
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026 : démission de M. Noé VAILE, gérant. Nomination de Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
  });
});

describe("the members of a board of directors are directors", () => {
  it("a meeting that renews the board 'composé de : …', members parted by semicolons, is a change of officers", () => {
    const notice = noticeOf(`${SA}L'assemblée générale du 3 avril 2026 a renouvelé le conseil d'administration, composé de : M. Noé VAILE, président-directeur général ; Mme Ida PUA ; M. Tim ORA.`);
    expect(notice.type).toBe('nomination');
    expect(officersOf(notice)).toEqual(['Noé VAILE (président)', 'Noé VAILE (directeur général)', 'Ida PUA (administrateur)', 'Tim ORA (administrateur)']);
  });

  it("'le conseil d'administration se compose de : M. X, président ; Mme Y, directrice générale ; M. Z ; Mme W'", () => {
    const notice = noticeOf(`${SA}Suite à l'assemblée générale du 3 avril 2026, le conseil d'administration se compose de : M. Noé VAILE, président ; Mme Ida PUA, directrice générale ; M. Tim ORA ; Mme Léna HOA.`);
    expect(officersOf(notice)).toEqual(['Noé VAILE (président)', 'Ida PUA (directeur général)', 'Tim ORA (administrateur)', 'Léna HOA (administrateur)']);
  });

  it("'les autres administrateurs sont …', 'les autres membres du conseil d'administration demeurent …'", () => {
    expect(officersOf(noticeOf(`${SA}Le conseil d'administration réuni le 3 avril 2026 a nommé M. Noé VAILE président ; les autres administrateurs sont M. Tim ORA et Mme Léna HOA.`))).toEqual(['Noé VAILE (président)', 'Tim ORA (administrateur)', 'Léna HOA (administrateur)']);
    expect(officersOf(noticeOf(`${SA}L'assemblée du 3 avril 2026 a nommé M. Noé VAILE président. Les autres membres du conseil d'administration demeurent M. Tim ORA et Mme Léna HOA.`))).toEqual(['Noé VAILE (président)', 'Tim ORA (administrateur)', 'Léna HOA (administrateur)']);
  });

  it("'a élu les administrateurs suivants : …' and 'Nouveaux administrateurs nommés par l'assemblée du … :' with a list under it", () => {
    const elected = noticeOf(`${SA}L'assemblée du 3 avril 2026 a élu les administrateurs suivants : M. Tim ORA, Mme Léna HOA, M. Noé VAILE.`);
    expect(elected.type).toBe('nomination');
    expect(officersOf(elected)).toEqual(['Tim ORA (administrateur)', 'Léna HOA (administrateur)', 'Noé VAILE (administrateur)']);
    expect(officersOf(noticeOf(`${SA}Nouveaux administrateurs nommés par l'assemblée du 3 avril 2026 :\n- M. Tim ORA ;\n- Mme Léna HOA ;\n- la société FJORD KAPITAL LIMITED.`))).toEqual(['Tim ORA (administrateur)', 'Léna HOA (administrateur)', 'FJORD KAPITAL (administrateur)']);
  });
});

describe("offices listed each before its holder: 'président M. X, directrice générale Mme Y'", () => {
  it('the office between two names is the second’s, not an apposition to the first', () => {
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, l'assemblée a nommé président M. Noé VAILE, directrice générale Mme Ida PUA et commissaire aux comptes M. Tim ORA.`))).toEqual([
      'Noé VAILE (président)',
      'Ida PUA (directeur général)',
      'Tim ORA (commissaire aux comptes)',
    ]);
  });

  it('so in a small ad’s abbreviations, and for a court’s appointees', () => {
    expect(officersOf(noticeOf(`${SAS}AGE 3.4.2026 : nomm. Prés. M. Noé VAILE, DG Mme Ida PUA.`))).toEqual(['Noé VAILE (président)', 'Ida PUA (directeur général)']);
    expect(officersOf(noticeOf("REDRESSEMENT JUDICIAIRE\nJugement du 3 avril 2026 ouvrant un redressement judiciaire à l'égard de la SARL KOTI NAUTIC, RIDET 1 987 654.001.\nOrganes désignés : mandataire judiciaire Me Anne TAVA, administrateur judiciaire Me Marc HUNA."))).toEqual([
      'Anne TAVA (mandataire judiciaire)',
      'Marc HUNA (administrateur judiciaire)',
    ]);
  });

  it('an office in apposition, closed by its comma, stays the name’s own', () => {
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026, M. Noé VAILE, gérant, et Mme Ida PUA, cogérante, ont transféré le siège à Koné.`))).toEqual(['Noé VAILE (gérant)', 'Ida PUA (gérant)']);
  });
});

describe("the one who appoints, in the active voice, is not the one appointed", () => {
  it("'M. X, associé unique, a nommé président M. Y'", () => {
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, M. Noé VAILE, associé unique, a nommé président M. Ren OKADA.`))).toEqual(['Ren OKADA (président)']);
  });

  it("'l'associée unique, la société H PTY LTD, a nommé président M. Y en remplacement de M. Z'", () => {
    expect(everyOfficer(`${SAS}Le 3 avril 2026, l'associée unique, la société WAVECREST HOLDINGS PTY LTD, a nommé président M. Ren OKADA en remplacement de M. Noé VAILE.`)).toEqual([
      'Ren OKADA (président)',
      'Noé VAILE (président, sortant)',
    ]);
  });

  it("'la société H, associée unique, a désigné en qualité de gérante Mme Y'", () => {
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026, la société TIDE HOLDING, associée unique, a désigné en qualité de gérante Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
  });
});

describe("the debtor's officer whom a court's administrator assists holds his office, no appointment", () => {
  const OPENING = "REDRESSEMENT JUDICIAIRE\nJugement du 3 avril 2026 ouvrant le redressement judiciaire de la SARL KOTI NAUTIC, RIDET 1 987 654.001. ";

  it("'Administrateur judiciaire : Me X, avec mission d'assister le gérant, M. Y, …'", () => {
    expect(officersOf(noticeOf(`${OPENING}Administrateur judiciaire : Me Anne TAVA, avec mission d'assister le gérant, M. Noé VAILE, dans tous les actes de gestion. Mandataire judiciaire : Me Marc HUNA.`))).toEqual([
      'Noé VAILE (gérant)',
      'Anne TAVA (administrateur judiciaire)',
      'Marc HUNA (mandataire judiciaire)',
    ]);
  });

  it("'Me X est désignée administrateur judiciaire avec mission d'assister M. Y, gérant, …'", () => {
    expect(officersOf(noticeOf(`${OPENING}Me Anne TAVA est désignée administrateur judiciaire avec mission d'assister M. Noé VAILE, gérant, pour tous les actes de gestion.`))).toEqual([
      'Noé VAILE (gérant)',
      'Anne TAVA (administrateur judiciaire)',
    ]);
  });

  it("'chargée de représenter M. Y' with no office named: not listed as an appointee", () => {
    expect(officersOf(noticeOf(`${OPENING}Me Anne TAVA est désignée administrateur judiciaire, chargée de représenter M. Noé VAILE pour tous les actes de gestion.`))).toEqual([
      'Anne TAVA (administrateur judiciaire)',
    ]);
  });
});

describe('an officer living abroad is read as one living here', () => {
  it('with an address in Australia, Japan or Vanuatu', () => {
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026, les associés ont nommé gérant M. Jack REEVES, demeurant 12 Esplanade, Cairns QLD 4870 (Australie).`))).toEqual(['Jack REEVES (gérant)']);
    expect(officersOf(noticeOf(`${SARL}Par décision du 3 avril 2026, Mme Yuki MORI, demeurant 3-4-5 Minato-ku, Tokyo 105-0011, Japon, a été nommée cogérante.`))).toEqual(['Yuki MORI (gérant)']);
    expect(officersOf(noticeOf(`${SARL}Aux termes d'une AGE du 3 avril 2026, M. Willie TAVO, demeurant à Port-Vila, République de Vanuatu, a été nommé gérant.`))).toEqual(['Willie TAVO (gérant)']);
  });
});

describe('an English passage of a bilingual notice names officers as its French one does', () => {
  it("'Mrs', 'Ms' and 'Miss' are civilities, as 'Mr' is", () => {
    expect(officersOf(noticeOf(`${SA}L'assemblée du 3 avril 2026 a nommé administrateur Mrs Kate LOWE, residing at 4 King Street, Sydney NSW 2000, Australia.`))).toEqual(['Kate LOWE (administrateur)']);
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026, Ms Amy CHO a été nommée gérante.`))).toEqual(['Amy CHO (gérant)']);
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026, Miss Ruby HALE a été nommée cogérante.`))).toEqual(['Ruby HALE (gérant)']);
  });

  it("'Directors' are directors, a 'Chairman' is président, a 'Managing Director' is directeur général", () => {
    const withDirectors = `${SA}Nomination d'administrateurs le 3 avril 2026.\n`;
    expect(officersOf(noticeOf(`${withDirectors}Directors : Mr Jack REEVES ; Mrs Kate LOWE.`))).toEqual(['Jack REEVES (administrateur)', 'Kate LOWE (administrateur)']);
    expect(officersOf(noticeOf(`${withDirectors}Administrateurs / Directors : Mr Jack REEVES, Mrs Kate LOWE, M. Ren OKADA.`))).toEqual(['Jack REEVES (administrateur)', 'Kate LOWE (administrateur)', 'Ren OKADA (administrateur)']);
    expect(officersOf(noticeOf(`${SA}Le 3 avril 2026, le conseil a nommé : Chairman : Mr Jack REEVES ; Managing Director : Mrs Kate LOWE.`))).toEqual(['Jack REEVES (président)', 'Kate LOWE (directeur général)']);
  });

  it("the board ('board of directors') is no office: a decision of it names nobody", () => {
    const notice = noticeOf(`${SA}By resolution of the board of directors dated 3 April 2026, Mrs Kate LOWE was appointed Managing Director.\nPar résolution du conseil d'administration du 3 avril 2026, Mme Kate LOWE a été nommée directrice générale.`);
    expect(officersOf(notice)).toEqual(['Kate LOWE (directeur général)']);
  });

  it("a title in brackets after the name is read past: 'M. X (Managing Director) a été nommé gérant'", () => {
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026, M. Jack REEVES (Managing Director) a été nommé gérant.`))).toEqual(['Jack REEVES (gérant)']);
    expect(officersOf(noticeOf(`${SARL}Le 3 avril 2026, Mme Yuki MORI (née à Osaka) est nommée cogérante.`))).toEqual(['Yuki MORI (gérant)']);
  });
});

describe("the officer a business's sale names acting for the seller", () => {
  const SALE = 'CESSION DE FONDS DE COMMERCE\nSuivant acte du 3 avril 2026, la société KOTI NAUTIC, SAS, RIDET 1 987 654.001, ';

  it("'agissant par M. X, son président': the seller's officer, as 'représentée par'", () => {
    expect(officersOf(noticeOf(`${SALE}agissant par M. Jack REEVES, son président, a vendu à M. Ren OKADA son fonds de commerce de location de bateaux.`))).toEqual(['Jack REEVES (président)']);
  });

  it("the buyer's officer acting for it is not the seller's", () => {
    expect(officersOf(noticeOf(`${SALE}a vendu à la société TIDE, SARL, RIDET 1 222 333.001, agissant par Mme Ida PUA, sa gérante, son fonds de commerce.`))).toEqual([]);
  });
});

describe("an appointment named by its noun with the office's article elided types the notice", () => {
  it("'Nomination d'administrateurs', 'nomination d'administratrice'", () => {
    expect(noticeOf(`${SA}Nomination d'administrateurs le 3 avril 2026.\nAdministrateurs : M. Jack REEVES, Mme Kate LOWE.`).type).toBe('nomination');
    expect(noticeOf(`${SA}Nomination d'administratrice le 3 avril 2026 : Mme Kate LOWE.`).type).toBe('nomination');
  });
});

describe("the officer of the side that sells or lets a business, named by that side's noun or signing", () => {
  const LEASE_ENDED = 'FIN DE LOCATION-GÉRANCE\nLa location-gérance du fonds de commerce de boulangerie exploité à Bourail, consentie par la société PAINS DU CAP, SARL, RIDET 1 987 654.001, à M. Tom ORA, a pris fin le 31 mars 2026.\n';
  const SOLD = 'VENTE DE FONDS DE COMMERCE\nPar acte du 3 avril 2026, la société PAINS DU CAP, SARL, RIDET 1 987 654.001, a vendu à la société BAIE FOURNIL, SARL, RIDET 1 222 333.001, son fonds de commerce de boulangerie exploité à Bourail.\n';

  it("'Pour unique insertion', 'Pour extrait' sign as 'Pour avis' does", () => {
    expect(officersOf(noticeOf(`${LEASE_ENDED}Pour unique insertion, le gérant de la société PAINS DU CAP, M. Noé VAILE.`))).toEqual(['Noé VAILE (gérant)']);
    expect(officersOf(noticeOf(`${SOLD}Pour extrait, la gérante de la société PAINS DU CAP, Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
  });

  it("'la gérante du bailleur', 'le gérant de la société venderesse', 'le président du conseil d'administration du loueur'", () => {
    expect(officersOf(noticeOf(`${LEASE_ENDED}Pour avis, la gérante du bailleur, Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
    expect(officersOf(noticeOf(`${SOLD}Le gérant de la société venderesse, M. Noé VAILE.`))).toEqual(['Noé VAILE (gérant)']);
    expect(officersOf(noticeOf(`${LEASE_ENDED}Le président du conseil d'administration du loueur, M. Noé VAILE.`))).toEqual(['Noé VAILE (président)']);
  });

  // (2026-12-07, thirteenth session, from voussures vs31; traites tt15 alike)
  it("'la gérante de la société propriétaire', no 'Pour avis' before it", () => {
    expect(officersOf(noticeOf(`${LEASE_ENDED}La gérante de la société propriétaire, Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
  });

  // (2026-12-07, fifteenth session, from modillons ml29)
  it("'la gérante de la société cédante', the seller by its noun in a sale", () => {
    expect(officersOf(noticeOf(`${SOLD}La gérante de la société cédante, Mme Ida PUA.`))).toEqual(['Ida PUA (gérant)']);
    expect(officersOf(noticeOf(`${SOLD}Le gérant de la cédante, M. Noé VAILE.`))).toEqual(['Noé VAILE (gérant)']);
  });

  it("the buyer's officer, named by the buyer's noun or in the buyer's clause, is not the seller's", () => {
    expect(officersOf(noticeOf(`${SOLD}Le gérant de la société venderesse, M. Noé VAILE. Le gérant de l'acquéreur, M. Tom ORA.`))).toEqual(['Noé VAILE (gérant)']);
    expect(officersOf(noticeOf('VENTE DE FONDS DE COMMERCE\nPar acte du 3 avril 2026, la société PAINS DU CAP, SARL, RIDET 1 987 654.001, a vendu à la société BAIE FOURNIL, SARL, RIDET 1 222 333.001, dont le gérant est M. Tom ORA, son fonds de commerce.\nPour avis, le gérant du vendeur, M. Noé VAILE.'))).toEqual(['Noé VAILE (gérant)']);
  });

  it("'…, la société S, dont le gérant est M. X': the clause after the subject's own name", () => {
    expect(officersOf(noticeOf(`${LEASE_ENDED}Le fonds est désormais exploité par la société PAINS DU CAP, dont le gérant est M. Noé VAILE.`))).toEqual(['Noé VAILE (gérant)']);
  });
});

describe('an officer company named again further on, or replaced by its possessive', () => {
  it("'la démission de sa présidente, la société H, …, et ont nommé à sa place la société G': H leaves, G presides", () => {
    expect(everyOfficer(`${SAS}Par décisions du 3 avril 2026, les associés ont pris acte de la démission de sa présidente, la société TIDE HOLDING, SARL, RIDET 1 222 333.001, et ont nommé à sa place la société TIDE GESTION, SAS, RIDET 1 444 555.001, représentée par son gérant M. Noé VAILE.`)).toEqual([
      'TIDE HOLDING (président, sortant)',
      'TIDE GESTION (président)',
    ]);
  });

  it("'La société H, SAS, RIDET …, a démissionné de ses fonctions de présidente de la société S …' then 'nommé en remplacement M. X'", () => {
    expect(everyOfficer('CHANGEMENT DE PRÉSIDENT\nLa société TIDE HOLDING, SAS, RIDET 1 222 333.001, a démissionné de ses fonctions de présidente de la société KOTI NAUTIC, SAS au capital de 1 000 000 F CFP, RIDET 1 987 654.001.\nPar décisions du 3 avril 2026, les associés ont nommé en remplacement M. Noé VAILE, demeurant à Koné.')).toEqual([
      'TIDE HOLDING (président, sortant)',
      'Noé VAILE (président)',
    ]);
  });

  it("'le décès de son gérant, M. X': X leaves", () => {
    expect(everyOfficer(`${SARL}Les associés ont pris acte le 3 avril 2026 du décès de son gérant, M. Noé VAILE, et ont nommé en remplacement Mme Ida PUA.`)).toEqual([
      'Noé VAILE (gérant, sortant)',
      'Ida PUA (gérant)',
    ]);
  });

  it("a company introduced once and named bare later holds the office given there: 'La présidence est désormais assurée par H'", () => {
    const text = `CESSION D'ACTIONS\nPar acte du 3 avril 2026, la société CORAIL INVEST, SAS, RIDET 1 222 333.001, a acquis la totalité des actions de la société KOTI NAUTIC, SAS, RIDET 1 987 654.001. La présidence est désormais assurée par CORAIL INVEST ; Mme Ida PUA demeure directrice générale.`;
    expect(officersOf(noticeOf(text))).toEqual(['CORAIL INVEST (président)', 'Ida PUA (directeur général)']);
  });

  it("a company introduced by its card ('H' / 'SAS au capital de …') and named bare later", () => {
    const text = 'SORAMI INVEST\nSAS au capital de 5 000 000 F CFP\n\na acquis le 3 avril 2026 la totalité des actions de la société KOTI NAUTIC, SAS, RIDET 1 987 654.001.\nLa présidence de KOTI NAUTIC est désormais assurée par SORAMI INVEST.';
    expect(officersOf(noticeOf(text))).toEqual(['SORAMI INVEST (président)']);
  });

  it("'H a été nommée présidente ; elle est représentée par son gérant, M. X': X represents H, no officer of the subject", () => {
    const text = 'SORAMI INVEST\nSAS au capital de 5 000 000 F CFP\n\na acquis le 3 avril 2026 la totalité des actions de la société KOTI NAUTIC, SAS, RIDET 1 987 654.001.\nM. Noé VAILE a démissionné de ses fonctions de président. SORAMI INVEST a été nommée présidente ; elle est représentée par son gérant, M. Tim ORA.';
    expect(officersOf(noticeOf(text))).toEqual(['SORAMI INVEST (président)']);
  });

  it("a place printed in capitals and repeated as an officer's residence is no company ('GERANT : M. X, DEMEURANT TRIBU DE …')", () => {
    const card = (residence: string): string =>
      `AVIS DE CONSTITUTION\nAUX TERMES D'UN ACTE SOUS SEING PRIVE DU 3 AVRIL 2026, IL A ETE CONSTITUE UNE SARL :\nDENOMINATION : PIROGUES DE LA COTE EST\nSIEGE : TRIBU DE WAGAP OUEST, 98822 POINDIMIE\nGERANT : M. PAUL WEA, ${residence}\nTRIBU DE WAGAP OUEST, POINDIMIE\nIMMATRICULATION : RIDET N° 1 234 566.001`;
    expect(officersOf(noticeOf(card('DEMEURANT')))).toEqual(['PAUL WEA (gérant)']);
    expect(officersOf(noticeOf(card('DOMICILIÉ À')))).toEqual(['PAUL WEA (gérant)']);
  });

  it('the subject named bare again is no officer of itself', () => {
    const text = `CESSION D'ACTIONS\nPar acte du 3 avril 2026, la société CORAIL INVEST, SAS, RIDET 1 222 333.001, a acquis la totalité des actions de la société KOTI NAUTIC, SAS, RIDET 1 987 654.001. La présidence de KOTI NAUTIC demeure assurée par Mme Ida PUA.`;
    expect(officersOf(noticeOf(text))).toEqual(['Ida PUA (président)']);
  });
});

describe('an office held in another company the notice names is no office in the subject', () => {
  const BOUGHT = "CESSION D'ACTIONS\nPar acte du 3 avril 2026, la société CORAIL INVEST, SAS, RIDET 1 222 333.001, a acquis la totalité des actions de la société KOTI NAUTIC, SAS, RIDET 1 987 654.001.\n";

  it("'Mme X a été désignée présidente de la société Z' (Z not the subject)", () => {
    expect(officersOf(noticeOf(`${BOUGHT}Mme Ida PUA a été désignée présidente de la société CORAIL FILIALE. M. Noé VAILE demeure président de KOTI NAUTIC.`))).toEqual(['Noé VAILE (président)']);
  });

  it("'M. X, gérant de la SARL S, RIDET …' where S is the subject under its former name", () => {
    const renamed = 'Je soussigné, M. Noé VAILE, gérant de la SARL TIDE BATIMENT, RIDET 1 987 654.001, informe le public que, par décision des associés du 3 avril 2026, la société a pris la dénomination KOTI CONSTRUCTIONS.';
    expect(officersOf(noticeOf(renamed))).toEqual(['Noé VAILE (gérant)']);
  });
});

describe("a director's seat and a company's signature told in passing", () => {
  it("'… président-directeur général, pour la durée de son mandat d'administrateur': the seat is his too", () => {
    expect(officersOf(noticeOf(`${SA}Le 3 avril 2026, le conseil d'administration a nommé M. Noé VAILE président-directeur général, pour la durée de son mandat d'administrateur.`))).toEqual([
      'Noé VAILE (administrateur)',
      'Noé VAILE (président)',
      'Noé VAILE (directeur général)',
    ]);
  });

  it("'Pour la société, son président, la société H, représentée par M. X': H presides, X is its representative", () => {
    expect(officersOf(noticeOf(`${SAS}L'associé unique a transféré le siège à Koné le 3 avril 2026.\nPour la société, son président, la société TIDE HOLDING, représentée par M. Noé VAILE.`))).toEqual(['TIDE HOLDING (président)']);
  });
});

describe("an office held in a company of any form the reader knows, on an office's labelled line", () => {
  it("'Président : M. X, gérant de la SELAS Y, RIDET …': the identifier is Y's, no officer company's", () => {
    for (const form of ['selas', 'scp', 'gie', 'sarl']) {
      const line = `president : m. noe vaile, gerant de la ${form} tide, ridet 1 222 333.001`;
      expect(onOfficeLabelLine(line, line.indexOf('ridet')), form).toBe(false);
    }
    const officerCompany = 'president : tide holding, sas, ridet 1 222 333.001';
    expect(onOfficeLabelLine(officerCompany, officerCompany.indexOf('ridet'))).toBe(true);
  });
});

describe('the appointing verb parted from the one appointed', () => {
  it("by a date or a ground: 'a nommé, à compter du …, M. X directeur général', 'a nommé le …, en vertu de l'article 15 des statuts, M. X, ingénieur, directeur général'", () => {
    expect(officersOf(noticeOf(`${SAS}L'associé unique a nommé, à compter du 3 avril 2026, M. Noé VAILE directeur général.`))).toEqual(['Noé VAILE (directeur général)']);
    expect(officersOf(noticeOf(`${SAS}L'associé unique a nommé le 3 avril 2026 M. Noé VAILE directeur général.`))).toEqual(['Noé VAILE (directeur général)']);
    expect(officersOf(noticeOf(`${SAS}Le président a nommé le 3 avril 2026, en vertu de l'article 15 des statuts, M. Noé VAILE, ingénieur, directeur général pour une durée indéterminée.`))).toEqual(['Noé VAILE (directeur général)']);
  });

  it("a trade between the name and the office: 'a nommé M. X, ingénieur, directeur général'; an office there is kept", () => {
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, le président a nommé M. Noé VAILE, ingénieur, directeur général.`))).toEqual(['Noé VAILE (directeur général)']);
    expect(officersOf(noticeOf(`${SA}Le conseil d'administration du 3 avril 2026 a nommé M. Noé VAILE, administrateur, président du conseil d'administration.`))).toEqual([
      'Noé VAILE (administrateur)',
      'Noé VAILE (président)',
    ]);
  });
});

describe("an officer's death recorded is a change of officers, whatever else the notice records in consequence", () => {
  const block = 'SCI KAORI DU COL\nSociété civile immobilière au capital de 100 000 F CFP\nRIDET 1 987 654.001\n\n';
  it.each([
    ['a co-manager named, the other staying alone', "Les associés ont pris acte le 3 avril 2026 du décès de M. Noé VAILE, cogérant, survenu le 2 mars 2026. Mme Ida PUA exerce désormais seule la gérance. L'article 12 des statuts a été modifié en conséquence."],
    ['the office named before the person', "Par décision du 3 avril 2026, les associés ont constaté le décès de leur gérante, Mme Ida PUA. L'article 9 des statuts est modifié en conséquence."],
    ['the office in apposition, then the participle', "Mme Ida PUA, gérante, étant décédée le 2 mars 2026, l'article 9 des statuts a été mis à jour par décision des associés du 3 avril 2026."],
    ['the death with its date between', "Les associés réunis le 3 avril 2026 ont pris acte du décès, survenu le 2 mars 2026, de M. Noé VAILE, gérant. L'article 9 des statuts a été modifié."],
  ])('%s', (_, body) => {
    expect(classifyNotice(`${block}${body}`)?.type).toBe('nomination');
  });

  it("is no officer's change when a partner dies, and ranks below the dissolution it leads to", () => {
    expect(classifyNotice(`${block}Les associés ont pris acte le 3 avril 2026 du décès de M. Noé VAILE, associé. L'article 7 des statuts a été modifié en conséquence.`)?.type).toBe('statuts');
    expect(classifyNotice(`${block}À la suite du décès de son gérant, M. Noé VAILE, l'assemblée du 3 avril 2026 a décidé la dissolution anticipée de la société.`)?.type).toBe('dissolution');
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx33)
describe('names with a Dutch particle, and an office closing the sentence before another person', () => {
  it("reads 'Van den Broeck' whole, printed in mixed case", () => {
    expect(officersOf(noticeOf(`${SARL}Par décision du 3 avril 2026, M. Jean-Baptiste Van den Broeck a été nommé gérant.`))).toEqual(['Jean-Baptiste Van den Broeck (gérant)']);
  });

  it("gives the office closing a sentence to the person it follows, not to the one the next sentence names", () => {
    expect(officersOf(noticeOf(`${SARL}Par décision du 3 avril 2026, les associés ont étendu l'objet social. La gérance reste assurée par M. Noé VAILE, gérant. Mme Ida PUA, associée, a été désignée secrétaire de séance.`))).toEqual(['Noé VAILE (gérant)']);
    expect(officersOf(noticeOf(`${SARL}Par décision du 3 avril 2026, les associés ont étendu l'objet social. La gérance reste assurée par Mme Ida PUA et M. Noé VAILE, cogérants. Mme Ana WEA, associée, a été désignée secrétaire de séance.`))).toEqual(['Ida PUA (gérant)', 'Noé VAILE (gérant)']);
  });

  it("still reads a shortened office's dot after a comma as the label of the name after it", () => {
    expect(officersOf(noticeOf('NOMINATION\nKOTI NAUTIC, SARL, RIDET 1 987 654.001, nouv. gér. M. Noé VAILE, AGO du 3 avril 2026.'))).toEqual(['Noé VAILE (gérant)']);
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx36)
describe('the holder of an office named by its noun, printed without civility after the participle that gives it', () => {
  it("reads 'La gérance reste confiée à X Y' and 'La présidence est assurée par X Y', surname first or last", () => {
    expect(officersOf(noticeOf(`${SARL}Le siège a été transféré le 3 avril 2026. La gérance reste confiée à VAILE Noé, gérant non associé.`))).toEqual(['Noé VAILE (gérant)']);
    expect(officersOf(noticeOf(`${SAS}Le siège a été transféré le 3 avril 2026. La présidence est assurée par Ida PUA.`))).toEqual(['Ida PUA (président)']);
  });

  it('reads no person where a company holds the office', () => {
    expect(officersOf(noticeOf(`${SARL}Le siège a été transféré le 3 avril 2026. La gérance reste confiée à SOCIÉTÉ HOLDING VAILE, SARL.`))).toEqual(['HOLDING VAILE (gérant)']);
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx37)
describe('holders a label names by the office they held, after the sentence appointing them to another', () => {
  const DISSOLVED = `${SARL}L'assemblée du 3 avril 2026 a décidé la dissolution anticipée de la société.\n`;

  it("gives them the appointed office: 'Ont été nommés co-liquidateurs, …,' / 'les deux anciens cogérants :'", () => {
    expect(officersOf(noticeOf(`${DISSOLVED}Ont été nommés co-liquidateurs, avec pouvoir d'agir ensemble ou\nséparément, les deux anciens cogérants :\nM. Noé VAILE, demeurant à Bourail, et\nMme Ida PUA, même adresse.`))).toEqual(['Noé VAILE (liquidateur)', 'Ida PUA (liquidateur)']);
    expect(officersOf(noticeOf(`${DISSOLVED}Ont été nommés co-liquidateurs, avec pouvoir d'agir ensemble ou séparément, les deux cogérants : M. Noé VAILE et Mme Ida PUA.`))).toEqual(['Noé VAILE (liquidateur)', 'Ida PUA (liquidateur)']);
  });

  it('leaves a label with no appointing sentence before it its own office', () => {
    expect(officersOf(noticeOf(`${SARL}Par décision du 3 avril 2026, le capital a été porté à 2 000 000 F CFP.\nLes deux cogérants : M. Noé VAILE et Mme Ida PUA.`))).toEqual(['Noé VAILE (gérant)', 'Ida PUA (gérant)']);
  });
});

// (2026-12-07, fifteenth session, from mansardes lk26)
describe("an appointment's term told by another office's mandate", () => {
  it('gives the holder after the term the office appointed before it', () => {
    expect(officersOf(noticeOf(`${SAS}Par décisions du 3 avril 2026, il a été décidé de nommer en qualité de directeur général, pour la durée du mandat du président, M. Noé VAILE, demeurant à Bourail.`))).toEqual(['Noé VAILE (directeur général)']);
  });

  it('leaves the term’s office to the name after it where the clause named the appointee before', () => {
    expect(officersOf(noticeOf(`${SAS}Le 3 avril 2026, M. Noé VAILE a été nommé directeur général délégué pour la durée du mandat du directeur général, Mme Ida PUA.`))).toEqual(['Noé VAILE (directeur général délégué)', 'Ida PUA (directeur général)']);
  });
});

// (2026-12-07, fifteenth session, from mansardes lk32)
describe('officers titled in small capitals the scan split', () => {
  it("reads 'D OCTEUR Anaïs X' as the doctor's title before her name", () => {
    expect(officersOf(noticeOf(`${SARL}Constitution du 3 avril 2026.\nGérance : D OCTEUR Ida PUA, vétérinaire, demeurant à La Foa, et D OCTEUR Noé VAILE, vétérinaire, associés, nommés cogérants.`))).toEqual(['Ida PUA (gérant)', 'Noé VAILE (gérant)']);
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx18)
describe('an office a label denies its holder', () => {
  it("reads no office for 'Associée non gérante : Mme X' under the officers' list", () => {
    expect(officersOf(noticeOf(`${SARL}Constitution du 3 avril 2026.\nGérant : M. Noé VAILE, demeurant à Bourail.\n\nAssociée non gérante : Mme PUA Ida, retraitée, demeurant à Bourail.`))).toEqual(['Noé VAILE (gérant)']);
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx03, lx18)
describe("a register's list of officers printed bare, surname first, each with the particulars of birth", () => {
  it('reads the next one past the last one’s particulars, under a label', () => {
    expect(officersOf(noticeOf(`${SARL}Constitution du 3 avril 2026.\nCogérants, nommés sans limitation de durée :\nVAILE Noé, né le 4 mars 1979 à Lifou,\net VAILE née PUA Ida, née le 19 novembre 1981 à Nouméa,\nson épouse, demeurant ensemble à Dumbéa.`))).toEqual(['Noé VAILE (gérant)', 'Ida VAILE née PUA (gérant)']);
  });

  it('reads it on the label’s own line', () => {
    expect(officersOf(noticeOf(`${SARL}Constitution du 3 avril 2026.\nCogérants : VAILE Noé, né le 4 mars 1979 à Lifou, et VAILE née PUA Ida, née le 19 novembre 1981 à Nouméa.`))).toEqual(['Noé VAILE (gérant)', 'Ida VAILE née PUA (gérant)']);
  });

  it('reads it in a list opened by a sentence’s colon, the join at the line’s end', () => {
    expect(officersOf(noticeOf(`${SARL}Le capital a été porté à 2 000 000 F CFP le 3 avril 2026.\nLa gérance demeure assurée conjointement par :\nVAILE Noé, né le 11/02/1968 à Houaïlou, et\nVAILE née PUA Ida, née le 30/07/1972 à Mata-Utu,\ntous deux demeurant à Païta, cogérants.`))).toEqual(['Noé VAILE (gérant)', 'Ida VAILE née PUA (gérant)']);
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx06)
describe('a deputy auditor that is a company, under the bare label after the titular one', () => {
  it("reads 'suppléant : la société X' as the auditor's deputy", () => {
    expect(officersOf(noticeOf(`${SAS}Constitution du 3 avril 2026.\nCommissaires aux comptes désignés pour six exercices :\n– titulaire : M. Noé VAILE, 5, rue de Verdun, 98800 Nouméa ;\n– suppléant : la société CABINET PUA ET ASSOCIÉS, SARL, même adresse.`))).toEqual(['Noé VAILE (commissaire aux comptes)', 'CABINET PUA ET ASSOCIÉS (commissaire aux comptes suppléant)']);
  });
});

// (2026-12-07, fifteenth session, from pignons fw06)
describe("an office's label opening the holder's line, his former office in another company in apposition", () => {
  it("keeps the label's office: 'Gérance : M. X, …, précédemment gérant puis liquidateur de la société Y'", () => {
    expect(officersOf(noticeOf(`${SARL}Constitution du 3 avril 2026.\nGérance : M. Noé VAILE, demeurant à Païta, précédemment gérant puis liquidateur de la société KAZ FROID.`))).toEqual(['Noé VAILE (gérant)']);
    expect(officersOf(noticeOf(`${SARL}Constitution du 3 avril 2026.\nGérant : M. Noé VAILE, demeurant à Païta, ancien gérant de la société KAZ FROID.`))).toEqual(['Noé VAILE (gérant)']);
  });
});

// (2026-12-07, fifteenth session, from architraves kn12)
describe('officers whose mandates the meeting decides not to renew', () => {
  it("reads 'a décidé de ne pas les renouveler' as their leaving, the one named after a company too", () => {
    expect(officersOf(noticeOf(`${SA}L'assemblée du 3 avril 2026, constatant l'expiration des mandats de la société CABINET UN, SARL, RIDET 1 100 833.001, commissaire aux comptes titulaire, et de Mme Ida PUA, commissaire aux comptes suppléante, a décidé de ne pas les renouveler et a nommé M. Noé VAILE commissaire aux comptes titulaire.`))).toEqual(['Noé VAILE (commissaire aux comptes)']);
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx11)
describe("a plural civility before names printed surname first", () => {
  it("reads each next name surname first too: 'MM. VAILE Noé et PUA Ida'", () => {
    expect(officersOf(noticeOf(`${SA}L'assemblée du 3 avril 2026 a nommé administrateurs MM. VAILE Noé et PUA Ida.`))).toEqual(['Noé VAILE (administrateur)', 'Ida PUA (administrateur)']);
  });

  it('keeps reading given names first where the first name was printed so', () => {
    expect(officersOf(noticeOf(`${SA}L'assemblée du 3 avril 2026 a nommé administrateurs MM. Noé VAILE et Ida PUA.`))).toEqual(['Noé VAILE (administrateur)', 'Ida PUA (administrateur)']);
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx02)
describe("an appointment's label naming the officer on whose proposal it is made", () => {
  it("gives the holders the appointed office only: 'Sur proposition de la directrice générale, le conseil a nommé en qualité de directeurs généraux délégués :'", () => {
    expect(officersOf(noticeOf(`${SA}Le 3 avril 2026, sur proposition de la directrice générale, le conseil a nommé en qualité de directeurs généraux délégués :\n- M. Noé VAILE ;\n- Mme Ida PUA.`))).toEqual(['Noé VAILE (directeur général délégué)', 'Ida PUA (directeur général délégué)']);
  });
});

// (2026-12-07, fifteenth session, from corbeaux lx02)
describe('a director co-opted to replace one who resigned, the replacement set between commas', () => {
  it("gives her the office left: 'a coopté, pour le remplacer, Mme X'", () => {
    expect(officersOf(noticeOf(`${SA}Le 3 avril 2026, le conseil a pris acte de la démission de M. Noé VAILE de ses fonctions d'administrateur et a coopté, pour le remplacer, Mme Ida PUA, pour la durée restant à courir du mandat de son prédécesseur.`))).toEqual(['Ida PUA (administrateur)']);
  });
});
