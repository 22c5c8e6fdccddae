/**
 * An office word shortened by a compositor, read by its letters as a reader reads it: 'Gce' and
 * 'Gérce' (gérance), 'Gért', 'Gte', 'gérts' (gérant, gérante, gérants), 'Psdt', 'Prst' (président),
 * 'Lqdr', 'lqdtrs', 'liqr' (liquidateur), 'Cogce' (cogérance). A shortening keeps the word's first
 * letter and some of its letters in their order, and drops most of its vowels: three letters at
 * least, its vowels dropped besides a feminine 'e' or a plural 's' at its end, or only the one
 * after its first letter kept in four letters at least ('pris', 'lire', 'pts' are words). An office whose word
 * does not open on its own letter (administrateur, opening on a vowel as many words do) or that a
 * word shares with another office (commissaire: aux comptes or à l'exécution du plan; directeur:
 * général or délégué) is read by its own wordings only (officer-roles.ts); a shortening whose
 * letters fit two offices reads neither.
 */

import { JUDICIAL_LIQUIDATOR, roleHits, type Role } from './officer-roles.ts';

/** The offices of the field rules whose one word names them, each in the folded forms it takes (the word of its function too: 'gérance'). */
const OFFICE_WORDS: ReadonlyArray<readonly [Role, readonly string[]]> = [
  ['gérant', ['gerant', 'gerante', 'gerance']],
  ['président', ['president', 'presidente', 'presidence']],
  ['liquidateur', ['liquidateur', 'liquidatrice']],
];

const VOWELS = /[aeiouy]/g;

