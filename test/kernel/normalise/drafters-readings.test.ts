import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of other drafters showed missing (issue 32 set D,
// test/kernel/normalise/drafters). Every text here is made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'K1');

describe('the parties under headings with their article', () => {
  it('reads “Le locataire-gérant :” over its description as the tenant, “Le bailleur :” as the owner', () => {
    const text =
      "AVIS DE LOCATION-GÉRANCE\n\nLe locataire-gérant :\n  KAZ SNACK, SARL au capital de 100 000 F CFP,\n  RIDET 2 000 002.001, Koné.\n\nLe bailleur :\n  BOIS DU NORD, SAS au capital de 1 000 000 F CFP,\n  RIDET 1 000 001.001, Koné.\n\nPar acte du 3 mars 2026, le bailleur a donné en location-gérance au locataire-gérant un fonds de restauration exploité à Koné.";
    expect(read(text)).toEqual(['cession', 'BOIS DU NORD', 'SAS', '1000001001', '2026-03-03']);
  });

  it('reads “La cessionnaire :” over its description as the buyer', () => {
    const text =
      "VENTE DE FONDS DE COMMERCE\n\nLa cessionnaire :\n  KAZ SNACK, SARL,\n  RIDET 2 000 002.001, Koné.\n\nLa cédante :\n  BOIS DU NORD, SAS,\n  RIDET 1 000 001.001, Koné.\n\nPar acte du 3 mars 2026, la cédante a vendu à la cessionnaire son fonds de restauration exploité à Koné.";
    expect(read(text)).toEqual(['cession', 'BOIS DU NORD', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('the announcer of a portal item', () => {
  it('sets aside the identifier on the “Annonceur :” line when the text identifies another company', () => {
    const text =
      "Publications légales · publié le 5 mars 2026\nRubrique : Transfert de siège\nAnnonceur : CABINET KAZ CONSEIL – RIDET 2 000 002.001\n\nPar décision du 2 mars 2026, l'associé unique de la société BOIS DU NORD, SARL, RIDET 1 000 001.001, a transféré le siège social à Koné.";
    expect(read(text)).toEqual(['siege', 'BOIS DU NORD', 'SARL', '1000001001', '2026-03-05']);
  });

  it('keeps a company that announces its own notice', () => {
    const text =
      "Publications légales · publié le 5 mars 2026\nRubrique : Transfert de siège\nAnnonceur : BOIS DU NORD SARL – RIDET 1 000 001.001\n\nPar décision du 2 mars 2026, l'associé unique de la société BOIS DU NORD, SARL, a transféré le siège social à Koné.";
    const [result] = parseNoticeTexts(text, { reference: 'K2' });
    expect(result?.ok && result.notice.ridet).toBe('1000001001');
  });
});

describe('a registration still pending', () => {
  it('quarantines a constitution labelled “Immatriculation : en cours …” whose only identifier is its adviser’s', () => {
    const text =
      "Constitution – SAS KAZ TRAITEUR\n\nActe sous seing privé du 3 mars 2026.\nDénomination : KAZ TRAITEUR\nForme : SAS\nSiège : Koné\nPrésident : M. Paul EXEMPLE\nImmatriculation : en cours auprès du registre du commerce et des sociétés.\n\nPour avis,\nCABINET KAZ – Expertise comptable\nRIDET 2 000 002.001";
    expect(read(text)).toBe('ridet_absent');
  });
});

describe('a renewal told by its noun or its verb', () => {
  it('types “a renouvelé … le mandat d’administrateur unique de M. X” as nomination', () => {
    const text = "KAZ TRANSPORTS\nGroupement d'intérêt économique\nRIDET : 1 000 001 – 001\n\nL'assemblée des membres du 3 mars 2026 a renouvelé pour deux ans le mandat d'administrateur unique de M. Paul EXEMPLE.";
    expect(read(text)).toEqual(['nomination', 'KAZ TRANSPORTS', 'GIE', '1000001001', '2026-03-03']);
  });

  it('types a heading “Renouvellement du gérant” as nomination', () => {
    const text = "RENOUVELLEMENT DU GÉRANT\n\nKAZ BOIS, SARL, RIDET 1 000 001.001. Par décision du 3 mars 2026, les associés ont reconduit M. Paul EXEMPLE dans ses fonctions de gérant pour trois ans.";
    expect(read(text)).toEqual(['nomination', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('does not read the renewal of a lease as an officer’s', () => {
    const text = "KAZ BOIS, SARL, RIDET 1 000 001.001. Par décision du 3 mars 2026, les associés ont renouvelé pour neuf ans le bail commercial du local de Koné.";
    expect(read(text)).toBe('type_inconnu');
  });
});

describe('a transformation named with the old form between', () => {
  it('types “TRANSFORMATION DE SARL EN SAS” / “transformer la société à responsabilité limitée en société par actions simplifiée” as statuts, the new form', () => {
    const text =
      "TRANSFORMATION DE SARL EN SAS\n\nKAZ BOIS\nRIDET n° 1000001/001\n\nAux termes d'une assemblée générale extraordinaire du 3 mars 2026, les associés ont décidé de transformer la société à responsabilité limitée en société par actions simplifiée, sans création d'un être moral nouveau.\nPrésident\nM. Paul EXEMPLE";
    expect(read(text)).toEqual(['statuts', 'KAZ BOIS', 'SAS', '1000001001', '2026-03-03']);
  });

  it('does not list the manager whose functions end under “Fin des fonctions de la gérance :”', () => {
    const text =
      "TRANSFORMATION DE SARL EN SAS\n\nKAZ BOIS\nRIDET n° 1000001/001\n\nAux termes d'une assemblée générale extraordinaire du 3 mars 2026, les associés ont décidé de transformer la société en société par actions simplifiée.\nFin des fonctions de la gérance : M. Paul EXEMPLE, gérant.\nPrésident : M. Paul EXEMPLE";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (président)']);
  });
});

describe('a table whose cells wrap inside their columns', () => {
  it('reads a line that leaves the identifier column empty and goes on in lower case as the row above continued', () => {
    const text = [
      'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE          5 mars 2026          1234',
      '',
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      'Jugements du 2 mars 2026',
      '',
      'Débiteur                 RIDET            Jugement                            Organe désigné',
      'SARL BOIS ET CHARPENTES  1 000 001.001    Ouverture d\'une procédure de        Mandataire judiciaire :',
      'DU NORD                                   redressement judiciaire             Maître Paul EXEMPLE',
      'SAS KAZ TRAVAUX          2 000 002.001    Prononcé de la liquidation          Liquidateur : SELARL KAZ',
      'MARITIMES                                 judiciaire                          MANDATAIRES',
    ].join('\n');
    const results = parseNoticeTexts(text, { reference: 'K3' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.forme_juridique, r.notice.ridet, r.notice.date, officersOf(r.notice)] : r.quarantine.reason))).toEqual([
      ['procedure', 'BOIS ET CHARPENTES DU NORD', 'SARL', '1000001001', '2026-03-05', ['Paul EXEMPLE (mandataire judiciaire)']],
      ['procedure', 'KAZ TRAVAUX MARITIMES', 'SAS', '2000002001', '2026-03-05', ['KAZ MANDATAIRES (liquidateur)']],
    ]);
  });

  it('keeps a row that opens in capitals and prints its own identifier a row of its own', () => {
    const text = [
      'Jugements du 2 mars 2026',
      '',
      'Débiteur                 RIDET            Jugement',
      'SARL BOIS DU NORD        1 000 001.001    Redressement judiciaire',
      'SAS KAZ TRAVAUX          2 000 002.001    liquidation judiciaire',
    ].join('\n');
    const results = parseNoticeTexts(text, { reference: 'K4' });
    expect(results.map((r) => (r.ok ? r.notice.ridet : r.quarantine.reason))).toEqual(['1000001001', '2000002001']);
  });
});

describe('a merger told as one block of labels per company', () => {
  const text = [
    'FUSION – AUGMENTATION DE CAPITAL',
    '',
    'Société absorbée',
    'RIDET : 2 000 002.001',
    'Forme : SARL',
    'Dénomination : KAZ FROID',
    '',
    'Société absorbante',
    'RIDET : 1 000 001.001',
    'Forme : SAS',
    'Dénomination : BOIS DU NORD',
    '',
    "Par décision du 2 mars 2026, l'associé unique de la société absorbée a approuvé la fusion. L'assemblée de la société absorbante, réunie le 9 mars 2026, a approuvé la fusion et augmenté son capital de 1 000 000 F CFP.",
  ].join('\n');

  it('reads the name and the form in the block of the subject’s identifier, whatever the order of its labels', () => {
    expect(read(text)).toEqual(['capital', 'BOIS DU NORD', 'SAS', '1000001001', '2026-03-09']);
  });
});

describe('the absorbed company’s side of a merger', () => {
  it('reads the form on the subject’s own party line, not the absorbing company’s above it', () => {
    const text =
      "SOCIÉTÉ ABSORBANTE : BOIS DU NORD, SAS au capital de 9 000 000 F CFP, RIDET 2 000 002.001, Koné\nSOCIÉTÉ ABSORBÉE : KAZ FROID, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001, Koné\n\nDISSOLUTION SANS LIQUIDATION\n\nLes associés de la société KAZ FROID ont approuvé le 2 mars 2026 sa fusion par absorption. L'assemblée de la société absorbante ayant approuvé la fusion le 9 mars 2026, la société KAZ FROID est dissoute sans liquidation à cette date.";
    expect(read(text)).toEqual(['dissolution', 'KAZ FROID', 'SARL', '1000001001', '2026-03-09']);
  });

  it('dates a merger by the absorbing company’s meeting over the absorbed company’s decision printed first', () => {
    const text =
      "FUSION\n\nLa société KAZ FROID, SARL, RIDET 2 000 002.001, est absorbée par la société BOIS DU NORD, SAS, RIDET 1 000 001.001. Par décision du 2 mars 2026, l'associée unique de la société absorbée a approuvé la fusion. L'assemblée générale de la société absorbante, réunie le 9 mars 2026, a approuvé la fusion et augmenté le capital de 1 000 000 F CFP.";
    expect(read(text)).toEqual(['capital', 'BOIS DU NORD', 'SAS', '1000001001', '2026-03-09']);
  });
});

describe('a debtor who is a person', () => {
  it('reads “Débiteur : M. X, exploitant …” as the person, without civility and without form', () => {
    const text =
      "SELARL KAZ MANDATAIRES\nMandataire judiciaire\nRIDET 2 000 002.001 – Nouméa\n\nAVIS AUX CRÉANCIERS\n\nDébiteur : M. Jean-Paul EXEMPLE, exploitant en nom personnel sous l'enseigne « Kaz Pêche », RIDET 1 000 001.001, Koné.\nPar jugement du 3 mars 2026, le tribunal mixte de commerce a prononcé la liquidation judiciaire du débiteur et désigné la SELARL KAZ MANDATAIRES en qualité de liquidateur.";
    expect(read(text)).toEqual(['procedure', 'Jean-Paul EXEMPLE', null, '1000001001', '2026-03-03']);
  });
});

describe('officers of the other party and a discharged liquidator', () => {
  it('does not list the manager named in the block of the tenant, a company with its own identifier', () => {
    const text =
      "AVIS DE LOCATION-GÉRANCE\n\nLe locataire-gérant :\n  KAZ SNACK, SARL, RIDET 2 000 002.001, Koné,\n  gérant M. Luc AUTRE.\n\nLe bailleur :\n  BOIS DU NORD, SAS, RIDET 1 000 001.001, Koné,\n  présidente Mme Ana EXEMPLE.\n\nPar acte du 3 mars 2026, le bailleur a donné en location-gérance au locataire-gérant un fonds de restauration exploité à Koné.";
    expect(officersOf(noticeOf(text))).toEqual(['Ana EXEMPLE (président)']);
  });

  it('does not list the buyer’s representative in a table of seller and buyer', () => {
    const text = [
      'VENTE DE FONDS DE COMMERCE',
      '',
      '                 CÉDANT                     CESSIONNAIRE',
      'Dénomination     BOIS DU NORD               KAZ SNACK',
      'Forme            SARL                       SAS',
      'RIDET            1 000 001.001              2 000 002.001',
      'Représentant     Mme Ana EXEMPLE, gérante   M. Luc AUTRE, président',
      '',
      'Par acte du 3 mars 2026, la société BOIS DU NORD a vendu à la société KAZ SNACK son fonds de restauration exploité à Koné.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Ana EXEMPLE (gérant)']);
  });

  it('does not list a liquidator, named under her label, whom the closure discharges', () => {
    const text =
      "CLÔTURE DE LIQUIDATION\n\nRIDET : 1000001.001\nSociété : BOIS DU NORD\nForme : SARL en liquidation\nLiquidatrice : Mme Ana EXEMPLE\n\nL'assemblée du 3 mars 2026 a approuvé les comptes définitifs, donné quitus à la liquidatrice, l'a déchargée de son mandat et constaté la clôture de la liquidation.";
    expect(officersOf(noticeOf(text))).toEqual([]);
  });

  it('keeps the liquidator of a dissolution that only announces the quitus to come', () => {
    const text =
      "DISSOLUTION ANTICIPÉE\n\nBOIS DU NORD, SARL, RIDET 1 000 001.001. L'assemblée du 3 mars 2026 a décidé la dissolution anticipée de la société.\nLiquidatrice : Mme Ana EXEMPLE.\nLes associés seront convoqués pour statuer sur les comptes définitifs, le quitus de la liquidatrice et la décharge de son mandat.";
    expect(officersOf(noticeOf(text))).toEqual(['Ana EXEMPLE (liquidateur)']);
  });
});
