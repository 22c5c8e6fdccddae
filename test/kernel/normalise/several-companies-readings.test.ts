import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { comparedCompanyBefore } from '../../../kernel/normalise/compared-company.ts';
import { officeNounHolderBefore } from '../../../kernel/normalise/related-company-before.ts';

// One text reporting the same decision for several companies, each printed with its own
// identifier: one announcement per company. And the texts with several identifiers that are not
// of that kind (a merger, a sale, a group's footer, a GIE's members, a parent as president),
// which keep one subject or a quarantine. Every text here is made up for the reading it names.

/** Every announcement's identity (type, name, form, RIDET, date), or its quarantine reason. */
const readAll = (text: string): unknown[] =>
  parseNoticeTexts(text, { reference: 'S' }).map((result) =>
    result.ok ? [result.notice.type, result.notice.denomination, result.notice.forme_juridique, result.notice.ridet, result.notice.date] : result.quarantine.reason,
  );

/** The identifiers published, whatever else was read. */
const published = (text: string): string[] => parseNoticeTexts(text, { reference: 'S' }).flatMap((result) => (result.ok ? [result.notice.ridet] : []));

describe('the same decision for several companies, each with its identifier', () => {
  it('gives one announcement per subsidiary whose seat its managing holding moves', () => {
    const text =
      "Publié le 12 mai 2026\n\nGROUPE KAZ\nTransfert du siège social de trois filiales\n\nLa société KAZ PARTICIPATIONS, SAS au capital de 9 000 000 F CFP, RIDET 4 000 004.001,\nagissant en qualité de gérante des sociétés ci-après :\n\n- KAZ UN, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001 ;\n- KAZ DEUX, SARL au capital de 1 000 000 F CFP, RIDET 2 000 002.001 ;\n- KAZ TROIS, SARL au capital de 1 000 000 F CFP, RIDET 3 000 003.001,\n\ninforme que, par décisions de l'associé unique de chacune d'elles du 2 mai 2026, le siège social de ces trois sociétés a été transféré au 5, rue Exemple, Nouméa.\n\nPour avis, la gérance.";
    expect(readAll(text)).toEqual([
      ['siege', 'KAZ UN', 'SARL', '1000001001', '2026-05-12'],
      ['siege', 'KAZ DEUX', 'SARL', '2000002001', '2026-05-12'],
      ['siege', 'KAZ TROIS', 'SARL', '3000003001', '2026-05-12'],
    ]);
  });

  it('gives one dissolution per company that ‘toutes deux’ dissolved, their lines one under the other', () => {
    const text =
      "AVIS DE DISSOLUTION\n\nLes associés uniques respectifs des sociétés\n\nKAZ NORD – société civile immobilière – capital 100 000 F CFP –\nRIDET 1000001001\nKAZ SUD – société civile immobilière – capital 100 000 F CFP –\nRIDET 2000002001\n\ntoutes deux domiciliées 3, rue Exemple, Nouméa, ont décidé le 6 juin 2026 leur dissolution anticipée et leur mise en liquidation amiable.\nLiquidateur de chacune : M. Paul EXEMPLE.";
    expect(readAll(text)).toEqual([
      ['dissolution', 'KAZ NORD', 'SCI', '1000001001', '2026-06-06'],
      ['dissolution', 'KAZ SUD', 'SCI', '2000002001', '2026-06-06'],
    ]);
  });

  it('gives each company the new name its own bullet gives it', () => {
    const text =
      "Le 3 juillet 2026 – Annonces légales\n\nCHANGEMENT DE DÉNOMINATION\n\nPar décisions de l'associé unique de chacune du 30 juin 2026 :\n\n• la société KAZ BOIS, SARL, RIDET : 1 000 001-001, devient\n  « KAZ CHARPENTE » ;\n• la société KAZ FER, SARL, RIDET : 2 000 002-001, devient\n  « KAZ MÉTAL ».\n\nL'article 3 des statuts est modifié.";
    expect(readAll(text)).toEqual([
      ['statuts', 'KAZ CHARPENTE', 'SARL', '1000001001', '2026-07-03'],
      ['statuts', 'KAZ MÉTAL', 'SARL', '2000002001', '2026-07-03'],
    ]);
  });

  it('gives one announcement per paragraph that tells its own company’s decision under one heading', () => {
    const text =
      "JOURNAL – 8 juillet 2026\n\nGROUPE KAZ – MANDATS\n\nKAZ ÉNERGIE, société anonyme, RIDET 1000001.001 : l'assemblée du 30 juin 2026 a nommé M. Paul EXEMPLE administrateur.\n\nKAZ RÉSEAUX, société anonyme, RIDET 2000002.001 : l'assemblée du 30 juin 2026 a nommé Mme Anne EXEMPLE administratrice.";
    expect(readAll(text)).toEqual([
      ['nomination', 'KAZ ÉNERGIE', 'SA', '1000001001', '2026-07-08'],
      ['nomination', 'KAZ RÉSEAUX', 'SA', '2000002001', '2026-07-08'],
    ]);
  });
});

