import { describe, expect, it } from 'vitest';
import { layoutReading } from '../../../../kernel/normalise/layout/index.ts';
import { deinterleaved } from '../../../../kernel/normalise/layout/interleaved.ts';
import { identityOf, noticeOf } from '../notice-helpers.ts';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';

describe('two records printed side by side, one column each (issue 32, wt-rstruct)', () => {
  const text = [
    'FUSION-ABSORPTION',
    '',
    'Société absorbante                Société absorbée',
    'LES TROIS PINS                    BOIS DU NORD',
    'SAS au capital de 5 000 000 F     SARL au capital de 1 000 000 F',
    'RIDET 2 345 678.001               RIDET 3 456 789.001',
    'Siège : Koné                      Siège : Poum',
    '',
    'L’assemblée de la société absorbante du 3 mars 2026 a approuvé la fusion et augmenté son capital de 5 000 000 F à 6 000 000 F.',
  ].join('\n');

  // One party a line, the parties of one act together (wt-tab4: a blank line between them parted a
  // seller from its representative's office for the party readers).
  it('reads each column as its record, under its title as a party label, one record after the other', () => {
    const reading = layoutReading(text);
    expect(reading).toContain('Société absorbante : LES TROIS PINS, SAS au capital de 5 000 000 F, RIDET 2 345 678.001, Siège : Koné\nSociété absorbée : BOIS DU NORD, SARL au capital de 1 000 000 F, RIDET 3 456 789.001, Siège : Poum');
  });

  it("so the notice's company is read with its own name and form", () => {
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('2345678001');
    expect(notice.denomination).toBe('LES TROIS PINS');
    expect(notice.forme_juridique).toBe('SAS');
  });

  it('a data table, one record a row, stays a data table', () => {
    const table = ['Dénomination       Forme    RIDET', 'LES TROIS PINS     SARL     2345678.001', 'BOIS DU NORD       SAS      3456789.001'].join('\n');
    expect(layoutReading(table)).toContain('– Dénomination : LES TROIS PINS\nForme : SARL\nRIDET : 2345678.001');
  });
});

describe('two columns whose lines text extraction interleaved (issue 32, wt-rstruct)', () => {
  // A notice (left) and the journal's box of terms (right), read line by line across both.
  const lines = [
    'LES TROIS PINS',
    'Les avis sont reçus jusqu’au',
    'Société à responsabilité limitée',
    'jeudi midi pour une pa-',
    'au capital de 1 000 000 F CFP',
    'rution la semaine suivante.',
    'Siège : Koné',
    'Prix : 900 F CFP la ligne.',
    'RIDET n° 2 345 678.001',
    'Aucun avis n’est repris par',
    'Par décision de l’associé unique',
    'téléphone. Écrire au service des',
    'du 2 mars 2026, M. Paul ARO a été',
    'annonces, boîte postale 12.',
    'nommé gérant en remplacement de M. Luc',
    'TEA, démissionnaire. Pour avis.',
  ];
  const text = lines.join('\n');

  it('reads the two streams apart, the longer first', () => {
    expect(deinterleaved(text)).toBe(
      [
        'LES TROIS PINS',
        'Société à responsabilité limitée',
        'au capital de 1 000 000 F CFP',
        'Siège : Koné',
        'RIDET n° 2 345 678.001',
        'Par décision de l’associé unique',
        'du 2 mars 2026, M. Paul ARO a été',
        'nommé gérant en remplacement de M. Luc',
        'TEA, démissionnaire. Pour avis.',
        '',
        'Les avis sont reçus jusqu’au',
        'jeudi midi pour une pa-',
        'rution la semaine suivante.',
        'Prix : 900 F CFP la ligne.',
        'Aucun avis n’est repris par',
        'téléphone. Écrire au service des',
        'annonces, boîte postale 12.',
      ].join('\n'),
    );
  });

  it('so the notice is read whole: its name from its own column, not the box of terms', () => {
    const notice = noticeOf(text);
    expect(notice.denomination).toBe('LES TROIS PINS');
    expect(notice.ridet).toBe('2345678001');
    expect(notice.type).toBe('nomination');
    expect(notice.forme_juridique).toBe('SARL');
  });

  it('leaves a text read in one stream as it is: prose, a labelled form, a list', () => {
    const prose = [
      'Aux termes d’une assemblée générale extraordinaire du 2 mars 2026, les associés de la',
      'société LES TROIS PINS, société à responsabilité limitée au capital de 1 000 000 F CFP,',
      'dont le siège est à Koné, RIDET 2 345 678.001, ont décidé de transférer le siège social',
      'au 4 rue des Cocotiers, 98860 Koné, à compter du 1er avril 2026. L’article 4 des statuts',
      'a été modifié en conséquence. Mme Rose KAI demeure gérante de la société.',
      'Pour avis.',
      'La gérance.',
      'Dépôt au greffe du tribunal mixte de commerce de Nouméa.',
    ].join('\n');
    const form = ['Dénomination : LES TROIS PINS', 'Forme : SARL', 'Capital : 1 000 000 F CFP', 'Siège : Koné', 'RIDET : 2 345 678.001', 'Gérant : M. Paul ARO', 'Objet : scierie', 'Durée : 99 ans', 'Date : 2 mars 2026'].join('\n');
    const list = ['Les associés ont décidé :', '- de nommer M. Paul ARO gérant ;', '- de transférer le siège à Koné ;', '- de modifier l’objet social ;', '- d’étendre la durée ;', '- de changer la dénomination ;', '- de réduire le capital ;', '- de proroger la société.'].join('\n');
    for (const t of [prose, form, list]) expect(deinterleaved(t)).toBeNull();
  });
});

