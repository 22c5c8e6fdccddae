import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { withoutForeignFormSuffix } from '../../../kernel/normalise/foreign-form.ts';
import { registerEntryNameLine } from '../../../kernel/normalise/register-entry-line.ts';

// Readings a blind group of notices on branches, secondary establishments and transfers of seat
// showed missing (test/kernel/normalise/succursales). Every text here is made up for the rule it
// names.

const read = (text: string): unknown => identityOf(text, 'U1');

describe("a company registered here and one of its secondary establishments", () => {
  const header = 'LE JOURNAL EXEMPLE — 4 mars 2026\n\nKAZ OUTILS\nSARL au capital de 1 000 000 F CFP\nSiège social : 1, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\n';

  it('types the opening of a secondary establishment as statuts: nothing is constituted', () => {
    expect(read(`${header}Par décision du 20 février 2026, la gérance a ouvert un établissement secondaire au 2, route Exemple, 98860 Koné, immatriculé sous le n° 1 000 001.002.`)).toEqual([
      'statuts',
      'KAZ OUTILS',
      'SARL',
      '1000001001',
      '2026-03-04',
    ]);
  });

  it('types its closure as statuts, not dissolution: the company lives on', () => {
    expect(read(`${header}La gérance a décidé le 20 février 2026 la fermeture définitive de l'établissement secondaire de Bourail. La société poursuit son activité à son siège.`)).toEqual([
      'statuts',
      'KAZ OUTILS',
      'SARL',
      '1000001001',
      '2026-03-04',
    ]);
  });

  it('types its move as statuts, not siege: the registered office stays', () => {
    expect(read(`${header}Les associés ont décidé le 20 février 2026 de transférer l'établissement secondaire de Koné à Pouembout. Le siège social demeure inchangé.`)).toEqual([
      'statuts',
      'KAZ OUTILS',
      'SARL',
      '1000001001',
      '2026-03-04',
    ]);
  });

  it("types a change of one establishment's enseigne or a new nom commercial as statuts", () => {
    expect(read(`MODIFICATION D'ENSEIGNE\n\n${header}Par décision du 20 février 2026, l'établissement de Koné sera exploité sous l'enseigne « KAZ PRO ».`)).toEqual([
      'statuts',
      'KAZ OUTILS',
      'SARL',
      '1000001001',
      '2026-03-04',
    ]);
    expect(read(`${header}Par décision du 20 février 2026, la société exercera désormais son activité sous le nom commercial « Kaz Pro ».`)).toEqual([
      'statuts',
      'KAZ OUTILS',
      'SARL',
      '1000001001',
      '2026-03-04',
    ]);
  });

  it('still gives siege when the office moves to the establishment and the old one closes', () => {
    expect(read(`${header}L'assemblée du 20 février 2026 a décidé de transférer le siège social à Koné, où la société exploite un établissement secondaire, et la fermeture de l'établissement de Nouméa.`)).toEqual([
      'siege',
      'KAZ OUTILS',
      'SARL',
      '1000001001',
      '2026-03-04',
    ]);
  });
});

describe('a company registered outside New Caledonia and its branch here', () => {
  it("types a branch's registration under its heading as creation", () => {
    const text =
      'LE JOURNAL EXEMPLE — 4 mars 2026\n\nIMMATRICULATION D\'UNE SUCCURSALE\n\nKAZ EXPORT\nSAS au capital de 100 000 euros\nSiège : 1, rue Exemple, 75001 Paris\n\nSuccursale : 2, rue Exemple, 98800 Nouméa – RIDET 1 000 001.001.\nPrésident : M. Paul EXEMPLE.';
    expect(read(text)).toEqual(['creation', 'KAZ EXPORT', 'SAS', '1000001001', '2026-03-04']);
  });

  it("types 'la création d'un établissement secondaire en Nouvelle-Calédonie' of a Lyon SARL as creation", () => {
    const text =
      "Par décision du 20 février 2026, la société KAZ EXPORT, SARL au capital de 10 000 euros, dont le siège est 1, rue Exemple, 69001 Lyon, a décidé la création d'un établissement secondaire en Nouvelle-Calédonie, 2, rue Exemple, 98800 Nouméa, immatriculé au RIDET sous le n° 1 000 001.001.";
    expect(read(text)).toEqual(['creation', 'KAZ EXPORT', 'SARL', '1000001001', '2026-02-20']);
  });

  it("types the closure of its branch as dissolution: the branch's record here ends", () => {
    const text =
      'LE JOURNAL EXEMPLE — 4 mars 2026\n\nKAZ EXPORT, SA au capital de 1 000 000 euros, siège : 1, rue Exemple, 33000 Bordeaux.\nSuccursale de Nouméa : RIDET 1 000 001.001.\n\nLe conseil d\'administration du 20 février 2026 a décidé la fermeture de la succursale de Nouméa ; sa radiation sera demandée.';
    expect(read(text)).toEqual(['dissolution', 'KAZ EXPORT', 'SA', '1000001001', '2026-03-04']);
  });
});

