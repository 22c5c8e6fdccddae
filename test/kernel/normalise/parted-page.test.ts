import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { partedPageNotices } from '../../../kernel/normalise/parted-page.ts';
import { pageReadingsOf } from './notice-helpers.ts';

// Made up. A page's notices one under the other, as its columns read apart leave them: a rule
// parts some, a line in capitals after a closed sentence parts others; no heading opens each at a
// paragraph's start.
const CREATION = [
  'AVIS DE CONSTITUTION',
  '______',
  "Aux termes d'un acte sous seing privé du 2 mars 2026, il a été",
  'constitué une société à responsabilité limitée dénommée TEST',
  'PALETUVIERS, au capital de 100 000 F CFP, dont le siège est à Nouméa.',
  'Gérant : M. Jean TESTARD. RIDET : 5 831 003.001',
  'Pour avis.',
];
const SEAT = [
  'TEST CAGOUS',
  'SARL au capital de 1 000 000 F CFP',
  'RIDET 5 831 011.001',
  'Par décision du 3 mars 2026, le gérant a transféré le siège social au',
  "2, rue du Test, 98800 Nouméa, et modifié l'article 4 des statuts.",
  'Pour avis, la gérance.',
];
const DISSOLUTION = [
  'TEST NIAOULIS',
  'SAS au capital de 500 000 F CFP',
  'RIDET 5 831 029.001',
  "L'associé unique a décidé, le 4 mars 2026, la dissolution anticipée de la",
  'société et sa mise en liquidation, M. Paul TESTEUR étant liquidateur.',
  'Pour avis.',
];
const PAGE = ['12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      4512', ...CREATION, '______', ...SEAT, ...DISSOLUTION];

