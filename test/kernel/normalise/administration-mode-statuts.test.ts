import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A company's articles rewritten, told by the verb or by the new mode of administration, outranks
// the officers the same notice appoints (kernel/normalise/classify.ts). Made up for the rule it names.

const notice = (decision: string): string =>
  ['TESTS MARITIMES', 'SA au capital de 300 000 000 F CFP', 'RIDET 1 000 002.001', '', `L'assemblée générale extraordinaire du 22 septembre 2026 ${decision}`, "L'assemblée a nommé M. Paul TESTARD président du directoire.", 'Pour avis.'].join('\n');

describe('articles rewritten beside an appointment', () => {
  it('make a change of articles when the articles are recast (“a refondu les statuts”)', () => {
    expect(noticeOf(notice('a refondu les statuts.')).type).toBe('statuts');
  });

  it('so do new articles adopted (“a adopté de nouveaux statuts”)', () => {
    expect(noticeOf(notice('a adopté de nouveaux statuts.')).type).toBe('statuts');
  });

  it('and the mode of administration changed (“adopter la forme de société anonyme à directoire”)', () => {
    expect(noticeOf(notice("a décidé d'adopter la forme de société anonyme à directoire et conseil de surveillance.")).type).toBe('statuts');
  });
});