describe("a province's authorisation asked 'en vue de l'ouverture' of an establishment", () => {
  it('is an administrative permit, out of scope, not an opening', () => {
    const text =
      "PROVINCE EXEMPLE\n\nArrêté n° 2026-1/PE du 20 février 2026 autorisant l'exploitation d'un commerce\n\nVu la demande présentée par la société KAZ OUTILS, SARL, RIDET 1 000 001.001, en vue de l'ouverture d'un établissement secondaire ;\n\nArticle 1er : La société KAZ OUTILS est autorisée à exploiter un magasin de 500 m² à Koné.";
    expect(read(text)).toBe('hors_champ');
  });
});

describe("numbers of another city's register beside the branch's RIDET", () => {
  it("reads '999 999 997 R.C.S. Paris' (its full stop before the city) as no RID", () => {
    const text =
      'LE JOURNAL EXEMPLE — 4 mars 2026\n\nAVIS\n\nKAZ EXPORT\nSAS au capital de 100 000 euros\nSiège : 1, rue Exemple, 75001 Paris\n999 999 997 R.C.S. Paris\n\nLa société a ouvert une succursale à Nouméa, immatriculée au RIDET sous le n° 1 000 001.001.';
    expect(read(text)).toEqual(['creation', 'KAZ EXPORT', 'SAS', '1000001001', '2026-03-04']);
  });

  it("reads 'immatriculée au registre du commerce et des sociétés de Lyon sous le numéro …' as no RID", () => {
    const text =
      "Par décision du 20 février 2026, la société KAZ EXPORT, SARL au capital de 10 000 euros, siège 1, rue Exemple, 69001 Lyon, immatriculée au registre du commerce et des sociétés de Lyon sous le numéro 999 999 997, a décidé l'ouverture d'une succursale à Nouméa, immatriculée au RIDET sous le n° 1 000 001.001.";
    expect(read(text)).toEqual(['creation', 'KAZ EXPORT', 'SARL', '1000001001', '2026-02-20']);
  });
});

describe("an establishment's own RIDET label", () => {
  it("reads 'RIDET de l'établissement : 1000001/003' as the RIDET, rank and all", () => {
    const text =
      "LE JOURNAL EXEMPLE — 4 mars 2026\n\nOUVERTURE D'ÉTABLISSEMENT\nKAZ OUTILS, SARL au capital de 1 000 000 F CFP, 1, rue Exemple, 98800 Nouméa.\nPar décision du 20 février 2026, la gérance a ouvert un deuxième point de vente à Dumbéa.\nRIDET de l'établissement : 1000001/003.";
    expect(read(text)).toEqual(['statuts', 'KAZ OUTILS', 'SARL', '1000001003', '2026-03-04']);
  });
});

