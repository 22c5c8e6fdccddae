import { describe, expect, it } from 'vitest';
import { raggedColumns } from '../../../../kernel/normalise/layout/ragged-columns.ts';

// Made up. A page in two columns whose extraction joined each line's halves with a run of spaces
// that wanders with the left column's ragged ends (3 to 9 spaces), as an OCR's reading leaves it.
const LEFT = [
  'AVIS DE CONSTITUTION',
  "Aux termes d'un acte sous seing privé",
  'du 2 mars 2026, il a été constitué une',
  'société à responsabilité limitée dé-',
  'nommée TEST PALETUVIERS, au capital',
  'de 100 000 F CFP, siège à Nouméa,',
  'gérant : M. Jean TESTARD.',
  'RIDET : 5 831 003.001',
  'Pour avis.',
  '______',
  'TEST CAGOUS',
  'SARL au capital de 1 000 000 F CFP',
  'RIDET 5 831 011.001',
  'Par décision du 3 mars 2026, le gé-',
];
const RIGHT = [
  'rant a transféré le siège social au',
  '2, rue du Test, 98800 Nouméa, et mo-',
  "difié l'article 4 des statuts.",
  'Pour avis, la gérance.',
  '______',
  'TEST NIAOULIS',
  'SAS au capital de 500 000 F CFP',
  'RIDET 5 831 029.001',
  "L'associé unique a décidé, le 4 mars",
  '2026, la dissolution anticipée de la',
  'société et sa mise en liquidation,',
  'M. Paul TESTEUR étant liquidateur.',
  'Pour avis.',
];
const GAPS = [3, 7, 4, 9, 5, 3, 8, 6, 4, 7, 5, 3, 9, 4];

// Made up. Three columns of a newspaper page, each line's pieces joined by runs of spaces.
const FIRST = ['TEST CAGOUS, SARL au capital', 'de 1 000 000 F CFP, RIDET', '5 831 011.001. Par décision', 'du 3 mars 2026, le gérant a', 'transféré le siège social au', '2, rue du Test, à Nouméa, à', 'compter du même jour, et a', 'modifié l’article 4 des'];
const SECOND = ['statuts en conséquence, les', 'associés en ayant été avisés.', 'Pour avis, la gérance.', 'TEST NIAOULIS, SAS au capital', 'de 500 000 F CFP, siège à', 'Nouméa, RIDET 5 831 029.001.', 'L’associé unique a décidé le', '4 mars 2026 la dissolution'];
const THIRD = ['anticipée de la société et sa', 'mise en liquidation amiable,', 'M. Paul TESTEUR, demeurant', 'à Nouméa, étant nommé à la', 'fonction de liquidateur, le', 'siège de la liquidation étant', 'fixé au siège social, où la', 'correspondance sera adressée.'];
const THREE_COLUMNS = [FIRST, SECOND, THIRD] as const;

const page = (left: readonly string[], right: readonly string[]): string =>
  left.map((l, i) => (right[i] === undefined ? l : `${l}${' '.repeat(GAPS[i % GAPS.length]!)}${right[i]}`)).join('\n');

