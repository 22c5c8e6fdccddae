/**
 * What a provincial act does to a company, read from its wording. The general notice classifier
 * is tuned for company notices ("avis de constitution", "transfert de siège"); acts speak of
 * autorisations, aides, participations and désignations, so the province kit classifies them
 * itself.
 */

import type { AnnonceType } from '../../kernel/model/announcement.ts';
import { fold } from '../../kernel/normalise/index.ts';

export type ActKind =
  | 'autorisation_installation'
  | 'aide_entreprise'
  | 'participation_sem'
  | 'nomination_sem'
  | 'subvention_association';

/**
 * Act kinds to the eight announcement types (same team mapping as the sample world). Rule: an
 * act is an announcement only when it changes the company itself.
 * - the province's participation in a société d'économie mixte's capital: capital;
 * - the province appointing (or replacing) its directors on a SEM's board: nomination;
 * - an aid (investment, employment, subsidy) or an installation / exploitation permit granted to
 *   a named company changes nothing in the company (capital, statuts, officers): not an event in
 *   its life, quarantined `hors_champ` (see OUT_OF_SCOPE_KINDS);
 * - a grant to an association concerns no company: no type either.
 */
export const ACT_KIND_TYPES: Readonly<Record<ActKind, AnnonceType | null>> = {
  autorisation_installation: null,
  aide_entreprise: null,
  participation_sem: 'capital',
  nomination_sem: 'nomination',
  subvention_association: null,
};

/**
 * Kinds that name a beneficiary but report no event in its life, with what the quarantine
 * detail says about them (`{ident}`: the beneficiary's identifier, `RIDET 1234567001` or `RID 1234567`). When the act identifies the
 * beneficiary (RIDET, RID, RCS), it is quarantined `hors_champ`, so the data engineers see why
 * a company named in an act got no announcement.
 */
export const OUT_OF_SCOPE_KINDS: Readonly<Partial<Record<ActKind, string>>> = {
  aide_entreprise:
    'aide publique (aide à l’investissement ou à l’emploi, prime, avance remboursable) accordée à l’entreprise {ident}. Une aide ne change ni le capital, ni les statuts, ni les dirigeants de la société : ce n’est pas un événement de sa vie, l’acte n’est pas une annonce.',
  autorisation_installation:
    'autorisation administrative (installation classée, exploitation, implantation) délivrée à l’entreprise {ident}. Un permis ne change ni le capital, ni les statuts, ni les dirigeants de la société : ce n’est pas un événement de sa vie, l’acte n’est pas une annonce.',
  subvention_association:
    'subvention accordée à une association ({ident}). Une association n’est pas une société : l’acte n’est pas une annonce d’entreprise.',
};

// Order matters, as in the notices' type precedence: a SEM participation may also name the
// province's directors or mention an aid, an authorisation an investment. A SEM is not a kind
// by itself: an aid or a permit granted to a SEM is still an aid or a permit.
const RULES: ReadonlyArray<readonly [RegExp, ActKind]> = [
  [/\bparticipation\b(?:[^.;\n]|\.\d){0,80}\bcapital\b|\bsouscri\w*\b(?:[^.;\n]|\.\d){0,60}\bcapital\b|\baugmentation (?:du|de) capital\b/, 'participation_sem'],
  [
    /\b(?:design\w*|nomm\w*|renouvel\w*|remplac\w*)\b(?:[^.;\n]|\.\d){0,160}\b(?:representants?|administrat(?:eur|rice)s?)\b|\brepresentants? de la province\b(?:[^.;\n]|\.\d){0,80}\bconseil d'administration\b/,
    'nomination_sem',
  ],
  [/\bautoris\w*\b(?:[^.;\n]|\.\d){0,160}\b(?:exploiter|exploitation|installation|s'installer|implanter|ouvrir)\b/, 'autorisation_installation'],
  [/\bsubvention\b(?:[^.;\n]|\.\d){0,120}\bassociation\b/, 'subvention_association'],
  [/\b(?:aide|prime|avance remboursable|subvention)s?\b(?:[^.;\n]|\.\d){0,40}\b(?:investissement|entreprise|emploi|financiere|developpement|societe)\b/, 'aide_entreprise'],
];

/** The act's kind from its title first (where an act states its object), else its body. */
export function classifyActKind(titre: string, body = ''): ActKind | null {
  for (const text of [fold(titre), fold(body)]) {
    if (!text) continue;
    for (const [pattern, kind] of RULES) if (pattern.test(text)) return kind;
  }
  return null;
}

export function actKindType(kind: ActKind | null): AnnonceType | null {
  return kind ? ACT_KIND_TYPES[kind] : null;
}

/**
 * Why an act of this kind naming this beneficiary is not an announcement (French, for the
 * quarantine detail), or null when it may be one.
 */
export function outOfScopeReason(kind: ActKind | null, ident: string): string | null {
  const reason = kind ? OUT_OF_SCOPE_KINDS[kind] : undefined;
  return reason ? reason.replace('{ident}', ident) : null;
}
