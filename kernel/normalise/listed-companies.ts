/**
 * Companies printed as one list, each with its identifier, read as one: a plural verb after the
 * list's last company has every member for its subject ('les sociétés A, …, RIDET …, et B, …,
 * RIDET …, ont fait apport de leur patrimoine', 'des sociétés A (RIDET …) et B (RIDET …), qui en
 * détiennent chacune la moitié'), and a list may run on bare commas before its 'et' ('des sociétés
 * A (RIDET …), B (RIDET …) et C (RIDET …)'). Folded text (lower case, no accents).
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** A plural verb opening the words after a company's identifier: the whole list before it acts. */
// (wt-org2) Or the members' noun apposed in the plural, closed by its comma ('… et de la société B
// (RIDET …), membres, a décidé'): what the list's companies are, every one of them.
const PLURAL_VERB_AFTER = /^[\s,)]*(?:(?:qui\s+(?:en\s+|y\s+)?)?(?:ont|sont|detiennent|possedent|font|avaient|etaient)\b|(?:membres|adherente?s|associee?s)\s*,)/;

/**
 * A bare comma between two members, a short name with no description of its own ('), B (').
 * A comma after which a description runs ('…, RIDET …, la société Y, SARL au capital …') is an
 * apposition, not a list. (wt-org2) The short name's form may open its bracket before the
 * identifier ('la société A (SARL, RIDET …), la société B (SAS, RIDET …) et la société C (…)').
 */
const SERIES_COMMA = new RegExp(String.raw`^[\s)]*,\s*(?:la |l'|le )?[^.;:\n,()]{1,80}?(?:\s*\(\s*(?:${FOLDED_FORMS_SOURCE})\s*,\s*|[\s(]*)$`);

/** Whether the words after a company's identifier open with a plural verb its list shares. */
export function pluralVerbAfter(after: string): boolean {
  return PLURAL_VERB_AFTER.test(after);
}

/**
 * Whether the gap between two identifiers is a bare comma of a list that goes on to an 'et' (the
 * gap to the next identifier, read by the caller's own listing pattern as `closesList`).
 */
export function seriesComma(gap: string, closesList: boolean): boolean {
  return closesList && SERIES_COMMA.test(gap);
}