describe('two columns whose gutter wanders from line to line', () => {
  it('reads the left column whole, then the right one, each line cut at its own gap', () => {
    const read = raggedColumns(page(LEFT, RIGHT))!;
    expect(read.split('\n').slice(0, LEFT.length)).toEqual(LEFT);
    expect(read).toContain('TEST NIAOULIS\nSAS au capital de 500 000 F CFP');
  });

  it('keeps a running line over both columns whole, above them', () => {
    const masthead = '12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      4512';
    expect(raggedColumns(`${masthead}\n${page(LEFT, RIGHT)}`)!.split('\n')[0]).toBe(masthead);
  });

  it('goes on at the right column’s head with a sentence the left column’s foot cut', () => {
    expect(raggedColumns(page(LEFT, RIGHT))).toContain('le gé-\nrant a transféré');
  });

  it('parts the columns with a blank line when the right one opens a notice of its own', () => {
    const right = ['TEST BANIANS', ...RIGHT.slice(1)];
    expect(raggedColumns(page(LEFT, right))).toContain('le gé-\n\nTEST BANIANS');
  });

  it('is asked before the readers of a gutter at one place only where the gutter wanders', () => {
    const aligned = LEFT.map((l, i) => (RIGHT[i] === undefined ? l : `${l.padEnd(40)}${RIGHT[i]}`)).join('\n');
    expect(raggedColumns(aligned)).not.toBeNull();
    expect(raggedColumns(aligned, { wandering: true })).toBeNull();
    expect(raggedColumns(page(LEFT, RIGHT), { wandering: true })).toEqual(raggedColumns(page(LEFT, RIGHT)));
  });

  it('reads a page’s columns, then the next page’s, at the running line that opens it', () => {
    const masthead = (folio: number): string => `12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      ${folio}`;
    const read = raggedColumns([masthead(4512), page(LEFT.slice(0, 10), RIGHT.slice(0, 10)), '', masthead(4513), page(LEFT.slice(10), RIGHT.slice(10))].join('\n'))!;
    // The first page's right column before the second page's left one.
    expect(read.indexOf('TEST NIAOULIS')).toBeLessThan(read.indexOf('TEST CAGOUS'));
    expect(read.indexOf('4513')).toBeLessThan(read.indexOf('TEST CAGOUS'));
  });

  it('reads a running line extraction set one piece a line, blank lines around it, as the next page’s', () => {
    const running = ['4513', 'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE', '12 mars 2026'];
    const read = raggedColumns([page(LEFT.slice(0, 10), RIGHT.slice(0, 10)), '', ...running, '', page(LEFT.slice(10), RIGHT.slice(10))].join('\n'))!;
    expect(read.indexOf('TEST NIAOULIS')).toBeLessThan(read.indexOf('TEST CAGOUS'));
  });

  it('reads three columns one after the other, a sentence a column’s foot leaves open going on at the next head', () => {
    const [first, second, third] = THREE_COLUMNS;
    const rows = first.map((l, i) => `${l.padEnd(32 + (i % 3))}${second[i]!.padEnd(33 + (i % 2))}${third[i]}`);
    const read = raggedColumns(rows.join('\n'))!;
    expect(read.split('\n')).toEqual([...first, ...second, ...third]);
  });

  it('keeps a running line over three columns whole, above them', () => {
    const masthead = '12 mars 2026      JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE      4512';
    const rows = THREE_COLUMNS[0].map((l, i) => `${l.padEnd(32 + (i % 3))}${THREE_COLUMNS[1][i]!.padEnd(33 + (i % 2))}${THREE_COLUMNS[2][i]}`);
    expect(raggedColumns([masthead, ...rows].join('\n'))!.split('\n')[0]).toBe(masthead);
  });

  it('leaves a form’s labels beside their values to the readers of layouts: short pieces, no column’s width', () => {
    const form = ['Objet     commerce de détail', 'Siège      rue du Test, Nouméa', 'Durée   quatre-vingt-dix-neuf ans', 'Forme       société à responsabilité', 'Gérance    assurée par M. Testard', 'Capital     cent mille francs', 'Date      deux mars', 'Rédaction     cabinet de Me Teston', 'Insertion     première'];
    expect(raggedColumns(form.join('\n'))).toBeNull();
  });

  it('leaves a table of records, whose long cells do not run on from line to line, to the readers of layouts', () => {
    const rows = Array.from({ length: 9 }, (_, i) => `TEST CAGOUS ${i + 1} SARL, RIDET 5 831 0${i}0    Transfert du siège au ${i + 2}, rue du Test, 98800 NOUMÉA`);
    expect(raggedColumns(rows.join('\n'))).toBeNull();
  });
});
