import { describe, expect, it } from 'vitest';
import { runsOverRule } from '../../../kernel/normalise/notice-over-rule.ts';
import { pageReadingsOf } from './notice-helpers.ts';

// Made up. A JONC page where some companies' header blocks stand over their event's title and a rule
// closes each notice: the titles alone give each block to the notice above it and run the untitled
// notice into the one above, as many notices as the rules part.
const CREATION = [
  'AVIS DE CONSTITUTION',
  "Aux termes d'un acte sous seing privé du 2 mars 2026, il a été",
  'constitué une société à responsabilité limitée dénommée TEST',
  'PALETUVIERS, au capital de 100 000 F CFP, dont le siège est à Nouméa.',
  'Gérant : M. Jean TESTARD. RIDET : 5 831 003.001',
  'Pour avis.',
];
const HEADER_OVER_TITLE = [
  'TEST NIAOULIS',
  'SAS au capital de 500 000 F CFP',
  'Ancien siège : 3, rue du Test, 98800 Nouméa',
  'RIDET 5 831 029.001',
  '',
  'TRANSFERT DE SIÈGE SOCIAL',
  'Par décisions du 4 mars 2026, le président a transféré le siège social au',
  "5, rue des Essais, 98890 Païta. L'article 4 des statuts a été modifié.",
  'Pour avis.',
];
const UNTITLED = [
  'TEST BANIANS',
  'SARL au capital de 1 200 000 F CFP',
  'RIDET n° 5831037.001',
  '',
  "Aux termes d'une assemblée générale ordinaire du 5 mars 2026, les associés ont",
  'nommé Mme Sonia TESTEUSE gérante en remplacement de M. Paul TESTARD, démissionnaire.',
  'Pour avis.',
];
// The page's foot cuts the last notice in its list of decisions: the page lists it not.
const CUT = [
  'TEST GOYAVIERS',
  'EURL au capital de 100 000 F CFP',
  'RIDET : 5 831 045.001',
  '',
  'MODIFICATIONS STATUTAIRES',
  'Par décision du 6 mars 2026, l’associée unique a décidé :',
  '– de transférer le siège social au 8, rue du Test, 98800 Nouméa ;',
  '– de porter le capital social à 200 000 F CFP par incorporation',
  'de réserves ;',
  '– de',
];
const MASTHEAD = '1187            JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE            12 mars 2026';

describe('a page whose notices a rule closes, a header block over some titles', () => {
  it('reads each notice with its own header block, not the one above its title', () => {
    const page = [MASTHEAD, '', ...CREATION, '_______', '', ...HEADER_OVER_TITLE, '_______', '', ...UNTITLED, '_______', '', ...CUT];
    expect(pageReadingsOf(page.join('\n'))).toEqual([
      ['creation', '5831003001', '2026-03-12'],
      ['siege', '5831029001', '2026-03-12'],
      ['nomination', '5831037001', '2026-03-12'],
    ]);
  });

  it('reads a rule opening a notice’s text as its heading’s underline, no rule between notices', () => {
    // The headings' reading gives the rubric (`MODIFICATIONS`) as the heading, its underline opening the text.
    expect(runsOverRule({ text: ['=========', '', ...UNTITLED].join('\n') })).toBe(false);
    expect(runsOverRule({ text: [...HEADER_OVER_TITLE.slice(5), '_______', '', ...UNTITLED].join('\n') })).toBe(true);
  });
});
