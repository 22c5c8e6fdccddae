/**
 * A compositor's record of fields, each label cut in his own hand and glued to its value by his own
 * mark (issue 32): `dén=X f=sarl cap=300 000 F`, `Dén-- X` / `Frm-- EURL`, `cap» 1 500 000 F`,
 * `[DÉN] X [FRM] SARL`, `<SOCIÉTÉ> X`, `Sg:- 3 rue …`, `NV SGE:: …`, `dén => X`. No list of labels
 * or marks reads the next compositor's; a reader reads them at once by two things any record shows:
 * - the mark: any sign glued after a short word before a value (no list of marks) is the
 *   compositor's colon where three such labels are read (a sentence does not print `x=` three times);
 * - the label: the word its letters keep, in order, its first letter first ('Dnmtn', 'Sge', 'Rdt',
 *   'Cptl', 'Frm', a lone initial 'F'), among the words a record of a company labels its fields with,
 *   and the kind of value after it (a legal form, an amount in francs, an address or a commune, an
 *   identifier's digits, a name in capitals, a person). A label is read only where one field alone
 *   fits both its letters and its value: 'S' before an address is the seat, 'S' before capitals is
 *   unread; a word before the label's ('anc.', 'nv.', 'ex-') makes the former or new name or seat.
 * Read only in an insertion (INSERTION_MAX) where three labels at least are read so, at a field's
 * start. Each read label opens its own line, written out (`Dénomination : X`), as a record prints it,
 * and any sign spaced before it (`·`, `|`, `▪`, `—`, …) is the compositor's separator, read as a
 * line's end wherever it stands between fields: the readers of labelled fields then read the
 * record. A label not read is left as printed; so is a label word printed whole at its line's start.
 * A name in capitals printed unlabelled between the event and the first label is the name.
 */

import { fold } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';
import { COMMUNES } from './country-places.ts';
import { INSERTION_MAX, keepsInOrder, officeOfToken } from './value-labels.ts';

type Kind = 'name' | 'form' | 'capital' | 'seat' | 'purpose' | 'duration' | 'identifier' | 'officer';

/** The words a company's record labels its fields with, folded, with the label written and the kind of value it takes. */
const FIELD_WORDS: ReadonlyArray<readonly [string, string, Kind]> = [
  ['denomination', 'Dénomination', 'name'],
  ['raisonsociale', 'Dénomination', 'name'],
  ['societe', 'Dénomination', 'name'],
  ['groupement', 'Dénomination', 'name'],
  ['forme', 'Forme', 'form'],
  ['capital', 'Capital', 'capital'],
  ['siege', 'Siège', 'seat'],
  ['objet', 'Objet', 'purpose'],
  ['duree', 'Durée', 'duration'],
  ['ridet', 'RIDET', 'identifier'],
  ['immatriculation', 'RIDET', 'identifier'],
];

/** The words that set a name or a seat as the one left or the one taken ('anc. sge', 'nvlle dén.', 'EX-DÉN'). */
const FORMER = new Set(['anc', 'ancien', 'ancienne', 'ex']);
const NEW = new Set(['nv', 'nvl', 'nvle', 'nvlle', 'nlle', 'nouv', 'nouveau', 'nouvelle', 'new']);
const QUALIFIED_WRITTEN: Readonly<Record<string, Readonly<Partial<Record<Kind, string>>>>> = {
  former: { name: 'Ancienne dénomination', seat: 'Ancien siège' },
  new: { name: 'Nouvelle dénomination', seat: 'Nouveau siège' },
};

