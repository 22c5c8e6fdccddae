import { describe, expect, it } from 'vitest';
import { parseNoticeText, parseNoticeTexts } from '../../../kernel/normalise/index.ts';

const LIST = `JONC – Publications légales – 17 février 2026
GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA
Jugements rendus à l'audience du 9 février 2026

REDRESSEMENT JUDICIAIRE
ATOLL PEINTURE, SARL, 3 rue Jenner, 98800 Nouméa. RIDET n° 1 678 901.001. Date de cessation des paiements : 2 janvier 2026. Mandataire judiciaire : Me Lise MANDAT.

LIQUIDATION JUDICIAIRE
SAS RÉCIF AUTO, 7 rue Foch, 98800 Nouméa. RIDET n° 1 678 902.001. Liquidateur : Me Paul SOLDE.

LIQUIDATION JUDICIAIRE
BAIE SNACK, SARL, port de Nouméa (immatriculation non communiquée). Liquidateur : Me Paul SOLDE.`;

describe('a greffe list of judgments', () => {
  it('gives one announcement per entry, each with its own subject, reference and the list date', () => {
    const results = parseNoticeTexts(LIST, { reference: 'liste' });
    const published = results.flatMap((r) => (r.ok ? [r.notice] : []));
    expect(published.map((n) => [n.reference, n.ridet, n.denomination, n.forme_juridique, n.type, n.date])).toEqual([
      ['liste#1', '1678901001', 'ATOLL PEINTURE', 'SARL', 'procedure', '2026-02-17'],
      ['liste#2', '1678902001', 'RÉCIF AUTO', 'SAS', 'procedure', '2026-02-17'],
    ]);
    expect(published[0]!.organes_procedure).toEqual([{ nom: 'MANDAT', prenoms: 'Lise', fonction: 'mandataire judiciaire', action: 'nomination' }]);
  });

  it('quarantines an entry without identifier alone', () => {
    const results = parseNoticeTexts(LIST, { reference: 'liste' });
    expect(results.map((r) => (r.ok ? 'ok' : `${r.quarantine.reference} ${r.quarantine.reason}`))).toEqual(['ok', 'ok', 'liste#3 ridet_absent']);
  });

  it('dates each entry by its own judgment when the list has no publication date', () => {
    const results = parseNoticeTexts(`TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nEXTRAITS DE JUGEMENTS\n\n– Jugement du 14 janvier 2026 ouvrant une liquidation judiciaire à l'égard de la société ALPHA, SARL, RIDET 1 678 903.001.\n\n– Jugement du 21 janvier 2026 prononçant la clôture pour insuffisance d'actif de la SNC BÊTA, RIDET 1 678 904.001.`, { reference: 'x' });
    expect(results.map((r) => r.ok && [r.notice.denomination, r.notice.date])).toEqual([['ALPHA', '2026-01-14'], ['BÊTA', '2026-01-21']]);
  });

  it('keeps parseNoticeText for single notices: a list gives its first entry', () => {
    const first = parseNoticeText(LIST, { reference: 'liste' });
    expect(first.ok && first.notice.reference).toBe('liste#1');
  });

  it('does not split one notice whose bullets list its decisions', () => {
    const results = parseNoticeTexts(`OMÉGA, SARL, RIDET 1 678 905.001\nAux termes d'une assemblée générale extraordinaire du 1er mars 2026, il a été décidé :\n– d'augmenter le capital social de 1 000 000 F CFP ;\n– de nommer M. Jo NEUF cogérant.`, { reference: 'o' });
    expect(results.map((r) => r.ok && [r.notice.reference, r.notice.type])).toEqual([['o', 'capital']]);
  });

  it('does not split one notice whose bullets go on with its sentence, each naming another company with its identifier', () => {
    // The items open on a preposition: the mandates the sentence renewed, the auditors' firms' own
    // identifiers printed in them. Read as a list, each firm got a notice of its own.
    const text = `OMÉGA DISTRIBUTION, société anonyme au capital de 90 000 000 F CFP, siège : 1, rue Exemple, 98800 Nouméa, RIDET 1 678 905.001.\n\nL'assemblée générale ordinaire du 20 mars 2026 a renouvelé, pour six exercices, les mandats :\n- de commissaire aux comptes titulaire de la société AUDIT NEUF, SARL, RIDET 2 000 002.001, représentée par M. Jo NEUF ;\n- de commissaire aux comptes suppléant de la société RÉVISION NEUF, SELARL, RIDET 3 000 003.001.\n\nLe conseil d'administration.`;
    const results = parseNoticeTexts(text, { reference: 'o' });
    expect(results.map((r) => r.ok && [r.notice.reference, r.notice.ridet, r.notice.type])).toEqual([['o', '1678905001', 'nomination']]);
  });
});

