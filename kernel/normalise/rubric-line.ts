/**
 * A column's rubric: a line naming, in the plural and qualified, the events or the companies' parts
 * its notices tell (`SIÈGES SOCIAUX`, `MANDATS SOCIAUX`, `LOCATIONS-GÉRANCES`, `DISSOLUTIONS
 * ANTICIPÉES`, `NOUVELLES SOCIÉTÉS`, between a compositor's marks or not). A notice printed under it is no company of that
 * name: the line is the page's, not the notice's header.
 */

import { fold } from './fold.ts';

const NOUNS: ReadonlySet<string> = new Set(['societe', 'entreprise', 'immatriculation', 'naissance', 'mandat', 'location', 'gerance', 'siege', 'vente', 'apport', 'statut', 'dirigeant', 'procedure', 'jugement', 'avis', 'annonce', 'insertion', 'publication', 'modification', 'nomination', 'cession', 'dissolution', 'liquidation', 'constitution', 'creation', 'transfert', 'transformation', 'augmentation', 'reduction', 'fusion', 'radiation', 'cloture', 'changement', 'redressement', 'sauvegarde']);
const QUALIFIERS: ReadonlySet<string> = new Set(['nouvelles', 'nouveaux', 'sociaux', 'sociales', 'legales', 'judiciaires', 'anticipees', 'amiables', 'de', 'des', 'du', 'et', '&']);
const noun = (word: string): boolean => (/[sx]$/u.test(word) && NOUNS.has(word.slice(0, -1))) || word === 'capitaux';

/** Whether a line (as printed or folded) is a column's rubric. */
export function isRubricLine(line: string): boolean {
  const words = fold(line).split(/[^a-z0-9&]+/u).filter((w) => w !== '');
  return words.some(noun) && words.every((w) => noun(w) || QUALIFIERS.has(w));
}
