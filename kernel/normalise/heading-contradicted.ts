/**
 * A title that names an event the body says did not happen: 'AVIS DE TRANSFERT DE SIÈGE SOCIAL'
 * over a body that replaces the manager and ends 'Le siège social n'est pas modifié'. The heading
 * decides the type before the body (classify.ts); a body that denies the heading's event in so many
 * words, and does not name that event itself, takes the decision back. Only the events a body
 * denies by their object ('le siège … n'est pas modifié', 'le capital demeure inchangé'). Folded
 * text.
 */

import type { AnnonceType } from '../model/announcement.ts';

const UNCHANGED = String.raw`(?:n'est pas (?:modifie|transfere)|n'a pas ete (?:modifie|transfere)|(?:demeure|reste|est) inchange)\b`;

// The office or the capital is the sentence's subject ('Le siège social n'est pas modifié'), not a
// complement ('le nombre d'actions composant le capital social demeure inchangé').
const OPENS = String.raw`(?:^|[.;:]\s*|\n\s*)`;
const DENIED: Partial<Record<AnnonceType, RegExp>> = {
  siege: new RegExp(String.raw`${OPENS}le siege (?:social )?${UNCHANGED}`),
  capital: new RegExp(String.raw`${OPENS}le capital (?:social )?${UNCHANGED}`),
};

/** Whether the body says, of the heading's event, that it did not take place. */
export function bodyDeniesEvent(type: AnnonceType, body: string): boolean {
  return DENIED[type]?.test(body) ?? false;
}