describe('a joint notice whose companies are printed as header blocks, numbered lines or an enumeration', () => {
  it('gives one appointment per company whose header block stands over the shared decision', () => {
    const text =
      "15 mars 2026   JOURNAL DES TESTS   212\n\nGROUPE KAZ – NOMINATION D'UN COGÉRANT\n\nKAZ OUEST\nSARL au capital de 1 000 000 F CFP\nSiège : 1, rue Exemple, 98890 Païta\nRIDET 1 000 001.001\n\nKAZ EST\nSARL au capital de 1 000 000 F CFP\nSiège : 2, rue Exemple, 98835 Dumbéa\nRIDET 2 000 002.001\n\nLes associés de chacune des deux sociétés ci-dessus, filiales de la société KAZ HOLDING, SAS, RIDET 4 000 004.001, réunis le 3 mars 2026, ont nommé M. Paul EXEMPLE cogérant.\n\nPour avis, la gérance.";
    expect(readAll(text)).toEqual([
      ['nomination', 'KAZ OUEST', 'SARL', '1000001001', '2026-03-15'],
      ['nomination', 'KAZ EST', 'SARL', '2000002001', '2026-03-15'],
    ]);
  });

  it('reads companies numbered `1°)`, `2°)` as items', () => {
    const text =
      "Mardi 9 juin 2026\n\nAVIS DE TRANSFERT DE SIÈGE SOCIAL\n\n1°) KAZ UN, société civile immobilière, RIDET 1 000 001.001 ;\n2°) KAZ DEUX, société civile immobilière, RIDET 2 000 002.001 ;\n\nLe siège social de chacune de ces sociétés a été transféré le 20 mai 2026 au 5, rue Exemple, 98800 Nouméa.\n\nPour avis, la gérance.";
    expect(readAll(text)).toEqual([
      ['siege', 'KAZ UN', 'SCI', '1000001001', '2026-06-09'],
      ['siege', 'KAZ DEUX', 'SCI', '2000002001', '2026-06-09'],
    ]);
  });

  it('reads a company’s line going on past a blank line, an `et` alone on its line before it', () => {
    const text =
      "Jeudi 19 novembre 2026\n\nDISSOLUTIONS ANTICIPÉES\n\nKAZ NORD, société civile immobilière, siège 1, rue Exemple, 98830 Dumbéa, RIDET 1 000 001.001,\net\nKAZ SUD, société civile immobilière, siège lot 2, lotissement Exemple,\n\n98890 Païta, RIDET 2 000 002.001.\n\nLes associés de chacune de ces deux sociétés ont décidé le 2 novembre 2026 la dissolution anticipée de la société et sa mise en liquidation amiable. M. Paul EXEMPLE a été nommé liquidateur.";
    expect(readAll(text)).toEqual([
      ['dissolution', 'KAZ NORD', 'SCI', '1000001001', '2026-11-19'],
      ['dissolution', 'KAZ SUD', 'SCI', '2000002001', '2026-11-19'],
    ]);
  });
});

