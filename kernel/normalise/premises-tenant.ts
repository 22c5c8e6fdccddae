/**
 * A company named in another company's description as the tenant of that company's premises: `SCI
 * L, RIDET …, bailleresse des locaux de la société E, SARL, RIDET …`, `…, propriétaire des murs
 * occupés par la société E`, `…, qui donne à bail ses locaux à la société E`. The lessor's noun or
 * verb and its premises are the lessor's description; the tenant is named only as what the premises
 * are let to, as a guarantor's subsidiary is named only by what the guarantor is to it
 * (guaranteed-relative.ts). A reader reads the notice as the lessor's, the company it opens on and
 * describes; the tenant changes nothing of its own record by being named.
 *
 * Not read where the notice names the tenant again after its identifier (`celle-ci`, `cette
 * dernière`, `ladite société`, `la locataire`, its name): the lessor may be telling its tenant's act
 * (`…, informe que celle-ci a transféré son siège`). Read by `beside-subject-roles.ts` only where the
 * rules left several companies. Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { PREMISES } from './role-noun-parties.ts';

/** The lessor's noun with its premises, or its verb letting them, then the tenant introduced, its description up to its identifier captured. */
const TENANT_OF_LESSOR_BEFORE = new RegExp(
  String.raw`(?:\b(?:bailleu(?:r|se)|bailleresse|proprietaire|loueu(?:r|se))s? (?:des|du|de l'|de la|de ses|de son|d'un|d'une) ${PREMISES}(?: commerciaux| professionnels| d'exploitation)?(?: (?:occupee?s?|exploitee?s?|utilisee?s?) par| (?:louee?s?|donnee?s? (?:a bail|en location)|mise?s? a (?:la )?disposition) (?:a|de)| de)` +
    String.raw`|\bqui (?:donne|a donne|loue|a loue|met|a mis) (?:a bail |en location |a (?:la )?disposition )?(?:ses|les|son|le) ${PREMISES}(?: (?:a bail|en location))? a)` +
    String.raw`\s+(?:la |l')?(?:societe\s+)?(${CLAUSE_CHAR_NL}{0,200})$`,
);

/** The tenant or client named again after it: the notice may be telling its act. */
const TENANT_AGAIN = /\b(?:cette derniere|ce dernier|celle-ci|celui-ci|ladite|la locataire|le locataire|sa locataire|son locataire|le preneur|la preneuse|sa cliente|son client|la cliente|le client)(?![\p{L}-])/u;

/** The tenant's name, the first words of its description (before its form, its capital or a comma). */
const NAME = /^([^,(]{4,60}?)\s*(?:,|\(|\bau capital\b|$)/;

/**
 * Whether the identifier printed at `index` and ending at `end` is a company told as the tenant of
 * another company's premises, in that company's description, and not named again after it.
 * `folded`: the folded text as printed; `prose`: the same with a paragraph's line breaks read as
 * spaces (same offsets).
 */
export function tenantOfPremises(prose: string, folded: string, index: number, end: number): boolean {
  const before = prose.slice(Math.max(0, index - 400), index);
  // The lessor's words first (speed: most notices name no lessor).
  if (!/bail|proprieta|loue/.test(before)) return false;
  const told = TENANT_OF_LESSOR_BEFORE.exec(before);
  if (!told || !onlyCompanyDescription(folded.slice(index - told[1]!.length, index), { identifier: folded.slice(index, end) })) return false;
  return !namedAgainAfter(told[1]!, prose.slice(end));
}

/**
 * Whether a company introduced by `description` (its name first) is named again in `rest`, the text
 * after its identifier: by a word that points back to it or by its name.
 */
export function namedAgainAfter(description: string, rest: string): boolean {
  if (TENANT_AGAIN.test(rest)) return true;
  const name = NAME.exec(description.trim())?.[1]?.trim();
  return name !== undefined && rest.includes(name);
}
