/**
 * Two columns printed side by side, read apart. Either text extraction kept them side by side,
 * a gutter of spaces between them at the same place on every line (two notices of a page), or it
 * read them line by line across both: the
 * notice's lines alternate with a neighbour's (another notice, the journal's box of terms). A
 * reader sees it at once: line after line the next line does not go on with the one before (a
 * word cut at the line's end followed by another word, 'des' followed by 'du', a full stop
 * followed by a lower case), while the line after next does. The two streams are read apart.
 */

import { foldUncached as fold } from '../fold.ts';
import { matchesOf } from '../global-pattern.ts';
import { cutPieceBeside, signsOffLast } from './cut-column-beside.ts';
import { neighbourFormColumn, neighbourSignedApart } from './neighbour-form-column.ts';
import { cutOpeningBeside, neighbourPiecesBeside, titledNoticeBesideCutOpening } from './neighbour-pieces-beside.ts';
import { relatedLinksBeside } from './related-links-beside.ts';
import { nameBlockForRight, nameGoesOnAcross } from './name-across-columns.ts';
import { siteSidebar } from './site-sidebar.ts';

// Fewer lines than this cannot show an alternation apart from chance.
const MIN_LINES = 8;
// How much better the alternate reading must hold together than the line-by-line one.
const MIN_GAIN = 4;

// Words that cannot end a sentence: the line goes on with the next words of the same stream.
const OPEN_WORDS = new Set([
  'de', 'du', 'des', 'le', 'la', 'les', "l'", "d'", 'au', 'aux', 'a', 'et', 'ou', 'pour', 'par', 'en', 'sur', 'un', 'une',
  'dans', 'avec', 'sous', 'ete', 'est', 'sont', 'qui', 'que', 'dont', 'son', 'sa', 'ses', 'leur', 'leurs', "jusqu'au", "jusqu'a",
]);
// An article or a contraction is followed by its noun, never by another article or preposition.
const ARTICLES = new Set(['le', 'la', 'les', 'du', 'des', 'au', 'aux', 'un', 'une', 'son', 'sa', 'ses']);
const NOT_AFTER_ARTICLE = new Set(['de', 'du', 'des', 'le', 'la', 'les', 'au', 'aux', 'un', 'une', 'et', 'ou', 'a', 'par', 'pour', 'sur', 'dans']);

interface Edge {
  lastWord: string;
  firstWord: string;
  /** A word cut at the line's end ('pa-'). */
  cut: boolean;
  /** The line ends a sentence (a full stop that is not a civility's). */
  closed: boolean;
  /** The line ends with a civility and a given name ('M. Paul'): the surname comes next. */
  givenName: boolean;
  lowerEnd: boolean;
  /** The line ends on a comma: its clause is left open. */
  commaEnd: boolean;
  startsLower: boolean;
  startsTitle: boolean;
  startsCapitals: boolean;
  startsDigit: boolean;
}