describe('two notices printed side by side, a gutter between them (issue 32, wt-rstruct)', () => {
  const text = [
    'Le Petit Journal – 12 mars 2026 – Annonces légales',
    '',
    'AVIS DE DISSOLUTION                         TRANSFERT DE SIÈGE',
    'LES TROIS PINS, SARL au capital de          BOIS DU NORD, SAS au capital de',
    '1 000 000 F CFP, siège : Koné,              5 000 000 F CFP, RIDET 3 456 789.001.',
    'RIDET 2 345 678.001. Aux termes d’une       Par décision du président du 2 mars',
    'AGE du 3 mars 2026, les associés ont        2026, le siège social a été transféré',
    'décidé la dissolution anticipée de la       de Poum à Koumac, 12 rue du Wharf.',
    'société. M. Paul ARO est nommé              Pour avis.',
    'liquidateur. Pour avis.',
  ].join('\n');

  it('reads the left column, then the right one', () => {
    expect(deinterleaved(text)).toBe(
      [
        'Le Petit Journal – 12 mars 2026 – Annonces légales',
        '',
        'AVIS DE DISSOLUTION',
        'LES TROIS PINS, SARL au capital de',
        '1 000 000 F CFP, siège : Koné,',
        'RIDET 2 345 678.001. Aux termes d’une',
        'AGE du 3 mars 2026, les associés ont',
        'décidé la dissolution anticipée de la',
        'société. M. Paul ARO est nommé',
        'liquidateur. Pour avis.',
        '',
        'TRANSFERT DE SIÈGE',
        'BOIS DU NORD, SAS au capital de',
        '5 000 000 F CFP, RIDET 3 456 789.001.',
        'Par décision du président du 2 mars',
        '2026, le siège social a été transféré',
        'de Poum à Koumac, 12 rue du Wharf.',
        'Pour avis.',
      ].join('\n'),
    );
  });

  it('so each notice of the page is read alone', () => {
    const notices = parseNoticeTexts(text, { reference: 'p' }).map((r) => (r.ok ? [r.notice.ridet, r.notice.type, r.notice.date] : [r.quarantine.reason]));
    expect(notices).toEqual([
      ['2345678001', 'dissolution', '2026-03-12'],
      ['3456789001', 'siege', '2026-03-12'],
    ]);
  });

  it('leaves a column of labels beside their values and a table of records alone', () => {
    const form = ['Dénomination       LES TROIS PINS', 'Forme              SARL', 'Capital            1 000 000 F CFP', 'Siège              Koné', 'RIDET              2 345 678.001'].join('\n');
    const records = ['Société absorbante          Société absorbée', 'LES TROIS PINS              BOIS DU NORD', 'SAS au capital de 5 000 000 F     SARL au capital de 1 000 000 F', 'RIDET 2 345 678.001         RIDET 3 456 789.001', 'Siège : Koné                Siège : Poum'].join('\n');
    expect(deinterleaved(form)).toBeNull();
    expect(deinterleaved(records)).toBeNull();
  });
});

