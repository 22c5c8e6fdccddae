import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { companyMentions } from '../../../kernel/normalise/company-mentions.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, officersOf, readingOf } from './notice-helpers.ts';

// Readings a blind group of two-party insertions showed missing (transactions): a compositor's box
// names both parties by cut labels, without colons or between his own marks, and prints both
// identifiers. Every text here is made up for the rule it names, never a copy of a group text.

describe("a buyer's label cut after its doubled n", () => {
  it("reads 'Cessionn.' as the buyer's, so the seller is the subject", () => {
    const text =
      'AVIS DE CESSION\nCessionn.   KAORI PÊCHE SARL   RIDET 1 000 017.001\nCédant   VERGERS DE TIARE SARL   RIDET 1 000 009.001   gér. M. Paul WEA\nFonds de primeurs, 4 rue des Flamboyants, 98860 Koné ; acte SSP du 3 novembre 2026 ; prix 5 000 000 F CFP ; jouiss. 1er décembre 2026.\nOpp. : Koné, au fonds, 10 j.\nLe Héron du Nord · n° 88 · 12 novembre 2026';
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe('a merger\'s sides labelled without colons, a line each', () => {
  it("gives the absorbing company its own RID, not the absorbed one's RIDET on the line below", () => {
    const text =
      "Le Héron du Nord – 12 novembre 2026\n\nFUSIONS\nAbsorbante   VERGERS DE TIARE, SA, RID 1000009\nAbsorbée   KAORI PÊCHE, SARL, RIDET 1 000 017.001\nAGE de l'absorbante du 3 novembre 2026 : fusion approuvée, capital porté de 10 000 000 à 12 000 000 F CFP.";
    expect(identityOf(text)).toEqual(['capital', 'VERGERS DE TIARE', 'SA', '1000009001', '2026-11-12']);
  });
});

describe('one identifier printed after two companies\' names', () => {
  it('is quarantined with both names: one printing is a slip', () => {
    const text =
      'LOCATIONS-GÉRANCES\nBailleur : VERGERS DE TIARE, SARL, RIDET 1 000 009.001\nLoc.-gér. : KAORI PÊCHE, EURL, RIDET 1 000 009.001\nFonds de primeurs, Koné ; contrat SSP du 3 novembre 2026, 1 an.\nLe Héron du Nord — 12/11/2026';
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.quarantine.reason).toBe('sujet_ambigu');
      expect(result.quarantine.detail).toContain('VERGERS DE TIARE');
      expect(result.quarantine.detail).toContain('KAORI PÊCHE');
    }
  });

  it('is read in a rectificatif, which prints the slip it corrects after "au lieu de"', () => {
    const text =
      "JONC – Publications légales – 12 novembre 2026\n\nRECTIFICATIF\nDans l'avis publié le 5 novembre 2026 relatif à la location-gérance du fonds de primeurs sis à Koné, les numéros des parties ont été intervertis.\nIl fallait lire :\nLoueur : VERGERS DE TIARE, SARL, RIDET 1 000 009.001 ;\nLocataire-gérant : KAORI PÊCHE, EURL, RIDET 1 000 017.001 ;\nau lieu de :\nLoueur : VERGERS DE TIARE, SARL, RIDET 1 000 017.001 ;\nLocataire-gérant : KAORI PÊCHE, EURL, RIDET 1 000 009.001.";
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe("a compositor's marks between a box's fields", () => {
  it('open the field a party\'s label heads, as a spaced dash does', () => {
    const text =
      "APPORT PARTIEL D'ACTIF ▪ Apporteur : KAORI PÊCHE (SA, RIDET 1 000 017.001) ▪ Bénéf. : VERGERS DE TIARE (SAS, RIDET 1 000 009.001), cap. porté de 1 000 000 à 6 000 000 F CFP ▪ branche primeurs ▪ AGE du bénéf. du 3 novembre 2026\nLe Héron du Nord — 12 novembre 2026";
    expect(readingOf(text)).toEqual(['capital', '1000009001', 'VERGERS DE TIARE']);
  });

  it("end a party's field before a participle the next field prints ('▪ loc.-gérance consentie le …')", () => {
    const text =
      '▪ FIN DE LOCATION-GÉRANCE ▪ Bailleur : VERGERS DE TIARE (SARL, RIDET 1 000 009.001) ▪ Gér. libre : KAORI PÊCHE (EURL, RIDET 1 000 017.001) ▪ fonds de primeurs, 98860 Koné ▪ loc.-gérance consentie le 2 janvier 2026, fin le 31 octobre 2026 ▪\nLe Héron du Nord — 12 novembre 2026';
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it("read a party's label after the mark as at a line's start, and the tenant of 'Gér. libre :' as no officer", () => {
    const text =
      '▪ FIN DE LOCATION-GÉRANCE ▪ Bailleur : VERGERS DE TIARE (SARL, RIDET 1 000 009.001) ▪ Gér. libre : KAORI PÊCHE (EURL, RIDET 1 000 017.001) ▪ fonds de primeurs et de fruits tropicaux, 4 rue des Flamboyants, 98860 Koné ▪ loc.-gérance consentie le 2 janvier 2026 pour dix mois, fin le 31 octobre 2026 par arrivée du terme ▪\nLe Héron du Nord — 12 novembre 2026';
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && [result.notice.ridet, result.notice.denomination, result.notice.dirigeants]).toEqual(['1000009001', 'VERGERS DE TIARE', []]);
  });
});

describe("a contribution's receiving side labelled 'Bénéf.' or 'Bénéficiaire'", () => {
  it('is the subject, its name read after its label', () => {
    const text =
      "Bénéf. : VERGERS DE TIARE — SARL — RIDET 1 000 009.001 — cap. porté à 30 000 000 F CFP — gér. : M. Paul WEA\nApporteur : KAORI PÊCHE — SAS — RIDET 1 000 017.001\nApport partiel d'actif de la branche primeurs ; traité SSP du 8 octobre 2026 ; AGE du bénéf. du 3 novembre 2026.\n— Le Héron du Nord, jeudi 12 novembre 2026";
    expect(readingOf(text)).toEqual(['capital', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe('the same readings where the box keeps its fields on one line', () => {
  it("reads the buyer's cut label among a telegraphic box's forms ('Cessionn.', 'Oppos.')", () => {
    const text =
      "» CESSIONS DE FONDS D'OFFICINE\nCédant : PHARMACIE DES VERGERS, SELARL, RIDET 1 000 009.001, 98860 Koné.\nCessionn. : OFFICINE KAORI, SELARL, RIDET 1 000 017.001.\nFonds d'officine de pharmacie, Koné — acte du 30/10/2026 — prix 48 000 000 F CFP. Oppos. : Me Rose KAMO, notaire, Koné.\n\nLE HÉRON DU NORD — jeudi 12 novembre 2026";
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'PHARMACIE DES VERGERS']);
  });

  it("opens a party's field at a compositor's mark on a line of fields", () => {
    const text =
      "APPORT PARTIEL D'ACTIF ▪ Apporteur : KAORI PÊCHE ET DISTRIBUTION (SA, RIDET 1 000 017.001) ▪ Bénéf. : VERGERS DE LA FOA (SAS, RIDET 1 000 009.001), cap. porté de 1 000 000 à 16 000 000 F CFP ▪ branche des primeurs ▪ AGE du bénéf. du 3 novembre 2026 ▪ Prés. du bénéf. : Mme Rose KAMO\nLe Héron du Nord — 12 novembre 2026";
    expect(readingOf(text)).toEqual(['capital', '1000009001', 'VERGERS DE LA FOA']);
  });

  it("reads a buyer's label after a compositor's mark inside the line ('… ▪ Acq. : Y, SAS, RIDET …')", () => {
    const text =
      'CESSION DE PARTS — CHANGEMENT DE GÉRANT\nSté : VERGERS DE TIARE — SARL — RIDET 1000009-001\nVend. : M. Paul WEA (500 parts) ▪ Acq. : KAORI INVEST, SAS, RIDET 1000017-001\nActe SSP du 3 novembre 2026. Démission de M. WEA, gérant ; nouveau gér. : M. Luc KAMO, à c/ du 1er décembre 2026.\nLe Héron du Nord, 12.11.2026';
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it("drops a merger's side label printed before the name without its colon", () => {
    const text =
      "Le Héron du Nord – 12 novembre 2026\n\nFUSIONS\nAbsorbante   ENTREPRISE CALÉDONIENNE DE MENUISERIES, SA, RID 1000009\nAbsorbée   QUINCAILLERIE DU COL DE LA PIROGUE, SARL, RIDET 1 000 017.001\nAGE de l'absorbante du 3 novembre 2026 : fusion approuvée, capital porté de 150 000 000 à 163 500 000 F CFP ; effet rétroactif au 1er janvier 2026.\nPrés. du CA : Mme Rose KAMO ; DG : M. Paul WEA.";
    expect(readingOf(text)).toEqual(['capital', '1000009001', 'ENTREPRISE CALÉDONIENNE DE MENUISERIES']);
  });
});

describe('two parties on one line, a spaced dash or a slash between their fields', () => {
  it("reads the tenant's label as the first field's only, the lessor after the dash the subject", () => {
    const text =
      'La Lettre du Col — jeudi 12 novembre 2026\n\nFIN DE LOC.-GÉRANCE\nLoc.-gér. : KAORI PRESSING (EURL, RIDET 1000017-001) — Bailleur : VERGERS DE TIARE (SARL, RIDET 1000009-001), gér. Mme Rose KAMO\nFonds de pressing, centre commercial, 98830 Dumbéa. Fin au 31 oct. 2026 par résiliation amiable (acte du 25 oct. 2026).';
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it("reads the seller's name after its label and a dash, and the buyer after the slash as no officer", () => {
    const text =
      'VENTES DE FONDS — Vend. : VERGERS DE TIARE (SARL, RIDET 1 000 009.001), gér. M. Paul WEA / Acq. : KAORI JARDINS (SARL, RIDET 1 000 017.001) — fonds de pépinière et jardinerie, lot 12, 98860 Koné — acte SSP du 3 novembre 2026 — Opp. : au fonds, 10 j.\nLe Héron du Nord — jeudi 12 novembre 2026';
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && [result.notice.ridet, result.notice.denomination, officersOf(result.notice)]).toEqual(['1000009001', 'VERGERS DE TIARE', ['Paul WEA (gérant)']]);
  });
});

describe("an event's title in capitals before the heading's dash", () => {
  it('is no company name, though its words are joined by a hyphen', () => {
    const text =
      "FUSION-ABSORPTION — Avis de l'absorbée\nVERGERS DE TIARE, SARL, RIDET 1 000 009.001\nAbsorbante : KAORI DISTRIBUTION, SAS, RIDET 1 000 017.001\nTraité SSP du 2 octobre 2026, approuvé par l'AGE de l'absorbée du 28 octobre 2026 et par l'AGE de l'absorbante du 31 octobre 2026, date de réalisation définitive. L'absorbée est dissoute sans liquidation à cette date.\nPour avis.";
    expect(readingOf(text)).toEqual(['dissolution', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe("a party's label closed by a compositor's mark instead of a colon", () => {
  it("reads 'PROPRIÉTAIRE → X' and 'LOCATAIRE-GÉRANT → Y' as the owner's and the tenant's lines", () => {
    const text =
      'LNC 12-11-2026\n\nFIN DE LOCATION-GÉRANCE\nPROPRIÉTAIRE → VERGERS DE TIARE, SARL, 210, route du Sud, Plum, 98809 Mont-Dore, RIDET 1 000 009-001\nLOCATAIRE-GÉRANT → KAORI PROXI, EURL, même adresse, RIDET 1 000 017-001\nCONTRAT → acte reçu par Me Rose KAMO, notaire à Nouméa, le 7 janvier 2026\nFIN → au 31 octobre 2026, par arrivée du terme, sans renouvellement\nGÉRANT DU PROPRIÉTAIRE → M. Paul WEA';
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it.each(['⟶', '⇒', '➞', '⟫'])("reads any arrow pointing right as the label's mark ('ABSORBÉE %s X')", (arrow) => {
    const text = `12/11/2026 · JONC · n° 2026-00412\n\nFUSION — DISSOLUTION DE LA SOCIÉTÉ ABSORBÉE\nABSORBÉE ${arrow} VERGERS DE TIARE, SARL, 4, rue de la Cascade, 98830 Dumbéa, RIDET 1 000 009.001\nABSORBANTE ${arrow} KAORI DISTRIBUTION, SAS, 9, rue Jules Garnier, 98800 Nouméa, RIDET 1 000 017.001\nTRAITÉ ${arrow} 02/10/2026\nÉVÉNEMENT ${arrow} dissolution sans liquidation de l'absorbée au 31/10/2026`;
    expect(readingOf(text)).toEqual(['dissolution', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe('two companies that cannot both be the one the notice is about', () => {
  it("quarantines a seller printed again in the oppositions' field with another identifier", () => {
    const text =
      'VENTE DE FONDS\nCédant        : SARL VERGERS DE TIARE – RIDET 1 000 009.001\nCessionnaire  : SAS KAORI PROXI – RIDET 1 000 017.001\nFonds         : primeurs, 4, rue de la Cascade, 98830 Dumbéa\nActe          : ssp du 02/11/2026\nOppositions   : au siège du cédant, la SARL VERGERS DE TIARE, RIDET 1 000 025.001, dans les 10 jours de la dernière insertion\nJONC 12.11.2026';
    expect(readingOf(text)).toEqual(['sujet_ambigu']);
  });

  it('quarantines one identifier printed in two parties\' blocks, their form and seat between name and number', () => {
    const text =
      'JONC – jeudi 12 novembre 2026 – Publications légales\n\nVENTE DE FONDS —— 1re insertion\nVendeur : VERGERS DE TIARE – SARL – 4, promenade Roger Laroque, 98800 Nouméa – RIDET 1 000 009.001\nAcquéreur : KAORI RESTAURATION – SAS – 18, rue Jules Garnier, 98800 Nouméa – RIDET 1 000 009.001\nFonds : bar-restaurant, 4, promenade Roger Laroque\nActe : ssp du 30/10/2026 – prix 25 000 000 F CFP';
    expect(readingOf(text)).toEqual(['sujet_ambigu']);
  });

  it("quarantines a name that joins two companies' names by a slash", () => {
    const text =
      'CESSION\nVERGERS DE TIARE / KAORI DISTRIBUTION\nRIDET 1 000 009.001\nfonds de primeurs, zone industrielle de Ducos\nacte ssp 21/10/2026\nOpp. : Me Rose KAMO, avocat, 15, rue de Verdun, 98800 Nouméa\nPubl. JONC 12/11/2026';
    expect(readingOf(text)).toEqual(['denomination_incertaine']);
  });

  it("reads an identifier's label as no company's name on a labelled line ('Immatriculation : RCS …')", () => {
    const text =
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA – JUGEMENT DU 9 NOVEMBRE 2026\n\nDébiteur \t\t\t: VERGERS DE TIARE, SAS au capital de 1 000 000 F CFP\nImmatriculation \t: RCS NOUMÉA 2020 B 1000009 – RIDET 1000009.001\nDécision \t\t: liquidation judiciaire simplifiée\nCessation des paiements : fixée au 30/09/2026\nLiquidateur \t\t: SELARL MANDATS DU COL, prise en la personne de Me Paul WEA';
    expect(readingOf(text).slice(0, 2)).toEqual(['procedure', '1000009001']);
  });
});

describe("one company printed with two identifiers, its header block's and its body's", () => {
  it('is quarantined: nothing says which number is right', () => {
    const text =
      "LE HÉRON – jeudi 12 novembre 2026\n\nVERGERS DE TIARE\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nSiège social : zone artisanale, 98850 Koumac\nRIDET 1 000 009.001\n\nCESSION DE PARTS SOCIALES\n\nPar acte sous seing privé du 3 novembre 2026, M. Paul WEA a cédé à la société KAORI BOIS, SARL, RIDET 1 000 017.001, cinquante parts de la société VERGERS DE TIARE, RIDET 1 000 025.001. M. Paul WEA demeure gérant.\n\nPour avis, la gérance de VERGERS DE TIARE, RIDET 1 000 025.001.";
    expect(readingOf(text)).toEqual(['sujet_ambigu']);
  });
});

describe("a party's label opening the line after another party's identifier", () => {
  it("is the next party's label, not a role named after the first (the tenant is never published)", () => {
    const text =
      'LNC – 12/11/2026 – Annonces légales\n\nLOCATION-GÉRANCE // Mise en location\nLocataire-gérant // KAORI AUTO SERVICES // EURL cap. 500 000 F CFP // 14, rue Papeete, Koutio, 98830 Dumbéa // RIDET 1000017.001\nLoueur (propriétaire du fonds) // VERGERS DE TIARE // SARL cap. 2 000 000 F CFP // 14, rue Papeete, Koutio, 98830 Dumbéa // RIDET 1000009.001 // gérant : M. Paul WEA\nFonds // garage, mécanique générale, 14, rue Papeete, Dumbéa\nContrat // ssp du 26/10/2026 // durée 2 ans à compter du 01/11/2026\nLe locataire-gérant exploitera le fonds sous sa seule responsabilité.';
    expect(readingOf(text)[1]).not.toBe('1000017001');
  });
});

describe("a merger's sides each labelled on its line, closed by a compositor's triangle", () => {
  it("gives the absorbing company, printed second, its own identifier", () => {
    const text =
      "JONC 2026-01184 · PUBLICATION_LEGALE · datePublication 2026-11-12\n\nFUSION-ABSORPTION ▸ AUGMENTATION DE CAPITAL\nAbsorbée ▸ KAORI FROID, SARL cap. 2 000 000 F CFP, ZAC Panda, 98890 Païta, RIDET 1 000 017.001\nAbsorbante ▸ VERGERS DE TIARE, SAS cap. 20 000 000 F CFP porté à 26 400 000 F CFP, 8, rue Ampère, Ducos, 98800 Nouméa, RIDET 1 000 009.001\nTraité ▸ ssp du 12/09/2026\nApprobation ▸ AGE de l'absorbée du 25/10/2026 ; décisions de l'associé unique de l'absorbante du 26/10/2026\nCapital ▸ + 6 400 000 F CFP, 640 actions nouvelles de 10 000 F CFP\nEffet ▸ 31/10/2026\nPrésident de l'absorbante ▸ M. Paul WEA";
    expect(readingOf(text)).toEqual(['capital', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe("a compositor's slash between a box's fields", () => {
  it("cuts the form's field from the name ('X / EURL / RID …')", () => {
    const text =
      'heron.nc › Annonces › Dissolutions\nPublié le 12 novembre 2026 à 07:45\nVERGERS DE TIARE / EURL / RID 1000009\nAGE 03.11.2026 : dissol. anticipée, liq. amiable. Liquidateur : M. Paul WEA. Siège de liq. : tribu de Nakéty, 98813 Canala.';
    expect(readingOf(text)).toEqual(['dissolution', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe("parties' labels in square brackets, a line each", () => {
  it("gives a merger's capital notice to the company labelled [ABSORBANTE], wherever it stands", () => {
    const text =
      'Le Héron du Nord · 12/11/2026\n\n[FUSION]\n[ABSORBÉE] KAORI PÊCHE — SARL — RIDET 1 000 017.001 — Koné\n[ABSORBANTE] VERGERS DE TIARE — SA — RIDET 1 000 009.001 — Koné\n[AGE ABSORBANTE] 03/11/2026 : fusion approuvée, capital porté de 10 000 000 à 12 000 000 F CFP';
    expect(identityOf(text)).toEqual(['capital', 'VERGERS DE TIARE', 'SA', '1000009001', '2026-11-12']);
  });

  it("gives a letting to the lessor labelled [Bailleur], the tenant printed first", () => {
    const text =
      '[LOCATION-GÉRANCE]\n[Preneur]   KAORI PÊCHE — EURL — 1 000 017-001\n[Bailleur]  VERGERS DE TIARE — SARL — 1 000 009-001\n[Fonds]     primeurs, Koné\n[Contrat]   ssp 03/11/2026, 2 ans\n[Parution]  Le Héron du Nord — jeu. 12 nov. 2026';
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe("a partial contribution's sides labelled", () => {
  it("gives the capital notice to the beneficiary an arrow labels, not to the contributor printed first", () => {
    const text =
      "Le Héron du Nord · jeudi 12 novembre 2026\n\nAPPORT PARTIEL D'ACTIF\napporteuse ⟶ KAORI PÊCHE, SAS, RIDET 1 000 017.001, Koné\nbénéficiaire ⟶ VERGERS DE TIARE, SASU, RIDET 1 000 009.001, Koné\nbranche apportée ⟶ conserverie\ndécision de l'associé unique de la bénéficiaire ⟶ 03/11/2026 : capital porté de 1 000 000 à 9 000 000 F CFP";
    expect(identityOf(text)).toEqual(['capital', 'VERGERS DE TIARE', 'SASU', '1000009001', '2026-11-12']);
  });

  it("reads the beneficiary's name past its numbered label and colon", () => {
    const text =
      "Le Héron du Nord – jeudi 12 novembre 2026\n\nAPPORT PARTIEL D'ACTIF — AUGMENTATION DE CAPITAL\n1/ Bénéficiaire : VERGERS DE TIARE — SARL — RIDET 1 000 009.001 — Koné\n2/ Apporteuse : KAORI PÊCHE — SAS — RIDET 1 000 017.001 — Koné\n3/ AGE de la bénéficiaire : 3 novembre 2026 ; capital porté à 9 000 000 F CFP";
    expect(identityOf(text)).toEqual(['capital', 'VERGERS DE TIARE', 'SARL', '1000009001', '2026-11-12']);
  });
});

describe("parties' labels set the compositor's way: in braces, before a white triangle", () => {
  it('gives the capital notice to the beneficiary labelled in braces, beside the contributor and the appraiser', () => {
    const text =
      "LE HÉRON ⋅ jeudi 12 novembre 2026 ⋅ Annonces\n\nAPPORT PARTIEL D'ACTIF — AUGMENTATION DE CAPITAL\n{bénéficiaire}  VERGERS DE TIARE, SA au capital porté de 10 000 000 à 19 000 000 F CFP, RIDET 1 000 009.001, Koné\n{apporteuse}    KAORI PÊCHE, SAS, RIDET 1 000 017.001\n{branche}       conserverie\n{commissaire aux apports} CABINET WEA, SARL, RIDET 1 234 566.001 — rapport du 20/10/2026\n{AGE bénéficiaire} 03/11/2026";
    expect(identityOf(text)).toEqual(['capital', 'VERGERS DE TIARE', 'SA', '1000009001', '2026-11-12']);
  });

  it("gives a sale of a business to the seller labelled before a white triangle, the buyer after it", () => {
    const text =
      "LE HÉRON ✦ jeudi 12 novembre 2026\n\n«VENTE DE FONDS»\ncédante ▹ VERGERS DE TIARE, SARL, RIDET 1 000 009.001 (magasin de Koné)\ncessionnaire ▹ KAORI PÊCHE, SAS, RIDET 1 000 017.001\nfonds ▹ primeurs, Koné\nacte ▹ s.s.p. du 03/11/2026 ; prix 5 000 000 F CFP";
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe("parties' labels in capitals, closed by their colon, the particulars under the name", () => {
  it("reads the seller's name after 'CÉDANT :', its form on the next line", () => {
    const text = 'LE HÉRON · 12/11/2026\n\nVENTE DE FONDS\nCÉDANT : VERGERS DE TIARE\nSARL au capital de 1 000 000 F CFP\n12, rue du Phare, 98800 Nouméa\nRIDET 1 000 009.001\nCESSIONNAIRE : KAORI PÊCHE\nSAS au capital de 2 000 000 F CFP\nRIDET 1 000 017.001\nPRIX : 5 000 000 F CFP';
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it("reads the name past 'la société' after the label", () => {
    const text = "LE HÉRON · 12/11/2026\n\nVENTE DE FONDS\nACQUÉREUR : La société KAORI PÊCHE, société par actions simplifiée, RIDET 1 000 017.001.\nVENDEUR : La société VERGERS DE TIARE, société à responsabilité limitée au capital de 1 000 000 F CFP, RIDET 1 000 009.001.\nPRIX : 5 000 000 F CFP";
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });
});

describe("a merger's or a contribution's appraiser named by its office's label", () => {
  it('is a third party', () => {
    const text = 'FUSION\nAbsorbante : VERGERS DE TIARE, SA, RIDET 1 000 009.001\nAbsorbée : KAORI PÊCHE, SARL, RIDET 1 000 017.001\nCommissaire à la fusion : CABINET WEA, SARL, RIDET 1 234 566.001, rapport du 01/10/2026';
    expect(decideSubjectRidet(text, findRidets(text), { type: 'capital' }).judged.find((j) => j.match.rid === '1234566')?.third).toBe(true);
    const contribution = text.replace('FUSION', "APPORT PARTIEL D'ACTIF").replace('Commissaire à la fusion', 'Commissaire aux apports');
    expect(decideSubjectRidet(contribution, findRidets(contribution), { type: 'capital' }).judged.find((j) => j.match.rid === '1234566')?.third).toBe(true);
  });
});

describe('a merger told on one line, its fields parted by double slashes', () => {
  it("dates it by the journal's banner, names the absorbing company after its label and sets the merger's appraiser aside", () => {
    const text =
      'JONC 12 novembre 2026 // FUSION // Absorbante : VERGERS DE TIARE – VDT, SA au capital de 10 000 000 F CFP porté à 12 000 000 F CFP, 4, rue des Lauriers, 98800 Nouméa, RIDET 1 000 009.001 // Absorbée : KAORI PÊCHE, SARL au capital de 1 000 000 F CFP, RIDET 1 000 017.001 // Traité s.s.p. 02/09/2026 // Commissaire à la fusion : CABINET WEA, SARL, RIDET 1 234 566.001, rapport du 01/10/2026 // AGE absorbante 30/10/2026 : fusion approuvée, augmentation de capital de 2 000 000 F CFP // PDG : M. Paul WEA';
    expect(identityOf(text)).toEqual(['capital', 'VERGERS DE TIARE', 'SA', '1000009001', '2026-11-12']);
  });
});

describe("a party's label after a bullet or an arrow opening its line", () => {
  it("reads the owner's name after '-> Propriétaire :', its particulars on the lines under it", () => {
    const text = 'LE HÉRON n° 12 — jeudi 12 novembre 2026 — Annonces légales\n\nFIN DE LOCATION-GÉRANCE\n-> Propriétaire : VERGERS DE TIARE\n   SNC au capital de 1 200 000 F CFP\n   4, rue des Lauriers, 98800 Nouméa — RIDET 1 000 009.001\n-> Ex-locataire-gérant : M. Paul WEA, commerçant\n   RIDET 1 234 566.001\n-> Contrat du 01/03/2023 résilié au 31/10/2026';
    expect(readingOf(text)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it("ends a name at its line's end where a label in capitals opens the next line", () => {
    const names = companyMentions('FIN DE LOCATION-GÉRANCE\n– LOUEUR : VERGERS DE TIARE\nLOCATAIRE-GÉRANT : KAORI PÊCHE SAS').map((m) => m.name);
    expect(names).toContain('VERGERS DE TIARE');
    expect(names.some((n) => n.includes('LOCATAIRE'))).toBe(false);
  });
});

describe("an appointment's rubric naming the office before the company", () => {
  it("leaves the company after 'Nomination CAC' the notice's own, not an auditor", () => {
    const text = 'LE HÉRON — Lundi 9 novembre 2026\n\nNomination CAC\nSA VERGERS DE TIARE, RIDET 1 000 009.001\nAssemblée générale ordinaire 02/11/2026\nTit. : SARL KAORI AUDIT (RIDET 1 000 017.001)';
    expect(decideSubjectRidet(text, findRidets(text), { type: 'nomination' }).judged.find((j) => j.match.rid === '1000009')?.third).toBe(false);
  });

  it("reads the office followed by its seat's qualifier or its colon as naming its holder", () => {
    const cut = 'SA VERGERS DE TIARE, RID. 1000009.001 — AGO du 02/11/2026 : nomination commissaire aux comptes tit. Société KAORI AUDIT, SARL, RID. 1000017.001 ; suppléant M. Paul WEA.';
    expect(decideSubjectRidet(cut, findRidets(cut), { type: 'nomination' }).judged.find((j) => j.match.rid === '1000017')?.third).toBe(true);
    const labelled = 'SA VERGERS DE TIARE, RID. 1000009.001 — Nomination commissaire aux comptes titulaire : Société KAORI AUDIT (RID. 1000017.001).';
    expect(decideSubjectRidet(labelled, findRidets(labelled), { type: 'nomination' }).judged.find((j) => j.match.rid === '1000017')?.third).toBe(true);
  });
});

describe("'Commissariat aux comptes' on the line above a company's own line", () => {
  it("is the auditors' appointment's rubric, not the company's trade", () => {
    const text = 'LE HÉRON — 20261112\nCOMMISSARIAT AUX COMPTES\nVERGERS DE TIARE, SA — RIDET 1 000 009.001\nNomination CAC (AGO 02/11/2026) : tit. KAORI AUDIT, SARL, RIDET 1 000 017.001 ; suppl. M. Paul WEA.';
    expect(decideSubjectRidet(text, findRidets(text), { type: 'nomination' }).judged.find((j) => j.match.rid === '1000009')?.adviser).toBe(false);
  });

  it("is an auditor's letterhead where the firm's name stands above it", () => {
    const text = "VERGERS DE TIARE, SA, RIDET 1 000 009.001. L'AGO du 2 novembre 2026 a nommé commissaire aux comptes titulaire la société KAORI AUDIT.\n\nKAORI AUDIT\nCommissariat aux comptes\nSARL au capital de 3 000 000 F\nRIDET 1 000 017.001";
    expect(decideSubjectRidet(text, findRidets(text), { type: 'nomination' }).judged.find((j) => j.match.rid === '1000017')?.adviser).toBe(true);
  });
});