function edgeOf(line: string): Edge {
  const text = line.trim();
  const folded = fold(text);
  const words = folded.split(/\s+/);
  return {
    lastWord: (words.at(-1) ?? '').replace(/[^a-z']+$/, ''),
    firstWord: (words[0] ?? '').replace(/[^a-z'].*$/, ''),
    cut: /\p{Ll}-$/u.test(text),
    closed: /[.!?]$/.test(text) && !/\b(?:M|MM|Mme|Mlle|Me|Dr)\.$/u.test(text),
    givenName: /\b(?:M|Mme|Mlle|Me|Dr)\.?\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(text),
    lowerEnd: /\p{Ll}$/u.test(text),
    commaEnd: /,$/.test(text),
    startsLower: /^\p{Ll}/u.test(text),
    startsTitle: /^\p{Lu}\p{Ll}/u.test(text),
    startsCapitals: /^\p{Lu}{2}/u.test(text),
    startsDigit: /^\d/.test(text),
  };
}

/** How well line b goes on with line a: 1 it does, -1 it cannot, halves for weaker signs. */
function follows(a: Edge, b: Edge): number {
  if (a.cut) return b.startsLower ? (OPEN_WORDS.has(b.firstWord) ? -0.5 : 1) : -1;
  if (a.closed) return b.startsLower ? -1 : b.startsTitle || b.startsCapitals || b.startsDigit ? 1 : 0;
  if (a.givenName && b.startsCapitals) return 1;
  if (OPEN_WORDS.has(a.lastWord)) {
    if (ARTICLES.has(a.lastWord) && NOT_AFTER_ARTICLE.has(b.firstWord)) return -1;
    if (b.startsLower || b.startsDigit || b.startsCapitals) return 1;
    return b.startsTitle ? -0.5 : 0;
  }
  if (a.lowerEnd) return b.startsLower ? 0.5 : b.startsTitle ? -0.5 : 0;
  // A clause left open by its comma goes on in lower case ('associés du 21 septembre 2026,' / 'l'objet social …').
  if (a.commaEnd && b.startsLower) return 0.5;
  return 0;
}

/**
 * Whether the text has enough lines and a line break no reader reads on through (follows' -1
 * cases: a cut word before a capital, a full stop before a lower case, two articles), looked for
 * with plain patterns (speed only: most texts have none).
 */
const CUT = /\p{Ll}-\r?\n[ \t]*[^\p{Ll}\s]/u;
const CLOSED_THEN_LOWER = /[.!?][ \t]*\r?\n[ \t]*\p{Ll}/u;
const ARTICLE_PAIR = /[ \t'](?:le|la|les|du|des|au|aux|un|une|son|sa|ses)[ \t]*\r?\n[ \t]*(?:de|du|des|le|la|les|au|aux|un|une|et|ou|a|à|par|pour|sur|dans)(?![a-zà-ÿ])/;

function mayInterleave(text: string): boolean {
  let breaks = 0;
  for (let at = text.indexOf('\n'); at >= 0 && breaks < MIN_LINES - 1; at = text.indexOf('\n', at + 1)) breaks += 1;
  if (breaks < MIN_LINES - 1) return false;
  return ((text.includes('-\n') || text.includes('-\r\n')) && CUT.test(text)) || CLOSED_THEN_LOWER.test(text) || ARTICLE_PAIR.test(text);
}

/** The streams of one paragraph's lines when they alternate, else null. */
function streamsOf(lines: readonly string[]): [string[], string[]] | null {
  const edges = lines.map(edgeOf);
  let consecutive = 0;
  let alternate = 0;
  let brokenNext = 0;
  let brokenAlternate = 0;
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const next = follows(edges[i]!, edges[i + 1]!);
    consecutive += next;
    if (next <= -1) brokenNext += 1;
    if (i + 2 < edges.length) {
      const after = follows(edges[i]!, edges[i + 2]!);
      alternate += after;
      if (after <= -1) brokenAlternate += 1;
    }
  }
  if (brokenNext === 0 || brokenAlternate > 0 || alternate - consecutive < MIN_GAIN) return null;
  const owner = lines.map((_, i) => i % 2);
  // One column may end first: the last lines go on with the stream left open, not with the one
  // whose last line closed its sentence ('… de M. Luc' / '… postale 12.' / 'TEA, démissionnaire').
  const n = lines.length;
  if (n >= 3 && edges[n - 3]!.closed && !edges[n - 2]!.closed && follows(edges[n - 2]!, edges[n - 1]!) >= 0) owner[n - 1] = owner[n - 2]!;
  const streams: [string[], string[]] = [[], []];
  for (let i = 0; i < n; i += 1) streams[owner[i]!]!.push(lines[i]!);
  return streams;
}

// A gutter: three spaces or more between two printed characters.
const GAP = /\S([ \u00a0]{3,})(?=\S)/g;
const GUTTER_SLACK = 2;
/** How much wider than a justified line's runs of spaces a gutter is. */
const GUTTER_OVER_JUSTIFIED = 3;
/** Two spaces right before the gutter's place, the left column's last word ending against them. */
const NARROW_GAP = /\S( {2})(?=\S)/g;
/** Where the right column opens on a line whose two columns only two spaces keep apart at the gutter, or 0. */
function narrowGutterAt(line: string, column: number): number {
  for (const m of matchesOf(NARROW_GAP, line)) {
    const start = m.index + 1 + m[1]!.length;
    if (Math.abs(start - column) <= 1) return start;
  }
  return 0;
}
/** Where the right column opens after a single space at the gutter's place (`… détenait  dans traordinaire du …`), or 0. */
function singleSpaceGutterAt(line: string, column: number): number {
  for (let at = column - GUTTER_SLACK; at <= column + GUTTER_SLACK; at += 1) {
    if (at > 1 && line[at - 1] === ' ' && line[at - 2] !== ' ' && line[at] !== undefined && line[at] !== ' ') return at;
  }
  return 0;
}
// A column of prose: lines of several words on average.
const PROSE_WORDS = 4;
// A narrow column of prose: fewer words a line, and a share of its lines going on with the next.
const NARROW_PROSE_WORDS = 3;
const NARROW_JOINS = 0.25;
const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** A rule drawn across the page (dashes, box-drawing strokes, equals signs, underscores), nothing else. */
const RULE_LINE = /^[ \t]*[─━═=_—–~-]{10,}[ \t]*$/;
/** How many lines from the top a masthead and its rule may take. */
const MASTHEAD_LINES = 4;

/**
 * A paragraph printed in the same two columns as the one below it, with the side that paragraph
 * set apart left out: every line ends before the gutter or parts at it, and two lines or more
 * print something on each side. Else null (a masthead over both columns, a paragraph of one).
 */
function sameGutterSide(paragraph: string, column: number, apart: 'left' | 'right'): string | null {
  const lines = paragraph.split('\n');
  const kept: string[] = [];
  let parted = 0;
  for (const line of lines) {
    if (line.trimEnd().length <= column - GUTTER_SLACK) {
      if (apart === 'right') kept.push(line.trimEnd());
      continue;
    }
    const gap = [...matchesOf(GAP, line)].find((m) => Math.abs(m.index + 1 + m[1]!.length - column) <= GUTTER_SLACK);
    if (!gap) {
      // The other column alone on its line, indented to the gutter.
      if (line.length - line.trimStart().length < column - GUTTER_SLACK) return null;
      if (apart === 'left') kept.push(line.trim());
      continue;
    }
    const cut = gap.index + 1;
    if (line.slice(0, cut).trim()) parted += 1;
    kept.push(apart === 'right' ? line.slice(0, cut).trimEnd() : line.slice(cut + gap[1]!.length).trim());
  }
  return parted >= 2 ? kept.join('\n') : null;
}

/**
 * Whether a line below `i` and before the first line holding the gutter crosses the gutter's place
 * with no gap there: `i` is then still in the heading over both columns, not the left column.
 */
function crossedBelow(gaps: ReadonlyArray<ReadonlyArray<{ end: number; start: number }>>, i: number, column: number): boolean {
  for (let j = i + 1; j < gaps.length; j += 1) {
    if (gaps[j]!.some((g) => Math.abs(g.start - column) <= GUTTER_SLACK)) return false;
    if (gaps[j]!.length === 0) return true;
  }
  return false;
}

/**
 * The two columns of a paragraph printed side by side, when a gutter opens at the same place on
 * most lines and each column is prose (a label beside its value, a table of records, is not);
 * lines above the first gutter that cross it (a title over both) stay above. Else null.
 */
/** A paragraph's columns; `apart`: the gutter and the column set apart as a neighbour's piece. */
interface Columns {
  above: string[];
  left: string[];
  right: string[];
  apart?: { column: number; side: 'left' | 'right' };
}

/**
 * A column's lines with a blank line where the other column printed a row alone and this one's line
 * above closed its sentence (`… Maître X.` beside `TRANSFERT DE SIÈGE SOCIAL`, then `Liquidation
 * judiciaire de …`): the blank line the page printed between two of its paragraphs (two judgments, two
 * notices), which reading the columns apart would otherwise lose. A line left open (a company's card
 * above its heading, a sentence going on) keeps the next one. `breaks` are indexes of the column's lines.
 */
function withBreaks(column: readonly string[], breaks: ReadonlySet<number>): string[] {
  return column.flatMap((line, k) => (breaks.has(k) && k > 0 && edgeOf(column[k - 1]!).closed && line.trim() !== '' ? ['', line] : [line]));
}

function besideColumns(lines: readonly string[]): Columns | null {
  if (lines.length < 4) return null;
  const allGaps = lines.map((line) => [...matchesOf(GAP, line)].map((m) => ({ end: m.index + 1, start: m.index + 1 + m[1]!.length })));
  // A justified column spaces its words by runs of three or so; the gutter is wider than any of
  // them on its line: those runs are no gaps of the page.
  const gaps = allGaps.map((g) => {
    if (g.length < 2) return g;
    const widest = g.reduce((a, b) => (b.start - b.end > a.start - a.end ? b : a));
    const width = widest.start - widest.end;
    return width >= GUTTER_OVER_JUSTIFIED + 3 && g.every((x) => x === widest || x.start - x.end <= width - GUTTER_OVER_JUSTIFIED) ? [widest] : g;
  });
  const votes = new Map<number, number>();
  for (const g of gaps) if (g.length === 1) votes.set(g[0]!.start, (votes.get(g[0]!.start) ?? 0) + 1);
  let column = -1;
  let best = 0;
  for (const [start] of votes) {
    let near = 0;
    for (const [other, n] of votes) if (Math.abs(other - start) <= GUTTER_SLACK) near += n;
    if (near > best) [column, best] = [start, near];
  }
  // Of the lines that reach the gutter's place, most hold it: a shorter right column leaves the
  // left one's last lines alone, within the left column's width.
  // A line printed in the right column alone (the left one ended higher) holds the gutter too.
  const reaching = lines.filter((line) => line.trimEnd().length > column - GUTTER_SLACK).length;
  const rightAlone = lines.filter((line, i) => gaps[i]!.length === 0 && line.length - line.trimStart().length >= column - GUTTER_SLACK).length;
  // A left column justified to its full width keeps the columns apart by two spaces or one: those
  // lines hold the gutter too, and a left line alone filling its width does not cross it.
  const narrow = lines.filter((line, i) => gaps[i]!.length === 0 && line.length - line.trimStart().length < column - GUTTER_SLACK && line.trimEnd().length > column + GUTTER_SLACK && (narrowGutterAt(line, column) > 0 || singleSpaceGutterAt(line, column) > 0)).length;
  const crossing = lines.filter((line) => line.trimEnd().length > column + GUTTER_SLACK).length;
  if (best < 4 || (best + rightAlone < 0.6 * reaching && best + rightAlone + narrow < 0.8 * crossing)) return null;
  const above: string[] = [];
  const left: string[] = [];
  const right: string[] = [];
  // Where a row printed one column alone, the other column's next line (withBreaks).
  const leftBreaks = new Set<number>();
  const rightBreaks = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const g = gaps[i]!;
    const indent = line.length - line.trimStart().length;
    if (RULE_LINE.test(line) && i < MASTHEAD_LINES) {
      // A rule under the page's masthead: whatever stood above it, a running line whose own gaps
      // fell at the gutter's place among them, is the masthead's, above the columns.
      above.splice(0, above.length, ...lines.slice(0, i + 1));
      left.length = 0;
      right.length = 0;
    } else if (g.length === 1 && (Math.abs(g[0]!.start - column) <= GUTTER_SLACK || (g[0]!.end < column - GUTTER_SLACK && g[0]!.start > column))) {
      // The gap at the gutter, or one across it to a cell the right column indents (a rule centred in it).
      left.push(line.slice(0, g[0]!.end).trimEnd());
      right.push(line.slice(g[0]!.start).trim());
    } else if (g.length > 1 && Math.abs(g[0]!.start - column) <= GUTTER_SLACK && g.slice(1).every((x) => x.end > column)) {
      // The gap at the gutter, the right cell spaced inside (a site's form `Votre e-mail      [OK]`).
      left.push(line.slice(0, g[0]!.end).trimEnd());
      right.push(line.slice(g[0]!.start).trim());
    } else if (indent >= column - GUTTER_SLACK && g.every((x) => x.end > column)) {
      // The right column alone, a justified line's runs inside it.
      right.push(line.trim());
      leftBreaks.add(left.length);
    } else if (g.length === 0 && narrowGutterAt(line, column) > 0) {
      // The left column filled its width up to the gutter: two spaces alone keep the columns apart.
      const end = narrowGutterAt(line, column);
      left.push(line.slice(0, end).trimEnd());
      right.push(line.slice(end).trim());
    } else if (g.every((x) => x.start < column - GUTTER_SLACK) && line.trimEnd().length <= column + GUTTER_SLACK && (right.length > 0 || !crossedBelow(gaps, i, column))) {
      // The left column alone may fill its width up to the gutter, whose place varies by the slack
      // from line to line: no line of the right column opens beside it.
      left.push(line.trimEnd());
      rightBreaks.add(right.length);
    } else if (left.length === 0 || right.length === 0) {
      // A masthead's lines over both columns, a short one among them, stay above the columns.
      above.push(...left.splice(0), line);
    } else {
      // Inside the columns, the left one justified to its full width: one space keeps them apart.
      const end = singleSpaceGutterAt(line, column);
      if (end === 0) return null;
      left.push(line.slice(0, end).trimEnd());
      right.push(line.slice(end).trim());
    }
  }
  // Prose: lines of several words that go on with each other (a record's lines, a label's value, do not).
  const joins = (column: string[]): number => {
    const edges = column.map(edgeOf);
    let n = 0;
    for (let i = 0; i + 1 < edges.length; i += 1) if (follows(edges[i]!, edges[i + 1]!) > 0 && !edges[i]!.closed) n += 1;
    return n;
  };
  // A narrow column (a list of judgments) has short lines, but they go on with each other
  // (words cut at the line's end, a given name before its surname) as a record's lines do not.
  const prose = (column: string[], least: number): boolean => {
    if (column.length === 0) return false;
    const wordCount = column.reduce((sum, l) => sum + words(l), 0);
    const joined = joins(column);
    if (wordCount >= PROSE_WORDS * column.length) return joined >= least;
    return wordCount >= NARROW_PROSE_WORDS * column.length && joined >= Math.max(least, 2, NARROW_JOINS * column.length);
  };
  // The columns as they are read on, each with the blank lines the other column's rows alone left in it.
  const leftRead = withBreaks(left, leftBreaks);
  const rightRead = withBreaks(right, rightBreaks);
  const leftIsProse = prose(left, 2);
  // A site's sidebar of filters and links left of the notices: the right column read alone (site-sidebar.ts).
  if (!leftIsProse && prose(right, 2) && siteSidebar(left)) return { above, left: rightRead, right: [], apart: { column, side: 'left' } };
  if (!leftIsProse) return null;
  // The notice in the right column, whole (its own first line, its closing line), beside the left
  // column's neighbours' pieces (the end of the notice above, the start of the one below): alone.
  const rightOpening = right.find((line) => line.trim())?.trim() ?? '';
  // Or beside the start of the notice printed before it, cut by the crop (neighbour-pieces-beside.ts).
  if (rightOpening !== '' && !/^\p{Ll}/u.test(rightOpening) && signsOffLast(right) && (neighbourPiecesBeside(left) || titledNoticeBesideCutOpening(right, left))) return { above, left: rightRead, right: [], apart: { column, side: 'left' } };
  // The other column's piece of a neighbour, cut by the crop, is set apart (cut-column-beside.ts).
  // A signed notice beside a column of neighbours' pieces, one of them a signed end, is alone too.
  // A site's sidebar of dated links to other notices is the page's furniture (related-links-beside.ts).
  if (relatedLinksBeside(right)) return { above, left: leftRead, right: [], apart: { column, side: 'right' } };
  if (prose(right, 1)) {
    const apart = cutPieceBeside(left, right) || (signsOffLast(left) && neighbourPiecesBeside(right, true)) || cutOpeningBeside(left, right);
    return apart ? { above, left: leftRead, right: [], apart: { column, side: 'right' } } : { above, left: leftRead, right: rightRead };
  }
  // A column of neighbours' pieces (a signed tail, a cut opening) is no value of the left column's.
  if (neighbourPiecesBeside(right)) return { above, left: leftRead, right: [], apart: { column, side: 'right' } };
  if (!neighbourFormColumn(leftIsProse, left, right)) return null;
  return neighbourSignedApart(left, right) ? { above, left: leftRead, right: [], apart: { column, side: 'right' } } : { above, left: leftRead, right: rightRead };
}

/** A cell that opens inside a sentence, after the ellipsis a page prints for a cut (a value beside its label never does). */
const CUT_CELL = /^(?:…|\.{3})[ ]?\p{L}/u;
const MIN_TAIL_LINES = 2;

/**
 * A neighbour's cut tail printed beside the notice's first lines, too short for a gutter voted on
 * four lines ('TRANSFERT DE SIÈGE        ...la vente a été consentie' / '        le prix de … Oppo-'
 * / 'SALON X             sitions au cabinet de …'): the right column opens inside a sentence (the
 * ellipsis a page prints for a cut) and runs on the paragraph's first lines at one place; under
 * it no line is printed at that place again. The notice is the left column and what follows; the
 * tail is another notice's, set apart.
 */
function cutTailBeside(lines: readonly string[]): Columns | null {
  const first = [...matchesOf(GAP, lines[0] ?? '')];
  if (first.length !== 1) return null;
  const column = first[0]!.index + 1 + first[0]![1]!.length;
  if (!CUT_CELL.test(lines[0]!.slice(column)) || /:\s*$/.test(lines[0]!.slice(0, column))) return null;
  const left: string[] = [];
  let rightLines = 0;
  let tailEnded = false;
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    const gaps = [...matchesOf(GAP, line)];
    const gap = gaps.length === 1 && Math.abs(gaps[0]!.index + 1 + gaps[0]![1]!.length - column) <= GUTTER_SLACK ? gaps[0]! : null;
    if (!tailEnded && gap) {
      left.push(line.slice(0, gap.index + 1).trimEnd());
      rightLines += 1;
    } else if (!tailEnded && gaps.length === 0 && indent >= column - GUTTER_SLACK) {
      rightLines += 1;
    } else if (rightLines > 0 && !gap && indent < column - GUTTER_SLACK) {
      // Under the tail, the notice alone: its lines may run on past the gutter.
      tailEnded = true;
      left.push(line.trimEnd());
    } else {
      return null;
    }
  }
  return rightLines >= MIN_TAIL_LINES && tailEnded ? { above: [], left, right: [] } : null;
}

/**
 * Whether one notice runs from the left column into the right one: the left column's last line
 * leaves its sentence open and the right column's first line goes on with it ('… M. Jean-Paul' /
 * 'DUVAL, administrateur, …'), the right one opening with no heading of its own.
 */
function goesOnAcross(left: readonly string[], right: readonly string[]): boolean {
  const last = left.at(-1);
  const first = right[0];
  // A company's name cut at the column's foot (name-across-columns.ts).
  if (last !== undefined && nameGoesOnAcross(last, right)) return true;
  if (last === undefined || first === undefined || !/\p{Ll}/u.test(first)) return false;
  const a = edgeOf(last);
  return !a.closed && follows(a, edgeOf(first)) >= 1;
}

/**
 * The text with each paragraph whose lines hold two columns written as its two streams: side by
 * side, the left one then the right one; interleaved, the longer first (the notice; a box of
 * terms or a neighbour's cut piece is shorter). Streams are separated by a blank line. null when no
 * paragraph holds two columns.
 */
/** A rubric in capitals alone in its cell (`CONSTITUTIONS`, `CESSIONS DE PARTS`): no digit, no small letter. */
const RUBRIC_CELL = /^(?=.*\p{Lu}.*\p{Lu})[^\p{Ll}\d]{3,40}$/u;

/**
 * The two rubrics of a one-line paragraph whose right cell opens where most of the columns' lines
 * under it open their right column, or null.
 */
function rubricsAbove(paragraph: string, columnLines: readonly string[]): [string, string] | null {
  const line = paragraph.replace(/^\s*\n/, '').trimEnd();
  if (line === '' || line.includes('\n')) return null;
  const gaps = [...matchesOf(GAP, line)];
  if (gaps.length !== 1) return null;
  const rightStart = gaps[0]!.index + 1 + gaps[0]![1]!.length;
  const [left, right] = [line.slice(0, gaps[0]!.index + 1).trim(), line.slice(rightStart).trim()];
  if (!RUBRIC_CELL.test(left) || !RUBRIC_CELL.test(right)) return null;
  const opening = columnLines.filter((l) => /\s/.test(l[rightStart - 1] ?? '') && /\S/.test(l[rightStart] ?? '')).length;
  return opening * 2 >= columnLines.length ? [left, right] : null;
}

export function deinterleaved(text: string): string | null {
  const beside = /\S[ \u00a0]{3,}\S/.test(text);
  if (!beside && !mayInterleave(text)) return null;
  const paragraphs = text.split(/(\n[ \t\r]*\n)/);
  const touched = new Set<number>();
  let changed = false;
  for (let p = 0; p < paragraphs.length; p += 2) {
    // The text's first and last line breaks are no lines.
    const paragraph = paragraphs[p]!;
    // Its first line keeps its indent: trimmed, its columns would stand left of the others'.
    const body = paragraph.replace(/^(?:[ \t\r]*\n)+/, '').trimEnd();
    const lines = body.split('\n');
    const at = paragraph.indexOf(body);
    const unbroken = beside ? lines.map((l) => l.replace(/\r$/, '')) : [];
    const columns = beside ? (besideColumns(unbroken) ?? cutTailBeside(unbroken)) : null;
    if (columns) {
      // Each column's rubric printed on one line of its own above them (`CONSTITUTIONS      CESSIONS DE
      // PARTS`): each heads its own column, no title over both.
      const rubrics = p >= 2 && !touched.has(p - 2) && columns.right.length > 0 ? rubricsAbove(paragraphs[p - 2]!, unbroken) : null;
      if (rubrics) {
        paragraphs[p - 2] = '';
        columns.left.unshift(rubrics[0], '');
        columns.right.unshift(rubrics[1], '');
      }
      // The right column's company named at the left column's foot, under the columns (name-across-columns.ts).
      const lastParagraph = p + 2 < paragraphs.length && paragraphs.slice(p + 4).every((rest) => rest.trim() === '');
      const name = lastParagraph && columns.right.length > 0 ? nameBlockForRight(paragraphs[p + 2]!, columns.right) : null;
      if (name) {
        paragraphs[p + 2] = '';
        columns.right.unshift(...name);
      }
      const head = columns.above.length > 0 ? `${columns.above.join('\n')}\n` : '';
      const between = columns.right.length === 0 ? '' : goesOnAcross(columns.left, columns.right) ? '\n' : '\n\n';
      paragraphs[p] = `${paragraph.slice(0, at)}${head}${columns.left.join('\n')}${between}${columns.right.join('\n')}${paragraph.slice(at + body.length)}`;
      changed = true;
      // A line blank across both columns cut them into paragraphs: the one just above, printed at
      // the same gutter, holds the top of the same neighbour's piece (its card), set apart too.
      const above = p >= 2 && !touched.has(p - 2) && columns.apart ? sameGutterSide(paragraphs[p - 2]!, columns.apart.column, columns.apart.side) : null;
      if (above !== null) paragraphs[p - 2] = above;
      touched.add(p);
      continue;
    }
    if (lines.length < MIN_LINES) continue;
    const streams = streamsOf(lines);
    if (!streams) continue;
    const [a, b] = streams[1].length > streams[0].length ? [streams[1], streams[0]] : streams;
    paragraphs[p] = `${paragraph.slice(0, at)}${a.join('\n')}\n\n${b.join('\n')}${paragraph.slice(at + body.length)}`;
    touched.add(p);
    changed = true;
  }
  return changed ? paragraphs.join('') : null;
}