describe('one notice in two columns whose left one runs on alone below the right (pacifique group)', () => {
  // The left column's last lines, alone, fill its width up to the gutter; one ends on a comma and
  // the next goes on in lower case.
  const text = [
    'JONC n° 10 412 – 5 mars 2026                       Page 18 233',
    'SCI LES BANIANS DU NORD        activités de location saisonnière',
    'RIDET 1 000 001               et d’accueil touristique. L’ar-',
    '.001 – siège : Koné,          ticle 3 des statuts a été modifié',
    '98860 Koné.                   en conséquence.',
    'Par décision collective des   Gérant : M. Paul EXEMPLE.',
    'associés du 2 mars 2026,',
    'l’objet social a été étendu aux',
  ].join('\n');

  it('reads the left column, its identifier’s rank on the next line, then the right one', () => {
    expect(identityOf(text)).toEqual(['statuts', 'LES BANIANS DU NORD', 'SCI', '1000001001', '2026-03-05']);
  });
});

// Made up: a page's masthead over two columns, its first line shorter than the left column, then a
// line crossing the gutter's place; the columns below are read apart, the masthead above them.
describe('two columns under a masthead whose first line is short', () => {
  const page = [
    'LE JOURNAL DES TESTS',
    'Annonces légales  —  mardi 10 novembre 2026  —  page 9',
    '==============================================================================',
    'ciation amiable à compter du 30           AVIS DE CONSTITUTION',
    'octobre 2026. M. Luc TESTARD, de-         Aux termes d\'un acte sous seing',
    'meurant à Voh, a été nommé li-            privé en date à Koné du 16 octo-',
    'quidateur. Le siège de la liqui-          bre 2026, il a été constitué une',
    'dation est fixé à Voh, village,           société à responsabilité limitée',
    'où la correspondance devra être           dénommée « ESSAIS DU NORD », au',
    'adressée (RIDET 1 000 009.001).           capital de 1 200 000 F CFP, dont le',
    'Pour avis, le liquidateur.                siège est à Koné, pour une durée',
    '* * *                                     de 99 ans. Gérante : Mme Ana',
    '                                          TESTARD. Immatriculation au RCS',
    '                                          de Nouméa, RIDET 2 000 008.001.',
    '                                          Pour avis, la gérance.',
  ].join('\n');

  it('keeps the masthead above and reads the left column, then the right one', () => {
    const read = deinterleaved(page);
    expect(read).not.toBeNull();
    const lines = read!.split('\n');
    expect(lines.slice(0, 3)).toEqual(['LE JOURNAL DES TESTS', 'Annonces légales  —  mardi 10 novembre 2026  —  page 9', '==============================================================================']);
    expect(lines[3]).toBe('ciation amiable à compter du 30');
    expect(read).toContain('* * *\n\nAVIS DE CONSTITUTION\nAux termes d\'un acte sous seing');
  });
});