describe('a page of notices parted by rules and by names in capitals', () => {
  it('reads each notice alone, its title over a rule kept with it', () => {
    const page = partedPageNotices(PAGE.join('\n'))!;
    expect(page.notices.map((n) => n.text.split('\n')[0])).toEqual(['AVIS DE CONSTITUTION', 'TEST CAGOUS', 'TEST NIAOULIS']);
    expect(page.preamble).toContain('JOURNAL OFFICIEL');
  });

  it('publishes each notice under its own company, dated by the page', () => {
    const read = pageReadingsOf(PAGE.join('\n'));
    expect(read).toEqual([
      ['creation', '5831003001', '2026-03-12'],
      ['siege', '5831011001', '2026-03-12'],
      ['dissolution', '5831029001', '2026-03-12'],
    ]);
  });

  it('reads the page by its parts where headings title only some of its notices', () => {
    const body = ["Aux termes d'un acte sous seing privé du 2 mars 2026, il a été constitué une société", 'à responsabilité limitée dénommée TEST PALETUVIERS, au capital de 100 000 F CFP, dont le', 'siège est à Nouméa. Gérant : M. Jean TESTARD. RIDET : 5 831 003.001', 'Pour avis.'];
    const text = ['12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      4512', '', 'CONSTITUTION', '', ...body, ...SEAT, '', 'DISSOLUTION ANTICIPÉE', '', ...DISSOLUTION.slice(0, 3), ...DISSOLUTION.slice(3)].join('\n');
    const read = parseNoticeTexts(text, { reference: 'page' }).map((r) => (r.ok ? [r.notice.type, r.notice.ridet] : [r.quarantine.reason]));
    expect(read).toEqual([
      ['creation', '5831003001'],
      ['siege', '5831011001'],
      ['dissolution', '5831029001'],
    ]);
  });

  it('sets the previous notice’s tail and the next one’s cut opening apart', () => {
    const tail = ['de la liquidation au siège social, où la correspondance sera adressée.', 'Pour avis, le liquidateur.', '______'];
    const opening = ['TEST BANIANS', 'SCI au capital de 100 000 F CFP', 'RIDET 5 831 037.001', "Aux termes d'une assemblée générale extraordinaire du 1er mars 2026, les", 'associés ont décidé de transférer le siège social de la'];
    const page = partedPageNotices([...tail, ...SEAT, ...DISSOLUTION, ...opening].join('\n'))!;
    expect(page.notices.map((n) => n.text.split('\n')[0])).toEqual(['TEST CAGOUS', 'TEST NIAOULIS']);
  });

  it('opens a notice under one that closes on its identifier and a full stop', () => {
    const creation = [...CREATION.slice(0, 5), 'Gérant : M. Jean TESTARD.', 'RIDET : 5 831 003.001.'];
    const page = partedPageNotices([...creation, '', ...SEAT].join('\n'))!;
    expect(page.notices.map((n) => n.text.split('\n')[0])).toEqual(['AVIS DE CONSTITUTION', 'TEST CAGOUS']);
  });

  it('reads a notice a rule sets apart with its identifier and sentences, its decisions cut by the page', () => {
    // The page lost the decisions' middle: what it keeps of them names no event.
    const cut = ['TEST BANIANS', 'SARL au capital de 100 000 F CFP', 'RIDET 5 831 037.001', "Suivant procès-verbal du 1er mars 2026, l'assemblée générale extraordinaire des", 'associés a décidé :', '', 'réputées non écrites, les associés conservant leurs droits.', 'Pour avis, la gérance.'];
    const page = partedPageNotices([...cut, '______', ...SEAT].join('\n'))!;
    expect(page.notices.map((n) => n.text.split('\n')[0])).toEqual(['TEST BANIANS', 'TEST CAGOUS']);
  });

  it('sets the other column’s tail of a neighbour apart, under a signed notice and a blank line', () => {
    const tail = ['des opérations de liquidation et de la clôture des comptes.', 'Pour avis, le liquidateur,', 'M. Paul TESTEUR.'];
    const page = partedPageNotices([...SEAT, '', ...tail, '______', ...DISSOLUTION].join('\n'))!;
    expect(page.notices.map((n) => n.text)).toEqual([SEAT.join('\n'), DISSOLUTION.join('\n')]);
  });

  it('keeps a notice whose company’s name opens in lower case under a rule', () => {
    const named = ["l'Atelier de Test", ...DISSOLUTION.slice(1)];
    const page = partedPageNotices([...SEAT, '______', ...named].join('\n'))!;
    expect(page.notices.map((n) => n.text.split('\n')[0])).toEqual(['TEST CAGOUS', "l'Atelier de Test"]);
  });

  it('parts two notices at a mark alone on its line', () => {
    const page = partedPageNotices([...SEAT, '                 ∗', '', ...DISSOLUTION].join('\n'))!;
    expect(page.notices.map((n) => n.text)).toEqual([SEAT.join('\n'), DISSOLUTION.join('\n')]);
  });

  it('reads a platform’s cards one notice each, each dated by its own publication line', () => {
    const card = (lines: string[], date: string): string[] => ['┌──────────────────────────────┐', lines[0]!, `Publié le ${date}`, ...lines.slice(1), '└──────────────────────────────┘', ''];
    const text = ['LNC.nc · Annonces légales · Modifications', '', ...card(SEAT, '14 octobre 2026'), ...card(DISSOLUTION, '13 octobre 2026')].join('\n');
    const read = pageReadingsOf(text);
    expect(read).toEqual([
      ['siege', '5831011001', '2026-10-14'],
      ['dissolution', '5831029001', '2026-10-13'],
    ]);
  });

  it('parts a platform’s cards where their links close them, the links no notice’s words', () => {
    const card = (title: string, lines: string[]): string[] => [title, 'Publié il y a 2 jours · Modifications', '', ...lines, 'Voir l’annonce   Partager', ''];
    const text = ['actu.nc', 'ANNONCES LÉGALES › Modifications', '', ...card('Transfert de siège', SEAT), ...card('Dissolution anticipée', DISSOLUTION)].join('\n');
    const page = partedPageNotices(text)!;
    expect(page.notices.map((n) => n.text.includes('TEST CAGOUS'))).toEqual([true, false]);
    expect(page.notices[1]!.text.split('\n')[0]).toBe('Dissolution anticipée');
    expect(page.notices.every((n) => !n.text.includes('Partager'))).toBe(true);
  });

  it('reads a correction’s sections a box rule parts as one notice', () => {
    const correction = [
      'RECTIFICATIF',
      'Annonce « Vente de fonds de commerce » parue dans LNC le 25/08/2026',
      '─────────────────────────────',
      'Vendeur    : TEST CAGOUS, SARL, 2, rue du Test, 98800 Nouméa, gérante Mme Anne TESTON',
      'Acquéreur  : TEST HOLDING, SAS, RIDET 5 831 045.001',
      '─────────────────────────────',
      'Au lieu de : « Vendeur … RIDET 5 831 052.001 »',
      'Lire       : « Vendeur … RIDET 5 831 011.001 »',
      'Le reste de l’annonce est sans changement.',
    ];
    expect(partedPageNotices(correction.join('\n'))).toBeNull();
  });

  it('reads a page whose first notice opens on its name in quotes, in small letters', () => {
    const quoted = ['« les Ateliers du Test »', 'Société à responsabilité limitée au', 'capital de 1 000 000 F CFP', ...SEAT.slice(2)];
    const page = partedPageNotices([...quoted, ...DISSOLUTION].join('\n'))!;
    expect(page.notices.map((n) => n.text.split('\n')[0])).toEqual(['« les Ateliers du Test »', 'TEST NIAOULIS']);
  });

  it('keeps a merger’s two notices apart though each names the other', () => {
    const absorbing = ['TEST CAGOUS', 'SARL au capital de 1 000 000 F CFP', 'RIDET 5 831 011.001', "L'assemblée du 3 mars 2026 a approuvé la fusion par absorption de", 'la société TEST NIAOULIS, RIDET 5 831 029.001, et augmenté le capital', 'social de 500 000 F CFP pour le porter à 1 500 000 F CFP.', 'Pour avis.'];
    const absorbed = ['TEST NIAOULIS', 'SAS au capital de 500 000 F CFP', 'RIDET 5 831 029.001', "L'associé unique a approuvé le 3 mars 2026 la fusion par absorption", 'par la société TEST CAGOUS; la société se trouve dissoute sans', 'liquidation à compter du même jour.', 'Pour avis.'];
    expect(partedPageNotices([...absorbing, ...absorbed].join('\n'))?.notices).toHaveLength(2);
  });

  it('reads one notice printed twice, its copy under another label, as one', () => {
    // The holding that manages the company prints a second identifier: the page's test of two companies holds.
    const notice = [...SEAT.slice(0, 5), 'Gérant : la société TEST HOLDING, RIDET 5 831 045.001.', 'Pour avis, la gérance.'];
    expect(partedPageNotices([...['TEXTE REÇU', ...notice], '', ...['TEXTE COMPOSÉ', ...notice]].join('\n'))).toBeNull();
    const order = ['ORDRE DE PARUTION TEST', "Donneur d'ordre : TEST EXPERTISE, RIDET 5 831 052.001", 'Texte :'];
    expect(partedPageNotices([...order, ...notice, '______', ...notice].join('\n'))).toBeNull();
  });

  it('reads a sender’s card and message over one notice as one notice', () => {
    const sender = [
      'Transmis par : SELARL TEST CONSEILS (RIDET 5 831 045.001), Me Lise TESTON',
      'Message du déposant : veuillez trouver ci-dessous l’avis de la société, dont la dissolution',
      'sera publiée ensuite; merci de nous adresser la facture et le justificatif de parution.',
    ];
    expect(partedPageNotices([...sender, '', ...SEAT].join('\n'))).toBeNull();
  });

  it('leaves a notice whose parties’ header blocks stand over its sentences whole', () => {
    const cagous = ['TEST CAGOUS', 'SARL au capital de 1 000 000 F CFP', 'RIDET 5 831 011.001', 'Siège : 2, rue du Test, 98800 Nouméa.'];
    const niaoulis = ['TEST NIAOULIS', 'SAS au capital de 500 000 F CFP', 'RIDET 5 831 029.001', 'Siège : 4, rue de l’Essai, 98800 Nouméa.'];
    const body = ["L'assemblée du 3 mars 2026 a approuvé la fusion par absorption de la société TEST", 'NIAOULIS par la société TEST CAGOUS, dont le capital est porté à 1 500 000 F CFP.', 'Pour avis.'];
    expect(partedPageNotices(['FUSION-ABSORPTION – AUGMENTATION DE CAPITAL', ...cagous, '', ...niaoulis, '', ...body].join('\n'))).toBeNull();
  });
});

// Made up. A newspaper site's list of notices printed from the browser: the site's navigation and
// the list's title over the cards, each card its title, its own publication line, the notice, and
// a foot of links after its reference; the last card cut where the site asks to read on.
const SITE_TOP = ['Accueil   Actualités   Économie   Annonces légales   Se connecter', '', 'Annonces légales – Modifications', '37 annonces · page 2 sur 4', ''];
const card = (title: string, published: string, notice: readonly string[], reference: string): string[] => [title, published, '', ...notice, '', `Réf. annonce : ${reference}          Imprimer   Partager`, ''];
const CUT_CARD = ['TEST GOYAVIERS', 'Publié le 1 mars 2026', 'SARL TEST GOYAVIERS – RIDET 5 831 060.001 –', 'Aux termes d’une assemblée générale du 20 février 2026, les', 'associés ont décidé de …', 'Lire la suite ›'];

