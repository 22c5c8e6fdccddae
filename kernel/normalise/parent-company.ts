/**
 * A parent company named with its identifier in its subsidiary's notice, by the words that follow
 * the identifier: what it did or what it is says it is a party to the subsidiary's event, never its
 * subject. Folded text (lower case, no accents), read from the end of the parent's identifier.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** A company named by 'société', 'filiale', 'entreprise' or any legal form, an article before it (folded). */
const COMPANY_WORD = String.raw`(?:la |l'|une )?(?:societe|filiale|entreprise|${FOLDED_FORMS_SOURCE})\b`;

/**
 * '…, RIDET …, siège : 12, rue X, Nouméa, associée unique de la société S, …': the sole shareholder
 * OF another company, after its own address, is that company's shareholder. A role with a colon
 * ('associé unique : M. X') is a label, and a full stop or a semicolon ends the reading.
 */
export const SOLE_SHAREHOLDER_OF_AFTER = new RegExp(String.raw`^[^.;:\n]{0,20}(?::[^.;:]{0,80})?,\s*(?:associee?|actionnaire) unique (?:de|du capital de) ${COMPANY_WORD}`);

/**
 * '…, RIDET …, a constitué une société par actions simplifiée …': the company that founds another
 * is its founder (and usually its shareholder), not the company constituted.
 */
// Founders together, the verb's 'entre elles' (`ont constitué entre elles une société`), the first one
// before its partner's particulars (`…, RIDET …, et la société Y, …, RIDET …, ont constitué …`), a
// person's too (`…, RIDET …, et M. X, demeurant …, ont constitué …`).
export const FOUNDER_AFTER = new RegExp(String.raw`^[\s,)]*(?:et (?:(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b|(?:m|mme|mlle|monsieur|madame)\b\.?)(?:[^.;]|\.(?=\d)){0,300}?)?(?:a|ont) (?:constitue|cree|fonde)(?: entre (?:eux|elles))? ${COMPANY_WORD}`);

/** The verb or noun that tells a company holding shares ('détentrice', 'qui détient', 'propriétaire'), folded. */
export const SHARE_HOLDING_WORD = String.raw`(?:qui (?:est|etait) )?(?:detent(?:eur|rice)|detenant|qui detient|proprietaire)`;
/** The whole of the shares held ('la totalité', 'l'intégralité', 'l'ensemble', 'toutes'), folded. */
export const WHOLE_OF = String.raw`(?:la totalite|l'integralite|l'ensemble|toutes)`;

/**
 * 'la société H, RIDET …, détentrice de toutes les parts de la société X': H holds the whole of
 * another company, a party to X's notice (its sole shareholder), never its subject.
 */
export const WHOLE_HOLDER_AFTER = new RegExp(String.raw`^[\s,)]*${SHARE_HOLDING_WORD}\s+(?:de\s+)?${WHOLE_OF}\s+(?:des\s+|les\s+)?(?:parts|actions|titres)\b`);

/**
 * '…, RIDET …, qui en détient 60 %', '… (RIDET …), qui en détiennent chacune la moitié': a company
 * that holds a share of the notice's company ('en': of it) is its shareholder, a party.
 */
export const SHARE_HOLDER_AFTER =
  /^[\s,)]*qui en (?:detien|possede)\w*\s+(?:(?:chacune|chacun|ensemble|conjointement|desormais)\s+)?(?:la moitie|la totalite|l'integralite|la majorite|le tiers|les deux tiers|\d[\d,.]*\s*%)/;

/**
 * '…, RIDET …, a transféré le siège social de sa filiale …', '…, a décidé de modifier l'objet de
 * sa filiale': a company acting on its subsidiary's own record is the parent, a party.
 */
export const ACTS_FOR_SUBSIDIARY_AFTER = new RegExp(
  String.raw`^[\s,)]*(?:a|ont)\s+(?:decide\s+(?:de\s+|d'))?[a-z]+\s+(?:le siege(?: social)?|le capital(?: social)?|les statuts|la denomination(?: sociale)?|l'objet(?: social)?|la duree|la forme(?: sociale)?)\s+(?:de|d')\s*(?:sa|leur) filiale\b`,
);
