/**
 * Labels in other dress, read as the French labels the extractors know, so that one set of label
 * rules reads every drafter's layout: a label behind
 * an item number ('1. Dénomination : X', '2) Forme : SARL', 'a) Siège : …', '4) Siège' over its
 * value) loses its number (itemNumbersDropped, before the layout pass), and
 * the English labels a drafter may use stand for their French synonyms ('Company name:' →
 * 'Dénomination :', 'Registered office:' → 'Siège social :', 'Legal form:' → 'Forme juridique :',
 * 'Share capital:' → 'Capital social :'), and so does a web form's own label ('Statut juridique :'
 * → 'Forme juridique :'); a form's gender
 * mark after its label is dropped ('Gérant(e) :' → 'Gérant :') and a civility pasted in lower case
 * after it written as a civility ('gérante : mme X' → 'gérante : Mme X'); a dot leader between a
 * label and its value is its colon ('Siège ........ X' → 'Siège : X', and a compositor's middle dots
 * 'CÉDANT ······· X'; in a sheet of leaders, one of one or two points too), and so is a sheet's own mark, the same on three lines or more ('Forme :: SAS',
 * 'Forme => SAS', 'Vendeur ▸ X'), and a record's spaced dash after a field's label ('• BAILLEUR – X').
 * Only a label at a line's
 * start and followed by its colon is read so; the rest of the text is kept character for character.
 */

import { foldUncached as fold } from '../fold.ts';
import { isFieldLabel } from './field-labels.ts';
import { LABEL_MARK } from '../label-marks.ts';

/**
 * English label, or a business's own French label in a web form (folded, spaces single) → the
 * label it stands for ('Statut juridique :' → 'Forme juridique :'; 'Statut' alone is not read so:
 * an officers' table's 'Statut' is 'démissionnaire' or 'nommé'). The name's own labels ('Nom de
 * la société :', 'Société :') are read where the name is (subject-company.ts), the text unchanged.
 */
const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:company|corporate|registered|business) name$|^name of (?:the )?company$/, 'Dénomination'],
  [/^registered (?:office|address)$|^head office$/, 'Siège social'],
  [/^legal (?:form|status)$|^form of (?:the )?company$/, 'Forme juridique'],
  [/^(?:share|registered|stated) capital$/, 'Capital social'],
  [/^statut juridique$/, 'Forme juridique'],
];

