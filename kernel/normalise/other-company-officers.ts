/**
 * Officers of the notice's other companies. A location-gérance or a sale told from the other
 * party's side describes that party first, with its own officer in apposition right after its
 * identifier ('la Sté L, SARL …, RIDET …, gérant M. X, exploitera en qualité de locataire-gérante
 * …'): X manages L, not the subject. An officer in apposition after the subject's own identifier
 * stays the subject's.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { withRoles } from './officer-roles.ts';
import { findRidets } from './ridet.ts';
import { TELLING_VERB } from './telling-words.ts';

/** An identifier as these readings find it, its label run on or not ('RIDET …', 'immatriculée au RIDET sous le n° …'); group 1 its digits. */
const IDENTIFIER = String.raw`\b(?:ridet|rid)\b\s*(?:sous le\s*)?(?:n°|numero|:)?\s*([\d .\-/]{6,20}?)`;

/**
 * An identifier, printed up to a comma (its bracket closed: 'X (ridet …), gérant M. Y'), then a
 * role and nothing else before the name, or the role in a relative clause ('…, RIDET …, dont la
 * gérante est Mme X').
 */
const ROLE_AFTER_IDENTIFIER = withRoles(new RegExp(String.raw`${IDENTIFIER}\s*\)?\s*,\s*(?:dont\s+(?:(?:le|la|les)\s+)?(?:ROLE)\s+(?:est|sont)|(?:son |sa )?(?:ROLE)\s*:?)\s*$`));

/**
 * An identifier, its seat or address up to a comma, then 'gérée par', 'représentée par' (its role
 * may follow) and nothing else before the name: 'la SARL L, RIDET …, dont le siège est à X, gérée
 * par M. Y, a pris en location-gérance …'.
 */
const MANAGED_BY_AFTER_IDENTIFIER = withRoles(new RegExp(String.raw`${IDENTIFIER}\s*,[^.;\n]{0,80},\s*(?:geree?|representee?|dirigee?|administree?) par\s+(?:(?:son |sa )?(?:ROLE)\s*:?\s*)?$`));

/**
 * An identifier, then right after its comma a participle or 'ayant pour' naming that company's
 * officer: 'la SAS B, …, RIDET …, présidée par M. X, a acquis …', 'la société L, …, RIDET …, ayant
 * pour gérant M. Y' (the identifier's label may run on: 'immatriculée au RIDET sous le n° …').
 */
const PRESIDED_AFTER_IDENTIFIER = withRoles(new RegExp(String.raw`${IDENTIFIER}\s*\)?\s*,\s*(?:(?:presidee?|geree?|dirigee?) par\s+(?:(?:son |sa )?(?:ROLE)\s*:?\s*)?|ayant pour (?:ROLE)\s*:?\s*)$`));

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

/**
 * 'Pour avis, le président de la société B, M. X.', 'Pour B, son président X': a signature that names
 * its company signs for it. When B is not the notice's company (the buyer who drafts the notice of a sale, the locataire
 * who announces the end of its location-gérance), X is B's officer, not the subject's. A name
 * printed a little otherwise than the subject's (one holding the other) is the subject's.
 */