describe("a header block's name", () => {
  it('is read over a two-line address and another register’s number between the form and the RIDET', () => {
    const text =
      'LE JOURNAL EXEMPLE — 4 mars 2026\n\nIMMATRICULATION D\'UNE SUCCURSALE\n\nKAZ EXPORT\nSAS au capital de 100 000 euros\nSiège : 1, rue Exemple, 75001 Paris\n999 999 997 R.C.S. Paris\nSuccursale en Nouvelle-Calédonie : 2, rue Exemple,\n98800 Nouméa\nRIDET : 1 000 001.001\nActivité : négoce.\nPrésident : M. Paul EXEMPLE.\nDirecteur de la succursale : M. Jean EXEMPLE.\nDécision du président du 20 février 2026.\nObjet : commerce.\nDurée : sans objet.\nCapital : 100 000 euros.\nPour avis.';
    expect(read(text)).toEqual(['creation', 'KAZ EXPORT', 'SAS', '1000001001', '2026-03-04']);
  });

  it("is the name in capitals after its trade in lower case ('Boulangerie-pâtisserie KAZ PAIN, SARL au capital')", () => {
    const text =
      "LE JOURNAL EXEMPLE — 4 mars 2026\n\nOUVERTURE D'ÉTABLISSEMENT\nBoulangerie-pâtisserie KAZ PAIN, SARL au capital de 1 000 000 F CFP, 1, rue Exemple, 98800 Nouméa.\nPar décision du 20 février 2026, la gérante, Mme Anne EXEMPLE, a ouvert un deuxième point de vente à Dumbéa.\nRIDET de l'établissement : 1000001/002.";
    expect(read(text)).toEqual(['statuts', 'KAZ PAIN', 'SARL', '1000001002', '2026-03-04']);
  });

  it('is the line above a bare sigle that spells it by its initials, even when a word of it is a heading’s', () => {
    const text =
      "SOCIÉTÉ EXEMPLAIRE DE LOCATION D'OUTILS\nSELO\nSociété par actions simplifiée au capital de 1 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET : 1 000 001.001\n\nLe président a décidé, le 20 février 2026, la fermeture définitive de l'établissement secondaire de Bourail.";
    expect(read(text)).toEqual(['statuts', "SOCIÉTÉ EXEMPLAIRE DE LOCATION D'OUTILS", 'SAS', '1000001001', '2026-02-20']);
  });
});

describe("an establishment's rank printed apart from its RID", () => {
  const head = "KAZ OUTILS\nSARL au capital de 1 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRID : 1 000 001\n";
  const closing = (where: string): string =>
    `${head}\nLa gérance a décidé, le 20 février 2026, la fermeture définitive de l'établissement secondaire de la société ${where}. La société poursuit son activité à son siège.`;
  const ridetOf = (text: string): string | null => {
    const [result] = parseNoticeTexts(text, { reference: 'U1' });
    return result?.ok ? result.notice.ridet : null;
  };

  it("composes the heading's RID with the body's 'établissement de rang 004'", () => {
    expect(read(closing("sis à Bourail (établissement de rang 004)"))).toEqual(['statuts', 'KAZ OUTILS', 'SARL', '1000001004', '2026-02-20']);
  });

  it("composes it with 'établissement n° 2', the rank written short", () => {
    expect(ridetOf(closing('de Bourail, son établissement n° 2'))).toBe('1000001002');
  });

  it("composes it with a heading's 'Rang : 003' on the line under the RID", () => {
    expect(ridetOf(closing('de Bourail').replace('RID : 1 000 001\n', 'RID : 1 000 001\nRang : 003\n'))).toBe('1000001003');
  });

  it('takes rank 001 as printed: the establishment is then known, not inferred', () => {
    const [result] = parseNoticeTexts(closing('de Nouméa (établissement de rang 001)'), { reference: 'U1' });
    expect(result?.ok && [result.notice.ridet, result.notice.etablissement_inconnu ?? false]).toEqual(['1000001001', false]);
  });

  it("leaves a rank printed right after another register's number to that number", () => {
    const text = `${head.replace('RID : 1 000 001\n', 'RID : 1 000 001\nAncien établissement de la société KAZ FRANCE, RCS Paris 999 999 997, établissement n° 2\n')}\nLa gérance a décidé, le 20 février 2026, la fermeture définitive de l'établissement secondaire de Bourail.`;
    expect(ridetOf(text)).toBe('1000001001');
  });

  it("takes no rank when another company's number is printed: the rank may be that company's", () => {
    const text = `${head}\nLa gérance a décidé, le 20 février 2026, de donner en location-gérance le fonds exploité à Bourail à la société KAZ LOCATION, SARL, RID 1 000 002, dans son établissement de rang 003.`;
    expect(ridetOf(text)).not.toMatch(/003$/);
  });

  it("takes no rank from a mortgage's 'rang 2'", () => {
    expect(ridetOf(closing('de Bourail, grevé d’une hypothèque de rang 2'))).toBe('1000001001');
  });
});

