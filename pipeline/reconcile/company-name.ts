import { fold } from '../../kernel/normalise/fold.ts';
import { FORM_ABBREVIATIONS } from '../../kernel/normalise/legal-form.ts';

/**
 * When two printed company names are one name: notices print a name in capitals or not, with or
 * without its accents, its legal form or the spaces a scan splits a word with ('ZOZO TRA
 * NSPORTS'), and with the odd typing slip ('RÉSIDNECE'). Names are compared on their letters
 * and digits alone, legal form words removed, and are "close" within a few edits (insertion,
 * deletion, substitution, or two neighbouring letters swapped), scaled to the name's length: a
 * slip in a long name is one character of many, in a short one it makes another name.
 */

// Long forms first: 'société civile immobilière' must go before 'société' alone would leave 'civile immobilière'.
const LONG_FORMS = [
  "societe d'exercice liberal a responsabilite limitee",
  "societe d'exercice liberal par actions simplifiee",
  'societe par actions simplifiee unipersonnelle',
  'societe par actions simplifiee',
  'entreprise unipersonnelle a responsabilite limitee',
  'societe a responsabilite limitee',
  'societe civile immobiliere',
  'societe civile professionnelle',
  'societe civile de moyens',
  'societe en nom collectif',
  "societe anonyme d'economie mixte locale",
  "societe anonyme d'economie mixte",
  "societe d'economie mixte",
  "groupement d'interet economique",
  'societe anonyme',
  'societe civile',
  'societe',
  'ste',
];
const FORM_WORDS = new Set(FORM_ABBREVIATIONS.map((f) => f.toLowerCase()));
const LONG_FORM_WORDS = LONG_FORMS.map((form) => ` ${form} `);

/** The words of a name that identify it: folded, punctuation out, legal form words removed. */
export function nameWords(name: string): string[] {
  let text = ` ${fold(name).replace(/[’‘`´]/gu, "'")} `;
  // Dotted abbreviations ('S.A.R.L.') are one word.
  text = text.replace(/\b((?:[a-z]\.){2,6})/gu, (m) => m.replace(/\./g, ''));
  // Most names print no long form: a look before each split spares the arrays (speed only).
  for (const form of LONG_FORM_WORDS) if (text.includes(form)) text = text.split(form).join(' ');
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !FORM_WORDS.has(w));
}

/** The name without spaces: what "the same name" compares ('ZOZO TRA NSPORTS' is 'zozotransports'). */
export function nameKey(name: string): string {
  return nameWords(name).join('');
}

/** Edits allowed between two name keys: none under 8 characters ('KAORI' is not 'KAURI'), one up to 15, two beyond. */
export function allowedEdits(length: number): number {
  if (length < 8) return 0;
  return length < 16 ? 1 : 2;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring characters, each one edit ('residnece' is one edit from 'residence').
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How two printed names relate: the same once normalised, close (a slip), or different. */
export type NameLikeness = 'same' | 'close' | 'different';

export function compareCompanyNames(a: string, b: string): NameLikeness {
  return compareNameKeys(nameKey(a), nameKey(b));
}

/** compareCompanyNames on the names' keys (nameKey), for a caller that compares each name many times. */
export function compareNameKeys(ka: string, kb: string): NameLikeness {
  if (ka === '' || kb === '') return 'different';
  if (ka === kb) return 'same';
  const allowed = allowedEdits(Math.min(ka.length, kb.length));
  if (Math.abs(ka.length - kb.length) > allowed) return 'different';
  return editDistance(ka, kb) <= allowed ? 'close' : 'different';
}

/** Whether two printed names are spellings of one name (same or close). */
export function sameCompanyName(a: string, b: string): boolean {
  return compareCompanyNames(a, b) !== 'different';
}