const SIGNED_FOR_NAMED = withRoles(/\bpour avis\s*,\s*(?:le|la|les)\s+(?:ROLE)\s+de\s+(?:la |l')?(?:societe\s+)?([^,\n]{2,80}?)\s*,\s*$/);

/** A company named by its part, not its name ('de la société bailleresse', 'de la société absorbante'): not read. */
const SIDE_WORD = /^(?:bailleresse|bailleur|loueuse|loueur|absorbante|absorbee|beneficiaire|apporteuse|venderesse|vendeuse|vendeur|cedante|proprietaire|locataire|preneuse|preneur|acquereuse|acquereur|cessionnaire|dissoute|concernee|precitee|susnommee|susvisee|ci-dessus)\b/;

/** A company named by its legal form alone ('de la SNC', 'de l'EURL'), folded: the forms legal-form.ts knows, and 'SARLU'. */
const FORM_ONLY = new RegExp(`^(?:${[...FORM_ABBREVIATIONS, 'SARLU'].map((form) => form.toLowerCase()).join('|')})$`);

/** Whether the signature before a name (`lead`, folded) signs for a company other than `subject` (folded). */
/** 'Pour B, son président Y': a signature for a company by its name, its officer told by a possessive. */
const SIGNED_FOR_NAMED_BY_POSSESSIVE = withRoles(/(?:^|[\n.]\s*)pour\s+(?!avis\b|la societe\s*,)(?:la |l')?(?:societe\s+)?([^,\n]{2,80}?)\s*,\s*(?:son|sa)\s+(?:ROLE)\s*,?\s*$/);

/**
 * 'Pour avis, le locataire-gérant : B, son gérant M. X': a signature that labels its company by its
 * part, then names it and its officer by a possessive.
 */
const SIGNED_FOR_LABELLED_NAMED = withRoles(/\bpour avis\s*,\s*[^,:\n]{2,40}:\s*([^,\n]{2,80}?)\s*,\s*(?:son|sa)\s+(?:ROLE)\s*,?\s*$/);

/**
 * The side of a sale or a location-gérance that is never its notice's company: the buyer, the
 * assignee, the tenant (the notice is the seller's or the owner's, the corpus README's rule).
 */
const TAKING_SIDE_WORD = /^(?:acquereuse|acquereur|acheteuse|acheteur|cessionnaire|preneuse|preneur|locataire)\b/;

export function signedForAnotherCompany(lead: string, subject: string | null, type?: AnnonceType | null): boolean {
  if (!subject || !lead.includes('pour ')) return false;
  const signed = (lead.includes('pour avis') ? (SIGNED_FOR_NAMED.exec(lead) ?? SIGNED_FOR_LABELLED_NAMED.exec(lead)) : null) ?? SIGNED_FOR_NAMED_BY_POSSESSIVE.exec(lead);
  if (!signed) return false;
  const named = signed[1]!.trim();
  // 'Pour avis, la gérante de la société acquéreuse': in a sale, the buyer's officer signs for the buyer.
  if (SIDE_WORD.test(named)) return type === 'cession' && TAKING_SIDE_WORD.test(named);
  // 'Pour avis, le gérant de la SNC': a company named by its form alone, no name to tell it from the subject.
  if (FORM_ONLY.test(named)) return false;
  return !named.includes(subject) && !subject.includes(named);
}

/**
 * 'La société L, …, RIDET …, fait savoir que la location-gérance … a pris fin. Pour avis, le
 * gérant, M. X.': the company that speaks in the notice (its identifier, then the announcing verb in
 * the same sentence) signs it. When that company is not the subject (a locataire or a buyer
 * announcing), the bare signature's officer is the announcer's.
 */
const ANNOUNCER = new RegExp(String.raw`${IDENTIFIER}\s*\)?\s*,[^.;]{0,240}?\b${TELLING_VERB}\b`);
const BARE_SIGNATURE = withRoles(/\bpour avis\s*,\s*(?:le|la|les)\s+(?:ROLE)\s*,?\s*$/);

/** Whether the announcing company of a notice (`folded`) is another than the subject's RID (seven digits). */
export function announcedByAnotherCompany(folded: string, subjectRid: string | null | undefined): boolean {
  if (!subjectRid || !folded.includes('pour avis')) return false;
  const announcer = ANNOUNCER.exec(folded);
  if (!announcer) return false;
  const digits = announcer[1]!.replace(/\D/g, '');
  return digits.length >= 6 && !digits.startsWith(subjectRid) && !digits.startsWith(subjectRid.replace(/^0/, ''));
}

/** Whether the words before a name (`gap`, folded) are a bare signature ('Pour avis, le gérant,'). */
export function bareSignature(gap: string): boolean {
  return gap.includes('pour avis') && BARE_SIGNATURE.test(gap);
}

/**
 * A relative clause on a company named just before, its officer told in it: '…, ancien gérant de la
 * société V, SARL dissoute (RIDET …), dont M. T est le liquidateur', '…, associé de la société P, dont
 * le gérant est M. T'. T is V's or P's officer, whatever label or apposition opened the sentence. The
 * company is named by its noun and a name or by an identifier; the subject's own clause ('la société S,
 * dont la gérante est Mme X', its name or identifier before 'dont') and the company left unnamed ('la
 * société, dont M. X est le gérant') keep their readings.
 */
const WHOSE_BEFORE_NAME = withRoles(/,\s*dont\s+(?:(?:le|la|les)\s+(?:ROLE)\s+(?:est|sont|etait|etaient)\s+)?$/);
const HOLDS_ROLE_AFTER = withRoles(/^\s*,?\s*(?:est|sont|etait|etaient|en est|en etait)\s+(?:(?:le|la|les)\s+|l')?(?:seule?\s+|unique\s+)?(?:ROLE)\b/);
/** A company named by its noun and a name ('de la société V', not 'la société,' nor 'la société absorbante'). */
const NAMED_COMPANY = /\bsociete\s+(?!dont\b)[\p{L}\d&'"«]/u;
const WHOSE_COMPANY_REACH = 200;

/** Whether the person after `lead` (folded, from the clause's start) is told as the officer of a company other than `subject` (folded name) in its relative clause; `tail` the words after the person. */
export function officerOfRelativeClauseCompany(lead: string, tail: string, subject: string | null, subjectRid: string | null | undefined): boolean {
  if (!lead.includes('dont')) return false;
  const whose = WHOSE_BEFORE_NAME.exec(lead);
  if (!whose || (whose[0].replace(/^,\s*dont\s*/, '') === '' && !HOLDS_ROLE_AFTER.test(tail))) return false;
  const before = lead.slice(Math.max(0, whose.index - WHOSE_COMPANY_REACH), whose.index);
  if (subject && before.includes(subject)) return false;
  const identifiers = findRidets(before).map((m) => m.rid);
  if (subjectRid && identifiers.includes(subjectRid)) return false;
  const named = NAMED_COMPANY.exec(before);
  return identifiers.length > 0 || (named !== null && !SIDE_WORD.test(before.slice(named.index + 'societe '.length).trimStart()));
}
