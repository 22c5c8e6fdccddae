/**
 * A constituted entity's own registration told by the kind of entity or by 'inscrite' rather than
 * 'la société … immatriculée' ('Le groupement est inscrit au RIDET sous le n° …', 'la coopérative
 * a été immatriculée au RIDET sous le n° …', 'La société est inscrite au RIDET sous le n° …'): the
 * identifier is the constituted entity's own, whatever companies (its members, its founders) the
 * text identified before it. Read on the folded words before the identifier, within its sentence.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';

const ENTITY_REGISTERED_BEFORE = new RegExp(
  String.raw`\b(?:le groupement|la cooperative|la societe|elle)\s+(?:a ete |est |sera )?(?:immatricule|inscrit)e?\b${CLAUSE_CHAR}{0,110}$`,
);

/** True when the words right before an identifier say the entity is registered under it. */
export function entityRegisteredBefore(before: string): boolean {
  return (before.includes('inscrit') || before.includes('immatricul')) && ENTITY_REGISTERED_BEFORE.test(before);
}
