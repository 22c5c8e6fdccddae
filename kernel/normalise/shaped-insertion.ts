/**
 * A compositor's insertion read by what its values are, whatever its labels say. Every newspaper's
 * compositor cuts the labels of his cheapest insertions in his own hand ('Rs.', 'Dn.', 'Xy.'): no
 * list of labels reads the next one, but a reader who has never seen the paper reads
 * `Xy.NAME IN CAPITALS Zz.SARL Kk.500 000F Ww.lot 12, 98860 Koné Vv.1234567.001` at once, by the
 * values: a legal form is a form, an amount in francs a capital, a post code of the country with
 * its commune a seat, a RID an identifier, a civility a person, and the run of capitals no other
 * shape claims is the company's name.
 *
 * The insertion is cut at its short labels glued to their values (a capital and a few letters, then
 * a full stop, a slash, an equals sign or a colon), each value classed by its shape at its head. A
 * run of capitals followed in its own value by an identifier, or printed with its form right before
 * one, is that identifier's company (a party the insertion describes: the buyer, the absorbed
 * company); a run without one is a name the insertion's own identifier may go with. The name is
 * written only where one such run stands and one identifier is left that no run holds (or where the
 * one run is printed with the only identifier): two runs, no identifier of its own, a company told
 * by its word or form before the label or described by its form under a label no office's, or a
 * record's label spaced from its value, and the shapes do not say which company the insertion is
 * about; the subject's readers decide, or quarantine.
 *
 * A fallback: only in an insertion (`INSERTION_MAX`) of three shaped values at least, where no
 * reading before wrote a name's label. The name, the event at the insertion's head or before a
 * label (insertion-head-event.ts), an officer under a label whose letters keep an office's, and a
 * form, a capital or a seat printed once, are each written on a line of their own as a record
 * prints them.
 */

import { fold } from './fold.ts';
import { CAPITAL_CODE_POINTS, CAPITAL_UNITS, LETTER_UNITS } from './letter-units.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { findRidets, type RidetMatch } from './ridet.ts';
import { matchesOf } from './global-pattern.ts';
import { COMMUNES } from './country-places.ts';
import { INSERTION_MAX, keepsInOrder, officeOfToken } from './value-labels.ts';
import { headEventsRead, headHoldsUnreadToken } from './insertion-head-event.ts';

type Shape = 'form' | 'capital' | 'seat' | 'person' | 'date' | 'name' | 'company' | 'identifier' | 'other';

interface Segment {
  token: string;
  /** Where the label's token starts, where its value starts and ends. */
  labelStart: number;
  valueStart: number;
  valueEnd: number;
  shape: Shape;
  /** Whether the label is glued to its value (a compositor's), not spaced from it (a record's). */
  glued: boolean;
  /** For a form or a capital: where the value ends (what follows on its line is the next value's). */
  closedAt?: number;
  /** For a name: where its capitals start and end, and the identifier its own value prints after them. */
  nameStart?: number;
  nameEnd?: number;
  identifier?: RidetMatch;
  /** For a name that replaces another: the name replaced. */
  formerName?: string;
}

const FORM = `(?:${FORM_ABBREVIATIONS.join('|')})`;
// A short label: a capital and one to five letters (one inner full stop or hyphen; a capital alone
// is an initial, 'S.A.'; an office shared keeps its prefix, 'co-Gte.'), glued to its value by a full
// stop, a slash, an equals sign or a colon, or by a full stop and one space before capitals, digits
// or a civility ('Rs. X', 'Kp. 500 000F'); a label word written out before a colon too ('Loueur:').
// A label spaced from its value ('Rubrique : X') is a record's, which the readers of labelled fields
// read: its value counts among the names that could be the company's, but is never written as the name.
// Both alternatives open on a capital or 'co-': the lookahead lets the engine skip every other
// character before it tries the lookbehinds (speed only, the same matches).
const LABEL = new RegExp(
  String.raw`(?=[${CAPITAL_CODE_POINTS}]|co-)(?:(?<![\p{L}\d'’.°&/-])((?:co-)?\p{Lu}\p{L}{1,5}(?:[.-]\p{Lu}\p{L}{0,4})?)(?:[./=:](?=[\p{L}\d«"“])|\.[ ](?=[«"“]?\p{Lu}{2}|\d|(?:M|MM|Mme|Mlle|Me)\.?[ ]?\p{Lu})|([ \t]*:(?!\d)[ \t]*))|(?<![\p{L}\d'’.°&/-])(\p{Lu}\p{Ll}{5,20}(?:[ -]\p{Ll}{2,12})?)(?::(?=[\p{L}\d«"“])|([ \t]*:(?!\d)[ \t]*)))`,
  'gu',
);
/** Civilities, glued to the name they introduce ('M.Éric'), are no labels; nor are the company's own word and its abbreviation. */
const NOT_LABELS = new Set(['m', 'mm', 'mme', 'mmes', 'mlle', 'mr', 'me', 'mes', 'ste', 'st', 'soc', 'ets']);