// An item number before a label: '1.', '2)', '3°', 'a)', 'IV.'.
const ITEM_NUMBER = /^([ \t]*)(?:\d{1,2}|[a-h]|[ivx]{1,4})[ \t]*[.)°][ \t]*/iu;
// A line's label: words up to the first colon, a few of them.
const LINE_LABEL = /^([ \t]*)([\p{L}'’° ]{2,40}?)[ \t]*:(?!\/)/u;

// A form's gender or plural mark in brackets after its label ('Gérant(e) :', 'Associé(e)s :').
const BRACKETED_MARK = /^([ \t]*[\p{L}'’° ]{2,40}?)\((?:e|s|es)\)(?:s)?[ \t]*:/u;
// A civility pasted in lower case after a label ('gérante : mme Julie X'), before a name in capitals.
const LOWER_CIVILITY = /^([ \t]*[\p{L}'’° ]{2,40}?[ \t]*:[ \t]*)(mme|mlle|m\.)(?=[ \t]+\p{Lu})/u;

// A label joined to its value by a dot leader ('Dénomination ........ X', 'Forme nouvelle … SAS'):
// a few words at the line's start, three points or more, then the value.
// The label's own colon may follow the leader ('Dénomination ........ : X'): one colon is read.
const DOT_LEADER = /^([ \t]*)(\p{L}[\p{L}'’°]*(?: [\p{L}'’°]+){0,3})[ \t]*(?:\.{3,}|·{3,}|…+)[ \t.·…]*(?::[ \t]*)?(?=\S)/u;

// In a sheet of dot leaders filled to one column, a label nearly as long as the column leaves a
// leader of one or two points ('Mandataire judiciaire .. Maître X'): a colon too, in such a sheet only.
const SHORT_LEADER = /^([ \t]*)(\p{L}[\p{L}'’°]*(?: [\p{L}'’°]+){0,3})[ \t]+(?:\.{1,2}|·{1,2})[ \t]+(?=\S)/u;
const LEADER_LINE = /^[ \t]*\p{L}[^\n]{0,45}?(?:\.{3,}|·{3,}|…)/gmu;
const MIN_LEADER_LINES = 3;

function dressLine(line: string, shortLeaders: boolean): string {
  let out = (shortLeaders ? line.replace(SHORT_LEADER, '$1$2 : ') : line).replace(DOT_LEADER, '$1$2 : ').replace(BRACKETED_MARK, '$1 :').replace(LOWER_CIVILITY, (_, head: string, civility: string) => head + civility.charAt(0).toUpperCase() + civility.slice(1));
  const label = LINE_LABEL.exec(out);
  if (label) {
    const folded = fold(label[2]!).toLowerCase().replace(/\s+/g, ' ').trim();
    const french = SYNONYMS.find(([synonym]) => synonym.test(folded));
    if (french) out = `${label[1]}${french[1]} :${out.slice(label[0].length)}`;
  }
  return out;
}

/** A numbered line's label, with its colon or alone on its line over its value ('1) Dénomination' / 'OKI SUSHI'). */
function numberedLabel(rest: string): boolean {
  const label = LINE_LABEL.exec(rest);
  return (label !== null && isFieldLabel(label[2]!)) || isFieldLabel(rest.trim());
}

// A text with a numbered line at all (speed only: most notices have none).
const NUMBERED_LINE = /^[ \t]*(?:\d{1,2}|[a-h]|[ivx]{1,4})[ \t]*[.)°]/imu;
// A numbered item's heading alone on its line: a few words, no sentence ('7) Associée unique et présidente').
const ITEM_HEADING = /^[\p{L}'’ -]{2,50}$/u;
/** How many numbered field labels make a sheet of items, whose other short headings are labels too. */
const MIN_ITEM_LABELS = 3;

/**
 * The text with its numbered labels read without their numbers ('1. Dénomination : X', '4) Siège'
 * over its value): unnumbered, the layout pass reads a label over its value, and the extractors a
 * label before its colon. In a sheet of three numbered labels or more, any item's short heading alone
 * on its line loses its number too ('7) Associée unique et présidente', an office the list of
 * field labels does not name). Applied before the layout pass.
 */
export function itemNumbersDropped(text: string): string {
  if (!NUMBERED_LINE.test(text)) return text;
  const lines = text.split('\n');
  const numbered = lines.map((line) => ITEM_NUMBER.exec(line));
  const labelled = numbered.map((item, k) => item !== null && numberedLabel(lines[k]!.slice(item[0].length)));
  const sheet = labelled.filter(Boolean).length >= MIN_ITEM_LABELS;
  return lines.map((line, k) => {
    const item = numbered[k];
    if (!item) return line;
    const rest = line.slice(item[0].length);
    return labelled[k] || (sheet && ITEM_HEADING.test(rest.trim())) ? item[1] + rest : line;
  }).join('\n');
}

// Whether a text may hold an English label word before a colon. The
// word is looked for without its boundary first: a pattern that opens with `\b` under the i and u
// flags is tried at every character, one that opens with a word is not (speed only).
const LABEL_WORD = /(?:name|office|form|capital|address|status|statut juridique)[ \t]*:/iu;
const SYNONYM_LABEL = /\b(?:name|office|form|capital|address|status|statut juridique)[ \t]*:/iu;

const MARK_OR_CIVILITY = /\((?:e|s|es)\)s?[ \t]*:|:[ \t]*(?:mme|mlle|m\.)[ \t]/u;
const LEADER = /\p{L}[ \t]*(?:\.{3}|·{3}|…)/u;

// A sheet's own separator between label and value, other than one colon ('Forme :: SAS', 'Forme => SAS',
// 'Forme = SAS', a compositor's arrow or triangle 'Vendeur ▸ X', 'cédant // Y', 'Cédant ~ Z', after a colon another reading
// set before it, 'cédant : = X'): read as the
// colon when three lines of the text or more open on a label and the same mark.
const MARKED_LABEL = new RegExp(String.raw`^([ \t]*)(\p{L}[\p{L}'’°]*(?:[ \t]+[\p{L}'’°]+){0,5})[ \t]*(?::[ \t]+(?=[=~]))?(::+|:=|=>|->|=|:-|~|${LABEL_MARK}|[◄◀←»›])[ \t]*(?=\S)`, 'u');
const MARK_CHARS = new RegExp(String.raw`::|=|->|:-|~|[◄◀←»›]|${LABEL_MARK}`, 'u');
const MIN_MARKED_LINES = 3;
const hasLines = (text: string, n: number): boolean => {
  let at = -1;
  for (let k = 1; k < n; k += 1) if ((at = text.indexOf('\n', at + 1)) < 0) return false;
  return true;
};

function sheetMarks(text: string): string {
  // A sheet's marks stand on three lines or more: a text with fewer line breaks holds none (speed only).
  if (!MARK_CHARS.test(text) || !hasLines(text, MIN_MARKED_LINES)) return text;
  const lines = text.split('\n');
  const counts = new Map<string, number>();
  for (const line of lines) {
    const marked = MARKED_LABEL.exec(line);
    if (marked) counts.set(marked[3]!, (counts.get(marked[3]!) ?? 0) + 1);
  }
  const sheet = [...counts].filter(([, n]) => n >= MIN_MARKED_LINES).map(([mark]) => mark);
  if (sheet.length === 0) return text;
  return lines.map((line) => {
    const marked = MARKED_LABEL.exec(line);
    return marked && sheet.includes(marked[3]!) ? `${marked[1]}${marked[2]} : ${line.slice(marked[0].length)}` : line;
  }).join('\n');
}

// A record's label, a bullet before it or not, then a spaced dash before its value ('• BAILLEUR – X,
// SARL …', 'DURÉE – deux années'): the dash is the label's colon when three lines or more of the text
// open so on a field's label (field-labels.ts); a title's dash ('NOMINATION – X') labels nothing.
const DASHED_LABEL = /^([ \t]*)(?:[•·▪◦‣*][ \t]+)?(\p{L}[\p{L}'’°-]*(?:[ \t]+[\p{L}'’°-]+){0,4})[ \t]+[–—][ \t]+(?=\S)/u;

function dashedLabels(text: string): string {
  if (!text.includes(' – ') && !text.includes(' — ')) return text;
  const lines = text.split('\n');
  const labelled = lines.map((line) => {
    const dashed = DASHED_LABEL.exec(line);
    return dashed && isFieldLabel(dashed[2]!) ? dashed : null;
  });
  if (labelled.filter(Boolean).length < MIN_MARKED_LINES) return text;
  return lines.map((line, k) => {
    const dashed = labelled[k];
    return dashed ? `${dashed[1]}${dashed[2]} : ${line.slice(dashed[0].length)}` : line;
  }).join('\n');
}

/** The text with its numbered, English and web-form labels read as French labels (see the file's comment). */
export function plainLabels(marked: string): string {
  const text = sheetMarks(dashedLabels(marked));
  // Most notices have none: nothing to change.
  // A leader holds three dots or an ellipsis: a text without them is not scanned for one (speed only:
  // the pattern opens on any letter).
  const leader = (text.includes('...') || text.includes('…') || text.includes('···')) && LEADER.test(text);
  if (!(LABEL_WORD.test(text) && SYNONYM_LABEL.test(text)) && !MARK_OR_CIVILITY.test(text) && !leader) return text;
  const shortLeaders = leader && (text.match(LEADER_LINE)?.length ?? 0) >= MIN_LEADER_LINES;
  return text.split('\n').map((line) => dressLine(line, shortLeaders)).join('\n');
}
