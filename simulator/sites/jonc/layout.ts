import { formatDateLong, type SampleWorld } from '../../world/index.ts';
import { joncIssues, masthead, SECTION_ORDER, type IssueItem, type JoncIssue } from './calendar.ts';
import { AppError } from '../../../kernel/errors/app-error.ts';

/** One printed line. Layout is pure string work (no font metrics) so page numbers can be computed for a whole year cheaply. */
export interface PrintedLine {
  text: string;
  bold: boolean;
  size: number;
  center: boolean;
  /** Extra space above the line, in points. */
  gapBefore: number;
}

export interface PrintedPage {
  number: number;
  lines: PrintedLine[];
}

export interface IssueLayout {
  firstPage: number;
  pages: PrintedPage[];
  /** Page on which each item starts, by index in issue.items. */
  itemPages: number[];
}

/** Characters per body line: Times 10 pt on an A4 page with 56 pt margins, with room to spare. */
export const WRAP = 92;
const BODY_TOP = 790;
const BODY_BOTTOM = 56;
const MASTHEAD_HEIGHT = 120;

export const JOURNAL_TITLE = 'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE';

/** Even pages: `9874 JOURNAL ... 4 juin 2024`; odd pages: `4 juin 2024 JOURNAL ... 9875`, as in the printed journal. */
export function runningHeader(page: number, date: string): string {
  return page % 2 === 0 ? `${page} ${JOURNAL_TITLE} ${formatDateLong(date)}` : `${formatDateLong(date)} ${JOURNAL_TITLE} ${page}`;
}

export function wrap(text: string, width = WRAP): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ').filter((w) => w.length > 0);
    if (words.length === 0) {
      out.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      if (line && line.length + 1 + word.length > width) {
        out.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    out.push(line);
  }
  return out;
}

const height = (l: PrintedLine) => l.size * 1.3 + l.gapBefore;

/** The flow of an item: its heading in bold, then its wrapped body. */
export function itemLines(item: Pick<IssueItem, 'text'>): PrintedLine[] {
  const [heading = '', ...rest] = item.text.split('\n');
  const lines: PrintedLine[] = [{ text: heading, bold: true, size: 10, center: true, gapBefore: 14 }];
  let gap = 6;
  for (const line of wrap(rest.join('\n'))) {
    if (line === '') {
      gap = 6;
      continue;
    }
    lines.push({ text: line, bold: false, size: 10, center: false, gapBefore: gap });
    gap = 0;
  }
  return lines;
}

function paginate(flow: Array<{ line: PrintedLine; item: number | null }>, firstPage: number, firstPageTop: number): IssueLayout {
  const pages: PrintedPage[] = [{ number: firstPage, lines: [] }];
  const itemPages: number[] = [];
  let y = firstPageTop;
  for (const { line, item } of flow) {
    if (y - height(line) < BODY_BOTTOM) {
      pages.push({ number: firstPage + pages.length, lines: [] });
      y = BODY_TOP;
    }
    y -= height(line);
    const page = pages[pages.length - 1] as PrintedPage;
    page.lines.push(line);
    if (item !== null && itemPages[item] === undefined) itemPages[item] = page.number;
  }
  return { firstPage, pages, itemPages };
}

/** The layout of any issue, its pages numbered from `firstPage` (fixtures lay out hand-made issues). */
export function layoutIssue(issue: JoncIssue, firstPage: number): IssueLayout {
  const flow: Array<{ line: PrintedLine; item: number | null }> = [];
  const summary = SECTION_ORDER.filter((s) => issue.items.some((i) => i.section === s));
  flow.push({ line: { text: 'SOMMAIRE', bold: true, size: 10, center: true, gapBefore: 0 }, item: null });
  for (const section of summary) {
    flow.push({ line: { text: `${section} ${'.'.repeat(40)} ${firstPage}`, bold: false, size: 9, center: false, gapBefore: 0 }, item: null });
  }
  for (const section of SECTION_ORDER) {
    const items = issue.items.map((item, index) => ({ item, index })).filter(({ item }) => item.section === section);
    if (items.length === 0) continue;
    flow.push({ line: { text: section, bold: true, size: 12, center: true, gapBefore: 22 }, item: null });
    for (const { item, index } of items) for (const line of itemLines(item)) flow.push({ line, item: index });
  }
  return paginate(flow, firstPage, BODY_TOP - MASTHEAD_HEIGHT);
}

export class UnknownIssueError extends AppError<'jonc_numero_inconnu'> {
  readonly numero: number;
  constructor(numero: number) {
    super('jonc_numero_inconnu', `[jonc] [offline] Expected the number of an issue of the sample world, got ${numero}`);
    this.numero = numero;
  }
}

const layouts = new WeakMap<SampleWorld, Map<number, IssueLayout>>();

/** Layout of an issue, its page numbers running on from the previous issues of the same year. */
export function issueLayout(world: SampleWorld, numero: number): IssueLayout {
  let byNumero = layouts.get(world);
  if (!byNumero) {
    byNumero = new Map();
    layouts.set(world, byNumero);
    let year = '';
    let next = 1;
    for (const issue of joncIssues(world)) {
      if (issue.date.slice(0, 4) !== year) {
        year = issue.date.slice(0, 4);
        next = 1;
      }
      const layout = layoutIssue(issue, next);
      byNumero.set(issue.numero, layout);
      next += layout.pages.length;
    }
  }
  const found = byNumero.get(numero);
  if (!found) throw new UnknownIssueError(numero);
  return found;
}

export function mastheadLines(issue: JoncIssue): PrintedLine[] {
  return [
    { text: JOURNAL_TITLE, bold: true, size: 16, center: true, gapBefore: 0 },
    { text: masthead(issue), bold: false, size: 10, center: true, gapBefore: 10 },
  ];
}
