import { describe, expect, it } from 'vitest';
import { DERIVATION_VERSION, deriveCompanies, deriveCompany, derivationOutdated } from '../../../pipeline/load/derive-companies.ts';
import { finishLoad } from '../../../pipeline/load/finish-load.ts';
import { loadOutcome, emptyLoadCounts } from '../../../pipeline/load/load-outcome.ts';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';

function row(over: Partial<Parameters<typeof deriveCompany>[0][number]>) {
  return {
    id: 'a',
    ridet: '1234567001',
    date: '2024-01-01',
    type: 'creation',
    denomination: 'ALPHA',
    forme_juridique: null,
    capital: null,
    siege: null,
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: '[]',
    ...over,
  };
}

describe('company facts', () => {
  it('takes the objet the latest notice prints that prints one, with that notice', () => {
    const company = deriveCompany([
      row({ id: 'a', date: '2019-02-01', objet: 'la pêche côtière' }),
      row({ id: 'b', date: '2022-06-01', type: 'statuts', objet: 'la pêche côtière et les excursions en mer' }),
      row({ id: 'c', date: '2024-01-15', type: 'nomination', objet: null }),
    ])!;
    expect([company.objet, company.objet_annonce_id]).toEqual(['la pêche côtière et les excursions en mer', 'b']);
    expect(deriveCompany([row({ id: 'a', objet: null })])).toMatchObject({ objet: null, objet_annonce_id: null });
  });

  it('dates the creation from the constitution notice, else from the first notice seen, and says which', () => {
    const constituted = deriveCompany([
      row({ id: 'x', date: '2018-11-03', type: 'nomination' }),
      row({ id: 'c', date: '2019-02-01', type: 'creation' }),
    ])!;
    expect([constituted.date_creation, constituted.date_creation_origine, constituted.date_creation_annonce_id]).toEqual(['2019-02-01', 'avis_de_constitution', 'c']);
    const seen = deriveCompany([row({ id: 'p', date: '2021-04-07', type: 'procedure', titre: 'REDRESSEMENT JUDICIAIRE' }), row({ id: 'q', date: '2022-01-07', type: 'capital' })])!;
    expect([seen.date_creation, seen.date_creation_origine, seen.date_creation_annonce_id]).toEqual(['2021-04-07', 'premiere_annonce', 'p']);
  });

  it('dates the radiation from the notice that closes the liquidation, amiable or judiciaire', () => {
    const amiable = deriveCompany([
      row({ id: 'c', date: '2016-02-10' }),
      row({ id: 'd', date: '2024-03-02', type: 'dissolution', titre: 'DISSOLUTION ANTICIPÉE', resume: 'liquidation amiable' }),
      row({ id: 'e', date: '2024-12-20', type: 'dissolution', titre: 'CLÔTURE DE LIQUIDATION', resume: 'clôture des opérations de liquidation' }),
    ])!;
    expect([amiable.date_radiation, amiable.date_radiation_annonce_id]).toEqual(['2024-12-20', 'e']);
    const judiciaire = deriveCompany([
      row({ id: 'c', date: '2016-02-10' }),
      row({ id: 'j', date: '2025-01-08', type: 'procedure', titre: 'LIQUIDATION JUDICIAIRE', resume: 'ouverture d’une procédure de liquidation judiciaire' }),
      row({ id: 'k', date: '2025-09-30', type: 'procedure', titre: 'JUGEMENT', resume: 'clôture de la liquidation judiciaire pour insuffisance d’actif' }),
    ])!;
    expect([judiciaire.date_radiation, judiciaire.date_radiation_annonce_id]).toEqual(['2025-09-30', 'k']);
    // Dissolved, not yet closed: not struck off.
    expect(deriveCompany([row({ id: 'c' }), row({ id: 'd', date: '2024-03-02', type: 'dissolution', titre: 'DISSOLUTION ANTICIPÉE' })])).toMatchObject({ date_radiation: null, date_radiation_annonce_id: null });
  });
});

