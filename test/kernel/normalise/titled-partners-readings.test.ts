import { describe, expect, it } from 'vitest';
import { headCode } from '../../../kernel/normalise/insertion-head-code.ts';
import { runNameCandidates } from '../../../kernel/normalise/name-runs.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { namedUnderOfficeLabel } from '../../../kernel/normalise/person-with-office.ts';
import { unknownAbbreviationsRead } from '../../../kernel/normalise/unknown-abbreviations.ts';
import { fold } from '../../../kernel/normalise/fold.ts';

// A professional company's insertion: its form inside its quoted name, its partners titled `Dr`,
// its event cut by the compositor. Made-up insertion: invented paper, company and people.
const INSERTION =
  'LE HÉRON DU SUD — éd. 12 novembre 2026\nConst. : « SELARL KINÉ DES FOUGÈRES », cap. 1 000 000 F, 3 allée des Fougères, 98839 Dumbéa — kinésithérapie — Cogér. : Dr Rose KAMO, Dr Paul WEA — RIDET 1 000 009.001.';

describe("a professional company's short insertion", () => {
  it('is published under its quoted name with the form inside it, typed by the compositor’s cut, its titled partners its managers', () => {
    const result = parseNoticeText(INSERTION, { reference: 'essai' });
    expect(result.ok && [result.notice.type, result.notice.ridet, result.notice.denomination, result.notice.forme_juridique, result.notice.date]).toEqual([
      'creation',
      '1000009001',
      'SELARL KINÉ DES FOUGÈRES',
      'SELARL',
      '2026-11-12',
    ]);
    expect(result.ok && result.notice.dirigeants.map((d) => [d.prenoms, d.nom, d.fonction])).toEqual([
      ['Rose', 'KAMO', 'gérant'],
      ['Paul', 'WEA', 'gérant'],
    ]);
  });
});

describe('a form inside the quotes', () => {
  it('is a word of the name: the run without it is no second name, and the quoted name has its form before', () => {
    const subject = INSERTION.indexOf('1 000 009.001');
    const runs = runNameCandidates(INSERTION, { index: subject, end: subject + 13 }, []);
    expect(runs.map((r) => r.name)).not.toContain('KINÉ DES FOUGÈRES');
    expect(runs.find((r) => r.name === 'SELARL KINÉ DES FOUGÈRES')?.features).toMatchObject({ quoted: 1, form_before: 1 });
  });

  it('outside quotes is still the form beside the name', () => {
    const text = 'LE HÉRON DU SUD — éd. 12 novembre 2026\nConst. : SELARL KINÉ DES FOUGÈRES, cap. 1 000 000 F — RIDET 1 000 009.001.';
    const subject = text.indexOf('1 000 009.001');
    expect(runNameCandidates(text, { index: subject, end: subject + 13 }, []).map((r) => r.name)).toContain('KINÉ DES FOUGÈRES');
  });
});

describe('a civility before a person', () => {
  it('is no abbreviation of a known word (`Dr` keeps durée’s letters)', () => {
    expect(unknownAbbreviationsRead('Cogér. : Dr Rose KAMO, Dr. Paul WEA')).not.toContain('urée');
  });

  it('opens a person an office’s label lists, as `M.` and `Mme` do', () => {
    expect(namedUnderOfficeLabel(fold('— Cogér. : Dr Rose KAMO, '))).toBe(true);
    expect(namedUnderOfficeLabel(fold('— Cogér. : Mme Rose KAMO, '))).toBe(true);
  });
});

describe("the compositor's code as printed", () => {
  it('types the insertion where the reading wrote the cut out before its colon', () => {
    const printed = 'LE HÉRON DU SUD — éd. 12 novembre 2026\nConst. : « KINÉ DES FOUGÈRES » SELARL — RIDET 1 000 009.001';
    const read = printed.replace('Const.', 'Constitution');
    expect(headCode(read, printed)?.type).toBe('creation');
  });

  it('leaves an event word printed whole before its colon to the rules, as a field’s label', () => {
    const printed = 'LE HÉRON DU SUD — éd. 12 novembre 2026\nConstitution : acte du 3 novembre 2026 — KINÉ DES FOUGÈRES SELARL — RIDET 1 000 009.001';
    expect(headCode(printed, printed)).toBeNull();
  });
});