describe('a joint notice whose shared text names the holding that presides one of the companies', () => {
  it('gives one announcement per listed company, none to the holding by which `la présidence … est assurée`', () => {
    const text =
      "TRANSFERTS DE SIÈGE\n\nLes sociétés ci-après désignées informent du transfert de leur siège social au 5, rue Exemple, 98800 Nouméa, à compter du 1er juin 2026 :\n\n1) KAZ UN, société à responsabilité limitée, RIDET 1 000 001.001 – décision de la gérance du 12 mai 2026 ;\n\n2) KAZ DEUX, société par actions simplifiée, RIDET 2 000 002.001 – décision du président du 12 mai 2026.\n\nLa présidence de KAZ DEUX est assurée par la société KAZ GROUPE, SAS, RIDET 3 000 003.001.\n\nPour avis.";
    expect(published(text)).toEqual(['1000001001', '2000002001']);
  });

  it('gives none to the group whose identifier a line naming the companies its members prints', () => {
    const text =
      "AVIS DE NOMINATION\n\nKAZ UN\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nKAZ DEUX\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 2 000 002.001\n\nSiège commun : 5, rue Exemple, 98800 Nouméa\nSociétés du groupe KAZ PARTICIPATIONS (RIDET 3 000 003.001)\n\nLes associés de chacune de ces sociétés ont nommé le 12 mai 2026 M. Paul EXEMPLE gérant, en remplacement de M. Jean MODÈLE, démissionnaire.\n\nPour avis.";
    expect(published(text)).toEqual(['1000001001', '2000002001']);
  });

  it('publishes the notice under its own company, none under the one compared `comme celle de` nor the holding by which `la gérance … demeure assurée`', () => {
    const text =
      "KAZ UN\nSociété civile immobilière au capital de 1 000 000 F CFP – RIDET 1 000 001.001\n\nRÉDUCTION DU CAPITAL\n\nL'assemblée des associés du 3 mars 2026 a réduit le capital de 1 000 000 F CFP à 700 000 F CFP.\n\nLa gérance de la société, comme celle de la société civile immobilière KAZ DEUX (RIDET 2 000 002.001), demeure assurée par la société KAZ GROUPE, SARL, RIDET 3 000 003.001.";
    expect(readAll(text)).toEqual([['capital', 'KAZ UN', 'SCI', '1000001001', '2026-03-03']]);
    expect(comparedCompanyBefore(fold('comme celle de la société civile immobilière KAZ DEUX ('))).toBe(true);
    expect(officeNounHolderBefore(fold('La gérance de la société, comme celle de KAZ DEUX (RIDET 2 000 002.001), demeure assurée par la société KAZ GROUPE, SARL, '))).toBe(true);
  });

  // (2026-12-07, fifteenth session, from pignons fw24)
  it('publishes a constitution under the new company, not under the namesake it says it is distinct from', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nAux termes d'un acte du 4 mai 2026, il a été constitué une société :\nDénomination : KAZ UN\nForme : SARL\nCapital : 500 000 F CFP\nGérant : M. Paul UN\nRIDET : 1 000 001.001\n\nLa présente société est distincte de la société de même dénomination KAZ UN, SARL, RIDET 2 000 002.001, dont M. Paul UN était le gérant, dissoute en 2025.\n\nPour avis.";
    expect(readAll(text)).toEqual([['creation', 'KAZ UN', 'SARL', '1000001001', '2026-05-04']]);
    expect(comparedCompanyBefore(fold('elle est sans lien avec la société KAZ DEUX, SARL, '))).toBe(true);
    expect(comparedCompanyBefore(fold('à ne pas confondre avec la société KAZ DEUX, SARL, '))).toBe(true);
  });
});

describe('several identifiers that are not one decision for each company', () => {
  it('does not split a merger of three whose absorbed companies are listed', () => {
    const text =
      "AUGMENTATION DE CAPITAL PAR FUSION\n\nKAZ MÈRE, SAS, RIDET 4 000 004.001.\n\nL'assemblée du 2 mai 2026 a approuvé l'absorption par la société KAZ MÈRE des sociétés ci-après, chacune dissoute sans liquidation :\n\n- KAZ UN, SARL, RIDET 1 000 001.001 ;\n- KAZ DEUX, SARL, RIDET 2 000 002.001.\n\nLe capital est porté à 9 000 000 F CFP.";
    expect(published(text).filter((ridet) => ridet !== '4000004001')).toEqual([]);
  });

  it('does not split a seller and a buyer printed one under the other', () => {
    const text =
      "VENTE DE FONDS DE COMMERCE\n\nPar acte du 2 mai 2026, chacune des parties ci-après étant représentée par son gérant :\n\n- KAZ UN, SARL, RIDET 1 000 001.001, a vendu ;\n- KAZ DEUX, SARL, RIDET 2 000 002.001, a acquis\n\nle fonds de commerce de boulangerie exploité 3, rue Exemple, Nouméa.";
    expect(published(text).length).toBeLessThanOrEqual(1);
  });

  it('never publishes under the group’s other companies a footer lists', () => {
    const text =
      "KAZ FORMATION\nSAS au capital de 1 000 000 F CFP – RIDET : 1000001.001\n\nPar décision de l'associée unique du 4 mars 2026, Mme Anne EXEMPLE a été nommée présidente.\n\nAutres sociétés du groupe, chacune indépendante :\n- KAZ CONSEIL, SARL, RIDET 2000002.001\n- KAZ INTÉRIM, SARL, RIDET 3000003.001";
    expect(published(text).filter((ridet) => ridet !== '1000001001')).toEqual([]);
  });

  it('never publishes under a GIE’s members listed with their identifiers', () => {
    const text =
      "DISSOLUTION ANTICIPÉE\n\nGIE KAZ\nRIDET 4000004.001\n\nL'assemblée des membres du 2 mai 2026, chacun représenté, a décidé la dissolution du groupement. Membres :\n- KAZ UN, SARL, RIDET 1 000 001.001 ;\n- KAZ DEUX, SAS, RIDET 2 000 002.001.\nLiquidateur : M. Paul EXEMPLE.";
    expect(published(text).filter((ridet) => ridet !== '4000004001')).toEqual([]);
  });

  it('never publishes under a parent named as president in a paragraph of its own', () => {
    const text =
      "NOMINATION DU PRÉSIDENT\n\nKAZ HOLDING, SAS, RIDET 2 000 002.001, associée unique de chacune de ses filiales,\n\nKAZ LOGISTIQUE, SAS, RIDET 1 000 001.001 : l'associée unique a nommé le 4 mars 2026 la société KAZ HOLDING présidente.";
    expect(published(text).filter((ridet) => ridet !== '1000001001')).toEqual([]);
  });
});

