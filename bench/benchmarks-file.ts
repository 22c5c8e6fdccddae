import { AppError } from '../kernel/errors/app-error.ts';
import type { BenchResult } from './bench-types.ts';
import { TABLE_HEAD, renderRow, renderSection, type RunInfo } from './report.ts';

/**
 * BENCHMARKS.md is refused rather than half merged when it is not laid out as bench/report.ts
 * writes it: a title, one summary table, then one `## <name>` section per row, in the rows' order.
 */
export class BenchmarksFileError extends AppError<'benchmarks_structure_inattendue'> {
  constructor(message: string) {
    super('benchmarks_structure_inattendue', `BENCHMARKS.md: ${message}; nothing written (a whole run, \`npm run bench -- --write\`, rewrites the file)`);
  }
}

interface Layout {
  lines: string[];
  /** Line index of each benchmark's row, in the table's order. */
  rows: Array<{ name: string; at: number }>;
  /** Each section's lines [start, end): its heading to the blank line that ends it. */
  sections: Array<{ name: string; start: number; end: number }>;
}

const ROW_NAME = /^\| ([^|]+?) \|/;

function layoutOf(text: string): Layout {
  const lines = text.split('\n');
  if (lines[0] !== '# Benchmarks') throw new BenchmarksFileError(`its first line is ${JSON.stringify(lines[0])}, not "# Benchmarks"`);
  const firstHeading = lines.findIndex((line) => line.startsWith('## '));
  const head = firstHeading < 0 ? lines : lines.slice(0, firstHeading);
  const tableAt = head.indexOf(TABLE_HEAD[0]!);
  if (tableAt < 0 || head.indexOf(TABLE_HEAD[0]!, tableAt + 1) >= 0) throw new BenchmarksFileError(`expected one summary table starting ${JSON.stringify(TABLE_HEAD[0])} before the first section`);
  if (lines[tableAt + 1] !== TABLE_HEAD[1]) throw new BenchmarksFileError(`the summary table's second line is ${JSON.stringify(lines[tableAt + 1])}, not ${JSON.stringify(TABLE_HEAD[1])}`);
  const rows: Layout['rows'] = [];
  let at = tableAt + 2;
  for (; at < head.length && lines[at]!.startsWith('|'); at += 1) {
    const name = ROW_NAME.exec(lines[at]!)?.[1];
    if (name === undefined) throw new BenchmarksFileError(`line ${at + 1} of the summary table names no benchmark`);
    rows.push({ name, at });
  }
  // Between the table and the first section: blank lines only (a row cut off from the table by a
  // blank line would be left out of it).
  for (; at < head.length; at += 1) {
    if (lines[at] !== '') throw new BenchmarksFileError(`line ${at + 1}, between the summary table and the first section, is not blank: ${JSON.stringify(lines[at]!.slice(0, 60))}`);
  }
  const sections: Layout['sections'] = [];
  for (let i = firstHeading < 0 ? lines.length : firstHeading; i < lines.length; i += 1) {
    if (!lines[i]!.startsWith('## ')) continue;
    const previous = sections.at(-1);
    if (previous) previous.end = i;
    sections.push({ name: lines[i]!.slice(3), start: i, end: lines.length });
  }
  for (const section of sections) {
    // The blank line before the next heading, or the file's last newline (the '' after it).
    if (lines[section.end - 1] !== '') throw new BenchmarksFileError(`section ${JSON.stringify(section.name)} does not end with a blank line${section.end === lines.length ? ' (the file does not end with a newline)' : ''}`);
  }
  const rowNames = rows.map((r) => r.name);
  const sectionNames = sections.map((s) => s.name);
  if (new Set(rowNames).size !== rowNames.length) throw new BenchmarksFileError(`the summary table names a benchmark twice: ${rowNames.join(', ')}`);
  if (rowNames.join('\n') !== sectionNames.join('\n')) {
    throw new BenchmarksFileError(`the summary table's rows (${rowNames.join(', ')}) are not its sections (${sectionNames.join(', ')}), one each in the same order`);
  }
  return { lines, rows, sections };
}

/** Throws BenchmarksFileError unless `text` is laid out as replaceSections expects: checked before a partial run, not after it. */
export function checkBenchmarksFile(text: string): void {
  layoutOf(text);
}

/**
 * `existing` with each result's section and table row replaced by the run's, every other line
 * kept byte for byte, the head included (it describes the last whole run; the section's own
 * line names this one). A benchmark the file does not have yet is put where `order` (the run
 * order, bench/benchmarks.ts) places it among those it has.
 */
export function replaceSections(existing: string, info: RunInfo, results: BenchResult[], order: readonly string[]): string {
  const { lines, rows, sections } = layoutOf(existing);
  const unknown = results.find((r) => !order.includes(r.name));
  if (unknown) throw new BenchmarksFileError(`${JSON.stringify(unknown.name)} is not a benchmark of the run order`);
  const rowLines = new Map<number, string[]>();
  const sectionLines = new Map<number, string[]>();
  /** Lines put before line `at` (a new benchmark's row or section). */
  const before = new Map<number, string[]>();
  const insert = (at: number, added: string[]) => before.set(at, [...(before.get(at) ?? []), ...added]);
  /** New sections after the last one. */
  const atEnd: string[] = [];
  for (const result of results) {
    const i = rows.findIndex((r) => r.name === result.name);
    if (i >= 0) {
      rowLines.set(rows[i]!.at, [renderRow(result)]);
      sectionLines.set(sections[i]!.start, renderSection(info, result));
      continue;
    }
    const rank = order.indexOf(result.name);
    // The first benchmark the file has that runs after this one; none: at the end.
    const next = rows.findIndex((r) => order.includes(r.name) && order.indexOf(r.name) > rank);
    insert(next >= 0 ? rows[next]!.at : rows.length > 0 ? rows.at(-1)!.at + 1 : lines.indexOf(TABLE_HEAD[1]!) + 1, [renderRow(result)]);
    if (next >= 0) insert(sections[next]!.start, renderSection(info, result));
    else atEnd.push(...renderSection(info, result));
  }
  const out: string[] = [];
  const sectionEnd = new Map(sections.map((s) => [s.start, s.end]));
  for (let i = 0; i < lines.length; ) {
    out.push(...(before.get(i) ?? []));
    const section = sectionLines.get(i);
    if (section) {
      out.push(...section);
      i = sectionEnd.get(i)!;
      continue;
    }
    out.push(...(rowLines.get(i) ?? [lines[i]!]));
    i += 1;
  }
  // The last line is the '' after the file's last newline: joined to the first new heading, a blank line.
  out.push(...atEnd);
  return out.join('\n');
}
