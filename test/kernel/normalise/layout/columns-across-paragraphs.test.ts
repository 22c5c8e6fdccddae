import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { columnsAcrossParagraphs } from '../../../../kernel/normalise/layout/columns-across-paragraphs.ts';

// Made up. A page in two columns that a line blank across both parts into two paragraphs printed side
// by side: the seat's notice opens at the left column's foot in the first paragraph (its header) and
// goes on in the second (its body); the dissolution runs down the right column across the blank line.
const LEFT = [
  'AVIS DE CONSTITUTION',
  "Aux termes d'un acte sous seing privé",
  'du 2 mars 2026, il a été constitué une',
  'société à responsabilité limitée dé-',
  'nommée TEST PALETUVIERS, au capital',
  'de 100 000 F CFP, siège à Nouméa, gé-',
  'rant : M. Jean TESTARD. RIDET : 5 831 003.001',
  'Pour avis.',
  '',
  'TEST CAGOUS',
  'SARL au capital de 1 000 000 F CFP',
  'RIDET 5 831 011.001',
  'Par décision du 3 mars 2026, le gé-',
  'rant a transféré le siège social au',
  '2, rue du Test, 98800 Nouméa, et mo-',
  "difié l'article 4 des statuts.",
  'Pour avis, la gérance.',
];
const RIGHT = [
  'TEST NIAOULIS',
  'SAS au capital de 500 000 F CFP',
  'RIDET 5 831 029.001',
  "L'associé unique a décidé, le 4 mars",
  '2026, la dissolution anticipée de la',
  'société et sa mise en liquidation, M.',
  'Paul TESTEUR, demeurant à Nouméa, étant',
  'nommé liquidateur avec les pouvoirs',
  '',
  'les plus étendus; le siège de la liqui-',
  'dation est fixé au siège social, où la',
  'correspondance sera adressée et les',
  'actes et documents concernant la liqui-',
  'dation seront notifiés. Les comptes se-',
  'ront déposés au greffe du tribunal.',
  'Pour avis, le liquidateur.',
];
const MASTHEAD = '12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      4512';
const side = (left: readonly string[], right: readonly string[]): string[] =>
  left.map((l, i) => (l === '' && (right[i] ?? '') === '' ? '' : `${l.padEnd(48)}${right[i] ?? ''}`.trimEnd()));

describe('two columns that a line blank across both parts into paragraphs', () => {
  const page = [MASTHEAD, '', ...side(LEFT, RIGHT)].join('\n');

  it('reads each column whole, the left one then the right one', () => {
    const read = columnsAcrossParagraphs(page)!;
    expect(read.indexOf('TEST CAGOUS')).toBeLessThan(read.indexOf('Par décision du 3 mars'));
    expect(read.indexOf('Par décision du 3 mars')).toBeLessThan(read.indexOf('TEST NIAOULIS'));
    expect(read.indexOf('nommé liquidateur')).toBeLessThan(read.indexOf('les plus étendus'));
  });

  it('publishes each notice of the page under its own company', () => {
    const read = parseNoticeTexts(page, { reference: 'page' }).map((r) => (r.ok ? [r.notice.type, r.notice.ridet] : [r.quarantine.reason]));
    expect(read).toEqual([
      ['creation', '5831003001'],
      ['siege', '5831011001'],
      ['dissolution', '5831029001'],
    ]);
  });

  it('leaves a crop around one notice, its neighbour’s piece opening inside a sentence beside it, to the paragraphs’ reader', () => {
    const piece = ['Siège : 4, rue de l’Essai, 98800', 'Nouméa', 'RCS Nouméa 2011 B 5 831 045', '', 'NOMINATION', 'Aux termes de l’assemblée générale', 'ordinaire du 2 mars 2026, les ac-', 'tionnaires ont nommé la société', 'TEST AUDIT en qualité de commis-', 'saire aux comptes, en remplacement', 'de M. Paul'];
    const notice = [...LEFT.slice(9, 12), '', ...LEFT.slice(12, 17), '', '', '', ''];
    const crop = [MASTHEAD, '', ...side(notice, piece)].join('\n');
    expect(columnsAcrossParagraphs(crop)).toBeNull();
  });
});