const FORM = `(?:${FORM_ABBREVIATIONS.join('|')})`;
// The word that sets a label's value as the one left or the one taken, before the label's own.
const QUALIFIER = String.raw`(?:(?i:${[...FORMER, ...NEW].join('|')})\.?[ \t-]?)?`;
// A sign no word, value or sentence's punctuation is: what a compositor glues after a label or sets between his fields
// (':', '=', '»', '--', ':-', '::', '=>', '~>', '·', '|', '▪', '◆', '─', …); never a quote, a bracket, a comma, a full stop,
// an apostrophe, a hash, an ampersand or a hyphen (a name's; two hyphens, or one spaced, are a compositor's).
const SIGN = String.raw`[^\p{L}\p{N}\s«»"“”()\[\]<>{},.'’#&-]`;
// A label and its mark: a bracketed or tagged word, or a word (a qualifier before it, cut, dotted or
// hyphenated) closed by signs before its value (a guillemet or an angle glued to it count: 'cap» 1 M F',
// 'Vdr > X'), by an apostrophe before a space, or by its own dot before a space.
const LABEL = new RegExp(
  String.raw`(?<![\p{L}\d'’./-])(?:\[([\p{L}. ]{1,16})\]|<([\p{L}. ]{1,16})>|#(\p{L}{1,14})(?=[ \t])|(${QUALIFIER}\p{L}{1,12}(?:[./-]\p{L}{1,6})?\.?)[ \t]*((?:${SIGN}|[»>])(?:${SIGN}|[»>-]){0,2}|--|['’](?=[ \t]))|(${QUALIFIER}\p{L}{1,6}\.)(?=[ \t]))[ \t]*(?=\S)`,
  'gu',
);

