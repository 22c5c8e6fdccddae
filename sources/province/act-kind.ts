/**
 * What a provincial act does to a company, read from its wording. The general notice classifier
 * is tuned for company notices ("avis de constitution", "transfert de siège"); acts speak of
 * autorisations, aides and participations, so the province kit classifies them itself.
 */

import type { AnnonceType } from '../../kernel/model/announcement.js';
import { fold } from '../../kernel/normalise/index.js';

export type ActKind =
  | 'autorisation_installation'
  | 'aide_entreprise'
  | 'participation_sem'
  | 'subvention_association';

/**
 * Act kinds to the eight announcement types (same team mapping as the sample world):
 * - an installation authorisation opens a new establishment or activity: creation;
 * - an aid (investment, employment) adds to the company's means, the nearest type is capital;
 * - a participation of the province in a SEM's capital: capital;
 * - a grant to an association concerns no company: no type.
 */
export const ACT_KIND_TYPES: Readonly<Record<ActKind, AnnonceType | null>> = {
  autorisation_installation: 'creation',
  aide_entreprise: 'capital',
  participation_sem: 'capital',
  subvention_association: null,
};

// Order matters: a SEM participation may also mention an aid, an authorisation an investment.
const RULES: ReadonlyArray<readonly [RegExp, ActKind]> = [
  [/\bparticipation\b(?:[^.;\n]|\.\d){0,80}\bcapital\b|\bsociete d'economie mixte\b|\bsouscri\w*\b(?:[^.;\n]|\.\d){0,60}\bcapital\b/, 'participation_sem'],
  [/\bautoris\w*\b(?:[^.;\n]|\.\d){0,160}\b(?:exploiter|exploitation|installation|s'installer|implanter|ouvrir)\b/, 'autorisation_installation'],
  [/\b(?:aide|prime|avance remboursable)s?\b(?:[^.;\n]|\.\d){0,40}\b(?:investissement|entreprise|emploi|financiere|developpement)\b/, 'aide_entreprise'],
  [/\bsubvention\b(?:[^.;\n]|\.\d){0,120}\bassociation\b/, 'subvention_association'],
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
