/**
 * A company that founds another: `La société P, SAS, RIDET …, a constitué, par acte du …, une société
 * par actions simplifiée unipersonnelle dénommée F …`, `une EURL constituée par la société P, RIDET
 * …`, `Constitution par la société P, RIDET …, d'une SARL …`. The notice of a constitution is the
 * company constituted's (the field rules), which prints its own identifier after its registration or
 * not at all; the founder, its sole partner and often its first président, is named to say who owns
 * it. French wording tells the founder by the founding verb
 * after its description or by the participle's `par` before it, whatever the names.
 *
 * parent-company.ts's FOUNDER_AFTER reads the verb right before the company's noun (`a constitué
 * une SARL`); here the act's date, its kind and the new company's article may stand between
 * (`a constitué par acte sous seing privé du 2 octobre 2026 une société …`), within the clause.
 * Not read: a company constituted itself (`La société F, RIDET …, a été constituée le …`: its own
 * constitution), a company that took part among others (`constituée entre la société A, …`,
 * organ-member-sentence.ts's members). Folded text (line breaks kept).
 */

import { onlyCompanyDescription } from './company-description-gap.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** The company founded: its article and noun or form, a subsidiary's noun (`une filiale`, `une nouvelle société`, `une SASU`). */
const FOUNDED = String.raw`\b(?:une?|sa|son) (?:nouvelle |premiere )?(?:societe|filiale|${FOLDED_FORMS_SOURCE})\b`;

/**
 * After the founder's identifier: its description (captured), the founding verb (its auxiliary
 * parted from it by an incise between commas: `a, le 5 octobre 2026, constitué`), then the company
 * founded within the clause (the act's date and kind between).
 */
const FOUNDS_AFTER = new RegExp(String.raw`^([^.;]{0,200}?)\b(?:a|ont|avait|avaient)(?:,[^,;.]{1,60},)? (?:constitue|cree|fonde)\b(?:[^.;]|\.(?=\d))*?${FOUNDED}`);

/** Before the founder's identifier: the founding's participle or noun and its `par` (`constituée par`, `Constitution par`), then the founder's description (captured). */
const FOUNDED_BY_BEFORE = new RegExp(String.raw`^[\s\S]*\b(?:(?:constituee?|creee?|fondee?)s?|constitution|creation) (?:par|a l'initiative de) (?:(?:sa|son) (?:societe mere|associee? unique|fondat(?:eur|rice)),? )?(?:(?:la|le) |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b([^.;]{0,240})$`);

/** How far after the identifier the founding verb is looked for. */
const AFTER_REACH = 400;

/**
 * Whether the identifier printed at `index` (ending at `end`) is the founder's of another company
 * the sentence constitutes. `folded`: the folded text as printed.
 */
export function foundsAnotherCompany(folded: string, index: number, end: number): boolean {
  const after = folded.slice(end, end + AFTER_REACH);
  // The verb's words, looked for first (speed: most identifiers found nothing).
  if (/\b(?:constitue|cree|fonde)\b/.test(after)) {
    const m = FOUNDS_AFTER.exec(after);
    // A relative clause (`…, RIDET …, qui a constitué en 2015 une SCI dénommée L, …, a transféré son siège`)
    // tells the company's past, not the act the notice is about.
    if (m && !/\bqui\b/.test(m[1]!) && onlyCompanyDescription(m[1]!, 'after')) return true;
  }
  const before = folded.slice(Math.max(0, index - 320), index);
  if (!/(?:constitu|cre|fonde)\w* (?:par|a l')/.test(before)) return false;
  const m = FOUNDED_BY_BEFORE.exec(before);
  return m !== null && onlyCompanyDescription(folded.slice(index - m[1]!.length, index), { identifier: folded.slice(index, end) });
}
