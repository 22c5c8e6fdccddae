import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

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
