/**
 * The company a seat or a domicile is at: 'domiciliée chez X – RIDET …', 'le siège a été transféré
 * … dans les locaux de la société X, RIDET …', 'siège : c/o X, RIDET …', '… dans des locaux sous-loués
 * par la société X, RIDET …' (the premises' lessor lends them too). A reader knows the host of
 * the seat by the preposition of place after the seat's word: it lends an address, it is not the
 * company whose seat it is. Its identifier is a third party's (a domiciliation firm, a parent, a
 * landlord), whatever the notice announces. A form's address field names the seat as well
 * ('Nouvelle adresse : c/o X, SAS, RIDET …', 'Adresse du siège : chez X'): its host is as plain.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';

/** A seat's or a domicile's word, then a preposition of place that names a host, then the host's description up to its identifier (folded). */
const SEAT_HOST_BEFORE = new RegExp(
  String.raw`\b(?:domicili\w*|siege|adresse|transfere\w*|installee?s?|hebergee?s?|sise?s?|etablie?s?)\b${CLAUSE_CHAR}{0,200}?(?:\bchez\b|\bc/o\b|\bdans (?:les|des) (?:locaux|bureaux) (?:appartenant a |d[e'])|\bau sein des (?:locaux|bureaux) d[e'])${CLAUSE_CHAR}{0,120}$`,
);

/**
 * Premises named with the verb of their lease (`dans des locaux sous-loués par la société X`, `pris à
 * bail auprès de la société X`, `que lui sous-loue la société X`): the lessor is plain without the
 * seat's word, which a long address may have pushed out of the clause read (the one declaration of
 * these verbs; SEAT_HOST_BEFORE reads the premises' other hosts after the seat's word).
 */
const PREMISES_LESSOR_BEFORE = new RegExp(
  String.raw`\bdans (?:les|des) (?:locaux|bureaux) (?:(?:sous-)?(?:loue|prete|mis a (?:sa |leur )?disposition)e?s? par |(?:pris a bail|loue?e?s?) aupres d[e']|qu[e'] ?(?:lui |leur )?(?:(?:sous-)?(?:loue|prete)(?:nt)?|met(?:tent)? a (?:sa |leur )?disposition) )${CLAUSE_CHAR}{0,120}$`,
);

/**
 * The domiciliary firm under its label, a line's first words (`Domiciliataire      X, SARL, RIDET …`,
 * `Société domiciliataire : X`): a form names the host by its trade.
 */
const DOMICILIARY_LABEL_BEFORE = new RegExp(String.raw`(?:^|\n)[ \t]*(?:(?:la )?societe )?domiciliataire\b[^\n]{0,200}$`);

/** Whether the folded words before an identifier, within its clause, name its company as the host of a seat or a domicile. */
export function hostsTheSeat(before: string): boolean {
  if (before.includes('domiciliataire') && DOMICILIARY_LABEL_BEFORE.test(before)) return true;
  // The prepositions are looked for first (speed only).
  if (!before.includes('chez') && !before.includes('c/o') && !before.includes('locaux') && !before.includes('bureaux')) return false;
  return SEAT_HOST_BEFORE.test(before) || PREMISES_LESSOR_BEFORE.test(before);
}

/**
 * (wt-org) The host named right after its preposition of place, its identifier close behind: `nouveau
 * : chez SARL X (RIDET …)`, `son siège social chez la société X, RIDET …`. `chez` before a company says
 * whose premises an address is; a telegraphic line may print no seat's word but the new address's
 * label (`nouveau :`, `nouvelle adresse :`) before it. Only the host's name and form may stand between
 * (no digit: an address or a capital, as `Siège : c/o X, 5 rue …, RIDET …`, may close the description
 * of the company whose seat it is), and never a person (`chez M. Y`): the identifier is then the host's.
 * The preposition must be printed in lower case: `CHEZ` in capitals opens a trade name (`SNACK CHEZ
 * TITI`, `CHEZ MAMIE`), which is no place.
 */
const HOST_RIGHT_AFTER = new RegExp(
  String.raw`(?:\b(?:siege|adresse|domicil\w*|transfer\w*|install\w*|etabli\w*|heberge\w*|nouveau|nouvelle)\b[^.;\n]{0,40}?|:\s*)\b(chez|c/o)\s+(?:(?:la|le|les) |l')?(?:societe\s+)?(?!(?:m|mm|mme|mlle|monsieur|madame|maitre|me|mr|dr)\b)[^\d.;:\n]{1,80}$`,
  'd',
);

/**
 * Whether the words before an identifier name its company right after `chez` or `c/o`, only its name
 * and form between. `folded`: the folded words; `printed`: the same words as printed (same length).
 */
export function hostNamedAfterPreposition(folded: string, printed: string): boolean {
  // The prepositions are looked for first (speed only).
  if (!folded.includes('chez') && !folded.includes('c/o')) return false;
  const m = HOST_RIGHT_AFTER.exec(folded);
  if (!m) return false;
  return printed.startsWith(m[1]!, m.indices![1]![0]);
}
