import { describe, expect, it } from 'vitest';
import { extractNameChange, findPublicationDate, findRidets } from '../../../kernel/normalise/index.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of an ordinary month of notices from every source showed missing
// (test/kernel/normalise/mensuelles): a location-gérance told from the locataire's side with a
// comma before the owner, a capital read as a register's number, a newspaper's page footer between
// two notices, a small ad's abbreviated name-change labels and its form-and-capital line, a founder
// company printed with its identifier before the company it constitutes, a legal-person court
// appointee whose name a narrow column puts under its form. Every text here is made up for the
// rule it names, never a copy of a group text.

describe('a location-gérance told from the side of the one who takes it', () => {
  const text =
    "MISE EN LOCATION-GÉRANCE\n\nSuivant acte du 2 mars 2026, la société KAZ EXPLOITATION, société par actions simplifiée unipersonnelle au capital de 100 000 F CFP, siège : 3 rue Exemple, 98800 Nouméa, RIDET 2 000 002.001, représentée par son président, M. Luc EXEMPLE,\na pris en location-gérance,\nde la SARL KAZ PROPRIÉTÉ, au capital de 1 000 000 F CFP, siège : 3 rue Exemple, 98800 Nouméa, RIDET 1 000 001.001, représentée par son gérant, M. Paul EXEMPLE,\nle fonds de commerce de snack exploité à cette adresse, pour une durée d'un an.";

  it('has the owner for its subject when a comma sets the verb apart from "de la SARL X"', () => {
    const decision = decideSubjectRidet(text, findRidets(text), { type: 'cession' });
    expect(decision.match?.ridet).toBe('1000001001');
    expect(identityOf(text)).toEqual(['cession', 'KAZ PROPRIÉTÉ', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('the register spelt out before a company and its capital', () => {
  it('is no register number: the capital in francs is an amount', () => {
    const text =
      "RADIATION D'OFFICE\n\nLe greffier a procédé le 3 mars 2026 à la radiation d'office du registre du commerce et des sociétés de la société KAZ SNACK, SARL au capital de 200 000 F CFP, siège : 1 rue Exemple, 98870 Bourail, RIDET 1 000 001.001.";
    expect(findRidets(text).map((m) => m.ridet)).toEqual(['1000001001']);
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ SNACK', 'SARL', '1000001001', '2026-03-03']);
  });

  it("still reads the register's number printed after it", () => {
    const text = 'inscrite au registre du commerce et des sociétés de Nouméa sous le numéro 2012 B 1 000 001, au capital de 100 000 F CFP';
    expect(findRidets(text).map((m) => m.rid)).toEqual(['1000001']);
  });
});

describe("a newspaper page's footer between a notice and the next one's cut opening", () => {
  const notice =
    "AVIS DE CONSTITUTION\n\nSuivant acte du 5 février 2026, il a été constitué une société à responsabilité limitée.\nDénomination : KAZ PÊCHE\nSiège : 98814 Ouvéa\nGérant : M. Paul EXEMPLE\nRIDET : 1000001 001\n\n";

  it("dates the page: its title, the date and the page number, each alone between separators", () => {
    const text = `${notice}La Gazette du Nord – samedi 14 février 2026 – page 23\n\nAVIS DE CESSION DE PARTS\nKAZ SPORT\n`;
    expect(findPublicationDate(text)).toBe('2026-02-14');
    expect(identityOf(text)).toEqual(['creation', 'KAZ PÊCHE', 'SARL', '1000001001', '2026-02-14']);
  });

  it('is not a sentence that cites a journal, nor a line without a periodical or a page number', () => {
    expect(findPublicationDate(`${notice}Annonce parue dans La Gazette – 3 février 2026 – page 4\n\nAVIS\nKAZ SPORT\n`)).toBeNull();
    expect(findPublicationDate(`${notice}Assemblée des associés – samedi 14 février 2026 – page 2\n\nAVIS\nKAZ SPORT\n`)).toBeNull();
    expect(findPublicationDate(`${notice}La Gazette du Nord – samedi 14 février 2026\n\nAVIS\nKAZ SPORT\n`)).toBeNull();
  });
});

describe("a small ad's abbreviated labels", () => {
  it("reads 'Ancienne dénom. :' and 'Nouvelle dénom. :' as the name change's labels", () => {
    expect(extractNameChange('Ancienne dénom. : KAZ CLIM\nNouvelle dénom. : KAZ ÉNERGIES & CLIM\n')).toEqual({ ancienne: 'KAZ CLIM', nouvelle: 'KAZ ÉNERGIES & CLIM' });
  });

  it("does not read a name in 'Sté : SARL cap. 500 000 F CFP', the company's form and capital", () => {
    const text =
      "L'Hebdo – jeudi 5 mars 2026\n\nTRANSF. SIÈGE\nKAZ BOIS\nSté : SARL cap. 500 000 F CFP – RIDET 1000001.001\nAGE du 02/03/26 : transfert du siège soc. au 3 rue Exemple, 98800 Nouméa. Art. 4 modifié.\nGér. : M. Paul EXEMPLE.\n";
    expect(noticeOf(text).denomination).toBe('KAZ BOIS');
  });

  it('reads the new name of a telegraphic name change', () => {
    const text =
      "L'Hebdo – jeudi 5 mars 2026\n\nMODIF. STATUTS\nAncienne dénom. : KAZ CLIM\nNouvelle dénom. : KAZ ÉNERGIES & CLIM\nSté : SARL cap. 1 000 000 F CFP – Sg. soc. : 98833 Voh – RIDET 1000001.001\nAGE du 02/03/26 : changement de dénom. Art. 3 modifié.\nGér. : M. Paul EXEMPLE.\n";
    expect(identityOf(text)).toEqual(['statuts', 'KAZ ÉNERGIES & CLIM', 'SARL', '1000001001', '2026-03-05']);
  });
});

describe('a founder company printed with its identifier before the company it constitutes', () => {
  const text =
    "CONSTITUTION\n\nPar acte du 2 février 2026, la société KAZ HOLDING & FILS, SARL au capital de 10 000 000 F CFP, RIDET 2 000 002.001, et M. Paul EXEMPLE ont constitué une société par actions simplifiée dénommée KAZ KAYAK.\nCapital : 1 000 000 F CFP, apports en numéraire.\nSiège : baie de Port-Exemple, 98834 Yaté.\nObjet : location de kayaks, randonnées nautiques encadrées, hébergement touristique et restauration légère.\nDurée : 99 années à compter de l'immatriculation.\nPrésidente : la société KAZ HOLDING & FILS, représentée par son gérant, M. Luc EXEMPLE.\nDirecteur général : M. Paul EXEMPLE.\nImmatriculation au RCS de Nouméa le 10 février 2026 sous le numéro RIDET 1 000 001.001.";

  it('is not the constituted company: the name, form and officers are those of the company constituted', () => {
    expect(identityOf(text)).toEqual(['creation', 'KAZ KAYAK', 'SAS', '1000001001', '2026-02-02']);
    expect(officersOf(noticeOf(text))).toEqual(['KAZ HOLDING & FILS (président)', 'Paul EXEMPLE (directeur général)']);
  });
});

describe('a legal-person court appointee whose name a narrow column puts under its form', () => {
  it("reads 'Liquidateur : SELARL' / 'NAME' / 'NAME, prise en la personne de …' as the firm", () => {
    const text =
      "JONC – Publications légales – mardi 3 mars 2026\n\nPar jugement du 25 février 2026, le tribunal mixte de commerce a prononcé la liquidation judiciaire de la société KAZ ALU, SARL, RIDET 1 000 001.001.\nLiquidateur : SELARL\nKAZ MANDATAIRES DU\nSUD, prise en la personne de Maître Anne\nEXEMPLE.\nLe greffier.";
    expect(officersOf(noticeOf(text))).toEqual(['KAZ MANDATAIRES DU SUD (liquidateur)']);
  });
});
