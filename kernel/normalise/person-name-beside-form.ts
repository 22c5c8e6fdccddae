/**
 * A short insertion whose name read is a person's while the insertion prints a company's legal form
 * beside a name in capitals (`CRÉA. > SNC X Y Z > … > gérts : MM. A B et C B`): the person is an
 * officer or a founder the compositor lists, the company the form names is the subject. Reading the
 * person as the company's name publishes a wrong name on the company's record; which of the two is
 * the name, the reader cannot be sure once the rules read the person (an individual trader's rule
 * read him), so the name is `denomination_incertaine` with both candidates. An individual trader's
 * notice (`commerçant`, `artisan`, `entrepreneur individuel`, `patenté`) keeps the person's name:
 * that is the rules' own case of a person as dénomination.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import type { RunNameCandidate } from './name-runs.ts';

// A civility opening the name, or given names in small letters around a surname in capitals
// ('Sosaia HALAHOLO', 'HALAHOLO Sosaia', 'Jean-Marc B.'): the shapes a person's name is printed in.
const CIVILITY_FIRST = /^(?:M|MM|Mme|Mmes|Mlle|Me|Dr|Mr)\.?\s/u;
const GIVEN_THEN_SURNAME = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)?\s\p{Lu}{2,}(?:[-\s]\p{Lu}{2,})?$/u;
const SURNAME_THEN_GIVEN = /^\p{Lu}{2,}(?:[-\s]\p{Lu}{2,})?\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
// A company's own word inside the name makes it a company's ('Boulangerie MARTIN', 'Garage DUVAL').
const COMPANY_WORD = /\b(?:soci[ée]t[ée]|entreprise|[ée]tablissements?|ets|groupe|holding|boulangerie|garage|cabinet|agence|atelier|boutique|transports?|services?|immobili[èe]re|commerce)\b/iu;
// The words an individual trader's notice tells him by.
const TRADER_WORDS = /(?<![\p{L}])(?:commer[çc]ante?|artisane?|entrepreneur(?:e)?\s+individuel(?:le)?|patent[ée]e?|E\.?I\.?(?![\p{L}]))(?![\p{L}])/iu;

// A form printed as its own labelled field ('Forme : EURL', 'F: SARL', 'Fme. SAS') is the subject's:
// a label's value in capitals is then the name a compositor sets beside it.
const LABELLED_FORM = new RegExp(`(?:^|\\n)[ \\t]*(?:forme(?:[ \\t]+juridique)?|fme|f)[ \\t]*[:.][ \\t]*(?:${FORM_ABBREVIATIONS.join('|')})(?![\\p{L}\\d])`, 'iu');

/** Whether a name read has a person's shape and no company's word. */
export function personShapedName(name: string, readAsPerson: boolean): boolean {
  const trimmed = name.trim();
  if (COMPANY_WORD.test(trimmed)) return false;
  return readAsPerson || CIVILITY_FIRST.test(trimmed) || GIVEN_THEN_SURNAME.test(trimmed) || SURNAME_THEN_GIVEN.test(trimmed);
}

/**
 * The names in capitals the insertion prints beside a legal form, other than the person's, when the
 * name read is a person's and the notice is no individual trader's: the candidates the quarantine
 * shows. Empty: the person's name stands.
 */
export function formNamedRivals(text: string, name: string, readAsPerson: boolean, runs: readonly RunNameCandidate[]): string[] {
  if (!personShapedName(name, readAsPerson) || TRADER_WORDS.test(text)) return [];
  const person = name.toUpperCase();
  const formLabelled = LABELLED_FORM.test(text);
  return runs.filter((r) => (r.features.form_before === 1 || r.features.form_after === 1 || (formLabelled && r.features.after_label === 1)) && r.features.person === 0 && r.features.event_words < 1 && !person.includes(r.name.toUpperCase())).map((r) => r.name);
}

/** The quarantine's detail, in French, with the candidates. */
export function personNameBesideFormDetail(name: string, rivals: readonly string[]): string {
  return `Le nom lu « ${name} » est celui d’une personne, alors que l’insertion imprime une forme de société pour ${rivals.map((r) => `« ${r} »`).join(', ')} et ne dit pas un commerçant en nom propre : dénomination incertaine (candidats : « ${name} », ${rivals.map((r) => `« ${r} »`).join(', ')}).`;
}
