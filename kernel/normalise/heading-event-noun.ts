/**
 * A notice's title that opens on its event's bare noun: `CONSTITUTION`, and the same noun followed
 * on its line by the act, its date or a bracket after a separator (`CONSTITUTION – Acte sous seing
 * privé du …`, `Cession (acte du …)`, `NOMINATION : AGO du …`). A reader takes the event from the
 * title's first words whatever the line says after the separator; the noun names the event alone
 * only where it has one type whatever is constituted, sold or appointed (a `TRANSFERT`,
 * `MODIFICATION`, `AUGMENTATION` or `LIQUIDATION` alone may be several events: left to the body).
 *
 * Only the heading's first line is a title: a record's field (`Constitution : 12/03/2015`), a history
 * line or a rubric further down is not read here, and after a colon only an act opens the title's
 * rest (a field's value is a date or a name).
 */

import type { AnnonceType } from '../model/announcement.ts';

/** The nouns, folded, each with the one type it names. */
const EVENT_NOUNS: ReadonlyMap<string, AnnonceType> = new Map([
  ['constitution', 'creation'],
  ['creation', 'creation'],
  ['transformation', 'statuts'],
  ['prorogation', 'statuts'],
  ['nomination', 'nomination'],
  ['cession', 'cession'],
  ['dissolution', 'dissolution'],
]);

// The noun, then the end of the line, or a dash or an opening bracket and the rest of the title.
const NOUN_THEN_REST = /^[ \t]*([a-z]+)[ \t]*(?:$|[-.][ \t]*$|(?:-|\()[ \t]*\S)/;
// The noun, a colon, and an act (or the words that introduce one) opening the value.
const NOUN_COLON_ACT =
  /^[ \t]*([a-z]+)[ \t]*:[ \t]*(?:(?:par |suivant |selon )?(?:un |l')?acte\b|a?ssp\b|ag[eom]x?\b|assemblee\b|decisions?\b|deliberation\b|proces-verbal\b|pv\b|aux termes\b|en date\b|statuts\b)/;

/**
 * The type the heading's first line names by its bare event noun, or null. `headingLines` are the
 * heading's lines folded (fold.ts: dashes as '-', no accents, lower case).
 */
export function headingNounEvent(headingLines: readonly string[]): AnnonceType | null {
  const first = headingLines.find((line) => line.trim() !== '');
  if (first === undefined) return null;
  const noun = NOUN_THEN_REST.exec(first)?.[1] ?? NOUN_COLON_ACT.exec(first)?.[1];
  return noun === undefined ? null : (EVENT_NOUNS.get(noun) ?? null);
}