describe('a site’s list of cards printed from the browser', () => {
  const cards = [...SITE_TOP, ...card('TEST CAGOUS', 'Publié le 5 mars 2026', SEAT.slice(1), 'TEST-0003'), ...card('DISSOLUTIONS', 'Publiée le 4 mars 2026', DISSOLUTION, 'TEST-0002'), ...CUT_CARD];
  const read = pageReadingsOf;

  it('reads each card alone, dated by its own publication line, the site’s header above the first card set apart', () => {
    const page = partedPageNotices(cards.join('\n'))!;
    expect(page.notices[0]!.text.split('\n')[0]).toBe('TEST CAGOUS');
    expect(page.preamble).toContain('37 annonces');
    expect(read(cards.join('\n'))).toEqual([
      ['siege', '5831011001', '2026-03-05'],
      ['dissolution', '5831029001', '2026-03-04'],
    ]);
  });

  it('ends a card at its foot of links, its reference before them', () => {
    const parts = partedPageNotices(cards.join('\n'))!.notices.map((n) => n.text.split('\n')[0]);
    expect(parts).toEqual(['TEST CAGOUS', 'DISSOLUTIONS']);
  });

  it('leaves out a card the site cuts with an ellipsis: its decisions are not printed', () => {
    const texts = partedPageNotices(cards.join('\n'))!.notices.map((n) => n.text);
    expect(texts.some((t) => t.includes('GOYAVIERS'))).toBe(false);
  });
});

describe('a page whose running head prints its date on a line of its own, nothing between notices', () => {
  // Made up. The masthead, the date under it, the previous page's notice's tail, then notices one
  // under the other, each opening on its name in capitals; the first name's line carries its sigle.
  const text = [
    'JOURNAL OFFICIELDE LA NOUVELLE-CALÉDONIE',
    '12 mars 2026',
    'ment des statuts. Les créanciers peuvent former',
    'opposition dans un délai de trente jours.',
    'Pour avis, le président.',
    'TEST ÉCHANGEURS',
    'Sigle : TE',
    'SAS au capital de 1 000 000 F CFP',
    'RIDET 5 831 037.001',
    'Par décisions collectives du 2 mars 2026, les associés ont modifié',
    "l'objet social et l'article 2 des statuts.",
    'Le président, M. Luc TESTIER.',
    ...SEAT,
    ...DISSOLUTION,
  ].join('\n');

  it('leaves the tail under the date out and opens a notice on a name carrying its sigle', () => {
    expect(pageReadingsOf(text)).toEqual([
      ['statuts', '5831037001', '2026-03-12'],
      ['siege', '5831011001', '2026-03-12'],
      ['dissolution', '5831029001', '2026-03-12'],
    ]);
  });
});

describe('a page whose notices a triangle of stars parts (`*` over `*   *`)', () => {
  it('reads each notice alone', () => {
    const text = ['12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      4512', ...SEAT, '       *', '     *   *', ...DISSOLUTION, '       *', '     *   *', ...CREATION].join('\n');
    expect(pageReadingsOf(text).map(([type]) => type)).toEqual(['siege', 'dissolution', 'creation']);
  });
});

describe('a page whose notices spaced dashes part (`— — —`)', () => {
  it('reads each notice alone', () => {
    const text = ['12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      4512', ...SEAT, '— — —', ...DISSOLUTION, '— — —', ...CREATION].join('\n');
    expect(pageReadingsOf(text)).toEqual([
      ['siege', '5831011001', '2026-03-12'],
      ['dissolution', '5831029001', '2026-03-12'],
      ['creation', '5831003001', '2026-03-12'],
    ]);
  });
});

describe('a portal’s cards opening on their reference number, a card’s links right above the next card', () => {
  // Made up. The portal's page, then cards each opening on `n° … · PUBLICATION_LEGALE` and closing on
  // their links, no blank line between a card's links and the next card.
  const card = (n: number, notice: readonly string[]) => [`n° 2026-0141${n} · PUBLICATION_LEGALE`, 'Date de publication : 16/07/2026', ...notice, 'Télécharger le PDF | Imprimer'];
  const text = ['LEGINOVA – Journal officiel', 'JONC › Contenus du jeudi 16 juillet 2026', 'Publications légales (3)', ...card(2, SEAT), ...card(3, DISSOLUTION), ...card(4, CREATION)].join('\n');

  it('reads each card alone, the first card under the portal’s page too', () => {
    expect(pageReadingsOf(text)).toEqual([
      ['siege', '5831011001', '2026-07-16'],
      ['dissolution', '5831029001', '2026-07-16'],
      ['creation', '5831003001', '2026-07-16'],
    ]);
  });
});

describe('a page of a public body’s numbered acts, each signed', () => {
  // Made up. The acts as a provincial bulletin's columns read apart leave them: each opens on its
  // title (`Délibération n° … du …`), no capitals line, and ends on its signer's given name and
  // surname, or on a signature by delegation over three lines.
  const text = [
    'PROVINCE DES TESTS   RECUEIL DES ACTES ADMINISTRATIFS   page 14',
    'Article 4 : Le président est chargé de l’exécution de la présente délibération.',
    'Le président,',
    'Jean TESTEUR',
    'Délibération n° 2026-188/BAP du 25 septembre 2026',
    'relative à l’augmentation de capital de la SAEML TEST ALPHA',
    "L'assemblée de la province des Tests,",
    'Vu les statuts de la société TEST ALPHA, société anonyme d’économie mixte, RIDET 5 831 003.001 ;',
    'A adopté les dispositions dont la teneur suit :',
    'Article 1er : La province approuve l’augmentation du capital social de la société TEST ALPHA',
    'de 500 000 000 F CFP à 650 000 000 F CFP.',
    'Le président,',
    'Jean TESTEUR',
    'Délibération n° 2026-191/BAP du 29 septembre 2026',
    'portant désignation des représentants de la province au conseil d’administration de la SAEML TEST BÊTA',
    'Vu les statuts de la société TEST BÊTA, société anonyme d’économie mixte, RIDET 5 831 011.001 ;',
    'Article 1er : Est désignée pour représenter la province au conseil d’administration de la',
    'société TEST BÊTA, en qualité d’administratrice, Mme Anne TESTARD.',
    'Pour le président et par',
    'délégation, le directeur',
    'des affaires économiques',
    'Délibération n° 2026-192/BAP du 29 septembre 2026',
    'relative à l’augmentation de capital de la SAEML TEST GAMMA',
    'Vu les statuts de la société TEST GAMMA, société anonyme d’économie mixte, RIDET 5 831 029.001 ;',
    'Article 1er : La province approuve l’augmentation du capital social de la société TEST GAMMA',
    'de 100 000 000 F CFP à 150 000 000 F CFP.',
    'Le président,',
    'Jean TESTEUR',
  ].join('\n');

  it('reads each act alone, under its company', () => {
    const published = parseNoticeTexts(text, { reference: 'p' }).flatMap((r) => (r.ok ? [[r.notice.type, r.notice.ridet]] : []));
    expect(published).toEqual([
      ['capital', '5831003001'],
      ['nomination', '5831011001'],
      ['capital', '5831029001'],
    ]);
  });
});

