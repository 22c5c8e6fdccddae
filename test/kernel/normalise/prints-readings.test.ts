import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group in set C's kinds by another writer showed missing (issue 32,
// test/kernel/normalise/prints): telegraphic small ads, OCR'd pages, older typography. Every text
// here is made up for the rule it names, never a copy of a group text.

const read = (text: string): unknown => identityOf(text, 'P1');

describe('a telegraphic small ad: fields on one line, cut by dashes or semicolons', () => {
  it('reads the name after an abbreviated label in the middle of the line (“- Dénom. : X -”)', () => {
    expect(read('CONSTIT. - Dénom. : KAZ BOIS DU NORD - Forme : SARL - Cap. : 100 000 F - Siège : Koné - Gér. : M. Paul EXEMPLE - Ridet : 1 000 001.001 - SSP du 3/03/26.')).toEqual(['creation', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads a debtor label after the ad’s heading, the form before the name left out', () => {
    expect(read('LJ - Débiteur : SARL KAZ BOIS ; Ridet 1 000 001.001 ; jugt TMC Nouméa 3/03/26 ; cess. paiements : 1/01/26 ; Liq. : Me Anne EXEMPLE.')).toEqual(['procedure', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “Sté X, SARL cap. …” as the abbreviated société, the name, then its form', () => {
    expect(read('TRANSF. SIÈGE - Sté KAZ BOIS, SARL cap. 100 000 F, Ridet 1 000 001.001 ; AGE 03/03/26 ; nouv. siège : Koné.')).toEqual(['siege', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('does not take the ad’s heading word for the name (“NOMINATIONS - X, SAS cap. …”)', () => {
    expect(read('NOMINATIONS - KAZ BOIS, SAS cap. 1 000 000 F ; siège : Koné ; Ridet 1 000 001.001 ; AGO 3/03/26 ; nomin. Prés. : M. Paul EXEMPLE.')).toEqual(['nomination', 'KAZ BOIS', 'SAS', '1000001001', '2026-03-03']);
  });

  it('reads “CESS. PARTS” as a sale of shares, and the deed before its registration (“SSP … enreg. …”)', () => {
    expect(read('CESS. PARTS - SCI KAZ BOIS ; Ridet 1 000 001.001 ; SSP 3/03/26 enreg. 10/03/26 ; M. Paul EXEMPLE cède 10 parts à M. Jean AUTRE ; Gér. : M. Jean AUTRE en rempl. de M. Paul EXEMPLE, démiss.')).toEqual(['cession', 'KAZ BOIS', 'SCI', '1000001001', '2026-03-03']);
  });

  it('leaves a masthead of dashes without labels on its line (“Actu NC — Annonces légales — 3 mars 2026 — Deuxième insertion”)', () => {
    expect(read('Actu NC — Annonces légales — 3 mars 2026 — Deuxième insertion\n\nDISSOLUTION\nLa société KAZ BOIS, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001, a été dissoute par décision de l’associé unique du 1er mars 2026.')).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a judgment’s debtor printed as a block: the form and name alone on a line, its siège and identifier under it', () => {
  it('reads “SARL X” over “Siège : …” and “RIDET : …” as the debtor', () => {
    expect(read("TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nPar jugement du 3 mars 2026, le tribunal a prononcé la liquidation judiciaire de :\n\nSARL KAZ BOIS DU NORD\nSiège : 4, rue de l'Exemple, Koné\nRIDET : 1 000 001.001\n\nLiquidateur : Me Anne EXEMPLE.")).toEqual(['procedure', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('leaves a scan’s stray mark at a line’s end or start out of what is read (“X •”, “| Le greffier”)', () => {
    expect(read("TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nPar jugement du 3 mars 2026, le tribunal a prononcé la liquidation judiciaire de :\n\nSARL KAZ BOIS DU NORD •\nSiège : Koné\nRIDET : 1 000 001.001\n|      Le greffier.")).toEqual(['procedure', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('OCR slips a reader corrects without hesitating', () => {
  it('reads a zero among capitals as the letter O (“J0URNAL 0FFICIEL”), so the running header dates the page', () => {
    expect(read("12         J0URNAL 0FFICIEL DE LA NOUVELLE-CALEDONIE         10 mars 1997\n\nAVIS DE CONSTITUTION\n\nSuivant acte du 3 fevrier 1997, il a ete constitue la societe KAZ BOIS, SARL au capital de 100.000 F.CFP, siege a Kone, RIDET 0 100 001.001.\nGerant : M. Paul EXEMPLE.")).toEqual(['creation', 'KAZ BOIS', 'SARL', '0100001001', '1997-03-10']);
  });

  it('reads “rn” for “m” in the legal form’s words (“responsabilité lirnitée”)', () => {
    expect(read("VENTE DE FONDS\n\nPar acte du 3 mars 2026, la société KAZ BOIS, société à responsabilité lirnitée, RIDET 1 000 001.001, a vendu à la société BOIS DU NORD, société par actions simplifiée, RIDET 2 000 002.001, son fonds de cornmerce de menuiserie.")).toEqual(['cession', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a sigle printed on its own line under the name', () => {
  it('takes the name above, not the quoted sigle (“X” / “« XY »” / “SARL au capital …”)', () => {
    expect(read("CHANGEMENT DE GÉRANT\n\nKAZ BOIS DU NORD ET DU SUD\n« KBNS »\nSARL au capital de 1 000 000 F CFP\nRIDET : 1 000 001.001\n\nL'assemblée du 3 mars 2026 a nommé M. Paul EXEMPLE gérant.")).toEqual(['nomination', 'KAZ BOIS DU NORD ET DU SUD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('takes the name above a dotted sigle (“« K.B.N. »”)', () => {
    expect(read("RÉDUCTION DE CAPITAL\n\nKAZ BOIS DU NORD\n« K.B.N. »\nSociété à responsabilité limitée au capital de 4.000.000 frs CFP\nRIDET 1 000 001.001\n\nL'assemblée du 3 mars 2026 a réduit le capital à 2.000.000 frs CFP.")).toEqual(['capital', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a scanned RIDET cut by the line’s end', () => {
  it('reads “RIDET O 100” / “001.OO1” whole, O for 0 on both lines', () => {
    expect(read("AUGMENTATION DE CAPITAL\n\nKAZ BOIS DU NORD\nSociete anonyme au capital de 1O.OOO.OOO F.CFP\nRIDET O 100\n001.OO1\n\nL'assemblee du 3/03/98 a porte le capital a 2O.OOO.OOO F.CFP.")).toEqual(['capital', 'KAZ BOIS DU NORD', 'SA', '0100001001', '1998-03-03']);
  });
});

describe('a location-gérance told from the tenant’s side', () => {
  it('takes the owner “appartenant à la Sté X” for the subject, not the tenant “en qualité de locataire-gérante”', () => {
    expect(read("LOCATION-GÉRANCE\n\nLa Sté BOIS DU NORD, S.A.R.L. au capital de 100.000 F.CFP, siège à Koné, RIDET 2 000 002.001, exploitera à compter du 1er juin 2002, en qualité de locataire-gérante, le fonds de menuiserie sis à Koné appartenant à la Sté KAZ BOIS, S.A.R.L. au capital de 1.000.000 F.CFP, siège à Koné, RIDET 1 000 001.001, suivant acte S.S.P. du 2 mai 2002.")).toEqual(['cession', 'KAZ BOIS', 'SARL', '1000001001', '2002-05-02']);
  });
});

describe('a company that undertakes to subscribe is an investor', () => {
  it('sets aside the company that “s’engage à souscrire” the increase, cited before the subject', () => {
    expect(read("PROVINCE NORD\n\nDélibération n° 2026-10/APN du 3 mars 2026 relative à l'augmentation du capital de la société anonyme d'économie mixte locale KAZ DÉVELOPPEMENT\n\nVu la lettre par laquelle la société BOIS DU NORD, SAS, RIDET n° 2 000 002.001, s'engage à souscrire à l'augmentation de capital ;\n\nArticle 1er : Est approuvée l'augmentation du capital de la SAEML KAZ DÉVELOPPEMENT, RIDET n° 1 000 001.001, de 100 000 000 F CFP à 150 000 000 F CFP.")).toEqual(['capital', 'KAZ DÉVELOPPEMENT', 'SAEML', '1000001001', '2026-03-03']);
  });
});

describe('officers in a small ad’s abbreviations', () => {
  function officers(text: string): string[] {
    const [result] = parseNoticeTexts(text, { reference: 'P2' });
    return result?.ok ? result.notice.dirigeants.filter((d) => d.action === 'nomination').map((d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction})`) : [result?.quarantine.reason ?? ''];
  }

  it('reads “nomin. Prés. : M. X ; DG : Mme Y ; CAC tit. : SARL Z”', () => {
    expect(officers('NOMINATIONS - KAZ BOIS, SAS cap. 1 000 000 F ; Ridet 1 000 001.001 ; AGO 3/03/26 : démission Prés. M. Jean AUTRE ; nomin. Prés. : M. Paul EXEMPLE ; DG : Mme Anne EXEMPLE ; CAC tit. : SARL AUDIT DU NORD.')).toEqual(['Paul EXEMPLE (président)', 'Anne EXEMPLE (directeur général)', 'AUDIT DU NORD (commissaire aux comptes)']);
  });

  it('reads “Nomin. adm. : M. X” as a director', () => {
    expect(officers('AUGM. CAP. - Dénom. : KAZ BOIS - SA - Ridet 1 000 001.001 - AGE 3/03/26 - Cap. porté de 10 000 000 F à 20 000 000 F - Nomin. adm. : M. Paul EXEMPLE.')).toEqual(['Paul EXEMPLE (administrateur)']);
  });

  it('reads “gér. inchangée : Mme X” as the manager confirmed', () => {
    expect(officers('TRANSF. SIÈGE - Sté KAZ BOIS, SARL cap. 100 000 F, Ridet 1 000 001.001 ; AGE 3/03/26 ; nouv. siège : Koné ; gér. inchangée : Mme Anne EXEMPLE.')).toEqual(['Anne EXEMPLE (gérant)']);
  });
});

describe('an officer appointed after his address and former role', () => {
  it('reads “M. X, demeurant 3, rue Y, Nouméa, ancien gérant, a été nommé liquidateur”', () => {
    const [result] = parseNoticeTexts("DISSOLUTION ANTICIPÉE\n\nKAZ BOIS\nEURL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nPar décision du 3 mars 2026, l'associé unique a décidé la dissolution anticipée de la société. M. Paul EXEMPLE, demeurant 3, rue de l'Exemple, Nouméa, ancien gérant, a été nommé liquidateur.", { reference: 'P3' });
    expect(result?.ok && result.notice.dirigeants.map((d) => `${d.prenoms} ${d.nom} (${d.fonction}, ${d.action})`)).toEqual(['Paul EXEMPLE (liquidateur, nomination)']);
  });
});
