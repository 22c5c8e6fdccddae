/**
 * A company appointed to a capacity, whatever the capacity's words ('nomination de la société X
 * (SARL, RIDET …) en qualité de CAC titulaire', 'désignation de la SELARL Y, RIDET …, en tant que
 * réviseur', 'l'assemblée a nommé la société Z, RIDET …, aux fonctions de contrôleur'): the
 * appointment's noun or verb names the company, and the capacity follows its description. The
 * company takes an office or a mandate in the notice's company, so its identifier is an officer's,
 * never the subject's. The office's own word is not read: an abbreviation, a slip or a title no
 * list holds says the same.
 */

import { FOLDED_COMPANY_FORM_SOURCE } from './legal-form.ts';
import { withoutSeatApposition } from './seat-apposition.ts';

const APPOINTMENT = String.raw`(?:nomination|designation|renouvellement|(?:a|ont|avons|ai) (?:nomme|designe|renouvele)|nommer|designer|renouveler)`;
const COMPANY = String.raw`(?:(?:la |l')?societe|${FOLDED_COMPANY_FORM_SOURCE})\b`;
/** The appointment's noun or verb, then the company, and its description up to the identifier (no sentence between). */
const APPOINTED_COMPANY_BEFORE = new RegExp(String.raw`\b${APPOINTMENT}\s+(?:de\s+|d')?${COMPANY}[^.;\n]{0,160}$`);
/** The capacity right after the company's description. */
const CAPACITY_AFTER = /^[\s,)]*(?:en qualite d[e']|en tant que|aux fonctions d[e'])/;

/**
 * Or the capacity first, the company after it, the officer it replaces between ('a nommé en
 * qualité de présidente, en remplacement de M. X, révoqué, la société Y, SARL …, RIDET …'); not
 * the company whose office it is ('en qualité de président de la société X, …, RIDET …, M. Y').
 */
const TEXT_CHAR = String.raw`(?:[^.;]|(?<=\b(?:m|mm|mme|mlle|me|dr))\.)`;
const CAPACITY_THEN_COMPANY_BEFORE = new RegExp(
  String.raw`\b${APPOINTMENT}\s+(?:en qualite d[e']|en tant que|aux fonctions d[e']|comme)\s*(?:(?!societe\b)${TEXT_CHAR}){2,120}?(?<!\b(?:de|du|des|d')(?: la| l')?)[,\s]\s*${COMPANY}${TEXT_CHAR}{0,200}$`,
);

/**
 * Whether the folded words around an identifier tell its company appointed to a capacity; its
 * seat may stand between the identifier and the capacity ('…, RIDET …, dont le siège est à Nouméa,
 * en qualité de commissaire aux comptes').
 */
/**
 * The passive participle first, the company it appoints after its complements ('il a été pris acte
 * de la démission de …, et a été nommée en remplacement, pour une durée indéterminée, la société Y,
 * SARL, RIDET …'): the subject inverted, as a clause of appointment prints it; so in the active voice
 * ('ont nommé en remplacement, pour une durée illimitée, la société Y, …'); not the company an
 * office is held in ('a été nommé gérant de la société S', 'commissaire aux comptes de la coopérative
 * X, SARL'): no company's article after `de` between the participle and the company.
 */
const APPOINTED_INVERTED_BEFORE = new RegExp(
  String.raw`\b(?:(?:a|ont) ete (?:nommee?s?|designee?s?)|(?:a|ont) (?:nomme|designe))\b(?:(?!\bsociete\b|\b(?:de la|de l'|du|des)\s)[^.;:]){0,100}?(?<!\b(?:de|du|des|d')(?: la| l')?)[,\s]\s*${COMPANY}[^.;:]{0,160}$`,
);

export function appointedInCapacity(before: string, after: string): boolean {
  if (CAPACITY_AFTER.test(withoutSeatApposition(after)) && APPOINTED_COMPANY_BEFORE.test(before)) return true;
  if (before.includes('nomme') || before.includes('designe')) {
    if (APPOINTED_INVERTED_BEFORE.test(before)) return true;
  }
  // The capacity's words gate the longer reading (speed only).
  return (before.includes('qualite') || before.includes('fonctions') || before.includes('comme') || before.includes('en tant')) && CAPACITY_THEN_COMPANY_BEFORE.test(before);
}