describe('two notices under one rubric, the second opening on its act’s first words', () => {
  it('opens the second notice at its paragraph under the first one’s signature', () => {
    const text = [
      '7 octobre 2026   ACTU DES TESTS   30',
      'CONSTITUTIONS',
      "Aux termes d'un acte sous seing privé du 21 septembre 2026, il a été constitué une société",
      'par actions simplifiée dénommée TEST CONSEIL, au capital de 100 000 F CFP, siège à Nouméa.',
      'Présidente : Mme Ana TESTARD. RIDET 5 831 003.001.',
      'Pour avis.',
      '',
      'Suivant acte reçu le 18 septembre 2026 par Maître Paul NOTAIRE, il a été constitué une',
      'société à responsabilité limitée dénommée TEST BOULANGERIE, au capital de 1 500 000 F CFP,',
      'siège à Tadine. Gérant : M. Luc TESTEUR. RIDET 5 831 037.001.',
      'Pour avis.',
      ...DISSOLUTION,
    ].join('\n');
    expect(pageReadingsOf(text)).toEqual([
      ['creation', '5831003001', '2026-10-07'],
      ['creation', '5831037001', '2026-10-07'],
      ['dissolution', '5831029001', '2026-10-07'],
    ]);
  });
});

describe('a correction closed by its formula, the next notice under it', () => {
  it('reads the notice after `Le reste sans changement.` alone', () => {
    const text = [
      '13 octobre 2026   JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE   8432',
      'RECTIFICATIF',
      "Dans l'avis de dissolution de la société TEST PÂTISSERIE, SARL, RIDET 5 831 003.001, paru au",
      'Journal officiel du 29 septembre 2026, il convient de lire : « liquidatrice : Mme Rose TEST »,',
      'au lieu de : « liquidateur : M. René TEST ».',
      'Le reste sans changement.',
      '',
      "Aux termes d'une décision de la gérance du 25 septembre 2026, la société civile immobilière",
      'TEST PATRIMOINE, RIDET 5 831 037.001, a transféré son siège social au 19, chemin des Tests,',
      '98809 Mont-Dore. L’article 4 des statuts a été modifié.',
      '',
      ...DISSOLUTION,
    ].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['dissolution', '5831003001'],
      ['siege', '5831037001'],
      ['dissolution', '5831029001'],
    ]);
  });
});

describe('a page opening on the previous notice’s signed end, a capital opening it', () => {
  it('reads the notices under it, that end set apart (quarantined: it names no company)', () => {
    const text = ['Toute correspondance est à adresser au', 'siège de la liquidation.', 'Pour avis, la liquidatrice.', '————', ...SEAT, '————', ...DISSOLUTION].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['ridet_absent', undefined],
      ['siege', '5831011001'],
      ['dissolution', '5831029001'],
    ]);
  });
});

describe('a site’s cards each ending on `Voir plus ›`', () => {
  it('reads each card alone, the next card opening under the link', () => {
    const text = ['Annonces légales > Modifications', 'TRANSFERT DE SIÈGE', 'Mis en ligne le 20 octobre 2026', ...SEAT, 'Voir plus ›', 'DISSOLUTION', 'Mis en ligne le 21 octobre 2026', ...DISSOLUTION, 'Voir plus ›'].join('\n');
    expect(pageReadingsOf(text)).toEqual([
      ['siege', '5831011001', '2026-10-20'],
      ['dissolution', '5831029001', '2026-10-21'],
    ]);
  });
});

describe('a company named in small letters over its particulars, under the notice above', () => {
  it('opens the next notice at its name', () => {
    const text = [...SEAT, '', 'Atelier des Tests & bien-être', 'anciennement TEST SPORTS', 'Société par actions simplifiée au capital de 1 500 000 F CFP', 'RIDET 5 831 037.001', 'Aux termes des décisions des associés du 2 avril 2026, la dénomination a été remplacée par', '« Atelier des Tests & bien-être ». L’article 3 des statuts a été modifié.', 'Pour avis, le président.'].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['siege', '5831011001'],
      ['statuts', '5831037001'],
    ]);
  });
});

describe('a site’s notices each headed by the day of its notice (`Annonce du 07/01/2026 — MODIFICATIONS`)', () => {
  it('reads each notice alone, dated by its head', () => {
    const text = ['Annonces légales › Dernières annonces', '', 'Annonce du 08/01/2026 — MODIFICATIONS', ...SEAT, '', 'Annonce du 07/01/2026 — DISSOLUTIONS', ...DISSOLUTION].join('\n');
    expect(pageReadingsOf(text)).toEqual([
      ['siege', '5831011001', '2026-01-08'],
      ['dissolution', '5831029001', '2026-01-07'],
    ]);
  });
});

describe('a page printed from the browser, its web address on the first line', () => {
  it('reads a notice under an address without its scheme and the print’s stamp as well', () => {
    const text = ['test.nc/annonces-legales/modifications                 30/05/2026 08:12', 'Annonces légales | La Gazette des Tests', 'Publié le samedi 30 mai 2026', 'RECTIFICATIF', ...SEAT.slice(0, 5), 'Le reste sans changement.', ...DISSOLUTION].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['siege', '5831011001'],
      ['dissolution', '5831029001'],
    ]);
  });

  it('reads the first notice under the address as the others', () => {
    const text = ['https://www.test.nc/annonces-legales/semaine-du-8-avril-2026 1/2', ...SEAT, ...DISSOLUTION].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['siege', '5831011001'],
      ['dissolution', '5831029001'],
    ]);
  });
});

