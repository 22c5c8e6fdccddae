/**
 * One text reporting the same decision for several companies, each printed with its own
 * identifier: a holding moving the seat of the subsidiaries it lists, two SCI dissolved by their
 * respective sole partners, a group's yearly renewals company by company. A reader makes one
 * announcement per company; this module finds the companies' items and gives, for each, the text
 * with the other companies' items left out (the shared decision, heading and signature kept), for
 * the reader to read alone.
 *
 * The items are lines opening with a company's identity (its name, its form, its identifier),
 * or header blocks (the name alone on its line, its form, siège and identifier under it),
 * all of the same dress (bullets, numbers, or lines that open paragraphs or follow one another),
 * or, in running text, sentences following one another, each naming its company and its own act.
 * The text must say the decision is each company's: a plural subject in the shared text
 * (`chacune`, `respectifs`, `ces trois sociétés`, `toutes deux`, `des sociétés ci-après`), or
 * every item a paragraph naming an event of its own. Texts whose several companies play different
 * parts (a merger, a contribution, a sale, a GIE's members, a founding) are never split here.
 */

import { classifyNotice } from './classify.ts';
import { OTHER_FIELD } from './company-description-gap.ts';
import { fold, foldedSlice } from './fold.ts';
import { findRidets, type RidetMatch } from './ridet.ts';
import { matchesOf } from './global-pattern.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { PARTICULARS } from './page-furniture.ts';

/** One company's share of the text. */
export interface CompanyPart {
  /** The company's identifier as its item prints it. */
  match: RidetMatch;
  /** The company's name: printed in its item, or the new name its item gives it (`devient « Y »`). */
  denomination: string;
  /** The text with every other company's item left out. */
  text: string;
  /** Whether its item tells its company's own decision (then the companies' decisions may differ). */
  ownEvent: boolean;
}

type Marker = 'puce' | 'numero' | null;

interface Item {
  marker: Marker;
  /** Whether the item opens a paragraph (a blank line or the text's start before it). */
  paragraph: boolean;
  /** Offsets of the item in the text: its first line's start, its last line's end. */
  start: number;
  end: number;
  match: RidetMatch;
  name: string;
}