describe('a company whose name ends in HOLDING, its form after it', () => {
  it('is the subject of its own entry in a list of judgments, its name opening the entry', () => {
    const text =
      "JOURNAL – 9 septembre 2026 – Annonces judiciaires\n\nTribunal mixte de commerce de Nouméa – audience du 2 septembre 2026\n\n1. KAZ HOLDING, SAS, 3, rue Exemple, Nouméa – RIDET 1000001/001\n   Liquidation judiciaire. Liquidateur : Maître Paul EXEMPLE.\n\n2. KAZ TRANSPORTS, SARL, Koné – RIDET 2000002/001\n   Liquidation judiciaire. Liquidateur : Maître Paul EXEMPLE.";
    expect(readAll(text)).toEqual([
      ['procedure', 'KAZ HOLDING', 'SAS', '1000001001', '2026-09-09'],
      ['procedure', 'KAZ TRANSPORTS', 'SARL', '2000002001', '2026-09-09'],
    ]);
  });

  it('is still a parent’s name when it is printed below another company’s notice', () => {
    const text =
      "KAZ FORMATION, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001\n\nPar décision de l'associée unique du 4 mars 2026, la société KAZ HOLDING a été nommée présidente en remplacement de M. Paul EXEMPLE.\n\nKAZ HOLDING, SA – RIDET 2 000 002.001 – 3, rue Exemple, Nouméa";
    expect(published(text)).toEqual(['1000001001']);
  });
});

describe('companies listed for one decision each, a name ending on a number', () => {
  it('makes one entry per company, the numbered name an item like the others', () => {
    const text = [
      'TRANSFERTS DE SIÈGE',
      '',
      'Par décisions collectives du 5 octobre 2026, les trois sociétés civiles immobilières ci-dessous ont chacune décidé de transférer leur siège social au 4 rue Exemple, 98800 Nouméa :',
      '',
      '– KAZ IMMO, société civile immobilière au capital de 100 000 F CFP, RIDET 1 000 001.001 ;',
      '– KAZ IMMO 2, société civile immobilière au capital de 200 000 F CFP, RIDET 2 000 002.001 ;',
      '– KAZ IMMO COMMERCES, société civile immobilière au capital de 300 000 F CFP, RIDET 4 000 004.001.',
      '',
      'Pour avis, la gérance.',
    ].join('\n');
    expect(published(text)).toEqual(['1000001001', '2000002001', '4000004001']);
  });
});