describe('a notice signed on two lines or three', () => {
  // Made up. The signature's role and the signer's name on lines of their own, with no stop: the
  // notice is whole, and the next company's name in capitals opens the next one.
  const seat = [...SEAT.slice(0, 5), 'Pour avis,', 'la gérance'];
  const dissolution = [...DISSOLUTION.slice(0, 5), 'Pour avis,', 'le liquidateur,', 'M. Paul TESTEUR'];
  const creation = [...CREATION.slice(0, 6), 'Pour avis'];

  it('reads each notice alone, the signature ending it', () => {
    const page = partedPageNotices([...seat, ...dissolution, ...creation].join('\n'))!;
    expect(page.notices.map((n) => n.text.split('\n')[0])).toEqual(['TEST CAGOUS', 'TEST NIAOULIS', 'AVIS DE CONSTITUTION']);
  });

  it('opens the next notice under the signer’s name', () => {
    const page = partedPageNotices([...dissolution, ...seat].join('\n'))!;
    expect(page.notices.map((n) => n.text.split('\n').at(-1))).toEqual(['M. Paul TESTEUR', 'la gérance']);
  });
});

describe('a page of cards its headings part, each card dated by its own publication line', () => {
  // Made up. The headings open each card at a paragraph's start (split-page.ts reads the page); the
  // cards' own lines date them, not the page's first date.
  const text = [
    'Annonces légales › Modifications',
    '',
    'TRANSFERT DE SIÈGE',
    'Publié le 10/02/2026 à 07:30   ·   Modifications',
    ...SEAT,
    'Partager   Imprimer',
    '',
    'DISSOLUTION ANTICIPÉE',
    'Publié le mercredi 11 février 2026   ·   Dissolutions',
    ...DISSOLUTION,
    'Partager   Imprimer',
  ].join('\n');

  it('dates each notice by its card', () => {
    const read = pageReadingsOf(text);
    expect(read).toEqual([
      ['siege', '5831011001', '2026-02-10'],
      ['dissolution', '5831029001', '2026-02-11'],
    ]);
  });
});

describe('a site’s cards whose heads rules set apart', () => {
  // Made up. A rule under the site's page, then each card's head (its rubric and name, its
  // publication line) between two rules, the notice under it.
  const RULE = '━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━';
  const text = [
    'TEST.nc | Annonces légales',
    'ACTUALITÉS  SPORTS  ANNONCES LÉGALES',
    'Résultats 21 à 22 sur 311',
    RULE,
    'Modification | TEST CAGOUS',
    'Publié le 4 mars 2026 à 06h00 | Annonce n° 2026-TEST-1193 | Province Sud',
    RULE,
    ...SEAT,
    '',
    RULE,
    'Dissolution | TEST NIAOULIS',
    'Publié le 2 mars 2026 à 06h00 | Annonce n° 2026-TEST-1179 | Province Nord',
    RULE,
    ...DISSOLUTION,
  ].join('\n');

  it('reads each card’s notice under its head, dated by it, the site’s page above the first rule no notice', () => {
    const read = pageReadingsOf(text);
    expect(read).toEqual([
      ['siege', '5831011001', '2026-03-04'],
      ['dissolution', '5831029001', '2026-03-02'],
    ]);
  });
});

describe('a site’s cards that open on their publication line', () => {
  // Made up. Each card its publication line, its title, the notice, no blank line between cards; the
  // last card cut by the site after its decision is printed.
  const cutAfterDecision = ['Publié le 14 mai 2026 à 06:15', 'DISSOLUTION ANTICIPÉE', 'TEST GOYAVIERS', 'SARL au capital de 2 000 000 F CFP', 'RIDET 5 831 060.001', "Aux termes d'une assemblée générale extraordinaire du 4 mai 2026, les associés", 'ont décidé la dissolution anticipée de la société et sa mise en liquidation amia-', 'ble. M. Kévin TESTEUR a été nommé liquidateur. Le siè…', 'Lire la suite ›'];
  const text = [
    '14/05/2026 10:42                  Dissolutions | TEST.nc',
    'TEST.nc    Accueil    Annonces légales    S’abonner',
    'Dissolutions – liquidations                 47 annonces',
    '',
    'Publié le 12 mai 2026 à 07:30',
    'TRANSFERT DE SIÈGE',
    ...SEAT,
    'Publié le 13 mai 2026 à 07:30',
    'DISSOLUTION',
    ...DISSOLUTION,
    ...cutAfterDecision,
  ].join('\n');

  it('reads each card alone, dated by its line, the site’s page above the first card set apart', () => {
    const page = partedPageNotices(text)!;
    expect(page.preamble).toContain('47 annonces');
    expect(page.notices[0]!.text.split('\n')[0]).toBe('Publié le 12 mai 2026 à 07:30');
    const read = pageReadingsOf(text);
    expect(read).toEqual([
      ['siege', '5831011001', '2026-05-12'],
      ['dissolution', '5831029001', '2026-05-13'],
      ['dissolution', '5831060001', '2026-05-14'],
    ]);
  });

  it('keeps a card the site cuts once its decision is printed, and leaves out one cut before it', () => {
    // Its title tells no event either.
    const before = [cutAfterDecision[0]!, 'AVIS DIVERS', ...cutAfterDecision.slice(2, 5), "Aux termes d'une assemblée générale du 4 mai 2026, les associés ont décidé de …", 'Lire la suite ›'];
    const cutEarly = text.replace(cutAfterDecision.join('\n'), before.join('\n'));
    expect(partedPageNotices(cutEarly)!.notices.map((n) => n.text).some((t) => t.includes('GOYAVIERS'))).toBe(false);
  });
});