describe('deriveCompany', () => {
  const appoint = (nom: string, fonction: string) => ({ nom, prenoms: 'Marie', fonction, action: 'nomination' });
  const inOffice = (company: ReturnType<typeof deriveCompany>) => company!.dirigeants.filter((d) => d.jusqu_au === null).map((d) => `${d.nom} ${d.fonction}`);

  it('ends the officers’ mandates at a dissolution, not the liquidator it appoints, and the liquidator’s at the closure', () => {
    const board = row({ id: 'a', date: '2019-04-01', dirigeants: JSON.stringify([appoint('TEIN', 'président'), appoint('WAHETRA', 'administrateur'), appoint('GOPOEA', 'administrateur')]) });
    const dissolution = row({ id: 'b', date: '2025-04-20', type: 'dissolution', titre: 'DISSOLUTION ANTICIPÉE', resume: 'mise en liquidation amiable', dirigeants: JSON.stringify([appoint('TEIN', 'liquidateur')]) });
    const dissolved = deriveCompany([board, dissolution]);
    expect(inOffice(dissolved)).toEqual(['TEIN liquidateur']);
    expect(dissolved!.dirigeants.filter((d) => d.jusqu_au !== null).map((d) => [d.nom, d.fonction, d.jusqu_au, d.annonce_fin])).toEqual([
      ['TEIN', 'président', '2025-04-20', 'b'], ['WAHETRA', 'administrateur', '2025-04-20', 'b'], ['GOPOEA', 'administrateur', '2025-04-20', 'b'],
    ]);
    const closed = deriveCompany([board, dissolution, row({ id: 'c', date: '2025-12-01', type: 'dissolution', titre: 'CLÔTURE DE LIQUIDATION' })]);
    expect(inOffice(closed)).toEqual([]);
  });

  it('puts nobody but a liquidator in office once the company is dissolved, whatever a later notice appoints', () => {
    const board = row({ id: 'a', date: '2018-03-01', dirigeants: JSON.stringify([appoint('KAOUA', 'président'), appoint('POADJA', 'administrateur')]) });
    const dissolution = row({ id: 'b', date: '2024-09-12', type: 'dissolution', titre: 'DISSOLUTION ANTICIPÉE', resume: 'liquidation amiable', dirigeants: JSON.stringify([appoint('KAOUA', 'liquidateur')]) });
    // A provincial act, two months later, names two administrateurs to the board the dissolution ended.
    const lateBoard = row({ id: 'c', date: '2024-11-20', type: 'nomination', dirigeants: JSON.stringify([appoint('WEA', 'administrateur'), appoint('BOEWA', 'administratrice')]) });
    // The liquidator resigns and another is appointed: a liquidator is still an office of a company in liquidation.
    const newLiquidator = row({
      id: 'd', date: '2025-02-03', type: 'nomination',
      dirigeants: JSON.stringify([{ ...appoint('KAOUA', 'liquidateur'), action: 'cessation' }, appoint('HNAWIA', 'liquidateur')]),
    });
    const company = deriveCompany([board, dissolution, lateBoard, newLiquidator])!;
    expect(inOffice(company)).toEqual(['HNAWIA liquidateur']);
    // The late appointees are kept, as mandates that never ran: they start and end on their appointment, ended by the dissolution.
    expect(company.dirigeants.filter((d) => d.annonce_debut === 'c').map((d) => [d.nom, d.depuis, d.jusqu_au, d.annonce_fin])).toEqual([
      ['WEA', '2024-11-20', '2024-11-20', 'b'], ['BOEWA', '2024-11-20', '2024-11-20', 'b'],
    ]);
    // A liquidation judiciaire likewise: an officer appointed after its opening is not in office.
    const liquidation = row({ id: 'e', date: '2024-05-02', type: 'procedure', titre: 'LIQUIDATION JUDICIAIRE', resume: 'ouverture d’une procédure de liquidation judiciaire' });
    const gerant = row({ id: 'f', date: '2024-06-10', type: 'nomination', dirigeants: JSON.stringify([appoint('NEKO', 'gérant')]) });
    expect(inOffice(deriveCompany([row({ id: 'a', date: '2018-03-01' }), liquidation, gerant]))).toEqual([]);
    // Not after a redressement: the company carries on and appoints its officers.
    const redressement = row({ id: 'e', date: '2024-05-02', type: 'procedure', titre: 'REDRESSEMENT JUDICIAIRE', resume: 'ouverture d’une procédure de redressement judiciaire' });
    expect(inOffice(deriveCompany([row({ id: 'a', date: '2018-03-01' }), redressement, gerant]))).toEqual(['NEKO gérant']);
  });

  it('keeps the publication apart from the date a mandate takes effect', () => {
    const appointed = row({ id: 'a', date: '2025-05-28', type: 'nomination', effet: '2025-04-20', dirigeants: JSON.stringify([appoint('TEIN', 'gérant')]) });
    const left = row({ id: 'b', date: '2025-10-02', type: 'nomination', effet: '2025-09-30', dirigeants: JSON.stringify([{ ...appoint('TEIN', 'gérant'), action: 'cessation' }]) });
    expect(deriveCompany([appointed])!.dirigeants[0]).toMatchObject({ depuis: '2025-04-20', publie_le: '2025-05-28', jusqu_au: null, fin_publiee_le: null });
    expect(deriveCompany([appointed, left])!.dirigeants[0]).toMatchObject({ depuis: '2025-04-20', publie_le: '2025-05-28', jusqu_au: '2025-09-30', fin_publiee_le: '2025-10-02' });
    // A mandate whose start was never published has no publication either.
    expect(deriveCompany([left])!.dirigeants[0]).toMatchObject({ depuis: null, publie_le: null, jusqu_au: '2025-09-30', fin_publiee_le: '2025-10-02' });
  });

  it('ends the gérant’s mandate at a liquidation judiciaire, not at a redressement', () => {
    const gerant = row({ id: 'a', date: '2019-04-01', dirigeants: JSON.stringify([appoint('NAISSELINE', 'gérant')]) });
    const redressement = row({ id: 'b', date: '2024-02-01', type: 'procedure', titre: 'REDRESSEMENT JUDICIAIRE' });
    expect(inOffice(deriveCompany([gerant, redressement]))).toEqual(['NAISSELINE gérant']);
    const conversion = row({ id: 'c', date: '2024-07-01', type: 'procedure', titre: 'JUGEMENT', resume: 'conversion du redressement judiciaire en liquidation judiciaire' });
    const company = deriveCompany([gerant, redressement, conversion]);
    expect(inOffice(company)).toEqual([]);
    expect(company!.dirigeants[0]).toMatchObject({ jusqu_au: '2024-07-01', annonce_fin: 'c' });
  });

  it('keeps the name the notices print when the latest misspells it, without making the slip or the name a former name', () => {
    const company = deriveCompany([
      row({ id: 'a', date: '2021-02-10', denomination: 'QUINCAILLERIE DE LA BAIE' }),
      row({ id: 'b', date: '2023-03-10', type: 'nomination', denomination: 'QUINCAILLERIE DE LA BAIE' }),
      row({ id: 'c', date: '2025-05-09', type: 'procedure', denomination: 'QUINCALLIERIE DE LA BAIE' }),
    ]);
    expect(company?.denomination).toBe('QUINCAILLERIE DE LA BAIE');
    expect(company?.anciennes_denominations).toEqual([]);
    expect(company?.rapprochements).toEqual([
      expect.objectContaining({ annonce_id: 'c', sujet: 'denomination', regle: 'variante_denomination', valeur_imprimee: 'QUINCALLIERIE DE LA BAIE' }),
    ]);
  });

  it('lets the latest dénomination win and keeps the former ones', () => {
    const company = deriveCompany([
      row({ id: 'c', date: '2025-06-01', type: 'nomination', denomination: 'BETA' }),
      row({ id: 'a', date: '2024-01-01', type: 'creation', denomination: 'ALPHA', capital: '100 000 F CFP', forme_juridique: 'SARL' }),
      row({ id: 'b', date: '2025-01-10', type: 'statuts', denomination: 'ALPHA', ancienne_denomination: 'ALPHA', nouvelle_denomination: 'BETA' }),
    ]);
    expect(company?.denomination).toBe('BETA');
    expect(company?.anciennes_denominations).toEqual(['ALPHA']);
    expect(company?.forme_juridique).toBe('SARL');
    expect(company?.capital).toBe('100 000 F CFP');
    expect(company?.premiere_annonce).toBe('2024-01-01');
    expect(company?.derniere_annonce).toBe('2025-06-01');
    expect(company?.nombre_annonces).toBe(3);
  });

  it('opens an officer period on appointment and closes it on removal', () => {
    const company = deriveCompany([
      row({ id: 'a', dirigeants: JSON.stringify([{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', action: 'nomination' }]) }),
      row({
        id: 'b',
        date: '2025-03-01',
        type: 'nomination',
        dirigeants: JSON.stringify([
          { nom: 'Dupont', prenoms: 'Jean', fonction: 'gérant', action: 'cessation' },
          { nom: 'MARTIN', prenoms: 'Marie', fonction: 'gérante', action: 'nomination' },
        ]),
      }),
    ]);
    expect(company?.dirigeants).toEqual([
      { nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', depuis: '2024-01-01', publie_le: '2024-01-01', jusqu_au: '2025-03-01', fin_publiee_le: '2025-03-01', annonce_debut: 'a', annonce_fin: 'b' },
      { nom: 'MARTIN', prenoms: 'Marie', fonction: 'gérante', depuis: '2025-03-01', publie_le: '2025-03-01', jusqu_au: null, fin_publiee_le: null, annonce_debut: 'b', annonce_fin: null },
    ]);
  });
});

/** One notice per entry, a month apart: each period as 'prénoms NOM, fonction: depuis (opening id) → jusqu'au (closing id)'. */
function mandatesOver(...notices: Mention[][]) {
  return deriveCompany(
    notices.map((mentions, i) =>
      row({
        id: `n${i}`,
        date: `202${i}-0${(i % 9) + 1}-15`,
        dirigeants: JSON.stringify(mentions.map(([nom, prenoms, fonction, action]) => ({ nom, prenoms, fonction, action: action ?? 'nomination' }))),
      }),
    ),
  )!.dirigeants.map(
    (d) => `${d.prenoms ?? '-'} ${d.nom}, ${d.fonction}: ${d.depuis ?? '?'} (${d.annonce_debut ?? '-'}) → ${d.jusqu_au ?? 'en cours'} (${d.annonce_fin ?? '-'})`,
  );
}

describe('mandates, current and former', () => {
  it('closes a mandate with the departure that ends it, naming both announcements', () => {
    expect(mandatesOver([['DUPONT', 'Jean', 'gérant']], [], [['DUPONT', 'Jean', 'gérant', 'cessation']])).toEqual([
      'Jean DUPONT, gérant: 2020-01-15 (n0) → 2022-03-15 (n2)',
    ]);
  });

  it('records a departure whose appointment was never published as a mandate of unknown start', () => {
    expect(mandatesOver([['MARTIN', 'Marie', 'gérant']], [['DUPONT', 'Jean', 'gérant', 'cessation']])).toEqual([
      'Marie MARTIN, gérant: 2020-01-15 (n0) → en cours (-)',
      'Jean DUPONT, gérant: ? (-) → 2021-02-15 (n1)',
    ]);
  });

  it('records that departure once when it is published again, and not at all when its name may be another officer’s', () => {
    expect(mandatesOver([['DUPONT', 'Jean', 'gérant', 'cessation']], [['DUPONT', 'Jean', 'gérant', 'cessation']])).toEqual([
      'Jean DUPONT, gérant: ? (-) → 2020-01-15 (n0)',
    ]);
    // 'M. DUPONT' may be Jean DUPONT, the président: nobody is added.
    expect(mandatesOver([['DUPONT', 'Jean', 'président']], [['DUPONT', null, 'gérant', 'cessation']])).toEqual([
      'Jean DUPONT, président: 2020-01-15 (n0) → en cours (-)',
    ]);
  });

  it('ends a président’s mandate when another président is appointed, without a departure being published', () => {
    expect(mandatesOver([['DUPONT', 'Jean', 'président']], [['MARTIN', 'Marie', 'président']], [['NOUMEA', 'Paul', 'président']])).toEqual([
      'Jean DUPONT, président: 2020-01-15 (n0) → 2021-02-15 (n1)',
      'Marie MARTIN, président: 2021-02-15 (n1) → 2022-03-15 (n2)',
      'Paul NOUMEA, président: 2022-03-15 (n2) → en cours (-)',
    ]);
  });

  it('closes the former président once when the notice names the successor before the departure', () => {
    expect(mandatesOver([['DUPONT', 'Jean', 'président']], [['MARTIN', 'Marie', 'président'], ['DUPONT', 'Jean', 'président', 'cessation']])).toEqual([
      'Jean DUPONT, président: 2020-01-15 (n0) → 2021-02-15 (n1)',
      'Marie MARTIN, président: 2021-02-15 (n1) → en cours (-)',
    ]);
  });

  it('replaces nobody in an office with several holders, nor when the appointee may be the holder', () => {
    expect(mandatesOver([['DUPONT', 'Jean', 'gérant']], [['MARTIN', 'Marie', 'gérant']])).toEqual([
      'Jean DUPONT, gérant: 2020-01-15 (n0) → en cours (-)',
      'Marie MARTIN, gérant: 2021-02-15 (n1) → en cours (-)',
    ]);
    expect(mandatesOver([['DUPONT', 'Jean', 'président']], [['DUPONT', null, 'président']])).toEqual([
      'Jean DUPONT, président: 2020-01-15 (n0) → en cours (-)',
      '- DUPONT, président: 2021-02-15 (n1) → en cours (-)',
    ]);
    // Two présidents in one notice: more likely a misreading than a replacement.
    expect(mandatesOver([['DUPONT', 'Jean', 'président'], ['MARTIN', 'Marie', 'président']])).toEqual([
      'Jean DUPONT, président: 2020-01-15 (n0) → en cours (-)',
      'Marie MARTIN, président: 2020-01-15 (n0) → en cours (-)',
    ]);
  });

  it('gives a person appointed again after leaving a second mandate', () => {
    expect(mandatesOver([['DUPONT', 'Jean', 'gérant']], [['DUPONT', 'Jean', 'gérant', 'cessation']], [['DUPONT', 'Jean', 'gérant']])).toEqual([
      'Jean DUPONT, gérant: 2020-01-15 (n0) → 2021-02-15 (n1)',
      'Jean DUPONT, gérant: 2022-03-15 (n2) → en cours (-)',
    ]);
  });
});

type Mention = [nom: string, prenoms: string | null, fonction: string, action?: 'nomination' | 'cessation'];

/** One notice per entry, a month apart, naming the given officers. */
function officersOver(...notices: Mention[][]) {
  return deriveCompany(
    notices.map((mentions, i) =>
      row({
        id: `n${i}`,
        date: `202${i}-0${(i % 9) + 1}-15`,
        dirigeants: JSON.stringify(mentions.map(([nom, prenoms, fonction, action]) => ({ nom, prenoms, fonction, action: action ?? 'nomination' }))),
      }),
    ),
  )!.dirigeants.map((d) => `${d.prenoms ?? '-'} ${d.nom}, ${d.fonction}: ${d.depuis} → ${d.jusqu_au ?? 'en cours'}`);
}

describe('officers are told apart by their whole name', () => {
  it('keeps an administrateur who shares the surname and office of another (0047548003)', () => {
    expect(officersOver([['SANCHEZ', 'Manon, Agnès', 'administrateur']], [['SANCHEZ', 'André', 'administrateur']])).toEqual([
      'Manon, Agnès SANCHEZ, administrateur: 2020-01-15 → en cours',
      'André SANCHEZ, administrateur: 2021-02-15 → en cours',
    ]);
  });

  it('closes only the departing person, not a namesake in the same office', () => {
    expect(
      officersOver([['DUPONT', 'Xavier', 'gérant'], ['DUPONT', 'Yvette', 'gérant']], [['DUPONT', 'Xavier', 'gérant', 'cessation']]),
    ).toEqual(['Xavier DUPONT, gérant: 2020-01-15 → 2021-02-15', 'Yvette DUPONT, gérant: 2020-01-15 → en cours']);
  });

  it('closes nobody’s mandate when the departing first name is nobody’s, whatever office the departure names (the departure is a former mandate of its own)', () => {
    expect(
      officersOver([['DUPONT', 'Yvette', 'gérant']], [['DUPONT', 'Xavier', 'gérant', 'cessation']], [['DUPONT', 'Xavier', 'président', 'cessation']]),
    ).toEqual(['Yvette DUPONT, gérant: 2020-01-15 → en cours', 'Xavier DUPONT, gérant: null → 2021-02-15']);
  });

  it('compares names without accents, case or civility', () => {
    expect(officersOver([['MÉNARD', 'Agnès', 'présidente']], [['Menard', 'Madame agnes', 'présidente', 'cessation']])).toEqual([
      'Agnès MÉNARD, présidente: 2020-01-15 → 2021-02-15',
    ]);
    expect(officersOver([['DUPONT', 'Jean', 'gérant']], [['M. DUPONT', 'Jean', 'gérant']])).toEqual(['Jean DUPONT, gérant: 2020-01-15 → en cours']);
  });

  it('lets a departure without first names close a surname only when one holder of the office bears it', () => {
    // One DUPONT gérant: the departure is his. Another DUPONT in another office does not count.
    expect(
      officersOver([['DUPONT', 'Jean', 'gérant'], ['DUPONT', 'Marie', 'président']], [['DUPONT', null, 'gérant', 'cessation']]),
    ).toEqual(['Jean DUPONT, gérant: 2020-01-15 → 2021-02-15', 'Marie DUPONT, président: 2020-01-15 → en cours']);
    // Two DUPONT gérants, printed with or without first names: the text does not say which one left.
    expect(
      officersOver([['DUPONT', 'Jean', 'gérant'], ['DUPONT', 'Marie', 'gérant']], [['DUPONT', null, 'gérant', 'cessation']]),
    ).toEqual(['Jean DUPONT, gérant: 2020-01-15 → en cours', 'Marie DUPONT, gérant: 2020-01-15 → en cours']);
    expect(
      officersOver([['DUPONT', null, 'gérant'], ['DUPONT', 'Marie', 'gérant']], [['DUPONT', null, 'gérant', 'cessation']]),
    ).toEqual(['- DUPONT, gérant: 2020-01-15 → en cours', 'Marie DUPONT, gérant: 2020-01-15 → en cours']);
    // Nor does it close a DUPONT of another office when none holds the one named.
    expect(officersOver([['DUPONT', 'Jean', 'président']], [['DUPONT', null, 'gérant', 'cessation']])).toEqual([
      'Jean DUPONT, président: 2020-01-15 → en cours',
    ]);
  });

  it('reads fewer first names as the same person only when one officer of the office can be meant', () => {
    expect(officersOver([['SANCHEZ', 'Manon, Agnès', 'administrateur']], [['SANCHEZ', 'Manon', 'administrateur', 'cessation']])).toEqual([
      'Manon, Agnès SANCHEZ, administrateur: 2020-01-15 → 2021-02-15',
    ]);
    expect(
      officersOver(
        [['SANCHEZ', 'Manon, Agnès', 'administrateur'], ['SANCHEZ', 'Manon, Louise', 'administrateur']],
        [['SANCHEZ', 'Manon', 'administrateur', 'cessation']],
      ),
    ).toEqual(['Manon, Agnès SANCHEZ, administrateur: 2020-01-15 → en cours', 'Manon, Louise SANCHEZ, administrateur: 2020-01-15 → en cours']);
  });

  it('prefers the exact name to a shorter or longer form of it', () => {
    expect(
      officersOver([['DUPONT', 'Jean', 'gérant'], ['DUPONT', 'Jean, Marc', 'gérant']], [['DUPONT', 'Jean', 'gérant', 'cessation']]),
    ).toEqual(['Jean DUPONT, gérant: 2020-01-15 → 2021-02-15', 'Jean, Marc DUPONT, gérant: 2020-01-15 → en cours']);
  });

  it('opens a period for an appointee whose name only may be an officer’s (a hyphenated first name is another name)', () => {
    expect(officersOver([['DUPONT', 'Jean', 'gérant']], [['DUPONT', 'Jean-Pierre', 'gérant']], [['DUPONT', null, 'gérant']])).toEqual([
      'Jean DUPONT, gérant: 2020-01-15 → en cours',
      'Jean-Pierre DUPONT, gérant: 2021-02-15 → en cours',
      '- DUPONT, gérant: 2022-03-15 → en cours',
    ]);
  });

  it('keeps one period when the same person is appointed again to the office they hold', () => {
    expect(officersOver([['DUPONT', 'Jean', 'gérant']], [['Dupont', 'JEAN', 'gérant']], [['DUPONT', 'Jean', 'président']])).toEqual([
      'Jean DUPONT, gérant: 2020-01-15 → en cours',
      'Jean DUPONT, président: 2022-03-15 → en cours',
    ]);
  });

  it('closes the one office of a fully named person when the departure names another office', () => {
    // 'démission de M. Jean DUPONT' read with the office of the sentence before it.
    expect(officersOver([['DUPONT', 'Jean', 'gérant']], [['DUPONT', 'Jean', 'président', 'cessation']])).toEqual([
      'Jean DUPONT, gérant: 2020-01-15 → 2021-02-15',
    ]);
    // Two offices: which one ended is not said, both stay open.
    expect(
      officersOver([['DUPONT', 'Jean', 'gérant'], ['DUPONT', 'Jean', 'liquidateur']], [['DUPONT', 'Jean', 'président', 'cessation']]),
    ).toEqual(['Jean DUPONT, gérant: 2020-01-15 → en cours', 'Jean DUPONT, liquidateur: 2020-01-15 → en cours']);
  });
});

function notice(over: Partial<ParsedNotice>): ParsedNotice {
  return {
    reference: 'ref-1',
    ridet: '1234567001',
    ridet_luhn_valide: true,
    denomination: 'ALPHA',
    type: 'creation',
    titre: 'AVIS DE CONSTITUTION',
    resume: 'Constitution de la société ALPHA.',
    date: '2024-01-01',
    forme_juridique: 'SARL',
    capital: '100 000 F CFP',
    siege: '1 rue de Sébastopol, 98800 Nouméa',
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: [{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', action: 'nomination' }],
    texte: 'AVIS DE CONSTITUTION ...',
    ...over,
  };
}

describe('loading into the warehouse', () => {
  it('is idempotent and derives the company records of the ridets it touched', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'JONC', url: 'http://x/1', sha256: 'f'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z' };
    const outcome = {
      notices: [notice({}), notice({ reference: 'ref-2', type: 'statuts', date: '2025-01-01', nouvelle_denomination: 'BETA', ancienne_denomination: 'ALPHA', dirigeants: [] })],
      quarantined: [{ reference: 'ref-3', reason: 'ridet_absent' as const, detail: 'Aucun RIDET', extrait: 'texte' }],
    };
    const first = emptyLoadCounts();
    await loadOutcome(warehouse, doc, outcome, 'run-1', first);
    const second = emptyLoadCounts();
    await loadOutcome(warehouse, doc, outcome, 'run-2', second);
    expect([first.new, second.new]).toEqual([2, 0]);
    const counts = await warehouse.all<{ a: number; q: number }>(
      `SELECT (SELECT count(*) FROM announcements)::INTEGER AS a, (SELECT count(*) FROM quarantine)::INTEGER AS q`,
    );
    expect(counts).toEqual([{ a: 2, q: 1 }]);
    expect(await deriveCompanies(warehouse, first.ridets)).toBe(1);
    const companies = await warehouse.all(`SELECT ridet, denomination, anciennes_denominations::VARCHAR AS anciennes FROM companies`);
    expect(companies).toEqual([{ ridet: '1234567001', denomination: 'BETA', anciennes: '["ALPHA"]' }]);
    const officers = await warehouse.all(`SELECT nom, fonction FROM dirigeants WHERE jusqu_au IS NULL`);
    expect(officers).toEqual([{ nom: 'DUPONT', fonction: 'gérant' }]);
    warehouse.close();
  });

  it('starts and ends a mandate on the date the notice says it takes effect, not on its publication', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'LNC', url: 'http://x/2', sha256: 'e'.repeat(64), fetchedAt: '2025-06-02T00:00:00.000Z' };
    const change = notice({
      reference: 'ref-9', type: 'nomination', date: '2025-05-28',
      texte: 'ALPHA, SARL. Par décision du 18 avril 2025, M. Paul TEIN est nommé gérant à compter du 20 avril 2025 en remplacement de M. Jean DUPONT, démissionnaire.',
      dirigeants: [{ nom: 'TEIN', prenoms: 'Paul', fonction: 'gérant', action: 'nomination' }, { nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', action: 'cessation' }],
    });
    // Two dates of effect: which change takes effect when is not told, the publication stands.
    const unclear = notice({
      reference: 'ref-10', type: 'nomination', date: '2025-09-30',
      texte: 'ALPHA. Mme Rose WAIA est nommée cogérante à compter du 1er septembre 2025 ; le siège est transféré à compter du 15 septembre 2025.',
      dirigeants: [{ nom: 'WAIA', prenoms: 'Rose', fonction: 'gérant', action: 'nomination' }],
    });
    await loadOutcome(warehouse, doc, { notices: [notice({}), change, unclear], quarantined: [] }, 'run-1', emptyLoadCounts());
    await deriveCompanies(warehouse, ['1234567001']);
    const officers = await warehouse.all(`SELECT nom, strftime(depuis, '%Y-%m-%d') AS depuis, strftime(jusqu_au, '%Y-%m-%d') AS jusqu_au FROM dirigeants ORDER BY nom`);
    expect(officers).toEqual([
      { nom: 'DUPONT', depuis: '2024-01-01', jusqu_au: '2025-04-20' },
      { nom: 'TEIN', depuis: '2025-04-20', jusqu_au: null },
      { nom: 'WAIA', depuis: '2025-09-30', jusqu_au: null },
    ]);
    warehouse.close();
  });

  it('lists André SANCHEZ among the administrateurs of 0047548003 beside Manon, Agnès SANCHEZ', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'JONC', url: 'http://x/3', sha256: 'd'.repeat(64), fetchedAt: '2025-04-18T00:00:00.000Z' };
    const ridet = '0047548003';
    const outcome = {
      notices: [
        notice({ ridet, reference: 'sa-1', date: '2021-06-10', dirigeants: [{ nom: 'SANCHEZ', prenoms: 'Manon, Agnès', fonction: 'administrateur', action: 'nomination' }] }),
        notice({ ridet, reference: 'sa-2', type: 'nomination', date: '2025-04-17', dirigeants: [{ nom: 'SANCHEZ', prenoms: 'André', fonction: 'administrateur', action: 'nomination' }] }),
      ],
      quarantined: [],
    };
    const counts = emptyLoadCounts();
    await loadOutcome(warehouse, doc, outcome, 'run-1', counts);
    await deriveCompanies(warehouse, counts.ridets);
    const officers = await warehouse.all(
      `SELECT prenoms, nom, strftime(depuis, '%Y-%m-%d') AS depuis FROM dirigeants WHERE ridet = $1 AND jusqu_au IS NULL ORDER BY depuis`,
      [ridet],
    );
    expect(officers).toEqual([
      { prenoms: 'Manon, Agnès', nom: 'SANCHEZ', depuis: '2021-06-10' },
      { prenoms: 'André', nom: 'SANCHEZ', depuis: '2025-04-17' },
    ]);
    warehouse.close();
  });

  it('stores former mandates with the announcements that opened and closed them', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'JONC', url: 'http://x/4', sha256: 'c'.repeat(64), fetchedAt: '2025-04-18T00:00:00.000Z' };
    const counts = emptyLoadCounts();
    const gerant = (nom: string, action: 'nomination' | 'cessation') => ({ nom, prenoms: 'Jean', fonction: 'gérant', action });
    await loadOutcome(warehouse, doc, {
      notices: [
        notice({ reference: 'm-1', date: '2021-01-10', dirigeants: [gerant('DUPONT', 'nomination')] }),
        notice({ reference: 'm-2', type: 'nomination', date: '2023-05-02', dirigeants: [gerant('DUPONT', 'cessation'), gerant('MARTIN', 'cessation')] }),
      ],
      quarantined: [],
    }, 'run-1', counts);
    await deriveCompanies(warehouse, counts.ridets);
    const ids = await warehouse.all<{ id: string; reference: string }>(`SELECT id, reference FROM announcements ORDER BY reference`);
    const [opened, closed] = [ids[0]!.id, ids[1]!.id];
    expect(
      await warehouse.all(
        `SELECT nom, strftime(depuis, '%Y-%m-%d') AS depuis, strftime(jusqu_au, '%Y-%m-%d') AS jusqu_au, annonce_debut, annonce_fin
         FROM dirigeants ORDER BY nom`,
      ),
    ).toEqual([
      { nom: 'DUPONT', depuis: '2021-01-10', jusqu_au: '2023-05-02', annonce_debut: opened, annonce_fin: closed },
      { nom: 'MARTIN', depuis: null, jusqu_au: '2023-05-02', annonce_debut: null, annonce_fin: closed },
    ]);
    warehouse.close();
  });

  it('derives every company again at the next load when they were derived with older rules', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'JONC', url: 'http://x/5', sha256: 'b'.repeat(64), fetchedAt: '2025-04-18T00:00:00.000Z' };
    const counts = emptyLoadCounts();
    await loadOutcome(warehouse, doc, { notices: [notice({ reference: 'v-1' }), notice({ reference: 'v-2', ridet: '7654321002' })], quarantined: [] }, 'run-1', counts);
    // A warehouse migrated from before the version was recorded.
    expect(await derivationOutdated(warehouse)).toBe(true);
    expect((await finishLoad(warehouse, new Set(['1234567001']))).companiesDerived).toBe(2);
    expect(await warehouse.all(`SELECT version FROM derivation_version`)).toEqual([{ version: DERIVATION_VERSION }]);
    expect(await derivationOutdated(warehouse)).toBe(false);
    expect((await finishLoad(warehouse, new Set(['1234567001']))).companiesDerived).toBe(1);
    // Rules older than the code's: everything again.
    await warehouse.run(`UPDATE derivation_version SET version = ${DERIVATION_VERSION - 1}`);
    expect((await finishLoad(warehouse, new Set(['1234567001']))).companiesDerived).toBe(2);
    warehouse.close();
  });

  it('marks a quarantine entry resolved when the same reference later parses', async () => {
    const warehouse = await openWarehouse(':memory:');
    const doc = { source: 'LNC', url: 'http://x/2', sha256: 'e'.repeat(64), fetchedAt: '2024-01-02T00:00:00.000Z' };
    await loadOutcome(warehouse, doc, { notices: [], quarantined: [{ reference: 'ad-9', reason: 'type_inconnu', detail: '?', extrait: null }] }, 'run-1', emptyLoadCounts());
    const counts = emptyLoadCounts();
    await loadOutcome(warehouse, doc, { notices: [notice({ reference: 'ad-9' })], quarantined: [] }, 'run-2', counts);
    expect(counts.recovered).toBe(1);
    expect(await warehouse.all(`SELECT resolved_run_id FROM quarantine`)).toEqual([{ resolved_run_id: 'run-2' }]);
    warehouse.close();
  });
});
