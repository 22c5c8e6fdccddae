/**
 * A company the notice appoints to an office of the notice's company, in its own clause ('La
 * société A, SARL, a été nommée commissaire aux comptes titulaire', 'la société H, représentée par
 * M. X, a été désignée en qualité de présidente'): it holds that office, it is not the subject's
 * introduction, though it may be the last company named before the subject's identifier (a
 * constitution printing the new company's identifier in its last line). The passive participle
 * tells it: the company receives the office. A company that appoints ('la société A a nommé M. X
 * gérant') is read as before: the participle's subject is then the person, whom the clause names.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FIRMS_OWN_PERSON } from './court-officer-company.ts';
import { foldedSlice } from './fold.ts';
import { FOLDED_COMPANY_FORM_SOURCE } from './legal-form.ts';
import { COMPANY_OFFICE } from './office-holder-company.ts';
import type { CompanyMention } from './company-mentions.ts';

/** A clause character that names no other company or person before the participle. */
const OWN_WORDS = String.raw`(?:(?!\b(?:societe|cabinet|etude|me|maitre|m|mme|mlle|dr|docteur|monsieur|madame|${FOLDED_COMPANY_FORM_SOURCE})\b)${CLAUSE_CHAR_NL})`;

/** The company's own form in apposition right after its name ('…, SARL, a été nommée …'). */
const OWN_FORM = new RegExp(String.raw`^\s*,\s*(?:${FOLDED_COMPANY_FORM_SOURCE})[^,;.\n]{0,60},`);

const APPOINTED_AFTER = new RegExp(
  String.raw`^${OWN_WORDS}{0,160}?\b(?:a ete|est|sera|ayant ete|qui a ete|qui est)\s+(?:designee|nommee|cooptee|renouvelee)\s+(?:en qualite de |en sa qualite de |aux fonctions de |comme |pour exercer les fonctions de )?(?:la |le |l')?${COMPANY_OFFICE}\b`,
);

/**
 * Whether the company mentioned at `mention` receives an office in the clause after it, before
 * `identifier` (the subject's): a clause that reaches the identifier first introduces its company.
 */
export function appointedToOffice(text: string, mention: CompanyMention, identifier: number): boolean {
  const after = foldedSlice(text, mention.end, Math.min(identifier, mention.end + 260));
  if (!after.includes('ee ')) return false;
  return APPOINTED_AFTER.test(after.replace(OWN_FORM, ',').replace(FIRMS_OWN_PERSON, ','));
}