describe('a bulletin’s notices run in one after the other, each under its name and form (`X, SARL au capital …`)', () => {
  const RUN_IN = [
    '3 septembre 2026              JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE              6889',
    '',
    'TEST CAGOUS, SARL au capital de 1 000 000 F CFP, siège : 2, rue du Test, 98800 Nouméa,',
    'RIDET 5 831 011.001. Aux termes d’une assemblée générale ordinaire du 21 août 2026, M. Paul',
    'TESTARD a été nommé gérant en remplacement de M. Jean TESTEUR, démissionnaire. Pour avis.',
    'TEST NIAOULIS, société par actions simplifiée au capital de 500 000 F CFP, RIDET 5 831 029.001.',
    'Par décisions du président du 25 août 2026, le siège social a été transféré au 4, rue du Test,',
    '98800 Nouméa. Article 4 des statuts modifié. Le président, M. Luc TESTIN.',
    'TEST PALETUVIERS, EURL au capital de 100 000 F CFP, RIDET 5 831 003.001. Par décision du 26 août',
    '2026, l’associé unique a décidé la dissolution anticipée de la société. M. Marc TESTOT a été nommé liquidateur.',
  ];

  it('reads each notice alone, dated by the page', () => {
    expect(pageReadingsOf(RUN_IN.join('\n'))).toEqual([
      ['nomination', '5831011001', '2026-09-03'],
      ['siege', '5831029001', '2026-09-03'],
      ['dissolution', '5831003001', '2026-09-03'],
    ]);
  });

  it('tells a name named again from a longer name it heads (`TEST PIN` in `TEST PINS`)', () => {
    const text = [
      '3 septembre 2026              JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE              6889',
      '',
      'TEST PIN, SARL au capital de 1 000 000 F CFP, siège : 2, rue du Test, 98800 Nouméa,',
      'RIDET 5 831 011.001. Aux termes d’une assemblée générale ordinaire du 21 août 2026, M. Paul',
      'TESTARD a été nommé gérant en remplacement de M. Jean TESTEUR, démissionnaire. Pour avis.',
      'TEST NIAOULIS, société par actions simplifiée au capital de 500 000 F CFP, RIDET 5 831 029.001.',
      'Par décisions du président du 25 août 2026, le siège social a été transféré au 4, rue du Test,',
      '98800 Nouméa, dans l’immeuble TEST PINS. Article 4 des statuts modifié. Le président, M. Luc TESTIN.',
    ].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['nomination', '5831011001'],
      ['siege', '5831029001'],
    ]);
  });

  it('keeps a merger’s two companies’ blocks one notice: the prose under them names the first again', () => {
    const text = [
      'AVIS DE DISSOLUTION SANS LIQUIDATION',
      '(fusion-absorption)',
      'TEST NIAOULIS, SARL au capital de 3 000 000 F CFP, siège : 22, rue du Test, 98800 Nouméa, RIDET',
      '5 831 029.001, société absorbée.',
      'TEST CAGOUS, SAS au capital de 40 000 000 F CFP, siège : 8, rue du Test, 98800 Nouméa,',
      'RIDET 5 831 011.001, société absorbante.',
      'Aux termes d’un traité de fusion du 10 août 2026, la société TEST NIAOULIS a fait apport de l’ensemble',
      'de son patrimoine à la société TEST CAGOUS. L’assemblée générale extraordinaire de la société absorbante',
      'du 5 octobre 2026 a approuvé la fusion et l’augmentation de capital corrélative. La société TEST',
      'NIAOULIS s’est trouvée dissoute sans liquidation à l’issue de cette dernière assemblée.',
      'Pour avis.',
    ].join('\n');
    expect(partedPageNotices(text)).toBeNull();
    expect(pageReadingsOf(text)).toEqual([['dissolution', '5831029001', '2026-10-05']]);
  });

  it('does not open a notice on a name whose line above a signer’s words closed without a full stop', () => {
    const text = [
      ...SEAT,
      '',
      'TEST NIAOULIS',
      'SAS au capital de 20 000 000 F CFP',
      'RIDET 5 831 029.001',
      'Par décisions du 27 juillet 2026,',
      'la présidente, la société TEST',
      'HOLDING, SARL, RIDET 5 831 037.001,',
      'représentée par son gérant M. Paul',
      'TESTARD, a transféré le siège so-',
      'cial au 6, rue du Test, 98830',
      'Dumbéa, et modifié l’article 4',
      'des statuts.',
    ].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['siege', '5831011001'],
      ['siege', '5831029001'],
    ]);
  });

  it('opens no notice on a registry list’s entry after a blank line: the notice under the rule is read alone', () => {
    const text = [
      'RADIATIONS D’OFFICE',
      'Par décisions du greffier du 10 novembre 2026, les sociétés suivantes ont été radiées d’office.',
      'TEST BANIANS, SARL, 2, rue du Test, 98800 Nouméa, RID',
      '5 831 045.',
      '',
      'TEST FLAMBOYANTS, SAS, 4, rue du Test, 98800 Nouméa,',
      'RIDET 5 831 052.001.',
      '',
      '———',
      '',
      ...DISSOLUTION,
    ].join('\n');
    expect(partedPageNotices(text)?.notices.at(-1)?.text.split('\n')[0]).toBe('TEST NIAOULIS');
  });
});

describe('a portal’s result cards whose reference a bar parts from the content’s type', () => {
  it('reads each card alone, the reference on a line of its own read past as the card’s head', () => {
    const RULE = '────────────────────────────────────────────────────────────';
    const card = (reference: string, date: string, title: string, notice: readonly string[]): string[] => [RULE, `JONC n° ${reference}   |   Type de contenu : PUBLICATION_LEGALE`, `Date de publication : ${date}`, `Objet : ${title}`, '', ...notice, '[Télécharger le PDF]   [Partager]', ''];
    const text = [
      'LEGINOVA – Le droit en Nouvelle-Calédonie',
      'Recherche : « publications légales »   Filtre : PUBLICATION_LEGALE',
      '',
      ...card('2026-01187', '23/04/2026', 'Transfert de siège – TEST CAGOUS', SEAT),
      ...card('2026-01185', '21/04/2026', 'Dissolution – TEST NIAOULIS', DISSOLUTION),
      RULE,
    ].join('\n');
    expect(pageReadingsOf(text)).toEqual([
      ['siege', '5831011001', '2026-04-23'],
      ['dissolution', '5831029001', '2026-04-21'],
    ]);
  });
});

describe('a site’s cards each opening on its number (`Annonce n° 26-1466`), under rubrics drawn in rules', () => {
  it('reads each card alone, the site’s header and the rubrics no card’s', () => {
    const text = [
      'LNC.nc › Annonces légales',
      'Mis en ligne le samedi 6 juin 2026',
      '',
      'Rubriques : Constitutions | Modifications | Dissolutions',
      '',
      '──────── MODIFICATIONS ────────',
      '',
      'Annonce n° 26-1471',
      ...SEAT.slice(0, 3).map((l) => l.replace('TEST CAGOUS', 'TEST FLAMBOYANTS').replace('5 831 011.001', '5 831 052.001')),
      'L’assemblée générale extraordinaire du 26 mai 2026 a décidé de transférer le siège social au 3, rue du Test, 98860 Koné.',
      '',
      'Annonce n° 26-1466',
      ...SEAT,
      '',
      '──────── DISSOLUTIONS ────────',
      '',
      'Annonce n° 26-1458',
      ...DISSOLUTION,
    ].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['siege', '5831052001'],
      ['siege', '5831011001'],
      ['dissolution', '5831029001'],
    ]);
  });
});