// Made-up lists in the layouts corpus 2 showed (issue 20): split first, decide per entry.
describe('greffe lists in other layouts', () => {
  const rows = (text: string) =>
    parseNoticeTexts(text, { reference: 'l' }).map((r) => (r.ok ? [r.notice.reference, r.notice.ridet, r.notice.denomination, r.notice.type, r.notice.date] : [r.quarantine.reference, r.quarantine.reason]));

  it('reads a dash-framed judgment date as the heading of the entry under it', () => {
    const text = [
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE',
      'EXTRAITS DE JUGEMENTS',
      '',
      '— Jugement du 5 février 2026 —',
      'Liquidation judiciaire',
      'SARL ALPHA BOIS, siège : Koné, RIDET 1 234 567.001.',
      'Liquidateur : Me Jean TEST.',
      '',
      '— Jugement du mercredi 12 février 2026 —',
      'Plan de redressement',
      'La société BÊTA NET, SAS, Nouméa, RIDET 7 654 321.001 : arrêté du plan de redressement.',
    ].join('\n');
    expect(rows(text)).toEqual([
      ['l#1', '1234567001', 'ALPHA BOIS', 'procedure', '2026-02-05'],
      ['l#2', '7654321001', 'BÊTA NET', 'procedure', '2026-02-12'],
    ]);
  });

  it('reads headings over two lines, joined, dated in brackets, letter-spaced, and a name whose form opens the next line', () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE',
      'Jugements du 14 mai 2026',
      'Conversion de la procédure de',
      'sauvegarde en redressement judiciaire',
      'ALPHA VITRAGE,',
      'SAS, siège : Dumbéa, RIDET 1 234 567.001.',
      'Résolution du plan et liquidation judiciaire',
      'SNC BÊTA PRESSE, siège : Nouméa, RIDET 7 654 321.001.',
      'Clôture pour insuffisance d’actif (jugement du 25 mai 2026)',
      'GAMMA SURF, SARL, siège : Nouméa, RIDET 1 111 114.001.',
      '',
      'R A D I A T I O N   D \' O F F I C E',
      'DELTA PÊCHE, SARL, siège : Bélep, RIDET 2 222 228.001, radiée d\'office du registre le 30 mai 2026.',
    ].join('\n').replace(/’/g, "'");
    expect(rows(text).map((r) => r.slice(0, 4))).toEqual([
      ['l#1', '1234567001', 'ALPHA VITRAGE', 'procedure'],
      ['l#2', '7654321001', 'BÊTA PRESSE', 'procedure'],
      ['l#3', '1111114001', 'GAMMA SURF', 'procedure'],
      ['l#4', '2222228001', 'DELTA PÊCHE', 'dissolution'],
    ]);
  });

  it('keeps the debtor of an extended procedure apart from the company it is extended to', () => {
    const text = [
      'La SELARL MANDATS TEST, RIDET 1 000 009.001, informe les créanciers que, par jugements du 9 mai 2026, le tribunal l\'a désignée :',
      '',
      '• ALPHA INVEST, SCI, siège : Dumbéa, RIDET 1 234 567.001 : extension à cette société de la procédure de liquidation judiciaire ouverte le 16 avril 2026 à l\'égard de la société ALPHA BÂTIMENT, SARL',
      '(RIDET 7 654 321.001). Liquidateur : la SELARL MANDATS TEST.',
      '',
      '• BÊTA THIO, SARL, siège : Thio, RIDET 1 111 114.001 : ouverture d\'une procédure de liquidation judiciaire. Liquidateur : la SELARL MANDATS TEST.',
    ].join('\n');
    expect(rows(text).map((r) => r.slice(0, 4))).toEqual([
      ['l#1', '1234567001', 'ALPHA INVEST', 'procedure'],
      ['l#2', '1111114001', 'BÊTA THIO', 'procedure'],
    ]);
  });

  it("keeps an entry's sentence that reads like a heading ('Ouverture d'une procédure de sauvegarde.') and the organs after it in the entry", () => {
    const results = parseNoticeTexts(`EXTRAITS DES JUGEMENTS DU TRIBUNAL MIXTE DE COMMERCE\nAudience du 16 mars 2026\n1. SAUVEGARDE\nSociété GAMMA FORME, SAS, 1 rue Foch, 98800 Nouméa, RIDET 1 678 905.001.\nOuverture d'une procédure de sauvegarde.\nMandataire judiciaire : SELARL MJ DU SUD. Administrateur judiciaire : Maître Paul ADMIN.\n2. LIQUIDATION JUDICIAIRE\nEURL DELTA KAYAK, 98832 Île des Pins, RIDET 1678906/001.\nLiquidateur : Maître Anne FIN.`, { reference: 'x' });
    const published = results.flatMap((r) => (r.ok ? [r.notice] : []));
    expect(published.map((n) => [n.denomination, (n.organes_procedure ?? []).map((o) => `${o.nom} (${o.fonction})`)])).toEqual([
      ['GAMMA FORME', ['MJ DU SUD (mandataire judiciaire)', 'ADMIN (administrateur judiciaire)']],
      ['DELTA KAYAK', ['FIN (liquidateur)']],
    ]);
  });

  it("splits a list in dated audience sections ('Audience du …' then the debtor) and dates each entry by its audience", () => {
    const results = parseNoticeTexts(`TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nExtraits des jugements rendus en matière de procédures collectives\n\n—\n\nAudience du mardi 3 mars 2026\nGAMMA ÉLEVAGE, société anonyme au capital de 1 000 000 F CFP, 98800 Nouméa, RIDET 1 678 905.001.\nJugement arrêtant le plan de sauvegarde.\n(Procédure de sauvegarde ouverte par jugement du 9 septembre 2025.)\n\n—\n\nAudience du jeudi 5 mars 2026\nDELTA PÊCHE, société par actions simplifiée, 98860 Koné, RIDET 1 678 906.001.\nJugement prononçant l'ouverture d'une procédure de liquidation judiciaire.\nDate de cessation des paiements : 1er février 2026.`, { reference: 'x' });
    expect(results.map((r) => r.ok && [r.notice.ridet, r.notice.date])).toEqual([['1678905001', '2026-03-03'], ['1678906001', '2026-03-05']]);
  });
});


