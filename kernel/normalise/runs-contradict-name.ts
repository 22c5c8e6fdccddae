/**
 * A short insertion read twice: by the rules, which name the subject from a header, a block or a
 * label, and by the fitted score over its runs in capitals (run-name-model.ts), which the reader asks
 * otherwise only where the rules read nothing. When the score is sure of a run (it leads the next run
 * and "none" by its own calibrated threshold) and that run is not the rules' name, the two readings of
 * one insertion contradict each other: the rules took an event's abbreviation, a label, the paper's
 * title, the former name of a name change or a business's sign where the score found the company
 * printed beside its form. Which is the name, nothing in the insertion says for sure, so the name is
 * `denomination_incertaine` with both. A run that opens the rules' name is the same name read shorter
 * (a run stops at a hyphen where the rules read on), or that ends it after a form or a company's
 * noun ('GIE X', 'Ets X'), is the same name read shorter; a run that reads it after a company's noun,
 * its form spelt out or not ('SOCIÉTÉ CIVILE IMMOBILIÈRE X'), the same name read longer: no contradiction. The new name of a name
 * change the rules read from the act's wording is left to them (parse-notice.ts): the former name,
 * printed beside the form, is a run the score likes. A person the rules read as a
 * trader is left to them (parse-notice.ts): a trader's business's sign in capitals is a run the score
 * likes, and a trader's name is the rules' own case of a person as dénomination.
 */

import { fold } from './fold.ts';
import { FORM_ABBREVIATIONS, LONG_FORM_SOURCE } from './legal-form.ts';
import { isCutOrListedEventWord } from './event-words-only.ts';
import type { ScoredRunNames } from './run-name-model.ts';

const folded = (name: string): string => fold(name).replace(/\s+/g, ' ').trim();

// One word a run leaves out before the name it reads: a form or a company's noun ('GIE X', 'Ets X').
const LEADING_WORD = new RegExp(`^(?:${FORM_ABBREVIATIONS.map((f) => fold(f)).join('|')}|ets|etablissements|ste|societe|entreprise|groupement) $`, 'u');

// A company's noun, its form spelt out or not, a run reads before the rules' name ('SOCIÉTÉ X',
// 'SOCIÉTÉ CIVILE IMMOBILIÈRE X' over the rules' 'X').
const LEADING_NOUN = new RegExp(`^(?:ste|societe)(?: (?:${LONG_FORM_SOURCE}))? $`, 'u');

/**
 * A civility inside a run, after its first word (`ASSUREE PAR MME JOSETTE ROLLAND`): a sentence set
 * in capitals naming a person, never a company's name.
 */
const CIVILITY_INSIDE = /^\S+ (?:\S+ )*(?:m|mm|mme|mmes|mlle|monsieur|madame|messieurs|mesdames)\.? \S/u;

/** The run the score is sure of when it contradicts the rules' name; null when they agree. */
export function contradictingRun(rulesName: string, scored: ScoredRunNames | null): string | null {
  const run = scored?.chosen?.name;
  if (!run) return null;
  const ruled = folded(rulesName);
  const read = folded(run);
  if (ruled === read || ruled.startsWith(read) || CIVILITY_INSIDE.test(read)) return null;
  if (ruled.endsWith(read) && LEADING_WORD.test(ruled.slice(0, ruled.length - read.length))) return null;
  if (read.endsWith(ruled) && LEADING_NOUN.test(read.slice(0, read.length - ruled.length))) return null;
  return run;
}

/** The quarantine's detail, in French, with both candidates. */
export function runsContradictNameDetail(rulesName: string, run: string): string {
  return `Deux lectures de l’insertion se contredisent : les règles lisent « ${rulesName} », le score des noms en capitales retient « ${run} » : dénomination incertaine (candidats : « ${rulesName} », « ${run} »).`;
}

const FORM_SET: ReadonlySet<string> = new Set(FORM_ABBREVIATIONS);
/** A word beside the name that is no word of it: a form, a company's noun, a label's cut in small letters, an event's word. */
function furnitureWord(token: string): boolean {
  const letters = token.replace(/[^\p{L}\d]/gu, '');
  if (letters === '') return true;
  if (FORM_SET.has(letters.toUpperCase()) || /^(?:ste|societe)$/.test(fold(letters))) return true;
  return /^\p{Ll}/u.test(letters) || isCutOrListedEventWord(fold(letters));
}

/**
 * The run the score is sure of where the rules' name is that run with a compositor's marks, a form,
 * a company's noun, a label's cut or an event's word around it (`Sté « X`, `[SELARL] [X] [gér`,
 * `CRÉA SNC } X`): the same name, read cleaner by the runs; null otherwise (a word in capitals
 * beside the run may be the name's own: `K+ ▸ 'SUPERETTE RIVIÈRE SALÉE'` against `RIVIÈRE SALÉE`).
 */
export function runCleaningName(rulesName: string, scored: ScoredRunNames | null): string | null {
  const run = scored?.chosen?.name;
  if (!run || run === rulesName) return null;
  const at = rulesName.indexOf(run);
  if (at < 0 || /[\p{L}\d]/u.test(rulesName.charAt(at - 1)) || /[\p{L}\d]/u.test(rulesName.charAt(at + run.length))) return null;
  const around = `${rulesName.slice(0, at)} ${rulesName.slice(at + run.length)}`.split(/\s+/u).filter(Boolean);
  return around.every(furnitureWord) ? run : null;
}
