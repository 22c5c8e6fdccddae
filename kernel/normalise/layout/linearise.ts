/**
 * The text as the extractors read it: every labelled value the layout pass found in a layout
 * they do not read (the value under its label, in a column beside it, in a table's cell) written
 * back as `Label : value` on its line, a table row as one such line per cell. The rest of the text
 * is kept character for character; a text without such blocks comes back unchanged.
 */

import type { LayoutBlock, Span } from './blocks.ts';
import { readLayout } from './read-layout.ts';
import { isFieldLabel } from './field-labels.ts';
import { linesOf } from '../recent-results.ts';

const WIDE_GAP = /\S {2,}\S/;

interface Rewrite extends Span {
  text: string;
}

const pairLine = (label: string, value: string): string => `${label.replace(/\s*:$/, '')} : ${value}`;

// A legend under a table defines its abbreviations: 'CP : date de cessation des paiements.'
const ABBREVIATION = /^\p{Lu}{1,4}$/u;

/** A cell's abbreviated labels written out as the legend defines them ('CP : 15/02' → 'date de cessation des paiements : 15/02'). */
function expand(value: string, legend: ReadonlyMap<string, string>): string {
  if (legend.size === 0) return value;
  return value.replace(/\b(\p{Lu}{1,4})\s*:/gu, (whole, abbreviation: string) => {
    const meaning = legend.get(abbreviation);
    return meaning ? `${meaning} :` : whole;
  });
}

// One legend line may define several ('MJ : mandataire judiciaire. Liq. : liquidateur. EI : entrepreneur individuel.').
const NEXT_DEFINITION = /[.;]\s+(?=\p{Lu}[\p{L}.]{0,5}\s*:)/u;
const DEFINITION = /(\p{Lu}{1,4})\.?\s*:\s*([^.;]+)/gu;

function defineAbbreviations(legend: Map<string, string>, label: string, value: string): void {
  const cut = NEXT_DEFINITION.exec(value);
  legend.set(label, (cut ? value.slice(0, cut.index) : value).replace(/\.$/, ''));
  if (!cut) return;
  for (const m of value.slice(cut.index).matchAll(DEFINITION)) if (!legend.has(m[1]!)) legend.set(m[1]!, m[2]!.trim());
}

function rewrites(blocks: readonly LayoutBlock[]): Rewrite[] {
  const out: Rewrite[] = [];
  const legend = new Map<string, string>();
  for (const block of blocks) if (block.kind === 'pair' && block.layout === 'inline' && ABBREVIATION.test(block.label)) defineAbbreviations(legend, block.label, block.value);
  for (let b = 0; b < blocks.length; b += 1) {
    const block = blocks[b]!;
    if (block.kind === 'pair' && block.layout === 'stacked') {
      // The labels' column and the values' column become one `Label : value` line each, in place of both.
      const stacked = [block];
      while (blocks[b + 1]?.kind === 'pair' && (blocks[b + 1] as typeof block).layout === 'stacked') stacked.push(blocks[++b] as typeof block);
      out.push({ start: block.labelSpan.start, end: stacked.at(-1)!.valueSpan.end, text: stacked.map((p) => pairLine(p.label, p.value)).join('\n') });
    } else if (block.kind === 'pair' && block.layout !== 'inline') {
      out.push({ ...block.span, text: pairLine(block.label, block.value) });
    } else if (block.kind === 'record') {
      // Records side by side, read one after the other, each opened by its title as a party label.
      const records = [block];
      while (blocks[b + 1]?.kind === 'record' && (blocks[b + 1] as typeof block).columnsSpan.start === block.columnsSpan.start) records.push(blocks[++b] as typeof block);
      // One line each, as a party's description is printed in prose ('Société absorbante : Y, SAS …, RIDET …').
      const rendered = records.map((r) => `${r.title.replace(/\s*:$/, '')} : ${r.lines.map((l) => l.replace(/[,;]$/, '')).join(', ')}`);
      out.push({ start: block.columnsSpan.start, end: Math.max(...records.map((r) => r.span.end)), text: rendered.join('\n\n') });
    } else if (block.kind === 'table-row') {
      // The rows of one table, read from its column names to its last row.
      const rows = [block];
      while (blocks[b + 1]?.kind === 'table-row' && (blocks[b + 1] as typeof block).columnsSpan.start === block.columnsSpan.start) rows.push(blocks[++b] as typeof block);
      // Several rows of one table are the items of a list, each opened by a dash as a list's are.
      const item = rows.length > 1 && rows.every((r) => r.title === null) ? '– ' : '';
      const rendered = rows.map((row) => item + [...(row.title ? [`${row.title} :`] : []), ...row.cells.map((c) => pairLine(c.label, expand(c.value, legend)))].join('\n'));
      out.push({ start: block.columnsSpan.start, end: Math.max(...rows.map((r) => r.span.end)), text: rendered.join('\n\n') });
    }
  }
  return out;
}

/** A line of three cells or more split by semicolons or bars, twice in a row (delimited.ts). */
const DELIMITED_ROWS = /^[^;|\n]+(?:[;|][^;|\n]*){2,}\n[^;|\n]+(?:[;|][^;|\n]*){2,}$/m;
const mayHoldDelimitedTable = (text: string): boolean => (text.includes(';') || text.includes('|')) && DELIMITED_ROWS.test(text);

/** The text with its laid-out values written as `Label : value` lines (see the file's comment). */
export function layoutReading(text: string, blocks?: readonly LayoutBlock[]): string {
  // Most notices have no columns, no label alone on its line and no delimited table: nothing to lay out.
  if (!blocks && !WIDE_GAP.test(text) && !linesOf(text).some(isFieldLabel) && !mayHoldDelimitedTable(text)) return text;
  const changes = rewrites(blocks ?? readLayout(text));
  if (changes.length === 0) return text;
  let out = '';
  let at = 0;
  for (const change of changes) {
    if (change.start < at) continue;
    out += text.slice(at, change.start) + change.text;
    at = change.end;
  }
  return out + text.slice(at);
}
