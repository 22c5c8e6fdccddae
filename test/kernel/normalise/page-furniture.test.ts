import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { readPageFurniture } from '../../../kernel/normalise/page-furniture.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { isPageRubric } from '../../../kernel/normalise/page-rubric.ts';
import { isPeriodicalName, namesPeriodicalSigle } from '../../../kernel/normalise/periodicals.ts';
import { isTitleFurnitureLine } from '../../../kernel/normalise/title-furniture.ts';

// The page around a notice, read once: its masthead, running line, rubric and folio date the page
// and are never the company's name or the notice's title. Every periodical, company, person, place
// and number is made up for this file (each RID passes the check digit).

describe('the periodicals a page names', () => {
  it.each([
    ['a local sigle', 'JONC'],
    ['a sigle with its dots', 'J.O.N.C.'],
    ['the news site with a dot and a space', 'Actu. nc'],
    ['the news site glued', 'ACTU.NC'],
    ['the broadcaster with its digit', 'NC 1ère'],
    ['the daily by its full name', 'Les Nouvelles Calédoniennes'],
    ['a weekly by its noun', 'La Gazette du Nord'],
    ['a monthly by its noun', 'Le Mensuel des Îles Loyauté'],
    ['a news site by its noun', 'Nouméa Infos'],
    ['a title made of “nouvelles” and a place', 'Les Nouvelles du Caillou'],
  ])('knows %s for a periodical', (_, name) => {
    expect(isPeriodicalName(fold(name))).toBe(true);
  });

  it.each([
    ['a company whose name opens on the adjective “nouvelles”', 'NOUVELLES PÊCHES DU SUD'],
    ['a company named after a periodical’s noun with its form', 'LE COURRIER DES ÎLES SARL'],
    ['a company’s word beside the noun', 'Société de la Gazette'],
    ['a sentence that cites a periodical', 'paru dans La Gazette du Nord'],
    ['a long title', 'Le journal de bord des équipages de la flottille du nord'],
  ])('does not take %s for a periodical', (_, name) => {
    expect(isPeriodicalName(fold(name))).toBe(false);
  });

  it('finds a local sigle inside a line, not inside a word', () => {
    expect(namesPeriodicalSigle(fold('Insertion – LNC du 3 mars 2026'))).toBe(true);
    expect(namesPeriodicalSigle(fold('SARL JONCTION MARINE'))).toBe(false);
  });
});

describe('a page’s rubric', () => {
  it.each(['annonces legales', 'avis divers', 'petites annonces', 'insertions payantes', 'annonces payantes', 'publications judiciaires', 'dissolutions et liquidations', 'locations-gerances'])('knows “%s” for a section of the page', (item) => {
    expect(isPageRubric(item)).toBe(true);
  });

  it.each([
    ['“Avis” alone, which heads one notice', 'avis'],
    ['one notice’s act in the singular', 'location-gerance'],
    ['a notice’s title', 'avis de constitution'],
  ])('does not take %s for a section', (_, item) => {
    expect(isPageRubric(item)).toBe(false);
  });

  it('gives the notice’s own title under the page’s rubric, not the rubric', () => {
    const text = ['INSERTIONS LÉGALES', '', 'LOCATION-GÉRANCE', '', ...NOTICE.slice(1)].join('\n');
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && result.notice.titre).toBe('LOCATION-GÉRANCE');
  });
});

describe('a line of the page’s furniture', () => {
  it.each([
    ['a masthead with its rubric', 'NC 1ère – Annonces légales – vendredi 4 décembre 2026', 'masthead', '2026-12-04'],
    ['a masthead by a periodical’s noun', 'Le Moniteur du Nord – Avis divers – lundi 7 décembre 2026', 'masthead', '2026-12-07'],
    ['an issue line', 'LE PETIT HEBDO n° 512 du mercredi 9 décembre 2026', 'masthead', '2026-12-09'],
    ['a local periodical’s issue line with its page', 'LNC n° 11 du 9 décembre 2026, page 15', 'masthead', '2026-12-09'],
    ['a title and its date after a comma', '(Le Courrier des Îles, 9 décembre 2026)', 'masthead', '2026-12-09'],
    ['a running line between bars', 'Actu. nc | n° 88 | jeudi 3 décembre 2026 | 12', 'running-line', '2026-12-03'],
    ['a running line between wide gaps', 'LNC      26 novembre 2026      1702', 'running-line', '2026-11-26'],
    ['a footer with its folio last', 'La Voix des Îles – mardi 1er décembre 2026 – page 23', 'running-line', '2026-12-01'],
    ['a periodical’s name alone', 'LES NOUVELLES CALÉDONIENNES', 'masthead', null],
    ['the page’s rubric', 'ANNONCES LÉGALES', 'rubric', null],
    ['a rubric over notices of one kind', 'DISSOLUTIONS ET LIQUIDATIONS', 'rubric', null],
    ['a folio between dashes', '– 14 –', 'folio', null],
  ])('reads %s', (_, line, kind, iso) => {
    expect(readPageFurniture(line)).toMatchObject({ kind, iso });
  });

  it.each([
    ['a company’s name that holds a periodical’s adjective', 'NOUVELLES PÊCHES DU SUD'],
    ['a signature’s place and date', 'Nouméa, le 3 mars 2026'],
    ['a sentence naming the company', 'La société NOUVELLES PÊCHES DU SUD, SARL au capital de 500 000 F CFP'],
    ['a sentence citing the periodical', 'Avis paru dans Actu. nc du 2 novembre 2026.'],
  ])('leaves %s to the notice', (_, line) => {
    expect(readPageFurniture(line)).toBeNull();
    expect(isTitleFurnitureLine(line)).toBe(false);
  });
});

