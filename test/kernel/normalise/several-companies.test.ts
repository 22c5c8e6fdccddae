import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made up (2026-12-07, seventeenth session, from archivoltes ah34). One decision taken alike in two
// companies listed by number, each item its company's identity and its liquidator, one liquidator a
// company with its own identifier.
const HEAD = [
  '8214        JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE        8 octobre 2026',
  '',
  'DISSOLUTIONS ANTICIPÉES – AVIS COMMUN',
  '',
  "Les associés des deux sociétés civiles immobilières ci-après, réunis le 25 septembre 2026, ont décidé, chacune en ce qui la concerne, la dissolution anticipée de la société et sa mise en liquidation amiable :",
  '',
];
const FIRST = '1. TEST UN, société civile immobilière au capital de 100 000 F CFP, siège : lot 14, 98809 Mont-Dore, RIDET 5 831 003.001. Liquidateur : M. Paul TESTARD.';
const read = (text: string[]) => parseNoticeTexts(text.join('\n'), { reference: 't' }).map((r) => (r.ok ? [r.notice.ridet, r.notice.type, r.notice.dirigeants.map((d) => d.nom)] : r.quarantine.reason));
const expected = [
  ['5831003001', 'dissolution', ['TESTARD']],
  ['5831011001', 'dissolution', ['TEST GESTION']],
];

describe('companies listed by number, one decision for all', () => {
  it('reads each item alone, its liquidator company’s identifier printed on its identity’s line', () => {
    const second = '2. TEST DEUX, société civile immobilière au capital de 100 000 F CFP, siège : lot 15, 98809 Mont-Dore, RIDET 5 831 011.001. Liquidateur : la société TEST GESTION, SARL, RIDET 5 831 029.001, représentée par Mme Ana TESTIN.';
    expect(read([...HEAD, FIRST, '', second, '', 'Pour avis, les liquidateurs.'])).toEqual(expected);
  });

  it('reads each item alone, a narrow column wrapping its identity and the liquidator company’s name opening a line', () => {
    const second = ['2. TEST DEUX, société civile immobilière au ca-', 'pital de 100 000 F CFP, siège : lot 15, 98809', 'Mont-Dore, RIDET 5 831 011.001. Liquidateur : la société TEST', 'GESTION, SARL, RIDET 5 831 029.001, représentée par Mme Ana', 'TESTIN. Siège de la liquidation : au siège social.'];
    expect(read([...HEAD, FIRST, '', ...second, '', 'Pour avis, les liquidateurs.'])).toEqual(expected);
  });
});