// Made up: a masthead whose running line has its own wide gaps, a rule under it, then two columns.
describe('two columns under a masthead and its rule', () => {
  it("keeps the masthead and its rule above the columns, whatever the running line's gaps", () => {
    const page = [
      'LE JOURNAL DES TESTS                          n° 100 — vendredi 4 septembre 2026 — 11',
      '─────────────────────────────────────────────────────────────────────────────────────',
      'ESSAIS AIR SERVICES                         ÉTABLISSEMENTS TESTARD & FILS',
      'Société par actions simplifiée              SARL au capital de 5 000 000 F CFP',
      'au capital de 15 000 000 F CFP              Siège : 8, rue des Essais, Ducos,',
      'RIDET 1 000 009.001                         98800 Nouméa',
      'CHANGEMENT DE DÉNOMINATION                  RIDET 2 000 008.001',
      'Aux termes de décisions collec-             NOMINATION D\'UN COGÉRANT',
      'tives des associés en date du 17            Par décision de l\'assemblée géné-',
      'août 2026, la dénomination sociale          rale ordinaire du 20 août 2026, les',
      'de la société est devenue « ESSAIS          associés ont nommé en qualité de',
      'AIR HANDLING ».                             cogérant M. Luc TESTARD.',
    ].join('\n');
    const read = deinterleaved(page);
    expect(read).not.toBeNull();
    const lines = read!.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'LE JOURNAL DES TESTS                          n° 100 — vendredi 4 septembre 2026 — 11',
      '─────────────────────────────────────────────────────────────────────────────────────',
      'ESSAIS AIR SERVICES',
    ]);
  });
});

// Made up: the page's other column holds the end of the notice above (opening on one of its
// labelled particulars) and the opening of the one below; the notice beside it signs off.
describe("a signed notice beside a neighbour's labelled end and the next one's opening", () => {
  const page = (closing: string): string =>
    [
      'LE JOURNAL DES TESTS                vendredi 6 novembre 2026                   n° 12 · 3',
      '________________________________________________________________________________________',
      'ESSAIS DU LAGON                             Durée : 99 ans à compter de son',
      'Société à responsabilité limitée            immatriculation.',
      'au capital de 500 000 F CFP                 Gérant : M. Luc TESTARD, demeurant',
      'Siège : 3, rue des Essais, 98800 Nouméa     à Voh.',
      'RIDET : 1 742 600 - 001                     Immatriculation : RIDET n° 1 742 618.001',
      '                                            du 20 octobre 2026.',
      'TRANSFERT DE SIÈGE SOCIAL                   Pour avis, le gérant.',
      '                                            ________________________________',
      'Par décision de l’associé unique            AVIS DE CONSTITUTION',
      'du 15 octobre 2026, le siège social         Aux termes d’un acte sous seing',
      'a été transféré au 12, route des            privé du 2 octobre 2026, il a été',
      'Essais, 98835 Dumbéa, à compter             constitué une société civile im-',
      'de ce jour. L’article 4 des sta-',
      'tuts a été modifié en conséquence.',
      closing,
    ].join('\n');

  it("reads the notice alone: the neighbour's end and opening are other notices'", () => {
    const notices = parseNoticeTexts(page('Pour avis, la gérance.'), { reference: 'test-labelled-tail' });
    const published = notices.filter((r) => r.ok);
    expect(published).toHaveLength(1);
    if (!published[0]!.ok) throw new Error('unreachable');
    expect(published[0]!.notice).toMatchObject({ type: 'siege', ridet: '1742600001', denomination: 'ESSAIS DU LAGON' });
  });

  it('keeps the other column when the notice does not sign off: it may run on there', () => {
    const read = deinterleaved(page('L’associé unique.'));
    expect(read).toContain('Durée : 99 ans à compter de son');
  });
});