describe("a closure decided to take effect 'au' a later date", () => {
  it('is dated by the decision, not by the day the closure takes effect', () => {
    const text =
      "FERMETURE DE SUCCURSALE\n\nKAZ EXPORT, société anonyme au capital de 100 000 euros, siège : 1, rue Exemple, 75001 Paris, RCS Paris 999 999 997.\nSuccursale de Nouvelle-Calédonie : 2, rue Exemple, 98800 Nouméa – RIDET 1 000 001.001.\n\nLe conseil d'administration du 12 janvier 2026 a décidé la fermeture de la succursale de Nouméa au 28 février 2026. La société demandera sa radiation du registre du commerce et des sociétés de Nouméa.\n\nPour avis.";
    expect(read(text)).toEqual(['dissolution', 'KAZ EXPORT', 'SA', '1000001001', '2026-01-12']);
  });

  it('keeps the cessation decided on a day as that day', () => {
    const text =
      "KAZ OUTILS\nSARL au capital de 1 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nLa gérance a décidé le 12 janvier 2026 la fermeture définitive de l'établissement secondaire de Bourail, qui cessera son activité au 28 février 2026.";
    expect(read(text)).toEqual(['statuts', 'KAZ OUTILS', 'SARL', '1000001001', '2026-01-12']);
  });
});

describe("a foreign company's short form word after its name", () => {
  it("leaves 'AS' out of the name when the text says the company is of Norwegian law", () => {
    const text =
      "AVIS DE MODIFICATION\n\nKAZ KABEL AS\nSociété de droit norvégien\nSiège : 1, Exempelveien, 0150 Oslo (Norvège)\nSuccursale de Nouméa : 2, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nPar décision du conseil d'administration du 12 janvier 2026, M. Ola EXEMPEL a été nommé directeur général de la société.\n\nPour avis.";
    expect(read(text)).toEqual(['nomination', 'KAZ KABEL', null, '1000001001', '2026-01-12']);
  });

  it('leaves GmbH, BV and Inc. out under a foreign law', () => {
    expect(withoutForeignFormSuffix('KAZ LOGISTIK GmbH', 'société de droit allemand')).toBe('KAZ LOGISTIK');
    expect(withoutForeignFormSuffix('KAZ HANDEL BV', 'une société de droit néerlandais')).toBe('KAZ HANDEL');
    expect(withoutForeignFormSuffix('KAZ TRADING Inc.', 'société de droit américain')).toBe('KAZ TRADING');
  });

  it('keeps the word when no foreign law is said, or the law named is a branch of law', () => {
    expect(withoutForeignFormSuffix('TRANSPORTS KAZ AS')).toBe('TRANSPORTS KAZ AS');
    expect(withoutForeignFormSuffix('TRANSPORTS KAZ AS', 'cabinet spécialisé en matière de droit fiscal')).toBe('TRANSPORTS KAZ AS');
  });

  it('keeps SA, a form of the README, and a name that would be left empty', () => {
    expect(withoutForeignFormSuffix('KAZ SA', 'société de droit belge')).toBe('KAZ SA');
    expect(withoutForeignFormSuffix('AG', 'société de droit suisse')).toBe('AG');
  });
});

describe('a name printed with capital initials, closed by its own identifier', () => {
  const deliberation = (name: string, after = ', RIDET n° 1 000 001.001 ;'): string =>
    `PROVINCE EXEMPLE\n\nDélibération n° 2026-12/APE du 5 mars 2026 relative au transfert du siège social de la société anonyme d'économie mixte locale ${name}\n\nL'assemblée de la province,\nVu les statuts de la société anonyme d'économie mixte locale ${name}${after}\n\nA adopté les dispositions dont la teneur suit :\n\nArticle 1er : Le siège social de la société est transféré du 1, rue Exemple, 98800 Nouméa, à 2, route Exemple, 98860 Koné.`;

  it("reads a province's SAEML named in lower case after its spelt-out form, small words and all", () => {
    expect(read(deliberation('Pêcheries et Conserveries du Grand Lagon'))).toEqual([
      'siege',
      'Pêcheries et Conserveries du Grand Lagon',
      'SAEML',
      '1000001001',
      '2026-03-05',
    ]);
    expect(read(deliberation("Énergies de l'Archipel", ' (RIDET 1 000 001.001) ;'))).toEqual([
      'siege',
      "Énergies de l'Archipel",
      'SAEML',
      '1000001001',
      '2026-03-05',
    ]);
  });

  it('reads it after an abbreviated form and its article too', () => {
    const text =
      "AVIS DE TRANSFERT DE SIÈGE\n\nPar décision du 5 mars 2026, l'associé unique de la SARL Kaz du Pacifique, RIDET 1 000 001.001, a transféré le siège social du 1, rue Exemple, 98800 Nouméa, au 2, route Exemple, 98860 Koné.";
    expect(read(text)).toEqual(['siege', 'Kaz du Pacifique', 'SARL', '1000001001', '2026-03-05']);
  });

  it('reads no ordinary word of the sentence as a name: a lower-case word, or words running on to the identifier', () => {
    // A lower-case word after the form ('précitée') names nothing.
    expect(read(deliberation('précitée'))).toBe('denomination_absente');
    // Capitalised words followed by the sentence's own words are not a name closed by the identifier.
    expect(read(deliberation('Pêcheries du Grand Lagon dont le siège est à Nouméa'))).toBe('denomination_absente');
  });
});