/** Whether every letter of `short` stands in `word` in the same order. */
function lettersIn(short: string, word: string): boolean {
  let at = 0;
  for (const letter of short) {
    at = word.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** A folded token (letters only, no dot) as a shortened office: its office, or null when it is none or fits two. */
export function shortenedOffice(token: string): Role | null {
  // 'Cogce', 'co-gért': the co-holder holds the same office.
  const bare = token.replace(/^co-?(?=[a-z]{3})/, '');
  if (!/^[a-z]{3,7}$/.test(bare)) return null;
  const stem = bare.replace(/(?:es|e|s)$/, '');
  // Its vowels dropped, or the one after its first letter kept in four letters at least ('Gért',
  // 'liqr'): 'pris', 'lire' are words, no shortening.
  const vowels = stem.match(VOWELS)?.length ?? 0;
  if (stem.length < 2 || (vowels > 0 && !(vowels === 1 && /^[a-z][aeiouy][^aeiouy]{2,}$/.test(stem)))) return null;
  // The plural's 's' is no letter of the word ('gérts', 'lqdtrs').
  const singular = bare.replace(/s$/, '');
  if (singular.length < 3) return null;
  const offices = OFFICE_WORDS.filter(([, words]) => words.some((w) => w[0] === bare[0] && w !== bare && lettersIn(singular, w))).map(([role]) => role);
  return offices.length === 1 ? offices[0]! : null;
}

/**
 * The offices of the field rules named by several words, by the words that tell them apart (the
 * small words between left out): each may be shortened word by word ('dir. gén.', 'D.Gal',
 * 'D.Gal.dél.', 'Cmr.C.', 'Comm.exéc.plan', 'liq. jud.').
 */
const OFFICE_PHRASES: ReadonlyArray<readonly [Role, readonly string[]]> = [
  ['directeur général', ['directeur', 'general']],
  ['directeur général délégué', ['directeur', 'general', 'delegue']],
  ['commissaire aux comptes', ['commissaire', 'comptes']],
  ['commissaire aux comptes suppléant', ['commissaire', 'comptes', 'suppleant']],
  ["commissaire à l'exécution du plan", ['commissaire', 'execution', 'plan']],
  ['mandataire judiciaire', ['mandataire', 'judiciaire']],
  ['administrateur judiciaire', ['administrateur', 'judiciaire']],
  [JUDICIAL_LIQUIDATOR, ['liquidateur', 'judiciaire']],
];
const SMALL_WORDS = new Set(['a', 'aux', 'au', 'du', 'de', 'la', 'des']);

/** Whether a word shortened ('gén', 'gal', 'C', 'exéc') stands for `word`: its opening, or its first letter and some others in order. */
const shortens = (short: string, word: string): boolean => word.startsWith(short) || (short[0] === word[0] && lettersIn(short, word));

/**
 * Several folded words shortened one by one as an office of several words: two words at least, one
 * cut by its dot, the first its first word's, each the next of its words in order. Of the offices they fit, the one
 * they name whole ('D.Gal': directeur général, not délégué); two fitting alike read neither.
 */
export function shortenedOffices(words: string): Role | null {
  // A word cut by its dot tells the shortening; the words of a sentence ('le mandat de directeur
  // général de la société') are no label, and a small word ends none.
  const all = words.split(/[^\p{L}]+/u).filter(Boolean);
  if (!words.includes('.') || all.length < 2 || SMALL_WORDS.has(all[0]!) || SMALL_WORDS.has(all.at(-1)!)) return null;
  const shorts = all.filter((w) => !SMALL_WORDS.has(w));
  if (shorts.length < 2) return null;
  let best: Role | null = null;
  let bestLeft = Infinity;
  let tie = false;
  for (const [role, phrase] of OFFICE_PHRASES) {
    if (!shortens(shorts[0]!, phrase[0]!)) continue;
    let at = 1;
    let fits = true;
    for (const short of shorts.slice(1)) {
      while (at < phrase.length && !shortens(short, phrase[at]!)) at += 1;
      if (at === phrase.length) fits = false;
      at += 1;
      if (!fits) break;
    }
    if (!fits) continue;
    const left = phrase.length - shorts.length;
    if (left < bestLeft) [best, bestLeft, tie] = [role, left, false];
    else if (left === bestLeft) tie = true;
  }
  return tie ? null : best;
}

/**
 * The office a folded token names on its own, as a label before a name ('Gce', 'Gért', 'Pdt',
 * 'Liq', 'MJ', 'Gérante'): a shortening read by its letters, or a wording of officer-roles.ts that
 * covers the whole token (with the dot or the colon a label puts after it).
 */
export function officeOfToken(token: string): readonly Role[] | null {
  // 'co-gért': the co-holder's hyphen parts no words of an office (shortenedOffice reads it).
  if (/[\s.\-/]\p{L}/u.test(token.replace(/^co-(?=\p{L})/u, ''))) {
    const office = shortenedOffices(token);
    return office ? [office] : null;
  }
  const short = shortenedOffice(token);
  if (short) return [short];
  for (const written of [token, `${token}.`, `${token} :`]) {
    const hit = roleHits(written)[0];
    if (hit && hit.index === 0 && hit.end >= token.length) return hit.roles;
  }
  return null;
}

/** Words a compositor puts between an office's label and its holder: the holder stays, comes or goes, or holds the mandate itself ('tit.'). */
const QUALIFIERS = String.raw`inch|inchangee?|nv|nouv|nouvel|nouvelle|nouveau|renouv|renouvellement|renouvelee?|maintenue?|entrante?|sortante?|dem|demiss|nomm|nommee?|cooptee?|tit|titulaire`;
const LEAVING_QUALIFIER = /^(?:sortante?|dem|demiss)$/;
/** A leaving word before the label ('dém. gce M. X', 'fin fonct° gce Y', 'révoc. Pdt Z'). */
const LEAVING_BEFORE = String.raw`dem|demiss|demission|revoc|revocation|fin\s+(?:de\s+|des\s+)?fonct\S*|fin\s+(?:de\s+|du\s+)?mandat|cessation(?:\s+(?:de\s+|des\s+)?fonct\S*)?`;

/** A token the name comes right after, its dot, a qualifier and a colon or a slash between ('Gce.', 'Gért inch.:', 'Pdt nv :', 'Gér. sortant'). */
// A company's article may stand between the label and its name ('CAC tit. la SARL X').
const TOKEN_BEFORE = new RegExp(String.raw`(?<![\p{L}\-])(?:(${LEAVING_BEFORE})\.?\s+)?((?:co-?)?\p{L}{2,7})\.?(?:\s+(${QUALIFIERS})\.?)?\s*[:/\]>]?\s*(?:(?:la|le|l')\s*)?$`, 'u');
/** 'non' right before an office's word (`non gérante`, `non-associé`): the label says its holder does not hold it (folded text). */
export const DENIED_OFFICE_BEFORE = /\bnon[\s-]*$/;
/** A token in brackets right after the name ('M. X (gér.)', 'Mme Y (prés.)'). */
const TOKEN_AFTER = /^\s*\(\s*((?:co-?)?\p{L}{2,7}(?:\.?[ -]?\p{L}{1,9}){0,3})\.?\s*\)/u;
/** A label of several shortened words right before the name ('D.Gal:', 'Comm.exéc.plan:', 'dir. gén.'). */
const WORDS_BEFORE = /(?<![\p{L}-])(\p{L}{1,7}(?:\.[ ]?|[ -])\p{L}{1,9}(?:(?:\.[ ]?|[ -])\p{L}{1,9}){0,2})\.?\s*[:/\]>]?\s*$/u;

/**
 * An office written out in full after a comma, then a full stop (`M. X, gérant. Mme Y, associée, …`,
 * `… et M. Z, cogérants. Mme W …`): the apposition that closes the sentence before, not a label of
 * the next name. A shortening's dot is a label's (`…, gér. M. X`).
 */
const APPOSITION_CLOSED = /,\s*((?:co-?)?\p{L}{2,9})\.\s+$/u;
function closesApposition(lead: string): boolean {
  const closed = APPOSITION_CLOSED.exec(lead);
  if (!closed) return false;
  const hit = roleHits(closed[1]!)[0];
  return hit !== undefined && hit.index === 0 && hit.end >= closed[1]!.length;
}

/**
 * The office a compositor's label gives the name right after it, or in brackets right after the
 * name: the label's token read alone (officeOfToken), and whether its qualifier says the holder
 * leaves. Folded text: the words before the name in its clause, the words after it.
 */
export function officeBesideName(lead: string, tail: string): { roles: readonly Role[]; leaves: boolean } | null {
  const before = closesApposition(lead) ? null : TOKEN_BEFORE.exec(lead);
  // An office the label denies its holder ('Associée non gérante : Mme X') is none of hers.
  if (before && DENIED_OFFICE_BEFORE.test(lead.slice(0, before.index))) return null;
  const roles = before ? officeOfToken(before[2]!) : null;
  if (before && roles) return { roles, leaves: before[1] !== undefined || (before[3] !== undefined && LEAVING_QUALIFIER.test(before[3])) };
  // The label's words are the last ones before the name: a word before them is no part of it ('Nmt. D.Gal:').
  const words = WORDS_BEFORE.exec(lead)?.[1]!.split(/(?<=[.\s-])(?=\p{L})/u) ?? [];
  for (let from = 0; from + 1 < words.length; from += 1) {
    const phrase = shortenedOffices(words.slice(from).join(''));
    if (phrase) return { roles: [phrase], leaves: false };
  }
  const after = TOKEN_AFTER.exec(tail);
  const apposed = after ? officeOfToken(after[1]!) : null;
  return apposed ? { roles: apposed, leaves: false } : null;
}
