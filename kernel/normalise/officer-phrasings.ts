/**
 * Officers told in phrasings where the role is not beside the name: a seat on the board given by
 * the purpose after the names or before the list they make, an office named before its holder and renewed after, an
 * appointment told later in the sentence by an object pronoun (a reflexive one is
 * self-appointed.ts's). Readings
 * extract-dirigeants.ts adds to its own; the patterns read folded text (lower case, no accents).
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';

const COMPANY_WORDS = ['societe', 'entreprise', ...FORM_ABBREVIATIONS.map((f) => f.toLowerCase())].join('|');

/**
 * 'a désigné Mme X et M. Y pour représenter la province au conseil d'administration de la société':
 * the purpose after the last name gives the board seat to every name of the list. Not a company's
 * representative ('M. Z pour représenter la société H au conseil'): H holds the seat, not Z.
 */
export const BOARD_SEAT_AFTER = new RegExp(
  String.raw`^\s*,?\s*pour\s+(?:representer|sieger|y representer)\s+(?!(?:la |l'|le )?(?:${COMPANY_WORDS})\b)[^.;:]{0,60}?\bau\s+conseil\s+d'administration\b`,
);

/**
 * 'Sont désignés pour représenter la province au conseil d'administration de la société X, … :' / '–
 * M. A ;' / '– Mme B ;': a provincial act's purpose before the list it opens gives every name of the
 * list its board seat, as the purpose after a list does. Not a company's representative.
 */
export const BOARD_SEAT_BEFORE_LIST = new RegExp(
  String.raw`\b(?:sont|est|ont ete|a ete)\s+(?:designee?s?|nommee?s?)\s+pour\s+(?:representer|sieger)\s+(?!(?:la |l'|le )?(?:${COMPANY_WORDS})\b)[^.;:]{0,60}?\bau\s+conseil\s+d'administration\b[^;]{0,200}?:\s*[-–•]?\s*$`,
);

/** 'la gérance de M. X a été renouvelée', 'la présidence de Mme Y est reconduite': the office named before the one who keeps it. */
const OFFICE_OF_BEFORE = withRoles(/\b(?:la|sa|leur)\s+(ROLE)\s+(?:de|d')\s*$/);
const OFFICE_KEPT_AFTER = /^\s*,?\s*(?:(?:a|ont) ete |est |sont )(?:renouvell?ee?s?|reconduite?s?|prorogee?s?|maintenue?s?|confirmee?s?)\b/;

/** The roles of an office named before a person and renewed after: 'la gérance de M. X a été renouvelée'. */
export function renewedOfficeRoles(gap: string, tail: string): readonly Role[] | null {
  if (!OFFICE_KEPT_AFTER.test(tail)) return null;
  const office = OFFICE_OF_BEFORE.exec(gap);
  return office ? lastRoles(office[0]) : null;
}

/**
 * 'La société a pour gérant M. X', 'Les deux sociétés ont pour gérante commune Mme Y': an office told
 * by 'avoir pour', its holder right after it, held in the company the sentence speaks of: the
 * notice's own when that is 'la société' alone, the text's companies together ('les deux sociétés')
 * or the subject's name; another company's when it names one ('la société acquéreuse a pour gérant
 * M. Z', 'la SARL Y a pour gérant'); neither when it is no company ('elle', 'il').
 */
const HAS_FOR_OFFICE_BEFORE = withRoles(
  /(?:^|[.;:\n]\s*)([^.;:\n]{0,100}?)\s*\b(?:a|ont|aura|auront)\s+(?:desormais\s+|toujours\s+|egalement\s+)?pour\s+(?:(?:seule?s?|uniques?|nouve(?:l|lle|au|aux)|premier|premiere)\s+)?(ROLE)(?:\s+communs?|\s+communes?)?\s*:?\s*$/,
);
const THE_COMPANIES_TOGETHER = /^(?:la |cette )?societe$|^les (?:deux |trois |quatre )?societes$/;
const A_COMPANY = new RegExp(String.raw`^(?:(?:la|le|l'|cette)\s*)?(?:societe|ste|${COMPANY_WORDS})\b\s*`);

/** The office a company 'a pour', and whether that company is the notice's (`ours`); null when the sentence names no company. */
export function officeHadFor(lead: string, subject: string | null): { roles: readonly Role[]; ours: boolean } | null {
  const told = HAS_FOR_OFFICE_BEFORE.exec(lead);
  const roles = told ? lastRoles(told[2]!) : null;
  if (!told || !roles) return null;
  const who = told[1]!.trim().replace(/^[-–•]\s*/, '');
  if (THE_COMPANIES_TOGETHER.test(who)) return { roles, ours: true };
  const company = A_COMPANY.exec(who);
  const named = who.slice(company ? company[0].length : 0).replace(/^["«“]\s*|\s*["»”]$/g, '');
  // The name may go on with its form ('la société S, SARL, a pour gérant').
  if (subject !== null && (named === subject || named.startsWith(`${subject} `) || named.startsWith(`${subject},`))) return { roles, ours: true };
  return company ? { roles, ours: false } : null;
}

/** 'le conseil … l'a reconduit dans ses fonctions de président-directeur général': the one named before, by an object pronoun. */
const PRONOUN_OBJECT_ROLE = withRoles(
  /\bl'(?:a|ont|avait)\s+(reconduite?|renouvelee?|confirmee?|nommee?|designee?|elue?|maintenue?)\s+(?:dans ses fonctions d[e']\s*|en qualite d[e']\s*|aux fonctions d[e']\s*|comme\s+)?(?:(?:le|la|l')\s*)?(ROLE)\b/,
);

export interface ToldLater {
  roles: readonly Role[];
  /** The participle's agreement: feminine ('nommée'), or not said. */
  feminine: boolean;
}

function toldBy(pattern: RegExp, rest: string): ToldLater | null {
  const m = pattern.exec(rest);
  const roles = m ? lastRoles(m[0]) : null;
  return m && roles ? { roles, feminine: m[1]!.endsWith('ee') || m[1]!.endsWith('te') } : null;
}


/** The office the next clause gives the one just named by an object pronoun ('; le conseil l'a reconduit dans ses fonctions de président'). */
export function pronounAppointed(rest: string): ToldLater | null {
  return rest.includes("l'") ? toldBy(PRONOUN_OBJECT_ROLE, rest) : null;
}