describe("a registry's list of register entries, each opened by its identifier, name and form", () => {
  const entries = (text: string): unknown[] =>
    parseNoticeTexts(text, { reference: 'R' }).map((r) =>
      r.ok ? [r.notice.reference, r.notice.type, r.notice.denomination, r.notice.forme_juridique, r.notice.ridet, r.notice.date] : [r.quarantine.reference, r.quarantine.reason],
    );
  const page = '12 mars 2026          JOURNAL OFFICIEL EXEMPLE          2210\n\nGREFFE DU TRIBUNAL EXEMPLE\nRegistre du commerce et des sociétés – Inscriptions et modifications\n\n';

  it('reads two entries as two announcements, each under its own identifier', () => {
    const text = `${page}RIDET 1 000 001.002 – KAZ OUTILS – SARL\nOuverture d'un établissement secondaire : 2, route Exemple, 98860 Koné.\n\nRIDET 1 000 002.001 – KAZ MARINE – EURL\nTransfert du siège social de Dumbéa (98835) à Païta (98890).\nGérant : M. Paul EXEMPLE.`;
    expect(entries(text)).toEqual([
      ['R#1', 'statuts', 'KAZ OUTILS', 'SARL', '1000001002', '2026-03-12'],
      ['R#2', 'siege', 'KAZ MARINE', 'EURL', '1000002001', '2026-03-12'],
    ]);
  });

  it('reads four entries, the one printed without identifier quarantined alone, not attached to a neighbour', () => {
    const text = `${page}RIDET 1 000 001.001 – KAZ OUTILS – SARL\nTransfert du siège social de Dumbéa (98835) à Païta (98890).\n\nKAZ FUTURE – SAS\nModification de l'objet social : commerce de détail.\n\nRIDET 1 000 002.001 – KAZ MARINE – EURL\nNomination d'un cogérant : Mme Anne EXEMPLE.\n\nRIDET 1 000 003.001 – TRAVAUX KAZ – SA\nSiège : 1, rue Exemple, 44000 Nantes – RCS Nantes 999 999 997.\nImmatriculation d'une succursale : 3, rue Exemple, 98800 Nouméa.`;
    expect(entries(text)).toEqual([
      ['R#1', 'siege', 'KAZ OUTILS', 'SARL', '1000001001', '2026-03-12'],
      ['R#2', 'ridet_absent'],
      ['R#3', 'nomination', 'KAZ MARINE', 'EURL', '1000002001', '2026-03-12'],
      ['R#4', 'creation', 'TRAVAUX KAZ', 'SA', '1000003001', '2026-03-12'],
    ]);
  });

  it("reads an entry's line as its name and form, with or without its identifier, and no other line", () => {
    expect(registerEntryNameLine('RIDET 1 000 001.002 – KAZ OUTILS – SARL')).toBe('KAZ OUTILS – SARL');
    expect(registerEntryNameLine('N° RIDET 1000001/001 — KAZ & FILS — SAS')).toBe('KAZ & FILS — SAS');
    expect(registerEntryNameLine('KAZ FUTURE – SAS')).toBe('KAZ FUTURE – SAS');
    expect(registerEntryNameLine('RIDET 1 000 001.001')).toBeNull();
    expect(registerEntryNameLine('RIDET 1 000 001.001 – Transfert du siège – SARL')).toBeNull();
    expect(registerEntryNameLine('Siège : 1, rue Exemple – SARL')).toBeNull();
    expect(registerEntryNameLine('KAZ FUTURE – SAS au capital de 100 000 F')).toBeNull();
  });

  it('keeps a notice whose header prints its identifier, name and form on one line one notice', () => {
    const text = `AVIS DE TRANSFERT\n\nRIDET 1 000 001.001 – KAZ OUTILS – SARL\n\nPar décision du 5 mars 2026, le gérant a transféré le siège social à Païta.\n\nKAZ MARINE – EURL, associée, n'est pas concernée.`;
    expect(entries(text)).toEqual([['R', 'siege', 'KAZ OUTILS', 'SARL', '1000001001', '2026-03-05']]);
  });
});
