/**
 * A notice's title that opens on its event's bare noun: `CONSTITUTION`, and the same noun followed
 * on its line by the act, its date or a bracket after a separator (`CONSTITUTION – Acte sous seing
 * privé du …`, `Cession (acte du …)`, `NOMINATION : AGO du …`). A reader takes the event from the
 * title's first words whatever the line says after the separator; the noun names the event alone
 * only where it has one type whatever is constituted, sold or appointed (a `TRANSFERT`,
 * `MODIFICATION`, `AUGMENTATION` or `LIQUIDATION` alone may be several events: left to the body).
 *
 * Only a title is read: the heading's first line, and the notice's own first line when the layout
 * holds it as a header line (under a listing's title). A record's field (`Constitution :
 * 12/03/2015`), a history line or a rubric further down is not read here, and after a colon only an
 * act opens the title's rest (a field's value is a date or a name).
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

// The noun, then the end of the line, or a separator (a dash, a full stop, a comma, a slash, an
// opening bracket) and the rest of the title.
const NOUN_THEN_REST = /^[ \t]*([a-z]+)[ \t]*(?:$|[-.][ \t]*$|[-.,/([][ \t]*\S)/;
// The noun, a colon, and an act (or the words that introduce one) opening the value.
const NOUN_COLON_ACT =
  /^[ \t]*([a-z]+)[ \t]*:[ \t]*(?:(?:par |suivant |selon )?(?:un |l')?acte\b|a?ssp\b|ag[eom]x?\b|assemblee\b|decisions?\b|deliberation\b|proces-verbal\b|pv\b|aux termes\b|en date\b|statuts\b)/;

/**
 * The type a title names by its bare event noun, or null. `headingLines` are the heading's lines and
 * `text` the notice, both folded (fold.ts: dashes as '-', no accents, lower case).
 */
export function headingNounEvent(headingLines: readonly string[], text: string): AnnonceType | null {
  const first = headingLines.find((line) => line.trim() !== '');
  if (first === undefined) return null;
  const own = /^\s*([^\n]*)/.exec(text)?.[1]?.trim() ?? '';
  const titles = own !== '' && own !== first.trim() && headingLines.some((line) => line.trim() === own) ? [first, own] : [first];
  for (const title of titles) {
    const noun = NOUN_THEN_REST.exec(title)?.[1] ?? NOUN_COLON_ACT.exec(title)?.[1];
    const type = noun === undefined ? undefined : EVENT_NOUNS.get(noun);
    if (type !== undefined) return type;
  }
  return null;
}
