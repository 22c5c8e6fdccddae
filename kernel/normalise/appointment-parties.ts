/**
 * The companies an office's change of hands names besides the company whose office it is: the one
 * co-opted to the board (`le conseil a coopté la société A, RIDET …`, `la société A, RIDET …, a été
 * cooptée administrateur`), the one it replaces or succeeds (`en remplacement de la société B,
 * RIDET …`, `en lieu et place de`, `succédant à`, `qui remplace`), the one that resigns (`…, RIDET …,
 * démissionnaire`), and the member or partner who proposed the appointee (`sur proposition du
 * membre C, SAS, RIDET …`). French wording tells each of these of a company that holds, held or
 * chooses an office in another company: the office is the notice's company's, whose name block,
 * heading or closing label names it; the holder, the predecessor and the proposer are third parties,
 * whatever their names.
 *
 * Not read: the company whose organ proposes (`sur proposition du conseil d'administration de la
 * société S, RIDET …`: S is the one whose office it is, its introduction after another noun is no
 * company's description), a person replaced (`en remplacement de M. X`), a verb of the company's own
 * between the phrase and its identifier. Folded text (its line breaks kept, so a paragraph or another
 * field's label ends a company's description).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

const COMPANY_WORD = String.raw`(?:(?:la|le) |l')?(?:societe|cabinet|${FOLDED_FORMS_SOURCE})\b`;
/** A member's, a partner's or an officer's noun before the proposer's name (`du membre`, `de l'associée`). */
const PROPOSER_NOUN = String.raw`(?:membre|associee?|actionnaire|administrat(?:eur|rice)|adherente?|fondat(?:eur|rice)|societaire)(?: fondat(?:eur|rice))?`;

/**
 * The words before the company's introduction that tell its part in the change: co-opted by the
 * board, the holder it replaces or succeeds, the member that proposes. The company's name and
 * description follow, up to its identifier (captured, checked by onlyCompanyDescription).
 */
const PART_BEFORE = new RegExp(
  // The greedy start finds the phrase closest to the identifier.
  // (wt-org2) The participle may open an item of the organ's acts its auxiliary's colon lists ('a :
  // … — coopté en remplacement la société A, …'), the replacement told before the company co-opted.
  String.raw`^[\s\S]*(?:(?:\b(?:a|ont|avait)|(?:^|\n)[ \t]*[-•*])\s*coopte\s+(?:en remplacement\s+(?!de\b|d'))?(?:(?:en qualite d'|comme )\s*\S+\s+)?|\bcooptation\s+(?:de\s+|d')|\ben (?:remplacement|lieu et place) (?:de\s+|d')|\b(?:succedant|qui succede|succede) a\s+|\b(?:remplacant|qui (?:remplace|remplacera))\s+|\bsur (?:la )?proposition (?:de\s+|d'|du\s+|des\s+)(?:(?:la |l'|le |son |sa )?${PROPOSER_NOUN}\s*,?\s*)?)(?:${COMPANY_WORD})?(${CLAUSE_CHAR_NL}{0,240})$`,
  'u',
);
/** A word or sign every opening of PART_BEFORE holds, looked for first (speed: most identifiers stand in no such phrase). */
const PART_WORDS = /coopt|remplac|lieu et place|succed|proposition/;
/**
 * (wt-org2) A company's resignation told by its noun, the company named right after it and its
 * mandate or office after its identifier (`a pris acte de la démission de la société A, SAS, RIDET …,
 * de son mandat de membre du conseil`): A held the office. The company word is required: `la
 * démission de M. X, gérant de la société S` names S as where the office was held.
 */
const RESIGNATION_BEFORE = new RegExp(String.raw`\bdemission\s+(?:de\s+|d')${COMPANY_WORD}(${CLAUSE_CHAR_NL}{0,240})$`, 'u');
const RESIGNED_OFFICE_AFTER = /^\s*,\s*(?:de (?:son|ses) (?:mandats?|fonctions)|de (?:son|ses) (?:postes?|sieges?))\b/;

/**
 * The words after the identifier that tell its company co-opted or leaving its office: `a été
 * cooptée (administrateur)`, `, démissionnaire`, `a démissionné`, `, administratrice sortante`.
 * The words before the verb are captured (only the company's description may stand there). Not a
 * relative clause (`…, RIDET …, qui a démissionné de son mandat dans la société Y, RIDET …, a
 * transféré son siège`): it tells the company's past beside its own act.
 */
const PART_AFTER = /^([^.;]{0,200}?)(?:\b(?:a|ont) ete cooptee?s?\b|,\s*(?:demissionnaires?|(?:administrat(?:eur|rice)s?|membres?|gerante?s?|presidente?s?) sortante?s?)\b|(?<!\bqui )\b(?:a|ont) demissionne\b)/;
const AFTER_WORDS = /coopt|demission|sortant/;

/**
 * Whether the identifier printed at `index` (ending at `end`) is a company's that an office's
 * change of hands names as its co-opted holder, its predecessor, its resigning holder or the
 * proposer of its holder. `folded`: the folded text as printed (line breaks kept).
 */
export function namedInAppointment(folded: string, index: number, end: number): boolean {
  const before = folded.slice(Math.max(0, index - 320), index);
  if (PART_WORDS.test(before)) {
    const m = PART_BEFORE.exec(before);
    if (m && onlyCompanyDescription(folded.slice(index - m[1]!.length, index), { identifier: folded.slice(index, end) })) return true;
  }
  if (before.includes('demission') && RESIGNED_OFFICE_AFTER.test(folded.slice(end, end + 60))) {
    const m = RESIGNATION_BEFORE.exec(before);
    if (m && onlyCompanyDescription(folded.slice(index - m[1]!.length, index), { identifier: folded.slice(index, end) })) return true;
  }
  const after = folded.slice(end, end + 240);
  if (!AFTER_WORDS.test(after)) return false;
  const m = PART_AFTER.exec(after);
  return m !== null && onlyCompanyDescription(m[1]!, 'after');
}