const FORM_VALUE = new RegExp(`^${FORM}(?![\\p{L}\\d])`, 'iu');
const AMOUNT_VALUE = /^\d{1,3}(?:[ .\u00a0\u202f]\d{3})*(?:,\d+)?[ \t]*(?:M[ \t]*)?(?:F|XPF|FCFP|CFP|F[ .]?CFP|francs?)(?![\p{L}])|^\d+(?:,\d+)?[ \t]*M(?:[ \t]*(?:F|XPF|FCFP|CFP))?(?![\p{L}])/u;
const STREET_VALUE = /^(?:\d{1,4}(?:[ \t]*(?:bis|ter))?[ \t]*,?[ \t]*)?(?:(?:r|av|al|lot|lotiss|imp|pl|ch|imm|rés|bd|rte)\.|(?:rue|route|avenue|boulevard|allée|lot|lotissement|impasse|place|quai|chemin|tribu|zone|ZI|ZA|ZAC|BP|immeuble|résidence|centre)(?![\p{L}]))/iu;
const POST_CODE = /(?<!\d)988\d\d(?!\d)/u;
const IDENTIFIER_VALUE = /^(?:n°[ \t]*)?\d[\d \t./-]{5,}/u;
const DURATION_VALUE = /^\d{1,3}[ \t]*(?:ans?|a\.)(?![\p{L}])/u;
// A name in capitals: three capitals at least before any small letter, no form alone.
const NAME_VALUE = /^(?:[«"“][^»"”\n]{2,80}[»"”]|[\p{Lu}\d][\p{Lu}\d&'’. -]*?\p{Lu}{3})/u;
const PERSON_VALUE = /^(?:M\.|MM\.|Mr|Mme|Mmes|Mlle|Me|Dr\.?|Pr\.?)[ \t]*\p{Lu}|^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?[ \t]+\p{Lu}{2,}(?![\p{Ll}])/u;

/** Whether a value opens on a commune of the country, in any case. */
function opensOnCommune(value: string): boolean {
  const words = fold(value).split(/[ ,.;]+/u);
  for (let n = Math.min(3, words.length); n > 0; n -= 1) if (COMMUNES.has(words.slice(0, n).join(' '))) return true;
  return false;
}

/** Whether a value is of the kind a field takes. */
function fits(kind: Kind, value: string): boolean {
  switch (kind) {
    case 'name':
      // A form before capitals describes the company ('SARL LES PINS'); before a word in small letters it is the form's field ('SARL cap. 500 000 F').
      return NAME_VALUE.test(value.replace(FORM_VALUE, '').trimStart()) && !PERSON_VALUE.test(value);
    case 'form':
      return FORM_VALUE.test(value);
    case 'capital':
      return AMOUNT_VALUE.test(value);
    case 'seat':
      return STREET_VALUE.test(value) || POST_CODE.test(value) || opensOnCommune(value);
    case 'purpose':
      return /^\p{Ll}/u.test(value);
    case 'duration':
      return DURATION_VALUE.test(value);
    case 'identifier':
      return IDENTIFIER_VALUE.test(value);
    case 'officer':
      return PERSON_VALUE.test(value);
  }
}

/**
 * Words of a sentence, never a record's label, nor the last word before one: an article, a
 * preposition, a possessive ('au lieu de :', 'repr. par son gér. M. X'), and the words that tell an
 * office left ('fin du mandat du gér.', 'dém.', 'rempl.').
 */
const SENTENCE_WORDS = new Set([
  'a', 'au', 'aux', 'de', 'des', 'du', 'd', 'le', 'la', 'les', 'l', 'en', 'et', 'ou', 'par', 'pour', 'sur', 'dans', 'chez', 'avec', 'sans', 'son', 'sa',
  'ses', 'leur', 'leurs', 'un', 'une', 'ce', 'cette', 'est', 'sont', 'soit', 'dont', 'entre', 'sous', 'vers', 'lieu', 'fin', 'quitus', 'decharge', 'ex',
  'dem', 'demiss', 'demission', 'demissionnaire', 'rempl', 'remplacement', 'sortant', 'sortante', 'ancien', 'ancienne', 'fonction', 'fonctions', 'mandat',
  // The words of a label of several words, before its last ('Directeur général délégué :', 'Associé unique :').
  'directeur', 'directrice', 'general', 'generale', 'delegue', 'deleguee', 'associe', 'associee', 'unique', 'commissaire', 'comptes', 'social', 'sociale',
  'raison',
]);

/** The label a token and its value read as, written out, or null when no field or several fit. */
function readLabel(token: string, value: string): string | null {
  const words = fold(token).split(/[^a-z]+/u).filter(Boolean);
  if (words.length === 0 || (words.length === 1 && SENTENCE_WORDS.has(words[0]!))) return null;
  const qualifier = words.length > 1 && FORMER.has(words[0]!) ? 'former' : words.length > 1 && NEW.has(words[0]!) ? 'new' : null;
  const core = words.slice(qualifier ? 1 : 0);
  // A label of two words unqualified ('Rid/Rg', 'Dénom/Forme') pairs two fields: its first is read, when its second is the first's part ('rang').
  if (core.length > 1 && !(core.length === 2 && keepsInOrder(core[1]!, 'rang'))) return null;
  const letters = core[0]!;
  const found = new Set<string>();
  for (const [word, written, kind] of FIELD_WORDS) {
    if (!keepsInOrder(letters, word) || !fits(kind, value)) continue;
    const label = qualifier ? QUALIFIED_WRITTEN[qualifier]![kind] : written;
    if (label) found.add(label);
  }
  // An office by the letters its token keeps, before a person (value-labels.ts reads offices the same way).
  if (!qualifier && found.size === 0 && fits('officer', value)) {
    const office = officeOfToken(letters);
    if (office) found.add(office);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** Label words printed whole, which the readers of labelled fields read as printed: left so. */
const WHOLE_WORDS = new Set([
  ...FIELD_WORDS.map(([word]) => word), 'rid', 'gerant', 'gerante', 'gerants', 'cogerant', 'cogerante', 'president', 'presidente', 'liquidateur', 'liquidatrice',
  'administrateur', 'administratrice', 'associe', 'associee', 'directeur', 'directrice', 'nom', 'adresse', 'activite',
]);

interface MarkedLabel {
  start: number;
  valueStart: number;
  /** The label written out, or as printed for a label word printed whole; null when unread. */
  written: string | null;
  whole: boolean;
  /** Printed in brackets, between angles or after a hash (`[Siège]`, `<RIDET>`, `#CAP`): the compositor's own mark. */
  tagged: boolean;
}

// A compositor's separator between fields: one to three signs spaced from the value before them (a dot in the middle, a bar, a
// rule, a dash, a square, a lozenge, a slash, a semicolon, '>>', …).
const SEPARATOR_BEFORE = new RegExp(String.raw`[ \t]*(?:(?<=^|[ \t])(?:${SIGN}|[>-]){1,3})?[ \t]*$`, 'u');

const escaped = (mark: string): string => mark.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');

// A name alone in a field: capitals (words, digits, '&', apostrophes, hyphens) or guillemets, its form before or after it.
const NAME_FIELD = new RegExp(String.raw`^(?:(${FORM})[ \t]+)?([«"“][^»"”\n]{2,80}[»"”]|\p{Lu}[\p{Lu}\d&'’.-]*(?:[ ]+(?:&|[\p{Lu}\d][\p{Lu}\d&'’.-]*))*)(?:[ \t]*,?[ \t]+(${FORM}))?$`, 'u');
const FORM_FIELD = new RegExp(String.raw`^(${FORM})$`, 'u');

/**
 * The insertion's head before its first label: the paper's header above it as printed, and on the
 * label's own line the event, then the fields the compositor prints unlabelled, split at his
 * separators. A name in capitals alone in one of those fields (not the event's, the first) is the
 * company's where no label of the record names it; a form alone is its form where none does.
 */
function headRead(head: string, separators: ReadonlySet<string>, read: readonly MarkedLabel[]): string {
  const lineStart = head.lastIndexOf('\n') + 1;
  let fields = [head.slice(lineStart)];
  // The head's fields end at the compositor's separators and at a date's or a number's full stop ('SSP 2/10/26. X, SAS'); a title's cut words stay together.
  for (const mark of [...separators, '.']) fields = fields.flatMap((field) => field.split(mark === '.' ? /(?<=\d\.) (?=\p{Lu})/u : ` ${mark} `));
  if (fields.length < 2) return head;
  const labelled = (word: string): boolean => read.some((label) => label.written!.toLowerCase().includes(word));
  const names = fields.map((field, i) => (i === 0 ? null : NAME_FIELD.exec(field.trim()))).map((m) => (m !== null && isName(m[2]!) ? m : null));
  const nameWritten = !labelled('dénomination') && names.filter(Boolean).length === 1;
  const written = fields.map((field, i) => {
    const name = names[i];
    if (nameWritten && name) {
      const form = name[1] ?? name[3];
      return `Dénomination : ${name[2]!}${form === undefined ? '' : labelled('forme') ? ` ${form}` : `\nForme : ${form}`}`;
    }
    return i > 0 && FORM_FIELD.test(field.trim()) && !labelled('forme') ? `Forme : ${field.trim()}` : field.trim();
  });
  return head.slice(0, lineStart) + written.join('\n');
}

/** Whether a run of capitals is a name: two words at least, one of three capitals, no legal form alone (a sigle alone, 'TMC', 'AGE', is none). */
function isName(run: string): boolean {
  const bare = run.replace(/[«"“»"”]/gu, '').trim();
  return /\p{Lu}{3}|\p{Lu}['’]\p{Lu}{2}/u.test(bare) && !FORM_FIELD.test(bare) && /\p{L}{3}.*\p{L}/u.test(bare) && bare.includes(' ');
}

/** Every label of the text and how it reads. */
function labelsOf(text: string): MarkedLabel[] {
  const labels: MarkedLabel[] = [];
  for (const m of matchesOf(LABEL, text)) {
    const token = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[6]!;
    const valueStart = m.index + m[0].length;
    // A sign spaced after a word cut by its dot ('MODIF. DÉNOM. – X'), or a dash spaced after a word, is a separator after a title's
    // word, not a label's mark: after a cut label a spaced mark is a colon ('Soc. : X'), and no compositor spaces a dash as one.
    if (m[5] !== undefined && /[ \t]$/u.test(m[0].slice(0, m[0].indexOf(m[5], m[4]!.length))) && ((token.endsWith('.') && !m[5].startsWith(':')) || /^[–—─]/u.test(m[5]))) {
      labels.push({ start: m.index, valueStart, written: null, whole: false, tagged: false });
      continue;
    }
    // Its value runs up to the next label's start or its line's end: read from its first characters.
    // A field opens its line, or follows the compositor's separator, a full stop or the last value's word; a label after a comma
    // or a sentence's word is a telegraphic sentence's, which the readers of telegraphic lines read (layout/telegraphic.ts).
    const lineBefore = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index);
    const last = fold(/(\p{L}+)[ \t]*$/u.exec(lineBefore)?.[1] ?? '');
    const fieldStart = !/[,(][ \t]*$/u.test(lineBefore) && !SENTENCE_WORDS.has(last);
    const written = fieldStart ? readLabel(token, text.slice(valueStart, valueStart + 60).split('\n')[0]!) : null;
    // A label word printed whole ('Siège :', 'Associé :') is read as printed by the readers of labelled fields: kept so.
    const whole = written !== null && WHOLE_WORDS.has(fold(token).replace(/[^a-z]/gu, ''));
    labels.push({ start: m.index, valueStart, written: whole ? token.replace(/\.$/u, '') : written, whole, tagged: m[1] !== undefined || m[2] !== undefined || m[3] !== undefined });
  }
  return labels;
}

const atLineStart = (text: string, at: number): boolean => text.slice(text.lastIndexOf('\n', at - 1) + 1, at).trim() === '';

// What a compositor's record shows and a drafter's notice seldom does: a sign glued to a label's letters or its dot ('Sge:',
// 'dén=', 'cap»', 'Dén--', 'SGE]', 'DÉN/ '), a sign spaced on both sides ('·', '|', '▪', '◇', '+', '>>', '=>', '→', …), a line opening on a
// bracket, an angle or a tag. Read by code units (no u flag: every sign is one unit), speed only.
const COMPOSITORS_MARK = /[A-Za-z\u00C0-\u024F]\.?(?:[=»~¤>\]]|:|--|\/(?=[ \t]))|[ \t](?:[·•|¦§~▪■◆▸◇¤►─+*→]|>>?|=>|\/\/)[ \t]|^[ \t]*[<[#]/gm;

/** Whether three of a compositor's marks are printed: a text without them has no record for this reading (speed only). */
function showsCompositorsMarks(text: string): boolean {
  COMPOSITORS_MARK.lastIndex = 0;
  for (let seen = 0; COMPOSITORS_MARK.exec(text) !== null; ) if ((seen += 1) >= 3) return true;
  return false;
}

/** The text with a compositor's marked labels written out on lines of their own (see the file's comment). */
export function markedRecordLabelsRead(text: string): string {
  if (text.length > INSERTION_MAX || !showsCompositorsMarks(text)) return text;
  const read = labelsOf(text).filter((label) => label.written !== null);
  // A record of three labels at least, one of them the compositor's own (cut, or glued by his own mark).
  if (read.length < 3 || read.every((label) => label.whole)) return text;
  // A label printed whole is read where it stands ('Siège :', a table's 'Gérant : X Président : Y'), unless the compositor's
  // separator sets it among his fields or his bracket marks it as his labels ('[Cap.] 1 M F [Siège] 5 route du Sud').
  const moved = read.filter((label) => !label.whole || label.tagged || (!atLineStart(text, label.start) && SEPARATOR_BEFORE.exec(text.slice(0, label.start))![0].trim() !== ''));
  // The compositor's separators: those printed before the labels moved. Each ends a field wherever it stands between the labels' values.
  const separators = new Set<string>();
  for (const label of moved) {
    const mark = SEPARATOR_BEFORE.exec(text.slice(0, label.start))![0].trim();
    if (mark !== '') separators.add(mark);
  }
  const fieldsApart = (values: string): string => {
    let apart = values;
    // Not between digits: an identifier's rank printed apart ('1 092 790 – 001') is one value.
    for (const mark of separators) apart = apart.replace(new RegExp(`(?<!\\d) ${escaped(mark)} |(?<=\\d) ${escaped(mark)} (?!\\d)`, 'gu'), '\n');
    return apart;
  };
  let out = '';
  let from = 0;
  for (const label of moved) {
    const before = text.slice(from, label.start);
    let kept = before.slice(0, SEPARATOR_BEFORE.exec(before)!.index);
    // What stands before the first label is the paper's header and the insertion's head (its event, a name unlabelled).
    kept = from > 0 ? fieldsApart(kept) : headRead(kept, separators, read);
    out += kept === '' && (out === '' || out.endsWith('\n')) ? '' : kept.endsWith('\n') ? kept : `${kept}\n`;
    out += `${label.written!} : `;
    from = label.valueStart;
  }
  // The last value's line holds the compositor's last fields, unlabelled ('· Acte SSP du … · RIDET …').
  const lineEnd = text.indexOf('\n', from);
  out += lineEnd < 0 ? fieldsApart(text.slice(from)) : fieldsApart(text.slice(from, lineEnd)) + text.slice(lineEnd);
  // A form printed in small letters is the form ('f=sarl').
  return out.replace(new RegExp(`(\\nForme : )(${FORM})(?![\\p{L}\\d])`, 'giu'), (_, label: string, form: string) => `${label}${form.toUpperCase()}`);
}