// Made up: justified columns space their words by runs of three; the gutter is wider. The right
// column is the next notice's start, its title under a rule, cut by the page's bottom.
describe("a whole notice beside the next one's cut opening, both columns justified", () => {
  const page = (last: string): string =>
    [
      'LE JOURNAL DES TESTS  ·  N° 12  ·  MERCREDI 11 MARS 2026                     ANNONCES LÉGALES  ·  3',
      '─────────────────────────────────────────────────────────────────────────────────────────────────',
      'ESSAIS SOLAIRES                                    AVIS DE DISSOLUTION ANTICIPÉE',
      'Société par actions simplifiée                     ─────────────',
      'au capital de 5 000 000 F CFP                      L\'assemblée   générale   extraordi-',
      'RIDET 1 742 758.001                                naire  des  associés  de  la  société',
      '                                                   TESTS  AGRÉGATS,  SARL,  RIDET',
      'AUGMENTATION DE CAPITAL                            1 742 766.001,  a  décidé  la',
      '                                                   dissolution anticipée de la so-',
      'Aux  termes  d\'une  assemblée                      ciété  et  sa  mise  en  liquida-',
      'générale  extraordinaire  du  23                   tion  amiable.  Le siège de la',
      'février  2026,  les  associés  ont                 liquidation est fixé',
      'décidé   d\'augmenter   le   capital',
      'social  de  1 000 000 F CFP  à  5 000 000',
      last,
    ].join('\n');

  it("reads the notice alone: the cut opening beside it is the next notice's", () => {
    const notices = parseNoticeTexts(page('F CFP. La présidente, Mme Ana TESTARD.'), { reference: 'test-cut-opening' });
    const published = notices.filter((r) => r.ok);
    expect(published).toHaveLength(1);
    if (!published[0]!.ok) throw new Error('unreachable');
    expect(published[0]!.notice).toMatchObject({ type: 'capital', ridet: '1742758001', denomination: 'ESSAIS SOLAIRES' });
  });

  it("keeps the other column when the notice's last sentence is left open: it may run on there", () => {
    expect(deinterleaved(page('F CFP, et'))).toContain('AVIS DE DISSOLUTION ANTICIPÉE');
  });
});

// Made up: the notice stands in the right column; the left one holds the end of the notice above
// (justified, 'Pour  avis.') and the start of the one below, cut by the page.
describe("a whole notice in the right column beside neighbours' pieces in the left one", () => {
  const page = (closing: string): string =>
    [
      '16 juin 2026                JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE                9241',
      '────────────────────────────────────────────────────────────────────────────────────────',
      '',
      'sidente  pour  une  durée  de  trois          ESSAIS DU LITTORAL',
      'ans, en remplacement de M. Luc               SARL en liquidation',
      'TESTARD, démissionnaire. Le con-             au capital de 1 000 000 F CFP',
      'seil a pris acte de la démission             Siège de la liquidation : Païta',
      'de M. Paul EXEMPLE.                          RIDET 1 742 808.001',
      'Pour  avis.                                  CLÔTURE DE LIQUIDATION',
      '                    ───                      L\'assemblée  générale  des  asso-',
      'CESSION DE PARTS SOCIALES                    ciés, réunie le 29 mai 2026, a ap-',
      'Suivant acte sous seing privé du             prouvé les comptes définitifs de',
      '19 mai 2026, Mme Ana TESTARD a               liquidation et constaté la clôture',
      'cédé 150 parts de la société TESTS,          des opérations de liquidation.',
      'SARL, RIDET 1 742 816.001. En consé-         ' + closing,
    ].join('\n');

  it('reads the right column alone: the pieces beside it are other notices\'', () => {
    const notices = parseNoticeTexts(page('Pour avis, le liquidateur.'), { reference: 'test-right-notice' });
    const published = notices.filter((r) => r.ok);
    expect(published).toHaveLength(1);
    if (!published[0]!.ok) throw new Error('unreachable');
    expect(published[0]!.notice).toMatchObject({ type: 'dissolution', ridet: '1742808001', denomination: 'ESSAIS DU LITTORAL' });
  });

  it('keeps both columns when the right one does not sign off', () => {
    expect(deinterleaved(page('Les comptes sont déposés.'))).toContain('CESSION DE PARTS SOCIALES');
  });
});