describe('greffe lists: bullets, cut names and entries opening with the buyer (issue 32)', () => {
  const rows = (text: string) =>
    parseNoticeTexts(text, { reference: 'l' }).map((r) => (r.ok ? [r.notice.reference, r.notice.ridet, r.notice.type] : [r.quarantine.reference, r.quarantine.reason]));

  it('splits square bullets whose heading runs into the entry after a dash, each entry read alone', () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE — Audience du 3 mars 2026',
      '',
      '▪ Liquidation judiciaire — SARL ALPHA BOIS, Koné, RIDET 1 234 567.001. Liquidateur : Me Jean TEST.',
      '',
      '▪ Redressement judiciaire — EURL BÊTA NET, Nouméa, RIDET 7 654 321.001. Mandataire judiciaire : Me Anne TEST.',
      '',
      '▪ Liquidation judiciaire — ASSOCIATION GAMMA SPORTS, association déclarée, Nouméa, RIDET 1 111 114.001. Liquidateur : Me Jean TEST.',
    ].join('\n');
    expect(rows(text)).toEqual([
      ['l#1', '1234567001', 'procedure'],
      ['l#2', '7654321001', 'procedure'],
      ['l#3', 'hors_champ'],
    ]);
  });

  it("opens an entry on the line right under its heading, whatever its first words: a name cut at the line's end, the buyer of a plan de cession", () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE',
      'Jugements du 2 mars 2026',
      '',
      'Redressement judiciaire',
      'SARL TRANSPORTS ALPHA DE',
      'KONÉ, Koné, RIDET 1 234 567.001. Mandataire judiciaire : Me Anne TEST.',
      '',
      'PLAN DE CESSION',
      "Au profit de la société DELTA INVEST, SAS, RIDET 2 222 228.001, le tribunal a arrêté le plan de cession de l'entreprise GAMMA PAIN, SARL, RIDET 1 111 114.001. Commissaire à l'exécution du plan : Me Jean TEST.",
      '',
      'Liquidation judiciaire',
      'EURL BÊTA NET, Nouméa, RIDET 7 654 321.001. Liquidateur : Me Jean TEST.',
    ].join('\n');
    expect(rows(text)).toEqual([
      ['l#1', '1234567001', 'procedure'],
      ['l#2', '1111114001', 'procedure'],
      ['l#3', '7654321001', 'procedure'],
    ]);
  });

  it('reads a name whose line ends on a joining word (DE, DU, ET) with the next line', () => {
    const text = [
      'TRIBUNAL MIXTE DE COMMERCE',
      'Jugements du 2 mars 2026',
      '',
      'Redressement judiciaire',
      'SARL TRANSPORTS ALPHA DE',
      'KONÉ, Koné, RIDET 1 234 567.001. Mandataire judiciaire : Me Anne TEST.',
      '',
      'Liquidation judiciaire',
      'EURL BÊTA NET, Nouméa, RIDET 7 654 321.001. Liquidateur : Me Jean TEST.',
    ].join('\n');
    const first = parseNoticeTexts(text, { reference: 'l' })[0]!;
    expect(first.ok && first.notice.denomination).toBe('TRANSPORTS ALPHA DE KONÉ');
  });
});

