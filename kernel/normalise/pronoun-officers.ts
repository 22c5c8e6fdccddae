/**
 * Officers whose office is told after their name by a pronoun, or before it by the office's
 * mandate: a demonstrative object after the participle ('coopté M. X en qualité d'administrateur
 * et nommé celui-ci président du conseil d'administration'), a subject pronoun opening the next
 * clause in the passive ('Les fonctions de gérant de M. X ont pris fin ; il a été nommé
 * président'), and a renewed mandate named by its office before the holder ('a renouvelé le
 * mandat du commissaire aux comptes titulaire, la société X'). Readings extract-dirigeants.ts adds
 * to its own; the patterns read folded text (lower case, no accents).
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';

export interface PronounOffice {
  roles: readonly Role[];
  /** The pronoun's or the participle's gender: feminine ('celle-ci', 'elle', 'nommée'), or not said. */
  feminine: boolean;
}

const ROLE_LEAD = String.raw`(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*|dans (?:ses|les) fonctions d[e']\s*)?(?:(?:le|la|l')\s*)?`;

/** 'et nommé celui-ci président', in the clause right after the name. */
const DEMONSTRATIVE_APPOINTED = withRoles(
  new RegExp(String.raw`^[^.;:]{0,160}?\b(nommee?|designee?|elue?|reconduite?|confirmee?)\s+(celui-ci|celle-ci)\s+${ROLE_LEAD}(ROLE)\b`),
);

/** 'a été', 'est', 'sera', an adverb that adds the office to another before or after the participle ('a également été', 'est aussi'). */
const PASSIVE_AUXILIARY = String.raw`(?:a\s+(?:(?:egalement|aussi|en outre|ensuite|par ailleurs)\s+)?ete|est|sera)\s+(?:(?:egalement|aussi|en outre|ensuite|par ailleurs)\s+)?`;

/** '… ; il a été nommé président', '. Elle a également été nommée cogérante', the clause that follows the name's. */
const PASSIVE_PRONOUN_APPOINTED = withRoles(
  new RegExp(String.raw`^[^.;]{0,160}[.;]\s+(il|elle)\s+${PASSIVE_AUXILIARY}(?:nommee?|designee?|elue?)\s+${ROLE_LEAD}(ROLE)\b`),
);

/**
 * The office given by a pronoun in the words after a person's name (up to the next name): a
 * demonstrative object of the appointing participle, or the next clause's subject in the passive.
 */
export function officeToldByPronoun(rest: string): PronounOffice | null {
  if (rest.includes('-ci')) {
    const m = DEMONSTRATIVE_APPOINTED.exec(rest);
    const roles = m ? lastRoles(m[3]!) : null;
    if (m && roles) return { roles, feminine: m[2] === 'celle-ci' };
  }
  if (rest.includes('il') || rest.includes('elle')) {
    const m = PASSIVE_PRONOUN_APPOINTED.exec(rest);
    const roles = m ? lastRoles(m[2]!) : null;
    if (m && roles) return { roles, feminine: m[1] === 'elle' };
  }
  return null;
}

/**
 * An officer who leaves one office and is given another in the next clause, by a subject pronoun:
 * `M. X, président, a cessé ses fonctions du fait de la transformation ; il a été nommé gérant`
 * (a transformation's president becoming its manager). The pronoun is the one just named: X holds
 * the new office (extract-dirigeants.ts reads the leaving one); so does the same subject's second
 * verb after 'et' (`… a cessé ses fonctions du fait de la transformation et a été nommé
 * président`). Wider than the passive clause
 * above (a comma or 'et' may open it, 'seul' or 'nouveau' may qualify the office), because the
 * name's own reading has already said that this person's office changes.
 */
const LEAVER_PRONOUN_APPOINTED = withRoles(
  new RegExp(String.raw`^[^.]{0,200}?(?:[;,]\s*(?:et\s+)?(il|elle)\s+|\s+et\s+)${PASSIVE_AUXILIARY}(nommee?|designee?)\s+(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*)?(?:(?:le|la|l')\s*)?(?:(?:seule?|unique|nouvelle?|nouvel)\s+)?(ROLE)\b`),
);

/** The office the pronoun gives an officer who leaves one, or null (folded words after the name; `endsAtNextName`: they stop where the next name starts). */
export function leaverAppointedByPronoun(rest: string, endsAtNextName = false): PronounOffice | null {
  const said = LEAVER_PRONOUN_APPOINTED.exec(rest);
  // Without a pronoun, an office whose clause runs on into the next name is that name's: the
  // participle's subject inverted ('il a été pris acte de la démission de Mme X …, et a été nommée en
  // qualité de nouvelle présidente, pour trois exercices, la société Y'): Y is appointed, not X.
  if (said && said[1] === undefined && endsAtNextName && !/[.;]/.test(rest.slice(said.index + said[0].length))) return null;
  const roles = said ? lastRoles(said[0]) : null;
  // Without a pronoun ('a cessé ses fonctions … et a été nommé président'), the participle's gender.
  return said && roles ? { roles, feminine: said[1] !== undefined ? said[1] === 'elle' : said[2]!.endsWith('ee') } : null;
}

/** 'a renouvelé le mandat du commissaire aux comptes titulaire, la société ' right before the holder's name. */
const RENEWED_MANDATE_OF_ROLE_BEFORE = withRoles(
  /\b(?:renouvel\w*|reconduit\w*|prorog\w*|confirm\w*)\s+(?:le|les|son|ses|leurs?)\s+mandats?\s+(?:de|du|d')\s*(?:l'|le |la )?(ROLE)\s*,\s*(?:(?:la |le |l')?(?:societe|cabinet)\s+)?$/,
);

/** The office whose renewed mandate is named right before a holder's name, or null. */
export function renewedMandateRoles(before: string): readonly Role[] | null {
  if (!before.includes('mandat')) return null;
  const m = RENEWED_MANDATE_OF_ROLE_BEFORE.exec(before);
  return m ? lastRoles(m[1]!) : null;
}

/**
 * 'La société est présidée par M. X ; son directeur général est Mme Y': a clause opened by a
 * possessive after the semicolon goes on speaking of the company whose officer the clause before
 * named. The office it names before the next name is held in that company. `between` is the folded
 * text from the previous name to this one, across the semicolon.
 */
const POSSESSIVE_OFFICE_AFTER_SEMICOLON = withRoles(/^[^.;:\n]{0,3};\s*(?:son|sa)\s+(ROLE)\s+(?:est|sera|demeure|reste)\s*$/);

export function possessiveOfficeAfterSemicolon(between: string): readonly Role[] | null {
  if (!between.includes(';')) return null;
  const said = POSSESSIVE_OFFICE_AFTER_SEMICOLON.exec(between);
  return said ? lastRoles(said[0]) : null;
}
