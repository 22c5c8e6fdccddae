/**
 * Whether two officer mentions of one company name the same person. Notices print a person's
 * name in several ways ('Mme Manon, Agnès SANCHEZ', 'Madame Manon SANCHEZ', 'Mme SANCHEZ'), and
 * relatives often hold offices in the same family company, so a surname alone never proves
 * identity: see docs/pipeline.md, "Officers".
 */

/** Words that are a civility or title, never part of a name (folded, trailing dot removed). */
const CIVILITIES = new Set(['m', 'mm', 'mr', 'mme', 'mmes', 'mlle', 'mlles', 'monsieur', 'messieurs', 'madame', 'mesdames', 'mademoiselle', 'me', 'maitre', 'dr', 'docteur']);

export interface PersonName {
  /** Folded surname, civility removed. */
  surname: string;
  /** Folded given names in printed order; empty when the notice printed none. */
  given: readonly string[];
}

/** How sure the printed names make us that two mentions are one person. */
export type NameMatch = 'same' | 'maybe' | 'different';

function words(text: string | null): string[] {
  if (!text) return [];
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/gu, "'")
    .split(/[\s,;]+/u)
    .map((w) => w.replace(/\.+$/u, ''))
    .filter((w) => w !== '');
}

/**
 * A hyphen stays inside a word: 'Jean-Pierre' is not 'Jean' with another given name (a father
 * and a son), so it never reads as a shorter form of it.
 */
export function personName(nom: string, prenoms: string | null): PersonName {
  const surname = words(nom);
  while (surname.length > 1 && CIVILITIES.has(surname[0]!)) surname.shift();
  return { surname: surname.join(' '), given: words(prenoms).filter((w) => !CIVILITIES.has(w)) };
}

/**
 * 'same': same surname and the same given names, or neither printed any. 'maybe': same surname,
 * and one side printed no given names, or fewer of them ('Manon' against 'Manon, Agnès'): the
 * text does not say whether they are one person. 'different' otherwise, including two different
 * first names ('André' against 'Manon, Agnès').
 */
export function compareNames(a: PersonName, b: PersonName): NameMatch {
  if (a.surname !== b.surname) return 'different';
  if (a.given.length === b.given.length) return a.given.every((w, i) => w === b.given[i]) ? 'same' : 'different';
  const [shorter, longer] = a.given.length < b.given.length ? [a.given, b.given] : [b.given, a.given];
  return shorter.every((w, i) => w === longer[i]) ? 'maybe' : 'different';
}