describe('a list whose court preamble sits under its heading', () => {
  it('reads the preamble as the list’s, not as an entry', () => {
    const text = `LIQUIDATIONS JUDICIAIRES\n\nTribunal mixte de commerce de Nouméa – extraits des jugements du 2 mars 2025\n\n– Jugement du 2 mars 2025 prononçant la liquidation judiciaire de la SARL CORAIL MENUISERIE, 4 rue Jules Ferry, 98800 Nouméa, RIDET 1 234 560.001. Liquidateur : Me Anne TOUPIN.\n\n– Jugement du 2 mars 2025 prononçant la liquidation judiciaire de la SAS NAVETTE DU NORD, 98860 Koné, RIDET 1 234 561.001. Liquidateur : Me Paul SOLDE.`;
    const results = parseNoticeTexts(text, { reference: 'p' });
    expect(results.map((r) => (r.ok ? [r.notice.reference, r.notice.denomination] : [r.quarantine.reference, r.quarantine.reason]))).toEqual([
      ['p#1', 'CORAIL MENUISERIE'],
      ['p#2', 'NAVETTE DU NORD'],
    ]);
  });
});

describe('a list of appointments in several companies (no judgments, no page of dated notices)', () => {
  it('gives one announcement per company', () => {
    const text = `Délibération n° 77-2025 du 3 avril 2025 portant désignation des représentants de la province aux conseils d'administration de sociétés d'économie mixte\n\n– Au conseil d'administration de la société anonyme d'économie mixte locale MARINA DU SUD, RIDET n° 1 234 562.001 : M. Paul TEANI est nommé administrateur en remplacement de Mme Rose WAIA.\n\n– Au conseil d'administration de la société anonyme d'économie mixte locale ÉNERGIES DE L'ÎLE, RIDET n° 1 234 563.001 : Mme Sarah KOINDA est nommée administratrice en remplacement de M. Luc PIDJOT.`;
    const results = parseNoticeTexts(text, { reference: 'd', publicationDate: '2025-04-10' });
    expect(results.map((r) => (r.ok ? [r.notice.reference, r.notice.ridet, r.notice.type] : [r.quarantine.reference, r.quarantine.reason]))).toEqual([
      ['d#1', '1234562001', 'nomination'],
      ['d#2', '1234563001', 'nomination'],
    ]);
  });
});

