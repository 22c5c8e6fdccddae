import { describe, expect, it } from 'vitest';
import { NO_RUN_NAME_MODEL, parseNoticeText } from '../../../kernel/normalise/index.ts';

// A compositor's event title written out in mixed case ('RJ' read 'Redressement judiciaire') above
// a line that opens on a form and a name in capitals: the line under it names its company, the
// title is no name over a form line. Every company, paper and number is made up; 1234566 and
// 1234574 pass the RID's check.

const published = (text: string) => {
  // The rules alone: the learned name of short insertions (run-name-model.ts) would hide a run they no longer read.
  const result = parseNoticeText(text, { reference: 'test' }, { runNameModel: NO_RUN_NAME_MODEL });
  return result.ok ? { type: result.notice.type, name: result.notice.denomination } : result.quarantine.reason;
};

describe('a title in mixed case over a line of a form and a name in capitals', () => {
  it('is not the company’s name: the name is the one the form opens', () => {
    expect(published("L'ÉCHO DU COL — mercredi 04.11.2026\nPLAN Redressement judiciaire\nSARL HUILERIE DU COL\nRIDET 1234566.001\njugement arrêtant plan 03/11/2026, 10 a.\nCEP Me Léa KAWA\ngér. M. Paul WEA")).toEqual({
      type: 'procedure',
      name: 'HUILERIE DU COL',
    });
  });

  it('still names a company printed in mixed case over its form line in words', () => {
    expect(published('Les Vergers du Col\nSARL au capital de 100 000 F CFP\nRIDET 1234574.001\nAux termes de l’assemblée du 2 novembre 2026, le siège a été transféré à Plum.')).toEqual({
      type: 'siege',
      name: 'Les Vergers du Col',
    });
  });
});
