import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from '../../../kernel/normalise/collapse-whitespace.ts';

describe('collapseWhitespace: every run of whitespace read as one space', () => {
  it('keeps a lone space and turns a lone tab, line break or no-break space into one', () => {
    expect(collapseWhitespace('Siège social')).toBe('Siège social');
    expect(collapseWhitespace('Siège\tsocial\nNouméa\u00a0Centre')).toBe('Siège social Nouméa Centre');
  });

  it('reads a run of several characters, mixed or not, as one space, at the ends as well', () => {
    expect(collapseWhitespace('  Gérant :  \t\n  M. Paul   KAPUA \n')).toBe(' Gérant : M. Paul KAPUA ');
  });
});