describe('the officers of each company a joint notice lists', () => {
  it('gives each company the offices the shared text names in it, and none named only in another listed company', () => {
    const text =
      "TRANSFERTS DE SIÈGE\n\nLes sociétés ci-après désignées informent du transfert de leur siège social au 5, rue Exemple, 98800 Nouméa, à compter du 1er juin 2026 :\n\n1) KAZ UN, société à responsabilité limitée, RIDET 1 000 001.001 – décision de la gérance du 12 mai 2026 ;\n\n2) KAZ DEUX, société à responsabilité limitée, RIDET 2 000 002.001 – décision de la gérance du 12 mai 2026 ;\n\n3) KAZ TROIS, société par actions simplifiée, RIDET 3 000 003.001 – décision du président du 12 mai 2026.\n\nLa gérance des sociétés KAZ UN et KAZ DEUX est exercée par M. Paul EXEMPLE. La présidence de KAZ TROIS est assurée par la société KAZ GROUPE, SAS, RIDET 4 000 004.001.\n\nPour avis.";
    const officers = parseNoticeTexts(text, { reference: 'S' }).map((result) => (result.ok ? result.notice.dirigeants.map((d) => `${d.nom}:${d.fonction}`) : result.quarantine.reason));
    expect(officers).toEqual([['EXEMPLE:gérant'], ['EXEMPLE:gérant'], ['KAZ GROUPE:président']]);
  });
});

describe('companies listed one a line, their common manager labelled on the line under them', () => {
  const lines = [
    'JOURNAL EXEMPLE — Mardi 3 mars 2026',
    '',
    'TRANSFERT DE SIÈGE SOCIAL',
    '',
    'SOCIÉTÉS CIVILES IMMOBILIÈRES',
    'KAZ UN – RIDET 1 000 001.001',
    'KAZ DEUX – RIDET 2 000 002.001',
    'KAZ TROIS – RIDET 3 000 003.001',
    'Gérante commune : KAZ GESTION, SARL au capital de 1 000 000 F CFP, RIDET 4 000 004.001',
    '',
    "Par décisions du 13 février 2026, les associés de chacune des trois sociétés civiles immobilières susvisées ont décidé de transférer le siège social au 7, rue Exemple, 98800 Nouméa.",
    '',
  ];

  it('gives one announcement per listed line, the label line being the shared text’s (its manager’s), no line of the last company', () => {
    const text = [...lines, 'Pour avis, la gérante.'].join('\n');
    expect(readAll(text).map((identity) => [(identity as unknown[])[0], (identity as unknown[])[1], (identity as unknown[])[3]])).toEqual([
      ['siege', 'KAZ UN', '1000001001'],
      ['siege', 'KAZ DEUX', '2000002001'],
      ['siege', 'KAZ TROIS', '3000003001'],
    ]);
    // The manager's label line is every company's: each keeps it.
    expect(parseNoticeTexts(text, { reference: 'S' }).map((result) => (result.ok ? result.notice.dirigeants.map((d) => `${d.nom} (${d.fonction})`) : []))).toEqual([
      ['KAZ GESTION (gérant)'],
      ['KAZ GESTION (gérant)'],
      ['KAZ GESTION (gérant)'],
    ]);
  });

  it('publishes nothing under a company the notice says it does not concern', () => {
    const notConcerned = "La société civile immobilière KAZ QUATRE, RIDET 5 000 005.001, dont la gérance est également assurée par KAZ GESTION, conserve son siège et n'est pas concernée par le présent avis.";
    expect(published([...lines, notConcerned, '', 'Pour avis, la gérante.'].join('\n'))).toEqual(['1000001001', '2000002001', '3000003001']);
  });
});

describe('a joint dissolution of the companies a table lists, one a row', () => {
  const table = (companyColumn: string): string[] => [
    'Le Journal Exemple – mercredi 9 septembre 2026',
    '',
    'AVIS DE DISSOLUTION ANTICIPÉE',
    '',
    `${companyColumn.padEnd(28)} | Capital        | RIDET`,
    'KAZ MER                      | 200 000 F CFP  | 1 000 001.001',
    'KAZ MER BIS                  | 100 000 F CFP  | 2 000 002.001',
    '',
  ];

  it('reads each row alone, the company’s column headed by its form spelt out', () => {
    const text = [...table('Société civile immobilière'), "Par décisions du 31 août 2026, les associés de chacune des deux sociétés ci-dessus ont décidé leur dissolution anticipée. Liquidateur : M. Paul EXEMPLE.", '', 'Pour avis.'].join('\n');
    expect(published(text)).toEqual(['1000001001', '2000002001']);
  });

  it('reads each row alone when the liquidator’s powers are told (`pour réaliser l’actif et acquitter le passif`: no purchase)', () => {
    const text = [...table('Société'), "Par décisions du 31 août 2026, les associés de chacune des deux sociétés ci-dessus ont décidé leur dissolution anticipée. M. Paul EXEMPLE a été nommé liquidateur avec les pouvoirs les plus étendus pour réaliser l’actif et acquitter le passif.", '', 'Pour avis.'].join('\n');
    expect(published(text)).toEqual(['1000001001', '2000002001']);
  });
});