// A company's identity opening a line: a bullet or a number, `la société`, then its name in
// capitals and the separator before its form or its siège. The name may end on a number of its own
// (`LES HAUTS DE KOUTIO 2`, `ÉCO-LAVAGE 988`).
const BULLET = String.raw`[-–—•▪■●◦*]\s+`;
const NUMBER = String.raw`\(?\d{1,2}(?:°\s*\)?|[).])\s*`;
const OPENING = new RegExp(
  String.raw`^\s*(${BULLET}|${NUMBER})?(?:(?:la\s+)?soci[ée]t[ée]\s+)?((?=\d*\p{Lu})[\p{Lu}\d][\p{Lu}\d'’&.\- ]*(?:\p{Lu}|(?<=\p{Lu}[ ]\d{1,3})))\s*(?:,|\s[–—-]\s|\s\()`,
  'u',
);
const BULLET_ONLY = new RegExp(`^${BULLET}$`, 'u');
// A header block's name alone on its line (`AUTO SUD PAÏTA` / `SARL au capital de …` / `Siège : …` /
// `RIDET …`), its particulars on the next line (page-furniture.ts's PARTICULARS): the block is the company's item.
const BLOCK_NAME = /^\s*([\p{Lu}\d][\p{Lu}\d'’&.\- ]*\p{Lu})\s*$/u;
/** How many lines a header block runs at most under its name. */
const BLOCK_MAX_LINES = 5;
// A table's row as the layout pass writes it, one company a row: a bullet, then its name under
// the company's column (`– Société : SCI X` / `Capital : …` / `RIDET : …`), its other cells on the
// lines under it to a blank line; the form before the name or bracketed after it is the row's form.
// The company's column may be headed by its form spelt out (`Société civile immobilière : X`).
const ROW_OPENING = new RegExp(
  String.raw`^\s*(${BULLET})(?:soci[ée]t[ée](?:\s+(?:civile(?:\s+immobili[èe]re)?|anonyme|à responsabilité limitée|par actions simplifiée|en nom collectif))?|d[ée]nomination|raison sociale|entreprise)(?:\s*\/\s*nom)?\s*:\s*(?:(?:${FORM_ABBREVIATIONS.join('|')})\s+)?([\p{Lu}\d][\p{Lu}\d'’&.\- ]*[\p{Lu}\d])(?:\s*\((?:${FORM_ABBREVIATIONS.join('|')})\))?\s*$`,
  'iu',
);

// The decision said to be each company's, in the shared text (folded).
const PLURAL_SUBJECT =
  /\b(?:chacune?|respecti(?:fs|ves)|(?:ces|les|des) (?:deux|trois|quatre|cinq|six) (?:societes|sarl|sas|sci|eurl|sa|filiales|entreprises)|(?:toutes|tous) (?:deux|trois|quatre|cinq|six)|l'une et l'autre|(?:des|les|aux|chacune des) (?:societes|filiales|entreprises) (?:ci-(?:apres|dessous)|suivantes|listees|enumerees)|chaque societe)\b/;

// Companies in different parts of one act: never one decision for each. (A liquidator's powers `pour
// acquitter le passif` buy nothing.)
const DIFFERENT_PARTS =
  /\b(?:fusion|absorb\w*|apport\w*|scission|transmission universelle|tup|cession|cede\w*|vend|vendue?s?|vente|vendeu\w*|acqu(?!it)\w*|location-gerance|constitu\w*|souscri\w*|membres?|groupement|participation|actionnaires?)\b/;

// The new name an item gives its company ('…, RIDET …, devient « Y »').
const NEW_NAME = /\bdevient\s*«\s*([^»]+?)\s*»/u;

/** The types a decision taken alike in several companies has. */
const SHARED_DECISION_TYPES = new Set(['siege', 'statuts', 'nomination', 'dissolution', 'procedure']);

/** Every line opening with a company's identity whose identifier is printed on it or the next line. */
function items(text: string, matches: readonly RidetMatch[]): Item[] {
  const found: Item[] = [];
  /** The starts of the items that are unmarked lines (no bullet, no number, no header block, no table row). */
  const unmarkedLines = new Set<number>();
  const lines = text.split('\n');
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const start = offset;
    offset += line.length + 1;
    const row = ROW_OPENING.exec(line);
    const block = row ? null : blockEnd(lines, i, start);
    const opening = row ?? (block === null ? OPENING.exec(line) : BLOCK_NAME.exec(line));
    if (!opening) continue;
    // A row's identifier is in one of its cells, on the lines under its name to a blank line; a
    // header block's, on its lines; a line's, on it or the next, past a blank line where its
    // sentence goes on (`…, lotissement Les Hauts,` / `` / `98890 Païta, RIDET …`: a page break read away).
    // A line that prints an identifier holds its identity whole: the next line is no part of it.
    const printsIdentifier = matches.some((m) => m.index >= start && m.index < start + line.length);
    const identityEnd = row ? rowEnd(text, start) : block ?? start + line.length + (printsIdentifier ? 0 : nextLineLength(lines, i));
    const listed = !row && block === null && opening[1]?.trim();
    const inIdentity = matches.filter((m) => m.index >= start && m.index < identityEnd);
    // A listed item's own identifier is its identity's first; another after it is a party's it names (its liquidator company).
    const own = listed ? inIdentity.slice(0, 1) : inIdentity;
    if (own.length !== 1) continue;
    const marker: Marker = opening[1]?.trim() ? (BULLET_ONLY.test(opening[1]) ? 'puce' : 'numero') : null;
    found.push({ marker, paragraph: i === 0 || lines[i - 1]!.trim() === '', start, end: row ? start + line.length : identityEnd, match: own[0]!, name: (block === null ? opening[2]! : opening[1]!).trim() });
    if (!row && block === null && marker === null) unmarkedLines.add(start);
  }
  // An item runs over its continuation lines, up to the next item or a blank line; a listed item
  // (a bullet, a number) up to the next listed one, a company its lines name no item of its own. An
  // unmarked line's continuation stops at a line a label opens (`Gérante commune : …` under the
  // listed companies): a field of the shared text, not the line's wrapped end.
  return found.map((item, k) => {
    const next = found.slice(k + 1).find((other) => item.marker === null || other.marker !== null);
    const limit = next?.start ?? text.length;
    const blank = text.slice(item.start, limit).search(unmarkedLines.has(item.start) ? OTHER_FIELD : /\n[ \t]*\n/);
    const end = blank >= 0 ? item.start + blank : next ? limit - 1 : limit;
    return { ...item, end: Math.max(item.end, Math.min(end, limit)) };
  });
}

const particularsOn = (line: string | undefined): boolean => line !== undefined && PARTICULARS.test(fold(line.trim()));

/** The end of the header block whose name is line `i` (at offset `start`): its last line before a blank line or the next block's name, or null where line `i` opens none. */
function blockEnd(lines: readonly string[], i: number, start: number): number | null {
  if (!BLOCK_NAME.test(lines[i]!) || !particularsOn(lines[i + 1])) return null;
  let end = start + lines[i]!.length;
  for (let k = i + 1; k < Math.min(lines.length, i + 1 + BLOCK_MAX_LINES); k += 1) {
    if (lines[k]!.trim() === '' || (BLOCK_NAME.test(lines[k]!) && particularsOn(lines[k + 1]))) break;
    end += lines[k]!.length + 1;
  }
  return end;
}

/** The length the identity's next line adds (with its break): the next line, or the one after a blank line where the line ends on a comma. */
function nextLineLength(lines: readonly string[], i: number): number {
  const next = lines[i + 1] ?? '';
  if (next.trim()) return OPENING.test(next) ? 0 : next.length + 1;
  const after = lines[i + 2] ?? '';
  return /,\s*$/.test(lines[i]!) && after.trim() && !OPENING.test(after) ? next.length + after.length + 2 : 0;
}

/** The end of a table row's block that opens at `start`: its last line before a blank line or the text's end. */
function rowEnd(text: string, start: number): number {
  const blank = text.slice(start).search(/\n[ \t]*(?:\n|$)/);
  return blank >= 0 ? start + blank : text.length;
}

/**
 * The longest run of items of one dress with nothing but blank lines between them; unmarked lines
 * each open a paragraph or follow the previous item directly.
 */
function itemRun(found: readonly Item[], text: string): Item[] {
  let best: Item[] = [];
  let run: Item[] = [];
  for (const item of found) {
    const last = run.at(-1);
    const joins = last !== undefined && last.marker === item.marker && text.slice(last.end, item.start).trim() === ''
      && (item.marker !== null || item.paragraph || last.end + 1 === item.start);
    run = joins ? [...run, item] : [item];
    if (run.length > best.length) best = run;
  }
  return best;
}

/** The text without the given items (their lines and the line break after each). */
function without(text: string, left: readonly Item[]): string {
  let out = '';
  let from = 0;
  for (const item of left) {
    out += text.slice(from, item.start);
    from = Math.min(text.length, item.end + 1);
  }
  return out + text.slice(from);
}

// A verb after the identity: the item tells a decision, not a description or a signature.
const DECISION_VERB = /\b(?:a|ont|est|sont)\b/;

function ownDecision(itemText: string, item: Item, heading: string): boolean {
  const after = foldedSlice(itemText, item.match.index - item.start + item.match.printed.length);
  return DECISION_VERB.test(after) && classifyNotice(itemText, { heading }) !== null;
}

/**
 * Each company's part of a text reporting one decision for several companies, or null when the
 * text does not plainly say so (the reader then keeps its reading of the whole).
 */
export function severalCompaniesParts(text: string): CompanyPart[] | null {
  const folded = fold(text);
  if (DIFFERENT_PARTS.test(folded)) return null;
  const matches = findRidets(text);
  if (matches.length < 2) return null;
  const run = itemRun(items(text, matches), text);
  if (run.length < 2 || new Set(run.map((item) => item.match.rid)).size !== run.length) return sentencesParts(text, matches);
  const shared = without(text, run);
  // Paragraphs each telling its own company's decision (`X, SA, RIDET … : l'assemblée a
  // renouvelé …`) under the text's heading.
  const heading = text.slice(0, run[0]!.start);
  const ownEvents = run.every((item) => (item.paragraph || item.marker === 'numero') && ownDecision(text.slice(item.start, item.end), item, heading));
  
  if (!ownEvents && !PLURAL_SUBJECT.test(fold(shared))) return null;
  return run.map((item) => ({
    match: item.match,
    denomination: NEW_NAME.exec(text.slice(item.start, item.end))?.[1]?.replace(/\s+/g, ' ') ?? item.name,
    text: without(text, run.filter((other) => other !== item)),
    ownEvent: ownEvents,
  }));
}

/**
 * Sentences following one another in running text, each naming one company with its identifier
 * and telling that company's own decision ('Par décisions du …, la société A, RIDET …, a transféré
 * son siège à Koné. La société B, RIDET …, a transféré le sien à Païta.'): each company's part is
 * the text without the other companies' sentences. Every sentence must name an event by itself.
 */
function sentencesParts(text: string, matches: readonly RidetMatch[]): CompanyPart[] | null {
  const sentences: Item[] = [];
  for (const sentence of matchesOf(SENTENCE, text)) {
    const end = sentence.index + sentence[0].length;
    const own = matches.filter((m) => m.index >= sentence.index && m.index < end);
    if (own.length !== 1) continue;
    const name = SENTENCE_COMPANY.exec(sentence[0]);
    if (!name) continue;
    // The words before the company ('Par décisions du 4 mars 2026, …') are every company's: its part starts at its name.
    sentences.push({ marker: null, paragraph: false, start: sentence.index + name.index, end, match: own[0]!, name: (name[1] ?? name[2])!.trim() });
  }
  // One run of sentences, one company each: no other sentence and no blank line between a sentence
  // and the next company's.
  const follows = (k: number): boolean => k > 0 && k < sentences.length && !/\.|\n[ \t]*\n/.test(text.slice(sentences[k - 1]!.end, sentences[k]!.start));
  const run = sentences.filter((_, k) => follows(k) || follows(k + 1));
  if (run.length < 2 || run.length !== sentences.length || new Set(run.map((item) => item.match.rid)).size !== run.length) return null;
  // Each sentence names its event by itself (not by the text's heading) and names no other listed company.
  const namesAnother = (item: Item): boolean => run.some((other) => other !== item && text.slice(item.start, item.end).includes(other.name));
  if (!run.every((item) => ownDecision(text.slice(item.start, item.end), item, '') && !namesAnother(item))) return null;
  return run.map((item) => ({ match: item.match, denomination: item.name, text: withoutSentences(text, run.filter((other) => other !== item)), ownEvent: true }));
}
// A sentence: up to its full stop (not an abbreviation's or an amount's: 'M.', '1.000') or the line's end.
const SENTENCE = /(?:\b(?:M|Me|Mme|MM|Dr)\.|n°\.|\d\.(?=\d)|[^.\n])+(?:\.|$)/gm;
// The company the sentence names: 'la société X', a form then its name, or a name in capitals before its form.
const SENTENCE_COMPANY = /(?:\b[Ll]a soci[ée]t[ée]|\b(?:SARL|SAS|SASU|EURL|SA|SCI|SNC))\s+([\p{Lu}\d][\p{Lu}\d'’&.\- ]*\p{Lu})\b|\b([\p{Lu}][\p{Lu}\d'’&.\- ]*\p{Lu}),\s*(?:SARL|SAS|SASU|EURL|SA|SCI|SNC)\b/u;

/** The text without the given sentences. */
function withoutSentences(text: string, left: readonly Item[]): string {
  let out = '';
  let from = 0;
  for (const item of left) {
    out += text.slice(from, item.start);
    from = item.end;
  }
  return out + text.slice(from);
}

// The office a company holds in each listed company, printed after its identifier ('…, RIDET …,
// agissant en qualité de gérante des sociétés ci-après :').
const ACTS_FOR_THE_LISTED =
  /^[^.;:]{0,60}?\b(?:gerante?|cogerante?|presidente?|associee? unique|liquidat(?:eur|rice)|administrat(?:eur|rice))(?: unique)? (?:des|de chacune des) (?:societes|filiales|sarl|sas|sci)\b/;

/** Whether the company of this identifier holds an office in each of the listed companies. */
export function actsForTheListed(text: string, match: RidetMatch): boolean {
  const after = match.index + match.printed.length;
  return ACTS_FOR_THE_LISTED.test(foldedSlice(text, after, after + 200));
}

/** Whether a part's type is one a decision taken alike in several companies has. */
export function isSharedDecisionType(type: string): boolean {
  return SHARED_DECISION_TYPES.has(type);
}