const FORM_VALUE = new RegExp(`^${FORM}(?![\\p{L}\\d])`, 'u');
const FORM_QUALIFIER = /^[ \t]+(?:uniperso(?:nnelle)?\.?|à associé unique)(?![\p{L}])/u;
const AMOUNT_VALUE = /^\d{1,3}(?:[ .\u00a0\u202f]\d{3})*(?:,\d+)?[ \t]*(?:M[ \t]*)?(?:F|XPF|FCFP|CFP|francs?)(?![\p{L}])|^\d+(?:,\d+)?[ \t]*M(?:[ \t]*(?:F|XPF|FCFP|CFP))?(?![\p{L}])/u;
const CIVILITY_VALUE = /^(?:M\.|MM\.|Mr|Mme|Mmes|Mlle|Me|Mes)[ \t]*\p{Lu}|^(?!(?:St[ée]|Sc?t[ée]|Soci[ée]t[ée]|Soc)(?![\p{L}]))\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?[ \t]+\p{Lu}{2,}(?![\p{Ll}])/u;
const DATE_VALUE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?!\d)/u;
// The country's post codes open on 988: with a commune after it, an address.
const POST_CODE = /(?<!\d)988\d\d(?!\d)[ \t]+\p{Lu}/u;
const STREET_VALUE = /^(?:\d{1,4}(?:[ \t]*(?:bis|ter))?[ \t]*,?[ \t]*)?(?:(?:r|av|al|lot|lotiss|imp|pl|ch|imm|rés|bd|rte)\.|(?:rue|route|avenue|boulevard|allée|lot|lotissement|impasse|place|quai|chemin|tribu|ZI|ZA|ZAC|BP|immeuble|résidence)(?![\p{L}]))/iu;
// A name in capitals: words of capitals and digits ('X 4X4', "L'X DES Y"), or a name in guillemets.
const CAPITALS_RUN = /^(?:[«"“][^»"”\n]{2,80}[»"”]|[\p{Lu}\d][\p{Lu}\d&'’.-]*(?:[ ]+(?:&|[\p{Lu}\d][\p{Lu}\d&'’.-]*))*)/u;
const AFTER_FORM = new RegExp(`^[ \\t]*,?[ \\t]*${FORM}(?![\\p{L}\\d])`, 'u');
const QUALIFIED = /^\p{Ll}{1,5}\./u;
// The former name's word ('anc.', 'ancienne', 'ex'), the new one's ('nv.', 'nouv.', 'nouvelle'), or an arrow between two names.
const NAME_RUN = String.raw`[«"“]?[\p{Lu}\d][\p{Lu}\d&'’.-]*(?:[ ]+(?:&|[\p{Lu}\d][\p{Lu}\d&'’.-]*))*[»"”]?`;
const RENAMED = new RegExp(
  String.raw`^(?:(?:anc(?:ien(?:ne)?)?|ex)\.?[ \t-]*(${NAME_RUN})[ \t]*(?:→|->|,|;|/)?[ \t]*(?:nv|nvl|nlle|nouv(?:eau|elle)?)\.?[ \t]*(${NAME_RUN})|(${NAME_RUN})[ \t]*(?:→|->)[ \t]*(${NAME_RUN}))(?=[ \t]*(?:[,;.(–—]|$))`,
  'u',
);
const COMPANY_WORD = /^(?:St[ée]|Sc?t[ée]|Soci[ée]t[ée]|Soc\.?)[ \t]+(?=\p{Lu})/u;
// Between a name (and its form) and its own identifier's digits: spaces, a comma, a dash or an opening bracket, and the identifier's label.
const IDENTIFIER_LABEL = String.raw`(?:\p{L}{1,6}\.?[ \t]*(?:n°|no)?[ \t]*:?[ \t]*)?`;
const ADJACENT = new RegExp(String.raw`^[ \t]*[,(–—-]?[ \t]*${IDENTIFIER_LABEL}$`, 'u');

/** Where an identifier's digits start: its printing may hold its label ('RID 1234567'), and a short label may be a form ('SAS 1234567'). */
const digitsAt = (identifier: RidetMatch): number => identifier.index + Math.max(0, identifier.printed.search(/\d/u));
// What a name's value may end on: its value's end, a bracket, a comma, a semicolon, a dash or a full stop.
const NAME_CLOSED = /^[ \t]*(?:[,;.(–—-]|$)/u;

/** Whether a value opens on a commune of the country (in any case), alone or before a comma. */
function opensOnCommune(value: string): boolean {
  const words = fold(value).split(/[ ,.;]+/u);
  for (let n = Math.min(3, words.length); n > 0; n -= 1) if (COMMUNES.has(words.slice(0, n).join(' '))) return true;
  return false;
}

/** A run of capitals is a name when it holds a word of three letters at least and is no legal form or commune alone. */
function isNameRun(run: string): boolean {
  const bare = run.replace(/[«"“»"”]/gu, '').trim();
  if (FORM_VALUE.test(bare) && bare.length <= 6) return false;
  if (opensOnCommune(bare) && !bare.includes(' ')) return false;
  // A reference's code holds more digits than letters ('ABC-2026-004417'); a name's digits are few ('X 4X4', 'Y 2000').
  const letters = bare.match(/\p{L}/gu)?.length ?? 0;
  if ((bare.match(/\d/gu)?.length ?? 0) * 2 > letters) return false;
  return /\p{Lu}{3}|\p{Lu}['’]\p{Lu}{2}/u.test(bare);
}

// A legal form or a label word of an identifier after the name's first word closes it ('X Y SARL', 'X Y RID …').
const RUN_CLOSER = new RegExp(`[ ]+(?:${FORM}|RIDET|RID|RCS)(?![\\p{L}\\d])`, 'u');

/** The run of capitals a value opens on, up to a form, an identifier or its end; a company's word before it ('Sté X') is no part of it. */
function nameRunOf(value: string, valueStart: number, identifiers: readonly RidetMatch[]): string | null {
  const run = CAPITALS_RUN.exec(value)?.[0];
  if (!run) return null;
  const identifier = identifiers.find((m) => m.index >= valueStart && m.index < valueStart + run.length);
  const cut = identifier ? run.slice(0, identifier.index - valueStart) : run;
  const closer = RUN_CLOSER.exec(cut);
  return (closer ? cut.slice(0, closer.index) : cut).replace(/[ .-]+$/u, '');
}

function classify(text: string, segment: Segment, identifiers: readonly RidetMatch[]): void {
  const value = text.slice(segment.valueStart, segment.valueEnd);
  const form = FORM_VALUE.exec(value);
  // A form before a name in capitals is a company's description ('SELARL X (Me Y)'), not a form's field;
  // the identifier its value prints is that company's.
  if (form) {
    const after = segment.valueStart + form[0].length;
    // An identifier's label after the form is no name ('SARL RID …').
    const identifierNext = identifiers.some((m) => m.index >= after && text.slice(after, m.index).trim() === '');
    // A qualifier of the form is the form's ('SARL unipersonnelle'): the value closes after it.
    segment.closedAt = after + (FORM_QUALIFIER.exec(text.slice(after, segment.valueEnd))?.[0].length ?? 0);
    if (identifierNext || !/^[ \t]+[«"“]?\p{Lu}{2}/u.test(value.slice(form[0].length))) return void (segment.shape = 'form');
    segment.shape = 'company';
    const own = identifiers.find((m) => m.index > segment.valueStart && m.index < segment.valueEnd);
    if (own) segment.identifier = own;
    return;
  }
  const amount = AMOUNT_VALUE.exec(value);
  if (amount) {
    segment.closedAt = segment.valueStart + amount[0].length;
    return void (segment.shape = 'capital');
  }
  if (DATE_VALUE.test(value)) return void (segment.shape = 'date');
  if (CIVILITY_VALUE.test(value)) return void (segment.shape = 'person');
  // A name and the one it replaces: the former marked by its word or an arrow ('anc.X nv.Y', 'X → Y').
  const renamed = RENAMED.exec(value);
  if (renamed) {
    const [former, latter] = [renamed[1] ?? renamed[3]!, renamed[2] ?? renamed[4]!];
    if (!isNameRun(former) || !isNameRun(latter)) return;
    segment.shape = 'name';
    segment.formerName = former;
    segment.nameStart = segment.valueStart + renamed[0].length - latter.length;
    segment.nameEnd = segment.valueStart + renamed[0].length;
    return;
  }
  // A value a word cut short in small letters opens qualifies ('anc.X', 'ex X'): the shape is the qualifier's to say.
  if (QUALIFIED.test(value)) return;
  if (STREET_VALUE.test(value) || POST_CODE.test(value) || (opensOnCommune(value) && !/^\p{Lu}{2}/u.test(value))) return void (segment.shape = 'seat');
  // A company's word before the name ('Sté X (RID …)') says what the run is; it is no part of it.
  const lead = COMPANY_WORD.exec(value)?.[0].length ?? 0;
  const start = segment.valueStart + lead;
  const run = nameRunOf(value.slice(lead), start, identifiers);
  if (!run || !isNameRun(run)) return;
  const end = start + run.length;
  // A form printed after the name, in the same value, is the name's company's form.
  const formAfter = AFTER_FORM.exec(text.slice(end, segment.valueEnd));
  const formEnd = formAfter ? end + formAfter[0].length : end;
  // Its own identifier right after (in brackets or not): the run is that identifier's company.
  const identifier = identifiers.find((m) => digitsAt(m) >= formEnd && digitsAt(m) < segment.valueEnd && ADJACENT.test(text.slice(formEnd, digitsAt(m))));
  if (!identifier && !NAME_CLOSED.test(text.slice(formEnd, segment.valueEnd))) return;
  segment.shape = 'name';
  segment.nameStart = start;
  segment.nameEnd = end;
  if (identifier) segment.identifier = identifier;
}

/** A label's token where it stands: where it starts, where its value starts, and whether it is spaced from its value. */
interface Label {
  token: string;
  start: number;
  valueStart: number;
  spaced: boolean;
}

/** The text's labels: tokens that keep a small letter and are no civility nor the company's word. */
function labelsOf(text: string): Label[] {
  const labels: Label[] = [];
  for (const m of matchesOf(LABEL, text)) {
    const token = m[1] ?? m[3]!;
    if (NOT_LABELS.has(fold(token).replace(/[.-]/gu, ''))) continue;
    // A token of capitals alone is an abbreviated word ('NV.', 'MUT.', the event's): a compositor's label keeps small letters.
    if (!/\p{Ll}/u.test(token)) continue;
    labels.push({ token, start: m.index, valueStart: m.index + m[0].length, spaced: (m[2] ?? m[4]) !== undefined });
  }
  return labels;
}

/** The insertion's values cut at its labels, each classed by its shape. */
function segmentsOf(text: string, labels: readonly Label[], identifiers: readonly RidetMatch[]): Segment[] {
  const segments: Segment[] = [];
  for (const { token, start, valueStart, spaced } of labels) {
    // A label inside an identifier's printing ('RID 1234567') is the identifier's.
    if (identifiers.some((id) => start > id.index && start < id.index + id.printed.length)) continue;
    // The identifier's own label: the identifier's value, on a line of its own.
    const identifierOwn = identifiers.some((id) => id.index === start);
    segments.push({ token, labelStart: start, valueStart, valueEnd: text.length, shape: identifierOwn ? 'identifier' : 'other', glued: !spaced });
  }
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const lineEnd = text.indexOf('\n', segment.valueStart);
    segment.valueEnd = Math.min(segments[i + 1]?.labelStart ?? text.length, lineEnd < 0 ? text.length : lineEnd);
    if (segment.shape !== 'identifier') classify(text, segment, identifiers);
  }
  return segments;
}

const NAME_LABELLED = /(?:^|\n)[ \t]*(?:d[ée]nomination|raison sociale)[ \t]*:/iu;
// A letter and a label's mark glued to a value, or a full stop and a space before capitals or digits: a text without one has no compositor's label (speed only).
const GLUED_LABEL = /\p{L}[./=:][\p{L}\d«"“]|\p{L}\. [\p{Lu}\d]/gu;
// The same read by code units without the u flag (letter-units.ts): it holds wherever GLUED_LABEL
// does, at the letter's last unit, and costs a fraction of it at every character (speed only).
const GLUED_LABEL_UNITS = new RegExp(`[${LETTER_UNITS}][./=:][${LETTER_UNITS}\\d«"“]|[${LETTER_UNITS}]\\. [${CAPITAL_UNITS}\\d]`);

/**
 * Whether GLUED_LABEL holds: sought only from where its reading by code units first holds (speed
 * only, the same answer). A letter past the BMP is found there by its second unit: the search starts
 * one unit before, at its first (V8 steps back from a pair's second half itself; this does not rely on it).
 */
function holdsGluedLabel(text: string): boolean {
  const at = text.search(GLUED_LABEL_UNITS);
  if (at < 0) return false;
  GLUED_LABEL.lastIndex = Math.max(0, at - 1);
  return GLUED_LABEL.test(text);
}
const WRITTEN: Partial<Record<Shape, string>> = { form: 'Forme', capital: 'Capital', seat: 'Siège' };
const WRITTEN_LINE = /^(?:Forme|Capital|Siège) : /gmu;
const SHAPED: ReadonlySet<Shape> = new Set(['form', 'capital', 'seat', 'person', 'date', 'name']);

/** The name an insertion's shapes give, with its segment, or null when they do not decide (see the file's comment). */
function shapedName(text: string): { segments: Segment[]; name: Segment } | null {
  const labels = labelsOf(text);
  // The name is the value of a label glued to it: a text without one is left before its identifiers are read (speed only).
  if (!labels.some((label) => !label.spaced)) return null;
  const identifiers = findRidets(text);
  if (identifiers.length === 0) return null;
  const segments = segmentsOf(text, labels, identifiers);
  // The insertion's style: three values known by their shapes at least, its identifiers and the labels a reader before wrote out among them.
  if (segments.filter((s) => SHAPED.has(s.shape)).length + identifiers.length + (text.match(WRITTEN_LINE)?.length ?? 0) < 3) return null;
  const names = segments.filter((s) => s.shape === 'name');
  const free = names.filter((s) => !s.identifier);
  const companies = segments.filter((s) => s.shape === 'company');
  // Identifiers a company holds: in a labelled value after its name or its form, or printed right after a name and its form anywhere ('par X SAS RID …').
  const held = new Set([...[...names, ...companies].flatMap((s) => (s.identifier ? [s.identifier.rid] : [])), ...identifiers.filter((m) => heldMidLine(text, m)).map((m) => m.rid)]);
  const own = new Set(identifiers.filter((m) => !held.has(m.rid)).map((m) => m.rid));
  // One name with no identifier of its own, one identifier that no name holds: the insertion's company.
  // One name printed with its identifier, and no other identifier: the one company the insertion names.
  const name = free.length === 1 && own.size === 1 ? free[0]! : free.length === 0 && names.length === 1 && new Set(identifiers.map((m) => m.rid)).size === 1 ? names[0]! : null;
  // A record's label spaced from its value is read by the readers of labelled fields: its value is never written as the name.
  if (!name?.glued) return null;
  // A company described by its form under a label, with no identifier of its own, may be the insertion's, unless the label names an office it holds ('Mdj.SELARL X').
  if (companies.some((s) => !s.identifier && !holdsOffice(s.token))) return null;
  // A company told by its form or its word before the name, with no identifier of its own, may be the insertion's: the first is the name, and that one was not read.
  return companyBefore(text, name.labelStart) ? null : { segments, name };
}

/** Court appointees' and advisers' terms, in one word, whose letters a label may keep ('Mdj', 'Adj', 'Cep'). */
const APPOINTEES = ['mandatairejudiciaire', 'administrateurjudiciaire', 'commissaireaexecutionduplan', 'commissaireauxcomptes', 'liquidateur', 'expertcomptable'];

/** Whether a label's letters keep those of an office or of a court appointee's term, its first letter first. */
function holdsOffice(token: string): boolean {
  const letters = fold(token).replace(/[^a-z]/gu, '');
  return officeOfToken(token) !== null || (letters.length >= 3 && APPOINTEES.some((term) => keepsInOrder(letters, term)));
}

// A company told as such: its word or its form before a run of capitals, or its form after one ('Sté X', 'SARL X', 'X SARL').
const COMPANY_MENTION = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:St[ée]|Sc?t[ée]|Soci[ée]t[ée]|${FORM})[ \\t]+(?!${IDENTIFIER_LABEL}\\d)[«"“]?\\p{Lu}{2}|\\p{Lu}{2}[\\p{Lu}\\d&'’-]*(?:[ ]+[\\p{Lu}\\d&'’-]+)*[ ]+${FORM}(?![\\p{L}\\d])(?![ \\t]*[,(–—-]?[ \\t]*${IDENTIFIER_LABEL}\\d))`,
  'gu',
);

/** Whether a company is told as such before the name's label, without an identifier right after it. */
function companyBefore(text: string, before: number): boolean {
  for (const m of matchesOf(COMPANY_MENTION, text.slice(0, before))) {
    // A form alone on a line the readings before wrote is a field's value, no company told.
    if (!/(?:^|\n)Forme : $/u.test(text.slice(0, m.index))) return true;
  }
  return false;
}

// A name in capitals and its legal form right before an identifier, on its line ('… par X Y SAS RID …').
const NAME_AND_FORM_BEFORE = new RegExp(`\\p{Lu}{2}[\\p{Lu}\\d&'’ -]*[ ]+${FORM}[ \\t]*[,(–—-]?[ \\t]*${IDENTIFIER_LABEL}$`, 'u');

function heldMidLine(text: string, identifier: RidetMatch): boolean {
  const digits = digitsAt(identifier);
  return NAME_AND_FORM_BEFORE.test(text.slice(Math.max(0, digits - 80), digits));
}

// The event's place: the words that open the line the first label stands on, each opening on a capital, up to that label.
const HEAD = /^(?:[ \t]*[+/&]?[ \t]*\p{Lu}[\p{L}.]*)+/u;

/** The insertion's head with its event read by the letters it keeps (insertion-head-event.ts), as an edit, or null. */
function eventHead(text: string, segments: readonly Segment[]): { at: number; end: number; read: string; unread: boolean } | null {
  const first = segments[0];
  if (!first) return null;
  const lineStart = text.lastIndexOf('\n', first.labelStart - 1) + 1;
  const before = text.slice(lineStart, first.labelStart);
  const head = HEAD.exec(before)?.[0];
  // The head is all that stands before the first label: words after it are a sentence's or another party's.
  if (!head || before.slice(head.length).trim() !== '') return null;
  const read = headEventsRead(head);
  return { at: lineStart, end: lineStart + head.length, read, unread: headHoldsUnreadToken(head) };
}

// An undotted token in capitals right before a label, after a field's end (a space, a colon, a semicolon or the line's start).
const TOKEN_BEFORE_LABEL = /(?:^|(?<=[\s:;,]))(\p{Lu}{2,})[ \t]+$/u;

/**
 * The events an insertion tells before the fields they concern ('NMÉ Gt.M. X', 'RCDT Ccpt.Y'): a
 * token in capitals without its dot right before a label stands where an event does, and is read
 * as the head's are. Those at or before `from` (the head read already) are left.
 */
function eventsBeforeLabels(text: string, segments: readonly Segment[], from: number): Array<readonly [number, number, string]> {
  const edits: Array<readonly [number, number, string]> = [];
  for (const segment of segments) {
    if (!segment.glued || segment.labelStart <= from) continue;
    const before = text.slice(Math.max(from, segment.labelStart - 16), segment.labelStart);
    const token = TOKEN_BEFORE_LABEL.exec(before);
    if (!token) continue;
    const start = segment.labelStart - before.length + token.index;
    const read = headEventsRead(token[1]!);
    if (read !== token[1]) edits.push([start, start + token[1]!.length, read]);
  }
  return edits;
}

/** The text with its insertion's name, and the values no reader before read, written on lines of their own (see the file's comment). */
export function shapedInsertionRead(text: string): string {
  if (text.length > INSERTION_MAX || !holdsGluedLabel(text) || NAME_LABELLED.test(text)) return text;
  const read = shapedName(text);
  if (!read) return text;
  const edits: Array<readonly [number, number, string]> = [];
  const head = eventHead(text, read.segments);
  if (head && head.read !== text.slice(head.at, head.end)) edits.push([head.at, head.end, head.read]);
  // The events told before their fields, where the head's own event is read or none is printed: an event
  // left unread at the head may be the one that outranks them (a sale of parts before the buyer's appointment).
  if (!head?.unread) edits.push(...eventsBeforeLabels(text, read.segments, head?.end ?? 0));
  for (const segment of read.segments) {
    if (segment === read.name) {
      // A change of name is written as a record prints one: the former name, then the new one, the company's.
      const label = segment.formerName ? `\nAncienne dénomination : ${segment.formerName}\nNouvelle dénomination : ` : '\nDénomination : ';
      edits.push([segment.labelStart, segment.nameStart!, label]);
      edits.push([segment.nameEnd!, segment.nameEnd!, '\n']);
      continue;
    }
    if (!segment.glued) continue;
    if (segment.shape === 'identifier') edits.push([segment.labelStart, segment.labelStart, '\n']);
    // A person under a label whose letters keep an office's ('Gt', 'Lqdr'): that office's holder (value-labels.ts reads the office the same way).
    const office = segment.shape === 'person' ? officeOfToken(segment.token) : null;
    if (office) edits.push([segment.labelStart, segment.valueStart, `\n${office} : `]);
    const written = WRITTEN[segment.shape];
    // A compositor's label of a kind of value printed once: a form, a capital or a seat printed twice may be another party's.
    if (!written || read.segments.filter((s) => s.shape === segment.shape).length !== 1) continue;
    edits.push([segment.labelStart, segment.valueStart, `\n${written} : `]);
    // The value closes its line, as a record prints it.
    if (segment.closedAt !== undefined && text.slice(segment.closedAt, segment.valueEnd).trim() !== '') edits.push([segment.closedAt, segment.closedAt, '\n']);
  }
  let out = '';
  let from = 0;
  for (const [start, end, written] of edits.sort((a, b) => a[0] - b[0])) {
    // A line opened ends the one before without its trailing spaces, and what it opens is read from its
    // first word (the spaces and a comma before it are the label's or the name's); a word written in place keeps them.
    const opensLine = written.startsWith('\n') || written.endsWith('\n') || written.endsWith(' : ');
    out += opensLine ? text.slice(from, start).replace(/[ \t]+$/u, '') : text.slice(from, start);
    out += out === '' || out.endsWith('\n') ? written.replace(/^\n/u, '') : written;
    from = opensLine ? end + (/^[ \t]*[,;]?[ \t]*/u.exec(text.slice(end))?.[0].length ?? 0) : end;
    if (out.endsWith('\n') && text.charAt(from) === '\n') from += 1;
  }
  return out + text.slice(from);
}
