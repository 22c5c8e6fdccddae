import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group in sets C and D's kinds by a new writer showed missing
// (test/kernel/normalise/classifieds): small ads, scans, provincial pages, other drafters. Every
// text here is made up for the rule it names, never a copy of a group text.

const read = (text: string): unknown => identityOf(text, 'K1');

describe('a small ad whose fields sit on one line', () => {
  it('counts an amount’s digit groups as one word, so a piece with two amounts is still a field (“cap. porté de 1 000 000 à 3 000 000 F”)', () => {
    expect(read('AUGM. DE CAPITAL — Dénom. : KAZ BOIS ; Forme : SAS ; cap. porté de 1 000 000 à 3 000 000 XPF par apport en numéraire de l’associé unique ; AGE du 03/03/26 ; Ridet 1 000 001.001 ; Prés. : M. Paul EXEMPLE.')).toEqual(['capital', 'KAZ BOIS', 'SAS', '1000001001', '2026-03-03']);
  });

  it('lets the ad’s last piece be its closing sentence (where oppositions are received)', () => {
    expect(read('VENTE DE FONDS ; Vendeur : SARL KAZ BOIS, Ridet 1 000 001.001 ; Acquéreur : SAS BOIS DU NORD, Ridet 2 000 002.001 ; acte SSP du 03/03/26 ; oppositions dans les dix jours de la seconde insertion au domicile élu, chez Maître Anne EXEMPLE, avocat, 1 rue de l’Exemple, Nouméa.')).toEqual(['cession', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a small ad’s title in capitals, a dash, then the company', () => {
  it('reads the company after the title as its name (“NOMINATION — X, SAS au cap. …, RIDET …. AGO …”)', () => {
    expect(read('NOMINATION — KAZ BOIS DU NORD, SAS au cap. de 1 000 000 F, RIDET 1 000 001.001, Koné. AGO du 03/03/26 : Prés. : M. Paul EXEMPLE en rempl. de M. Jean AUTRE.')).toEqual(['nomination', 'KAZ BOIS DU NORD', 'SAS', '1000001001', '2026-03-03']);
  });

  it('leaves a title the reader does not know as one on the line, so that it is never read as the name (“LIQ. AMIABLE — Sté X, …”)', () => {
    expect(read('LIQ. AMIABLE — Sté KAZ BOIS, EURL au cap. de 100.000 F, Ridet 1000001.001, Koné. Décis. du 03/03/26 : dissol. anticipée ; liquidateur : M. Paul EXEMPLE.')).toEqual(['dissolution', 'KAZ BOIS', 'EURL', '1000001001', '2026-03-03']);
  });

  it('leaves a masthead whole: what follows its dash is no company (“ACTU NC — Annonces légales — …”)', () => {
    expect(read('ACTU NC — Annonces légales — mardi 3 mars 2026\n\nAVIS DE DISSOLUTION\nLa société KAZ BOIS, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001, a été dissoute par l’assemblée du 20 février 2026.')).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a company’s sigle in brackets between its name and its form', () => {
  it('reads “X (XY), SA au cap. …” as the name X and the form SA', () => {
    expect(read('RÉDUCTION DE CAPITAL — KAZ BOIS DU NORD (KBN), SA au cap. ramené de 9 000 000 à 6 000 000 F CFP ; RIDET 1 000 001.001 ; AGE du 03/03/26.')).toEqual(['capital', 'KAZ BOIS DU NORD', 'SA', '1000001001', '2026-03-03']);
  });
});

describe('a location-gérance in a small ad’s abbreviations', () => {
  it('reads “prend en loc.-gérance” as the tenant and “appart. à la SAS X” as the owner who lets, the subject', () => {
    expect(read('LOCATION-GÉRANCE — La SARL BOIS DU NORD, Ridet 2 000 002.001, Koné, prend en loc.-gérance, par acte SSP du 03/03/26, le fonds de scierie sis à Koné, appart. à la SAS KAZ BOIS, Ridet 1 000 001.002, pour un an.')).toEqual(['cession', 'KAZ BOIS', 'SAS', '1000001002', '2026-03-03']);
  });
});


describe('the parties of a provincial act and of a TUP, each named with its role', () => {
  it('sets aside a shareholder whose role follows its identifier (“la société H, SAS, RIDET …, actionnaire, renonçant …”)', () => {
    expect(read("PROVINCE NORD\n\nDélibération n° 2026-1/APN du 3 mars 2026 relative à l'augmentation du capital de la SAEML KAZ BOIS\n\nVu le courrier de la société BOIS DU NORD, SAS, RIDET 2 000 002.001, actionnaire, renonçant à son droit préférentiel de souscription ;\n\nArticle 1 : Est approuvée l'augmentation du capital de la SAEML KAZ BOIS, RIDET 1 000 001.001, porté de 100 000 000 F CFP à 150 000 000 F CFP.")).toEqual(['capital', 'KAZ BOIS', 'SAEML', '1000001001', '2026-03-03']);
  });

  it('reads the buyer of a province’s shares as “à la SAS Y”, a third party, so the company whose shares are sold is the subject', () => {
    expect(read("PROVINCE NORD\n\nDélibération n° 2026-2/BAPN du 3 mars 2026 autorisant la cession d'actions de la SAEML KAZ BOIS\n\nArticle 1er : La province Nord est autorisée à céder 500 actions de la société anonyme d'économie mixte locale KAZ BOIS, RIDET 1 000 001.001, à la SAS BOIS DU NORD, RIDET 2 000 002.001, au prix unitaire de 10 000 F CFP.")).toEqual(['cession', 'KAZ BOIS', 'SAEML', '1000001001', '2026-03-03']);
  });

  it('reads a TUP’s two labelled lines, the sole shareholder’s first, each by its own label (“Associée unique : H, …, RIDET …” / “Société dissoute : X, …, RIDET …”)', () => {
    expect(read("Rubrique : Dissolutions\nDate de publication : 2026-03-03\n\nAssociée unique : SAS BOIS DU NORD, RIDET 2 000 002.001, siège : Koné.\nSociété dissoute : EURL KAZ BOIS, au capital de 100 000 F CFP, RIDET 1 000 001.001, siège : Koné.\n\nPar décision du 20 février 2026, l'associée unique a décidé la dissolution sans liquidation de la société KAZ BOIS, entraînant la transmission universelle de son patrimoine.")).toEqual(['dissolution', 'KAZ BOIS', 'EURL', '1000001001', '2026-03-03']);
  });
});

describe('a page’s date where extraction left it', () => {
  it('reads a running header split over three lines (“1234” / “JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE” / “10 mars 2009”)', () => {
    expect(read("1234\nJOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE\n10 mars 2009\n\nAVIS DE CONSTITUTION\n\nSuivant acte du 20 février 2009, il a été constitué la société KAZ BOIS, SARL au capital de 100.000 F CFP, siège à Koné, RIDET 1 000 001.001.\nGérant : M. Paul EXEMPLE.")).toEqual(['creation', 'KAZ BOIS', 'SARL', '1000001001', '2009-03-10']);
  });

  it('reads a running header whose words the scan glued (“JOURNAL OFFICIELDE LA NOUVELLECALEDONIE”)', () => {
    expect(read("1234 JOURNAL OFFICIELDE LA NOUVELLECALEDONIE 10 mars 2009\n\nTRIBUNAL MIXTE DE COMMERCE DE NOUMEA\n\nPar jugement du 2 mars 2009, le tribunal a prononcé la liquidation judiciaire de la société KAZ BOIS, SARL, RIDET 1 000 001.001.\nLiquidateur : Maître Anne EXEMPLE.")).toEqual(['procedure', 'KAZ BOIS', 'SARL', '1000001001', '2009-03-10']);
  });

  it('reads a publication label across a wide gap on the title’s line (“AVIS DE CONSTITUTION        Publié le …”)', () => {
    expect(read('AVIS DE CONSTITUTION                        Publié le 10/03/2026\n\nDénomination             KAZ BOIS\nForme                    Société à responsabilité limitée\nGérant                   M. Paul EXEMPLE\nRIDET                    1 000 001.001\nDate de l’acte           20/02/2026')).toEqual(['creation', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-10']);
  });
});

describe('the subject’s name as small ads, scans and older pages print it', () => {
  it('reads an abbreviated new-name label as the new name (“nouv. dénom. : Y”)', () => {
    expect(read('LNC – 10/03/2026\n\nMODIFICATIONS – KAZ BOIS, EURL au cap. de 100 000 F ; RID 100 001 ; déc. de l’assoc. unique du 03/03/26 : 1) nouv. dénom. : BOIS DU NORD ; 2) siège transféré à Koné ; gér. inchangée : M. Paul EXEMPLE.')).toEqual(['siege', 'BOIS DU NORD', 'EURL', '0100001001', '2026-03-10']);
  });

  it('reads “SARL « X » ;” opening a small ad’s line as the company, not the manager named later', () => {
    expect(read('ACTU NC — Annonces légales — mardi 10 mars 2026\n\nCONSTIT. — SARL « KAZ’BOIS DU NORD » ; cap. 100 000 F CFP ; siège : Koné ; obj. : menuiserie ; gér. : M. Paul EXEMPLE, dt à Koné ; acte SSP du 03/03/26 ; RIDET 1000001.001.')).toEqual(['creation', 'KAZ’BOIS DU NORD', 'SARL', '1000001001', '2026-03-10']);
  });

  it('reads a scanned rank set apart after a dash, with “O” and “l” for its digits (“RIDET : l 000 001 - OOl”)', () => {
    const [result] = parseNoticeTexts("KAZ BOIS\nSociété civile immobilière au capital de 100.000 F CFP\nRIDET : l 000 001 - OOl\n\nDISSOLUTION\n\nL'assemblée générale du 3 mars 2003 a prononcé la dissolution anticipée de la société. Liquidateur : M. Paul EXEMPLE.", { reference: 'K1' });
    expect(result?.ok && { ridet: result.notice.ridet, rankKnown: !result.notice.etablissement_inconnu }).toEqual({ ridet: '1000001001', rankKnown: true });
  });

  it('leaves out a form a scan set letter by letter before the name (“S C I KAZ BOIS”)', () => {
    expect(read("S C I  KAZ BOIS DU NORD\nSociété civile immobilière au capital de 100.000 F CFP\nRIDET : 1 000 001.001\n\nCLOTURE DE LIQUIDATION\n\nL'assemblée générale du 3 mars 2003 a approuvé les comptes définitifs de liquidation et prononcé la clôture de la liquidation.")).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SCI', '1000001001', '2003-03-03']);
  });

  it('reads a name that goes on over a line break after “la Sté X” (“… par la Sté KAZ” / “DU NORD, S.A.R.L. …”)', () => {
    expect(read("LNC du 10/03/98\n\nFIN DE LOCATION-GÉRANCE\n\nLa location-gérance du fonds de commerce sis à Koné, consentie par la Sté KAZ BOIS\nDU NORD, S.A.R.L. au capital de 2.000.000 F CFP, R.I.D.E.T.\n1 000 001-001, à M. Paul EXEMPLE, commerçant, R.I.D.E.T.\n2 000 002-001, a pris fin le 28/02/98.")).toEqual(['cession', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '1998-03-10']);
  });
});

describe('a company introduced by its form, its name and, after its comma, its identifier', () => {
  it('reads “Jugt du … : SARL X, Ridet …” in a small ad’s judgment as the debtor', () => {
    expect(read('LIQ. JUDICIAIRE — Jugt du TMC de Nouméa du 03/03/26 : SARL KAZ BOIS DU NORD, Ridet 1000001.001, 4 rue de l’Exemple, Koné ; cess. des paiemts fixée au 01/01/26 ; liq. : Me Anne EXEMPLE ; J.-C. : M. Paul AUTRE. Décl. de créances auprès du liq. dans les 2 mois.')).toEqual(['procedure', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});