// Made up: the right column centres its rule between two notices, past the gutter's place.
describe('a right column whose rule is centred past the gutter', () => {
  it('still reads the two columns apart: the rule is the right column’s', () => {
    const page = [
      'LE JOURNAL DES TESTS · N° 37 · MERCREDI 2 SEPTEMBRE 2026                ANNONCES LÉGALES · 22',
      '════════════════════════════════════════════════════════════════════════════════════════════',
      'ESSAIS KAYAK                                    nue Foch, 98800 Nouméa, RIDET',
      'Société par actions simplifiée                  1 742 873.001, a été nommée',
      'au capital de 300 000 F CFP                     liquidatrice. Le siège de la li-',
      'Siège : Poindimié                               quidation est fixé à son domicile.',
      'RIDET 1 742 881.001                             Pour avis.',
      'DISSOLUTION ANTICIPÉE                                   ─────',
      'Par décisions du 17 août 2026,                  AVIS DE CONSTITUTION',
      "l'associé unique a décidé la                    Aux termes d'un acte sous seing",
      'dissolution anticipée de la so-                 privé du 24 août 2026, il a été',
      'ciété et sa mise en liquidation                 constitué une société civile',
      'amiable. M. Luc TESTARD est nommé',
      'liquidateur.',
      'Pour avis, le liquidateur.',
    ].join('\n');
    const read = deinterleaved(page);
    expect(read).not.toBeNull();
    expect(read!).toContain('RIDET 1 742 881.001\nDISSOLUTION ANTICIPÉE\nPar décisions du 17 août 2026,');
    const published = parseNoticeTexts(page, { reference: 'test-centred-rule' }).filter((r) => r.ok);
    expect(published).toHaveLength(1);
    if (!published[0]!.ok) throw new Error('unreachable');
    expect(published[0]!.notice).toMatchObject({ type: 'dissolution', ridet: '1742881001' });
  });
});

// Made up: the left column justified to its full width leaves one space before the right column's words.
describe('two columns parted by a single space on one line', () => {
  it('still reads the two columns apart on that line', () => {
    const page = [
      'ESSAIS DE POUM                                 d’une durée de 99 ans à compter de son',
      'SARL au capital de 1 000 000 F CFP             immatriculation ; capital : 100 000 F CFP ;',
      'Siège : route des Essais, 98826 Poum           président : M. Luc TESTARD, de-',
      'RIDET 1742923-001                              meurant à Nouméa.',
      '                                                                      Pour avis, le président.',
      'CESSION DE PARTS',
      'Suivant acte sous seing privé du 20 août',
      '2026, M. Paul EXEMPLE a cédé à Mme Ana',
      'TESTARD les cinquante parts sociales qu’il',
      'détenait  dans  la  société  de  ses  associés AVIS DE TRANSFORMATION',
      'la société.',
      'Pour avis, la gérante.',
    ].join('\n');
    const read = deinterleaved(page);
    expect(read).not.toBeNull();
    expect(read!).toContain('détenait  dans  la  société  de  ses  associés\nla société.');
  });
});

describe('each column’s rubric printed on one line of its own above the columns', () => {
  it('heads its own column: the left notice is read under its rubric, not under the right one’s', () => {
    const text = [
      "LA GAZETTE DES TESTS — Vendredi 23 octobre 2026                  5",
      "",
      "CONSTITUTIONS                                 CESSIONS DE PARTS",
      "",
      "Aux termes d'un acte sous seing privé du      TEST TRAITEUR",
      "2 octobre 2026, il a été constitué une        SARL au capital de 1 000 000 F CFP",
      "société à responsabilité limitée dénommée     RIDET 5 831 011.001",
      "TEST FRIGO, au capital de 100 000 F CFP,      Suivant acte du 5 octobre 2026, M. Paul",
      "siège à Nouméa. Gérant : M. Luc TESTEUR.      TEST a cédé ses cent parts sociales à",
      "RIDET : 5 831 003.001.                        M. Jean TESTARD.",
      "Pour avis.                                    Pour avis.",
    ].join('\n');
    const read = parseNoticeTexts(text, { reference: 'p' }).map((r) => (r.ok ? [r.notice.type, r.notice.ridet] : r.quarantine.reason));
    expect(read).toEqual([
      ['creation', '5831003001'],
      ['cession', '5831011001'],
    ]);
  });
});