describe('a court’s list of judgments as one part of a page', () => {
  it('reads the list entry by entry beside the page’s other notices', () => {
    const text = [
      '12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      4512',
      '',
      ...SEAT,
      '',
      '_______________',
      '',
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      'Jugements du 2 mars 2026',
      '',
      'Liquidation judiciaire',
      'TEST BANIANS, SARL, place du marché, 98860 Koné, RIDET 5 831 045.001.',
      'Date de cessation des paiements : 30 janvier 2026. Liquidateur : Maître Anne TESTIN.',
      '',
      'Redressement judiciaire',
      'TEST FLAMBOYANTS, SAS, route du Test, 98880 La Foa, RIDET 5 831 052.001.',
      'Date de cessation des paiements : 15 février 2026. Mandataire judiciaire : Maître Luc TESTOT.',
    ].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['siege', '5831011001'],
      ['procedure', '5831045001'],
      ['procedure', '5831052001'],
    ]);
  });
});

describe('a site’s page whose cards each open on their rubric and town (`MODIFICATION · Dumbéa`)', () => {
  it('reads a court’s notice under `ANNONCE JUDICIAIRE · Nouméa` as a card of its own, after an unsigned one', () => {
    const text = [
      'lnc.nc/annonces-legales',
      'Annonces publiées le jeudi 17 septembre 2026',
      '',
      'MODIFICATION · Nouméa',
      ...SEAT.slice(0, -1),
      '',
      'ANNONCE JUDICIAIRE · Nouméa',
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      'Par jugement du 7 septembre 2026, le tribunal a prononcé l’ouverture d’une procédure de redressement judiciaire',
      'à l’égard de la SARL TEST BANIANS, 6, rue du Test, 98800 Nouméa, RIDET 5 831 045.001, et désigné Maître Anne',
      'TESTIN en qualité de mandataire judiciaire.',
      'Pour extrait, le greffier.',
    ].join('\n');
    expect(pageReadingsOf(text)).toEqual([
      ['siege', '5831011001', '2026-09-17'],
      ['procedure', '5831045001', '2026-09-17'],
    ]);
  });
});

describe('a notice titled in capitals before a dash and a note (`VENTE DE FONDS DE COMMERCE – Première insertion`)', () => {
  it('opens the notice under a blank line after the notice above, a company’s header opening the next', () => {
    const text = [
      'LEGAL HEBDO – N° 541 – Vendredi 21 août 2026',
      '',
      'DISSOLUTION ANTICIPÉE',
      'Par décision du 4 mars 2026, l’associé unique de la société TEST NIAOULIS, SAS au capital de 500 000 F CFP,',
      'RIDET 5 831 029.001, a décidé la dissolution anticipée de la société. M. Paul TESTEUR a été nommé liquidateur.',
      '',
      'VENTE DE FONDS DE COMMERCE – Première insertion',
      'Aux termes d’un acte du 10 mars 2026, la société TEST BANIANS, SARL, RIDET 5 831 045.001, a vendu à M. Luc TESTOT',
      'le fonds de commerce de librairie qu’elle exploitait à Nouméa, moyennant le prix de 4 000 000 F CFP.',
      '',
      ...SEAT,
    ].join('\n');
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['dissolution', '5831029001'],
      ['cession', '5831045001'],
      ['siege', '5831011001'],
    ]);
  });
});

describe('a public body’s acts each signed by an office over two lines', () => {
  it('keeps an act whose signer’s office goes on over the next line (`Le président` / `de l’assemblée de la province Sud`)', () => {
    const act = (n: number, body: string, signer: readonly string[]): string[] => [`Délibération n° ${n}-2026/APS du 6 mars 2026 relative à la société anonyme d’économie`, 'mixte locale dont l’assemblée est actionnaire', '', 'L’assemblée de la province Sud,', 'A adopté les dispositions dont la teneur suit :', body, ...signer];
    const text = [
      '24 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      2330',
      '',
      ...act(12, 'Article 1er : Est approuvée la modification de l’article 2 des statuts de la SAEML TEST ÉNERGIES (RIDET n° 5 831 045.001), dont l’objet social est étendu à la production d’hydrogène.', ['Le président', 'de l’assemblée de la province Sud']),
      '',
      '_______________',
      '',
      ...act(13, 'Article 1er : L’assemblée approuve le transfert du siège social de la SAEML TEST TOURISME, RIDET n° 5 831 052.001, au 4, rue du Test, 98800 Nouméa.', ['La présidente de l’assemblée', 'de la province Sud']),
    ].join('\n');
    expect(partedPageNotices(text)?.notices.map((n) => n.text.split('\n')[0]!.slice(0, 23))).toEqual(['Délibération n° 12-2026', 'Délibération n° 13-2026']);
    expect(pageReadingsOf(text).map(([type, ridet]) => [type, ridet])).toEqual([
      ['statuts', '5831045001'],
      ['siege', '5831052001'],
    ]);
  });
});

describe('a page whose running head closes on its date in capitals (`LEGAL HEBDO   ANNONCES LÉGALES   VENDREDI 13 MARS 2026`)', () => {
  it('reads the previous notice’s tail under it as a neighbour’s piece, no notice of the page', () => {
    const text = [
      'LEGAL HEBDO                ANNONCES LÉGALES ET JUDICIAIRES                VENDREDI 13 MARS 2026',
      '',
      'ciété, déposés au greffe du tribunal',
      'mixte de commerce de Nouméa.',
      'Pour avis, la présidente.',
      '',
      ...SEAT,
      '',
      ...DISSOLUTION,
    ].join('\n');
    expect(partedPageNotices(text)?.notices.map((n) => n.text.split('\n')[0])).toEqual(['TEST CAGOUS', 'TEST NIAOULIS']);
  });
});