describe('a list known by its headings alone (the whole-text check before the lines are read, speed only)', () => {
  it('splits entries under headings cut over two lines, without bullets or a preamble', () => {
    const text = [
      'REDRESSEMENT',
      'JUDICIAIRE',
      'ATOLL PEINTURE, SARL, 3 rue Jenner, 98800 Nouméa. RIDET n° 1 678 901.001. Mandataire : Me Lise MANDAT.',
      '',
      'LIQUIDATION',
      'JUDICIAIRE',
      'SAS RÉCIF AUTO, 7 rue Foch, 98800 Nouméa. RIDET n° 1 678 902.001. Liquidateur : Me Paul SOLDE.',
    ].join('\n');
    const results = parseNoticeTexts(text, { reference: 'l', publicationDate: '2026-02-17' });
    expect(results.map((r) => (r.ok ? [r.notice.reference, r.notice.ridet, r.notice.type] : r.quarantine.reason))).toEqual([
      ['l#1', '1678901001', 'procedure'],
      ['l#2', '1678902001', 'procedure'],
    ]);
  });

  it('knows every kind of procedure heading so, each cut over two lines', () => {
    const headings = [
      ['PLAN DE', 'CONTINUATION'],
      ['SAUVEGARDE', 'ACCÉLÉRÉE'],
      ['CLÔTURE POUR INSUFFISANCE', "D'ACTIFS"],
      ['CONVERSION EN LIQUIDATION', 'JUDICIAIRE'],
      ['RÉSOLUTION DU', 'PLAN'],
      ['RADIATION', "D'OFFICE"],
    ];
    for (const [first, second] of headings) {
      const text = [
        first,
        second,
        'ATOLL PEINTURE, SARL, 3 rue Jenner, 98800 Nouméa. RIDET n° 1 678 901.001.',
        '',
        first,
        second,
        'SAS RÉCIF AUTO, 7 rue Foch, 98800 Nouméa. RIDET n° 1 678 902.001.',
      ].join('\n');
      const results = parseNoticeTexts(text, { reference: 'l', publicationDate: '2026-02-17' });
      expect(results.map((r) => (r.ok ? r.notice.reference : r.quarantine.reference)), `${first} ${second}`).toEqual(['l#1', 'l#2']);
    }
  });
});