describe('the right column’s company named at the left column’s foot, under the columns', () => {
  it('is read at the right column’s head, over its form and particulars', () => {
    const text = [
      "23 juillet 2026          JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE          6589",
      "",
      "TEST AGENCE DU LAGON                               Société par actions simplifiée",
      "SAS au capital de 2 500 000 F CFP                  au capital de 10 000 000 F CFP",
      "Siège social : 4, rue des Essais,                  porté à 35 000 000 F CFP",
      "98800 Nouméa                                       Siège social : 22, rue des Tests, Ducos,",
      "RIDET 5 831 003.001                                98800 Nouméa",
      "NOMINATION D'UN DIRECTEUR GÉNÉRAL                  RIDET 5 831 011.001",
      "Aux termes des décisions collectives des as-       AUGMENTATION DE CAPITAL",
      "sociés du 3 juillet 2026, M. Luc TESTEUR,          L'assemblée générale extraordinaire des",
      "demeurant à Nouméa, a été nommé directeur          associés du 30 juin 2026 a augmenté le capi-",
      "général pour une durée indéterminée, aux           tal social de 25 000 000 F CFP par apport",
      "côtés de Mme Ana TESTARD, présidente.              en numéraire, pour le porter à 35 000 000",
      "Pour avis.                                         F CFP. Les articles 6 et 7 des statuts ont",
      "                                                   été modifiés. Président : M. Paul ESSAI.",
      "                                                   Pour avis, le président.",
      "",
      "TEST MAINTENANCE",
      "INDUSTRIELLE",
    ].join('\n');
    const read = parseNoticeTexts(text, { reference: 'p' }).flatMap((r) => (r.ok ? [[r.notice.type, r.notice.ridet, r.notice.denomination]] : []));
    expect(read).toEqual([
      ['nomination', '5831003001', 'TEST AGENCE DU LAGON'],
      ['capital', '5831011001', 'TEST MAINTENANCE INDUSTRIELLE'],
    ]);
  });
});

describe('a site’s column beside the notice whose line spaces a form’s field from its button', () => {
  it('is read apart, the notice’s column whole before it', () => {
    const text = [
      "TEST CÉRAMIQUE DE LA COULÉE                         NEWSLETTER",
      "Siège social : 27, route des Tests,                 Recevez chaque mercredi les",
      "98809 Mont-Dore                                     annonces légales de la semaine",
      "RIDET 5 831 003.001                                 par courriel, gratuitement.",
      "Société à responsabilité limitée au capital         Votre e-mail        [OK]",
      "de 600 000 F CFP.                                   MÉTÉO NOUMÉA",
      "Suivant acte sous seing privé du 2 mars 2026,       27° / 21° Averses éparses",
      "M. Paul TESTEUR a cédé à Mme Ana TESTARD les        LES PLUS LUS",
      "60 parts sociales qu'il détenait dans la société.   1. Route de Yaté : circulation",
      "Mme Ana TESTARD a été nommée cogérante.             alternée jusqu'à vendredi",
    ].join('\n');
    const read = deinterleaved(text)!.split('\n');
    expect(read.slice(0, 10)).toEqual([
      "TEST CÉRAMIQUE DE LA COULÉE",
      "Siège social : 27, route des Tests,",
      "98809 Mont-Dore",
      "RIDET 5 831 003.001",
      "Société à responsabilité limitée au capital",
      "de 600 000 F CFP.",
      "Suivant acte sous seing privé du 2 mars 2026,",
      "M. Paul TESTEUR a cédé à Mme Ana TESTARD les",
      "60 parts sociales qu'il détenait dans la société.",
      "Mme Ana TESTARD a été nommée cogérante.",
    ]);
  });
});