// Made up (sixteenth session, from ogives hv31 and hv39; the guard from alliances ai05). A site lists
// its acts or notices, each opened by the same block mark after a blank line.
describe('items each opened by the same block mark', () => {
  const page = [
      "PROVINCE NORD – Site officiel",
      "Accueil  >  La province  >  Institutions  >  Actes de l'assemblée  >  Séance du 5 juin 2026",
      "",
      "Actes adoptés en séance publique du 5 juin 2026",
      "(les actes ci-dessous sont exécutoires après transmission au commissaire délégué de la République",
      "et publication au Journal officiel de la Nouvelle-Calédonie)",
      "",
      "▌ Délibération n° 2026-204/APN du 5 juin 2026",
      "Objet : transformation de la société d'économie mixte Kaz Tourisme",
      "Publiée au JONC n° 11391 du 18 juin 2026, page 5212",
      "Article 1er : Est approuvée la transformation de la société d'économie mixte KAZ TOURISME",
      "DÉVELOPPEMENT, au capital de 350 000 000 F CFP, dont le siège est à Koné, RIDET 1 000 009.001, en",
      "société anonyme d'économie mixte locale régie par le titre II du livre V du code des communes de",
      "la Nouvelle-Calédonie.",
      "Article 2 : Les statuts de la société sont modifiés en conséquence ; la dénomination, l'objet et",
      "le siège demeurent inchangés.",
      "[Télécharger la délibération (PDF)]",
      "",
      "▌ Délibération n° 2026-205/APN du 5 juin 2026",
      "Objet : cession par la province Nord de sa participation dans la société Hôtel des Tests",
      "Publiée au JONC n° 11391 du 18 juin 2026, page 5213",
      "Article 1er : La province Nord est autorisée à céder à la société KAZ INVESTISSEMENTS, SAS,",
      "RIDET 3 000 007.001, la totalité des 12 000 actions qu'elle détient dans le capital de la société",
      "anonyme HÔTEL DES TESTS, RIDET 4 000 006.001, au prix de 96 000 000 F CFP.",
      "Article 2 : Les administrateurs représentant la province Nord, M. Paul TESTARD et Mme Ana",
      "EXEMPLE, cesseront leurs fonctions à la date de la cession.",
      "[Télécharger la délibération (PDF)]",
      "",
      "▌ Délibération n° 2026-207/APN du 5 juin 2026",
      "Objet : participation de la province Nord à l'augmentation de capital de la SAEML Essais du Nord",
      "Publiée au JONC n° 11391 du 18 juin 2026, page 5214",
      "Article 1er : Est approuvée l'augmentation du capital de la société anonyme d'économie mixte",
      "locale ESSAIS DU NORD, RIDET 2 000 008.001, dont le siège est à Pouembout, de 80 000 000 F CFP",
      "à 110 000 000 F CFP, par émission de 3 000 actions de 10 000 F CFP.",
      "Article 2 : La province Nord souscrit l'intégralité des actions nouvelles.",
      "[Télécharger la délibération (PDF)]",
      "",
      "Dernière mise à jour de la page : 22 juin 2026",
      "Province Nord – BP 41 – 98860 Koné – Tél. 47 72 39",
    ].join('\n');

  it('are read apart, the page’s head no part of the first', () => {
    expect(pageReadingsOf(page).filter((r) => r.length > 1)).toEqual([
      ['statuts', '1000009001', '2026-06-18'],
      ['capital', '2000008001', '2026-06-18'],
    ]);
  });
});

describe("a block mark before a heading's line over the company's card", () => {
  it('is no word of the name', () => {
    const [result] = parseNoticeTexts("◆ MODIFICATION – il y a 3 jours\nSOLAIRE DES TESTS\nSAS au capital de 25 000 000 F CFP – Siège : Wé, 98820 Lifou – RIDET 1 000 009.001\nL'assemblée générale extraordinaire réunie le 1er octobre 2026 a décidé d'augmenter le capital social de 15 000 000 F CFP.", { reference: 'essai' });
    expect(result?.ok ? result.notice.denomination : result?.quarantine.reason).toBe('SOLAIRE DES TESTS');
  });

  it('but before a field’s label the mark is the record’s dress, read with it', () => {
    const record = [
      "◆ LNC 24/03/2026 ◆ APPORT PARTIEL D'ACTIF ◆",
      "",
      "◆ Apporteuse : KAZ SERVICES – SA au capital de 150 000 000 F CFP – 8, rue Dezarnaulds, Ducos, 98800 Nouméa – RIDET 1 000 009.001",
      "◆ Bénéficiaire : ESSAIS INDUSTRIE – SAS au capital de 1 000 000 F CFP porté à 46 000 000 F CFP – même adresse – RIDET 2 000 008.001",
      "◆ Branche apportée : chaudronnerie et maintenance industrielle",
      "◆ Valeur nette des apports : 45 000 000 F CFP, rémunérés par 4 500 actions nouvelles de ESSAIS INDUSTRIE",
      "◆ Commissaire aux apports : CABINET AUDIT TEST, SARL, RIDET 3 000 007.001",
      "◆ Approbation : décisions de l'associé unique de ESSAIS INDUSTRIE du 16/03/2026 ; AGE de l'apporteuse du même jour",
      "◆ Président de ESSAIS INDUSTRIE : M. Paul TESTARD (inchangé)",
    ].join('\n');
    const [result] = parseNoticeTexts(record, { reference: 'essai' });
    expect(result?.ok ? [result.notice.type, result.notice.denomination, result.notice.ridet] : [result?.quarantine.reason]).toEqual(['capital', 'ESSAIS INDUSTRIE', '2000008001']);
  });
});

// Made up. The page's foot cuts its last notice, a rule over it: a reader lists it where the notice
// has told its event before the cut, and leaves it out where the cut falls in the event's sentence or
// another column's notice runs on under it.
describe('a notice the page’s foot cuts, a rule over it', () => {
  const header = ['TEST NIAOULIS', 'SAS au capital de 500 000 F CFP', 'RIDET 5 831 029.001'];
  const firstLines = (lines: string[]): string[] | undefined => partedPageNotices(lines.join('\n'))?.notices.map((n) => n.text.split('\n')[0]!);

  it('is read once its event’s sentence is closed, whatever the page cuts after it', () => {
    const told = [...header, "L'associé unique a décidé, le 4 mars 2026, la dissolution anticipée de la", 'société et sa mise en liquidation amiable.', 'M. Paul TESTEUR, demeurant à Nouméa, a été nommé liqui-'];
    expect(firstLines([...SEAT, '______', ...told])).toEqual(['TEST CAGOUS', 'TEST NIAOULIS']);
  });

  it('is left out where the page cuts the event’s sentence, an initial’s point no sentence’s end', () => {
    const cut = [...header, "Par décision du 4 mars 2026, l'associé unique, M. Paul TESTEUR, a décidé la dissolution anticipée de la"];
    expect(firstLines([...SEAT, '______', ...DISSOLUTION.map((l) => l.replace('TEST NIAOULIS', 'TEST BANIANS').replace('5 831 029', '5 831 037')), '______', ...cut])).toEqual(['TEST CAGOUS', 'TEST BANIANS']);
  });

  it('is left out where another notice’s title runs on under its event, another column’s', () => {
    const runOn = ['AVIS DE CONSTITUTION', 'Par acte du 2 mars 2026, il a été constitué la SARL TEST PALETUVIERS, RIDET 5 831 003.001.', 'Capital : 100 000 F CFP. Gérant : M. Jean TESTARD, demeurant', 'LOCATION-GÉRANCE', 'Suivant acte du 3 mars 2026, la société TEST GOYAVIERS a donné', 'en location-gérance son fonds de commerce à'];
    expect(firstLines([...SEAT, '______', ...DISSOLUTION, '______', ...runOn])).toEqual(['TEST CAGOUS', 'TEST NIAOULIS']);
  });
});