describe('items listed under one company’s own particulars (one notice, not a list of notices)', () => {
  const outcome = (text: string) =>
    parseNoticeTexts(text, { reference: 'h', publicationDate: '2026-05-12' }).map((r) => (r.ok ? [r.notice.reference, r.notice.ridet, r.notice.type] : [r.quarantine.reference, r.quarantine.reason]));

  it('reads the auditors’ firms listed one a bullet, each with its identifier, as the heading company’s appointments', () => {
    const text = [
      'LES VERGERS DE FARINO',
      'SARL au capital de 3 000 000 F CFP – village, 98881 Farino – RIDET 1 234 562.001',
      '',
      'Décisions de l’associé unique du 2 mai 2026 – contrôle des comptes',
      '',
      '– Fonction : commissaire aux comptes titulaire',
      'Cabinet retenu : AUDIT DU MONT-DORE, SARL',
      'RIDET : 1 234 563.001',
      '',
      '– Fonction : commissaire aux comptes suppléant',
      'Cabinet retenu : EXPERTISE DE LA TAMOA, SELARL',
      'RIDET : 1 234 564.001',
    ].join('\n');
    expect(outcome(text)).toEqual([['h', '1234562001', 'nomination']]);
  });

  it('reads a numbered list of appointed companies under a heading block the same way', () => {
    const text = [
      'TRANSPORTS DE LA CHAÎNE',
      'Société anonyme au capital social de 50 000 000 F CFP',
      'Siège : 4, rue des Caféiers, 98870 Bourail – RIDET 1 234 562.001',
      '',
      'L’assemblée générale du 28 avril 2026 a nommé administrateurs :',
      '1. la société GARAGE DU CENTRE, SAS, RIDET 1 234 563.001, représentée par M. Marc ILOU, nommée administrateur ;',
      '2. la société FRET DE LA CÔTE, SARL, RIDET 1 234 564.001, représentée par Mme Anne KAPÉ, nommée administrateur.',
    ].join('\n');
    const results = outcome(text);
    // Read whole: never two notices published under the appointees' identifiers.
    expect(results.filter(([, ridet]) => ridet === '1234563001' || ridet === '1234564001')).toEqual([]);
    expect(results).toHaveLength(1);
  });

  it('still splits a grouped page whose preamble prints only its announcer’s identifier', () => {
    const text = [
      'ANNONCES GROUPÉES – CABINET COMPTABLE DE LA FOA (RIDET 1 234 565.001)',
      '',
      '– Transfert de siège : LES VERGERS DE FARINO, SARL, RIDET 1 234 562.001 : par décision du gérant du 2 mai 2026, le siège est transféré à La Foa.',
      '',
      '– Augmentation de capital : AUDIT DU MONT-DORE, SARL, RIDET 1 234 563.001 : l’assemblée du 4 mai 2026 a porté le capital de 1 000 000 à 2 000 000 F CFP.',
    ].join('\n');
    expect(outcome(text)).toEqual([
      ['h#1', '1234562001', 'siege'],
      ['h#2', '1234563001', 'capital'],
    ]);
  });
});

describe('a list of radiations a rule of dashes ends, other notices under it', () => {
  // Made up. The page's list, a rule printed in em dashes, then a company's capital notice naming
  // the company that contributed a branch to it with its own identifier.
  const text = [
    '17 novembre 2026   JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE   9480',
    '',
    "RADIATIONS D'OFFICE",
    '',
    'Par décisions du greffier du 9 novembre 2026, ont été radiées d’office :',
    '',
    'TEST ALPHA, SARL, 6, rue Exemple, 98800 Nouméa, RIDET 5 831 003.001.',
    '',
    'TEST BÊTA, SAS, 8, rue Exemple, 98800 Nouméa, RIDET 5 831 011.001.',
    '',
    '———',
    '',
    'TEST FROID',
    'SAS au capital de 85 000 000 F CFP',
    'RIDET 5 831 029.001',
    "Aux termes d'un traité d'apport du 18 septembre 2026, la société TEST DISTRIBUTION, SA, RIDET",
    '5 831 037.001, a fait apport à la société TEST FROID de sa branche d’entreposage. L’assemblée',
    'du 3 novembre 2026 a approuvé cet apport et augmenté le capital de 60 000 000 F CFP.',
    'Pour avis.',
  ].join('\n');

  it('publishes the notice under the rule under its own company, never under the last entry’s reading', () => {
    const published = parseNoticeTexts(text, { reference: 'p' }).flatMap((r) => (r.ok ? [[r.notice.type, r.notice.ridet]] : []));
    expect(published).toContainEqual(['capital', '5831029001']);
    expect(published.map(([, ridet]) => ridet)).not.toContain('5831037001');
  });
});
