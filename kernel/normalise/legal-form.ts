/**
 * Legal forms as notices write them, long ('société par actions simplifiée unipersonnelle') or
 * abbreviated ('SASU', 'S.A.R.L.'), to the short form. Longest wording first: 'société anonyme
 * d'économie mixte locale' is a SAEML, not an SA.
 */

import { fold } from './fold.ts';
import { matchesOf } from './global-pattern.ts';

const FORM_LABELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/societe d'exercice liberal a responsabilite limitee/, 'SELARL'],
  [/societe d'exercice liberal par actions simplifiee/, 'SELAS'],
  [/societe d'exercice liberal a forme anonyme/, 'SELAFA'],
  // The profession a liberal company names may stand before its one partner ('société à
  // responsabilité limitée d'architecture à associé unique'); the partner in the feminine too
  // ('à associée unique', a company).
  [/societe par actions simplifiee(?: d'[a-z-]+| de [a-z-]+)? (?:unipersonnelle|a associee? unique)/, 'SASU'],
  [/societe par actions simplifiee/, 'SAS'],
  [/entreprise unipersonnelle a responsabilite limitee|societe a responsabilite limitee(?: d'[a-z-]+| de [a-z-]+)? (?:unipersonnelle|a associee? unique)/, 'EURL'],
  [/\bsarl (?:unipersonnelle|a associee? unique)\b/, 'EURL'],
  [/\bsas (?:unipersonnelle|a associee? unique)\b/, 'SASU'],
  [/societe a responsabilite limitee/, 'SARL'],
  [/societe civile immobiliere/, 'SCI'],
  [/societe civile professionnelle/, 'SCP'],
  [/societe civile de moyens/, 'SCM'],
  [/societe en nom collectif/, 'SNC'],
  [/societe en commandite simple/, 'SCS'],
  [/societe en commandite par actions/, 'SCA'],
  [/societe d'interet collectif agricole/, 'SICA'],
  [/societe cooperative (?:ouvriere de production|et participative|de production)/, 'SCOP'],
  [/societe anonyme d'economie mixte(?: locale)?/, 'SAEML'],
  // 'Société d'économie mixte locale X, SAEML': the abbreviation printed beside the words says anonyme.
  [/societe d'economie mixte locale\b(?=[^.;\n]{0,80}\bsaeml\b)/, 'SAEML'],
  [/societe d'economie mixte/, 'SEM'],
  [/groupement d'interet economique/, 'GIE'],
  [/societe anonyme/, 'SA'],
  [/societe civile/, 'SC'],
];

export const FORM_ABBREVIATIONS = ['SELARL', 'SELAFA', 'SELAS', 'SAEML', 'SASU', 'SAS', 'EURL', 'SARL', 'SICA', 'SCOP', 'SCI', 'SCP', 'SCM', 'SNC', 'SCS', 'SCA', 'SEM', 'GIE', 'SA', 'SC'] as const;
export const FORM_TOKEN_SOURCE = `(?<![\\p{L}\\d])(?:${FORM_ABBREVIATIONS.join('|')})(?![\\p{L}\\d])`;
const FORM_TOKEN = new RegExp(`(?<![\\p{L}\\d])(${FORM_ABBREVIATIONS.join('|')})(?![\\p{L}\\d'’])`, 'u');
const LOWER_FORM_TOKEN = new RegExp(`(?<![\\p{L}\\d])(${FORM_ABBREVIATIONS.map((f) => f.toLowerCase()).join('|')}) au capital\\b`, 'u');
const FORM_TOKEN_GLOBAL = new RegExp(FORM_TOKEN.source, 'gu');
// A form typed in lower case by someone who does not draft notices, where only a form stands: after
// an article before a name ('la sarl salon du port'), in brackets ('X (sarl)'), between commas ('X,
// sarl, ridet …'), before the identifier or a quoted name ('sarl ridet …', 'eurl « X »'), or
// after a name in capitals at a line's end ('GARAGE DU PORT sarl'). Not 'sa', 'sc', 'sem': French words.
const TYPED_LOWER = FORM_ABBREVIATIONS.filter((f) => f.length >= 3 && f !== 'SEM').map((f) => f.toLowerCase()).join('|');
/** Every form of FORM_ABBREVIATIONS in lower case, as a regex alternation over folded text. */
export const FOLDED_FORMS_SOURCE = FORM_ABBREVIATIONS.map((f) => f.toLowerCase()).join('|');
/** The same without the forms that are also French words ('sa', 'sc', 'sem'): a form wherever it stands. */
export const FOLDED_FORMS_NOT_WORDS_SOURCE = TYPED_LOWER;
/**
 * A company named by its form, folded: any form after an article ('la sa X', 'l'eurl Y'), alone only
 * a form that is no French word ('par sa fille' is no company).
 */
export const FOLDED_COMPANY_FORM_SOURCE = `(?:(?:la |l')(?:${FOLDED_FORMS_SOURCE})|${FOLDED_FORMS_NOT_WORDS_SOURCE})`;
const TYPED_LOWER_FORM = new RegExp(
  `(?<=(?:^|[^\\p{L}])(?:une|la|l'|l’|de la|à la|a la|par la) )(${TYPED_LOWER})(?= \\p{Ll})|(?<![\\p{L}\\d])(${TYPED_LOWER})(?=[ \\t]*,?[ \\t]*ridet\\b|[ \\t]*[«"“]|[ \\t]*\\)|,)|(?<=\\p{Lu}{2,} )(${TYPED_LOWER})[ \\t]*$`,
  'mu',
);

/**
 * The long forms after 'société' / 'SOCIÉTÉ', as a regex source over the original text (accents
 * optional), for locating a form written before a name ('la société civile immobilière X').
 */
export const LONG_FORM_SOURCE = [
  "d[’']exercice lib[ée]ral (?:à|a) responsabilit[ée] limit[ée]e",
  "d[’']exercice lib[ée]ral par actions simplifi[ée]e",
  "d[’']exercice lib[ée]ral (?:à|a) forme anonyme",
  'par actions simplifi[ée]e(?: unipersonnelle| (?:à|a) associ[ée] unique)?',
  '(?:à|a) responsabilit[ée] limit[ée]e(?: unipersonnelle| (?:à|a) associ[ée] unique)?',
  'civile immobili[èe]re',
  'civile professionnelle',
  'civile de moyens',
  'civile',
  'en nom collectif',
  'en commandite simple',
  'en commandite par actions',
  "d[’']int[ée]r[êe]t collectif agricole",
  // A SCOP's name since 2010, beside the older one ('société coopérative et participative').
  'coop[ée]rative (?:ouvri[èe]re de production|et participative|de production)',
  "anonyme d[’'][ée]conomie mixte(?: locale)?",
  "d[’'][ée]conomie mixte(?: locale)?",
  "anonyme(?: (?:à|a) conseil d[’']administration| (?:à|a) directoire)?",
].join('|');

// The last dot may be missing ('S.A.R.L au capital'). In lower case too ('s.a.r.l.', 'S.a.r.l.'):
// a form is the same letters whatever their case; three letters at least, 's.a.' may be a word's cut.
const DOTTED_FORM = /(?<![\p{L}.])(?:(?:[A-Z]\.){2,6}(?![\p{L}])|(?:[A-Z]\.){1,5}[A-Z](?![\p{L}\d.]))/gu;
const LOWER_DOTTED_FORM = /(?<![\p{L}.])[a-zA-Z]\.(?:[a-z]\.){2,5}(?![\p{L}])|(?<![\p{L}.])[a-zA-Z]\.(?:[a-z]\.){1,4}[a-z](?![\p{L}\d.])/gu;
// A form in small letters right after a name's closing guillemets, a comma or a space between (not
// after a straight quote, which opens a name as well as it closes one).
const FORM_AFTER_QUOTED_NAME = new RegExp(`(?<=[»”][ \\t]*,?[ \\t]*)(?:${FORM_ABBREVIATIONS.map((f) => f.toLowerCase()).join('|')})(?![\\p{L}\\d'’])`, 'gu');
// A form in small letters glued by a hyphen to a name in capitals ('sasu-LES VERGERS'); not the forms that are French words.
const FORM_HYPHEN_NAME = new RegExp(`(?<![\\p{L}\\d])(${TYPED_LOWER})-(?=\\p{Lu}{2})`, 'gu');
// Misprints of an abbreviation a reader still reads as the form: its letters spaced ('S A S au
// capital', 'S. A. R. L.'), not inside a longer run of spaced capitals (a letter-spaced heading).
const SPACED_FORM = /(?<![\p{L}.] {1,3})(?<![\p{L}.])[A-Z]\.?(?: [A-Z]\.?){2,4}(?![\p{L}.]| [A-Z](?![\p{L}]))/gu;
// 'SARLU': an SARL with a U for unipersonnelle, the EURL the field rules name.
const SARLU = /(?<![\p{L}\d])SARLU(?![\p{L}\d])/gu;

/**
 * A form printed in small letters read as the form: dotted ('s.a.r.l.', 'S.a.s.') wherever it
 * stands, plain right after a name in guillemets ('«LE BOIS» sarl', '«X», sa') or glued by a hyphen
 * to a name in capitals ('sasu-LE BOIS'), where only a form stands. Read also before the insertions'
 * readings of a name beside its form (parse-notice.ts), which know the forms in capitals only.
 */
export function smallLetterFormsRead(text: string): string {
  // Only a text holding two dotted small letters in a row, or closing guillemets, is read (speed only).
  const dotted = /\.[a-z]\.[a-z]/.test(text)
    ? text.replace(LOWER_DOTTED_FORM, (printed) => {
        const plain = printed.replace(/\./g, '').toUpperCase();
        return (FORM_ABBREVIATIONS as readonly string[]).includes(plain) ? plain : printed;
      })
    : text;
  const quoted = /[»”]/.test(dotted) ? dotted.replace(FORM_AFTER_QUOTED_NAME, (form: string) => form.toUpperCase()) : dotted;
  return /[a-z]-\p{Lu}/u.test(quoted) ? quoted.replace(FORM_HYPHEN_NAME, (_glued: string, form: string) => `${form.toUpperCase()} `) : quoted;
}

/**
 * 'la S.A.R.L. X' reads as 'la SARL X': dotted legal-form abbreviations written plain; spaced
 * ones ('S A S') too, and 'SARLU' as the 'SARL unipersonnelle' it stands for.
 */
/**
 * `Sté` opening a header's line or a small ad's field before a form spelt out (`Sté civile immobilière X`, `STÉ À
 * RESPONSABILITÉ LIMITÉE`): the word société abbreviated, read whole so the header's form and name
 * are read as any other's. (In a sentence, `une Ste civile immobilière nommée « X »` reads already.)
 */
const ABBREVIATED_SOCIETE_BEFORE_FORM = new RegExp(`(?<=^[ \\t]*|[ \\t][—–|/•·][ \\t]*)(?:St[ée]|ST[ÉE])\\.?(?=[ ]+(?:${LONG_FORM_SOURCE})(?![\\p{L}]))`, 'gimu');

export function undotLegalForms(text: string): string {
  const undotted = text.replace(DOTTED_FORM, (dotted) => {
    const plain = dotted.replace(/\./g, '');
    return (FORM_ABBREVIATIONS as readonly string[]).includes(plain) ? plain : dotted;
  });
  const lowered = smallLetterFormsRead(undotted);
  // Each misprint is looked for only in a text holding its letters (speed only).
  const unspaced = /[A-Z]\.? [A-Z]\.? [A-Z]/.test(lowered)
    ? lowered.replace(SPACED_FORM, (spaced) => {
        const plain = spaced.replace(/[. ]/g, '');
        return plain.length >= 3 && (FORM_ABBREVIATIONS as readonly string[]).includes(plain) ? plain : spaced;
      })
    : lowered;
  const spelt = unspaced.includes('SARLU') ? unspaced.replace(SARLU, 'SARL unipersonnelle') : unspaced;
  return /st[ée]/iu.test(spelt) ? spelt.replace(ABBREVIATED_SOCIETE_BEFORE_FORM, (abbreviated) => (abbreviated.startsWith('ST') ? 'SOCIÉTÉ' : 'Société')) : spelt;
}

export interface FormMention {
  index: number;
  end: number;
  form: string;
}

// A long form's words may be apart by any spaces or a line break; built once per label.
const spacedGlobals = new Map<RegExp, RegExp>();
function spacedGlobal(label: RegExp): RegExp {
  let global = spacedGlobals.get(label);
  if (global === undefined) {
    global = new RegExp(label.source.replace(/ /g, '\\s+'), 'g');
    spacedGlobals.set(label, global);
  }
  return global;
}

/**
 * Every legal form a text prints, long or abbreviated, with its offsets (a long form may run over
 * a line break), in reading order; a long form hides the shorter ones inside it.
 */
export function formMentions(text: string): FormMention[] {
  const folded = fold(text);
  const found: FormMention[] = [];
  for (const [label, form] of FORM_LABELS) {
    for (const m of matchesOf(spacedGlobal(label), folded)) {
      const end = m.index + m[0].length;
      if (!found.some((f) => m.index < f.end && end > f.index)) found.push({ index: m.index, end, form });
    }
  }
  for (const m of matchesOf(FORM_TOKEN_GLOBAL, text)) {
    const end = m.index + m[0].length;
    if (!found.some((f) => m.index < f.end && end > f.index)) found.push({ index: m.index, end, form: m[1]! });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whether a pattern's every match opens on 'societe ': its source does, with no alternative outside a group. */
function opensOnSociete(source: string): boolean {
  if (!source.startsWith('societe ')) return false;
  let depth = 0;
  for (const ch of source) {
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === '|' && depth === 0) return false;
  }
  return true;
}
/** Which long forms open on 'societe': a text without the word holds none of them (speed only). */
const OPENS_ON_SOCIETE = FORM_LABELS.map(([label]) => opensOnSociete(label.source));

/** The short form a piece of text states first, null when it states none. */
export function formIn(raw: string): string | null {
  // 'S.A.R.L.', 'S.A.S.' are the same abbreviations with dots.
  // A long form may be cut by a line break ('à responsabilité' / 'limitée').
  // Each rewrite below is tried only on a text holding the letters every match holds (speed only).
  const candidate = (raw.includes('.') ? raw.replace(/\b(?:[A-Z]\.){2,}/g, (dotted) => dotted.replace(/\./g, '')) : raw).replace(/\s+/g, ' ');
  // OCR may glue 'société' to the next word ('SOCIETEA RESPONSABILITE LIMITEE').
  // 'Sté' is société abbreviated ('une Sté a responsabilite limitee').
  let folded = fold(candidate);
  if (folded.includes('societea ') || folded.includes("societed'")) folded = folded.replace(/\bsociete(?=a |d')/g, 'societe ');
  if (folded.includes('ste ')) folded = folded.replace(/(?<![\p{L}])ste(?= (?:a|par|civile|anonyme|en|d') )/gu, 'societe');
  // A cooperative 'constituée sous forme de SARL' is an SARL: the form it takes is the form.
  const takes = folded.includes('sous ') ? /\b(?:cooperati\w*|scop)\b[^.;]{0,80}?\bsous (?:la )?forme (?:d'une |de |d')?/.exec(folded) : null;
  if (takes) {
    const taken = formIn(candidate.slice(takes.index + takes[0].length, takes.index + takes[0].length + 60));
    if (taken) return taken;
  }
  let best: { index: number; form: string } | null = null;
  const societe = folded.includes('societe');
  for (let k = 0; k < FORM_LABELS.length; k += 1) {
    if (OPENS_ON_SOCIETE[k] && !societe) continue;
    const [label, short] = FORM_LABELS[k]!;
    const m = label.exec(folded);
    if (m && (!best || m.index < best.index)) best = { index: m.index, form: short };
  }
  const token = FORM_TOKEN.exec(candidate);
  if (token && (!best || token.index < best.index)) best = { index: token.index, form: token[1]! };
  // An abbreviation in lower case is a form only where a form stands: before 'au capital' ('sarl au capital de').
  const lower = LOWER_FORM_TOKEN.exec(folded);
  if (lower && (!best || lower.index < best.index)) best = { index: lower.index, form: lower[1]!.toUpperCase() };
  const typed = TYPED_LOWER_FORM.exec(candidate);
  if (typed && (!best || typed.index < best.index)) best = { index: typed.index, form: (typed[1] ?? typed[2] ?? typed[3])!.toUpperCase() };
  return best?.form ?? null;
}
