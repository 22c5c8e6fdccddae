import { describe, expect, it } from 'vitest';
import { deinterleaved } from '../../../../kernel/normalise/layout/interleaved.ts';
import { nameGoesOnAcross } from '../../../../kernel/normalise/layout/name-across-columns.ts';
import { raggedColumns } from '../../../../kernel/normalise/layout/ragged-columns.ts';

// Made up. A company's name cut at the left column's foot, ended at the right column's head, its
// form and particulars under it.
const LEFT = [
  "Aux termes d'un acte sous seing privé",
  'du 8 juin 2026, il a été constitué une',
  'société dénommée TEST VERGERS, au ca-',
  'pital de 500 000 F CFP, siège à Koné.',
  'RIDET 5 831 003.001',
  'Pour avis.',
  '* * *',
  'TEST GARDIENNAGE',
];
const RIGHT = [
  'DU PACIFIQUE – TGP',
  'SAS au capital de 2 000 000 F CFP',
  'RIDET 5 831 011.001',
  'Le président prend acte de la démis-',
  'sion de M. Paul TESTEUR de ses fonc-',
  'tions de directeur général; il n’est pas',
  'pourvu à son remplacement.',
  'Le président, M. Jean TESTARD.',
];

describe('a company’s name cut at a column’s foot', () => {
  it('goes on at the next column’s head when its form and particulars follow there', () => {
    expect(nameGoesOnAcross('TEST GARDIENNAGE', RIGHT)).toBe(true);
    // A title over a company whose own name opens the next column does not: no particulars under it.
    expect(nameGoesOnAcross('MODIFICATIONS', ['Le président prend acte de la démission', 'de M. Paul TESTEUR.'])).toBe(false);
    // A closed line is no name cut.
    expect(nameGoesOnAcross('Pour avis.', RIGHT)).toBe(false);
  });

  it('is read on one line after the other across the columns, no blank line between', () => {
    const page = LEFT.map((l, i) => `${l.padEnd(46)}${RIGHT[i] ?? ''}`.trimEnd()).join('\n');
    expect(deinterleaved(page)).toContain('TEST GARDIENNAGE\nDU PACIFIQUE – TGP\nSAS au capital');
  });

  it('is read so by the reader of ragged columns too', () => {
    const gaps = [3, 7, 4, 9, 5, 3, 8, 6];
    const page = LEFT.map((l, i) => `${l.padEnd(38)}${' '.repeat(gaps[i]!)}${RIGHT[i] ?? ''}`.trimEnd()).join('\n');
    expect(raggedColumns(page)).toContain('TEST GARDIENNAGE\nDU PACIFIQUE – TGP\nSAS au capital');
  });
});

describe('a paragraph in two columns whose first line is indented', () => {
  // Made up. A rubric set in from the margin on the first line, the right column's first notice
  // opening beside it.
  it('parts its first line at the gutter like the others: its indent is kept', () => {
    const left = ['      C O N S T I T U T I O N S', ...LEFT.slice(0, 6)];
    const right = ['TEST ROOFING', 'SARL au capital de 1 000 000 F CFP', 'RIDET 5 831 029.001', ...RIGHT.slice(3, 7), 'Pour avis, le président.'];
    const page = right.map((r, i) => `${(left[i] ?? '').padEnd(46)}${r}`.trimEnd()).join('\n');
    const read = deinterleaved(`EN-TÊTE DU JOURNAL\n\n${page}`)!.split('\n');
    expect(read).toContain('      C O N S T I T U T I O N S');
    expect(read.indexOf('TEST ROOFING')).toBeGreaterThan(read.indexOf('Pour avis.'));
  });
});
