/**
 * Officers of the notice's other companies. A location-gérance or a sale told from the other
 * party's side describes that party first, with its own officer in apposition right after its
 * identifier ('la Sté L, SARL …, RIDET …, gérant M. X, exploitera en qualité de locataire-gérante
 * …'): X manages L, not the subject. An officer in apposition after the subject's own identifier
 * stays the subject's.
 */

import { withRoles } from './officer-roles.ts';

/**
 * An identifier, printed up to a comma (its bracket closed: 'X (ridet …), gérant M. Y'), then a
 * role and nothing else before the name, or the role in a relative clause ('…, RIDET …, dont la
 * gérante est Mme X').
 */
const ROLE_AFTER_IDENTIFIER = withRoles(/\b(?:ridet|rid)\b\s*(?:n°|:)?\s*([\d .\-/]{6,20}?)\s*\)?\s*,\s*(?:dont\s+(?:(?:le|la|les)\s+)?(?:ROLE)\s+(?:est|sont)|(?:son |sa )?(?:ROLE)\s*:?)\s*$/);

/**
 * An identifier, its seat or address up to a comma, then 'gérée par', 'représentée par' (its role
 * may follow) and nothing else before the name: 'la SARL L, RIDET …, dont le siège est à X, gérée
 * par M. Y, a pris en location-gérance …'.
 */
const MANAGED_BY_AFTER_IDENTIFIER = withRoles(/\b(?:ridet|rid)\b\s*(?:n°|:)?\s*([\d .\-/]{6,20}?)\s*,[^.;\n]{0,80},\s*(?:geree?|representee?|dirigee?|administree?) par\s+(?:(?:son |sa )?(?:ROLE)\s*:?\s*)?$/);

/**
 * An identifier, then right after its comma a participle or 'ayant pour' naming that company's
 * officer: 'la SAS B, …, RIDET …, présidée par M. X, a acquis …', 'la société L, …, RIDET …, ayant
 * pour gérant M. Y'.
 */
const PRESIDED_AFTER_IDENTIFIER = withRoles(/\b(?:ridet|rid)\b\s*(?:n°|:)?\s*([\d .\-/]{6,20}?)\s*\)?\s*,\s*(?:(?:presidee?|geree?|dirigee?) par\s+(?:(?:son |sa )?(?:ROLE)\s*:?\s*)?|ayant pour (?:ROLE)\s*:?\s*)$/);

/**
 * Whether the person after `gap` (folded, since the previous mention) is named as the officer of
 * the company whose identifier the gap prints, when that identifier is not the subject's
 * (`subjectRid`, seven digits).
 */
export function officerOfOtherCompany(gap: string, subjectRid: string | null | undefined): boolean {
  if (!subjectRid) return false;
  // The second reading needs 'par' and an identifier in the gap: most gaps hold neither (speed only).
  const identifier = ROLE_AFTER_IDENTIFIER.exec(gap) ?? (gap.includes('par') && gap.includes('rid') ? MANAGED_BY_AFTER_IDENTIFIER.exec(gap) : null) ?? (gap.includes('rid') ? PRESIDED_AFTER_IDENTIFIER.exec(gap) : null);
  if (!identifier) return false;
  const digits = identifier[1]!.replace(/\D/g, '');
  if (digits.length < 6) return false;
  return !digits.startsWith(subjectRid) && !digits.startsWith(subjectRid.replace(/^0/, ''));
}