const read = (text: string) => {
  const result = parseNoticeText(text, { reference: 'essai' });
  return result.ok
    ? { type: result.notice.type, denomination: result.notice.denomination, ridet: result.notice.ridet, date: result.notice.date }
    : { quarantine: result.quarantine.reason };
};

// A manager's appointment, dated only by its act: the page around it gives its publication.
const NOTICE = [
  'NOMINATION DE GÉRANT',
  'SARL VANILLE DE HOUAÏLOU',
  'Société à responsabilité limitée au capital de 1 000 000 F CFP',
  'Siège social : 12 rue des Flamboyants, 98816 Houaïlou',
  'RIDET 2 718 203.001',
  "Aux termes d'une décision de l'associé unique du 2 novembre 2026, M. Paul EXEMPLE a été nommé gérant en remplacement de Mme Anne MODÈLE, démissionnaire.",
  'Pour avis, la gérance.',
];
const APPOINTMENT = { type: 'nomination', denomination: 'VANILLE DE HOUAÏLOU', ridet: '2718203001' };

describe('a notice read with the page around it', () => {
  it.each([
    ['a masthead at the head', ['NC 1ère – Annonces légales – vendredi 4 décembre 2026', ...NOTICE], '2026-12-04'],
    ['a running line at the head', ['Actu. nc | n° 88 | jeudi 3 décembre 2026 | 12', '', ...NOTICE], '2026-12-03'],
    ['a stacked header', ['LA DÉPÊCHE DES ÎLES', 'ANNONCES LÉGALES', 'Mercredi 2 décembre 2026', '', ...NOTICE], '2026-12-02'],
    ['a footer', [...NOTICE, '', 'Les Nouvelles calédoniennes – mardi 1er décembre 2026 – page 23'], '2026-12-01'],
    ['a running line cutting the identifier across columns', [...NOTICE.slice(0, 4), 'RIDET 2 718', '', 'L’HEBDO DU CAILLOU      7 décembre 2026      31', '', '203.001', ...NOTICE.slice(5)], '2026-12-07'],
  ])('dates the notice by %s and names the company, not the periodical', (_, lines, date) => {
    expect(read(lines.join('\n'))).toEqual({ ...APPOINTMENT, date });
  });

  it('reads no periodical’s name for the company under an undated masthead', () => {
    const text = ['LE MONITEUR DU NORD', 'AVIS DIVERS', ...NOTICE].join('\n');
    expect(read(text)).toMatchObject(APPOINTMENT);
  });

  it('reads the notice after the previous notice’s tail and the page’s running line between them', () => {
    const text = ['… et dont le siège est transféré à Bourail.', 'Pour avis.', '', 'La Gazette du Nord – samedi 5 décembre 2026 – page 9', '', ...NOTICE].join('\n');
    expect(read(text)).toMatchObject({ ...APPOINTMENT, date: '2026-12-05' });
  });

  it.each([
    ['a local sigle before a comma and the date', ['Actu.nc, jeudi 10 décembre 2026'], '2026-12-10'],
    ['a periodical’s title before a comma and the date', ['LA GAZETTE DU NORD, 10 décembre 2026'], '2026-12-10'],
    ['a local periodical’s issue line with its page', ['LNC n° 11 du jeudi 10 décembre 2026, page 15'], '2026-12-10'],
  ])('reads %s above the company as the page’s, not the name', (_, head, date) => {
    expect(read([...head, ...NOTICE.slice(1)].join('\n'))).toMatchObject({ ridet: '2718203001', denomination: 'VANILLE DE HOUAÏLOU', date });
  });

  it('dates the notice by a local sigle’s footer after a comma', () => {
    expect(read([...NOTICE, 'Actu. nc, 10 décembre 2026'].join('\n'))).toMatchObject({ ...APPOINTMENT, date: '2026-12-10' });
  });

  it.each(['INFOS PLUS CALÉDONIE', 'LES NOUVELLES DU RÉCIF', 'LA GAZETTE GOURMANDE'])(
    'reads %s, a name made like a periodical’s title, as the company when its capital follows it',
    (name) => {
      const text = ['DISSOLUTION ANTICIPÉE', name, 'au capital de 500 000 F CFP', 'Siège : 9 rue des Pins, 98890 Païta', 'RIDET 2 718 237.001', "Par décision du 16 novembre 2026, l'associé unique a décidé la dissolution anticipée de la société. Mme Léa EXEMPLE a été nommée liquidatrice.", 'Pour avis.'].join('\n');
      expect(read(text)).toMatchObject({ type: 'dissolution', denomination: name, ridet: '2718237001' });
    },
  );

  it('still reads a company whose name holds a periodical’s word as the company', () => {
    const text = [
      'ANNONCES LÉGALES',
      'NOUVELLES PÊCHES DU SUD',
      'SARL au capital de 500 000 F CFP',
      'Siège : 3 quai des Pêcheurs, 98800 Nouméa',
      'RIDET 2 718 211.001',
      "Suivant décision de l'assemblée générale extraordinaire du 20 novembre 2026, la société a été dissoute par anticipation à compter du même jour. M. Luc EXEMPLE a été nommé liquidateur.",
      'Pour avis.',
    ].join('\n');
    expect(read(text)).toMatchObject({ type: 'dissolution', denomination: 'NOUVELLES PÊCHES DU SUD', ridet: '2718211001' });
  });
});
