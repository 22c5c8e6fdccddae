/**
 * A company whose partners end its amicable liquidation to carry on its business: 'a décidé de mettre
 * fin à la liquidation amiable de la société, dont la dissolution anticipée avait été décidée …, et la
 * poursuite de l'activité sociale', 'révoque la décision de dissolution et reprend son activité', 'ont
 * décidé de revenir sur la décision de dissolution … et de poursuivre l'activité sociale'. The
 * dissolution the notice recalls is undone, not reported: the company lives on under its articles, so
 * the event is `statuts` (the field rules' 'any other change', as a company woken from sleep,
 * dormant-company.ts), and the dissolution's words are no evidence of a dissolution. Folded text.
 */

/** The liquidation ended, or the dissolution revoked, by the partners' decision. */
const LIQUIDATION_UNDONE = String.raw`(?:\bfin (?:a|aux operations de) (?:la |sa )?liquidation(?: amiable)?\b|\b(?:revoquer?|revocation de|rapporter?|annuler?|annulation de|revenir sur|retirer|retrait de)\s+(?:la |sa )?(?:decision de (?:la |sa )?)?dissolution\b)`;
/** The business carried on or resumed. */
const ACTIVITY_GOES_ON = String.raw`\b(?:reprise|poursuite|reprendre|poursuivre|reprend|poursuit|continuation|continuer)\b(?: (?:de |d')?(?:l'|son |sa |l'ensemble de (?:son|l') ?)?(?:activite|exploitation)(?: sociale)?)\b`;

/** Strong evidence of `statuts`: the liquidation undone and the business going on, in one sentence. */
export const RESUMED_ACTIVITY_WORDINGS: RegExp[] = [
  // The business going on may be told in the next sentence ('… de rapporter la décision de dissolution
  // … . En conséquence, la société … poursuit son activité').
  new RegExp(String.raw`${LIQUIDATION_UNDONE}[^;]{0,300}?${ACTIVITY_GOES_ON}`),
  new RegExp(String.raw`${ACTIVITY_GOES_ON}[^.;]{0,240}?${LIQUIDATION_UNDONE}`),
];

/** Whether the notice undoes a liquidation to carry on the business (its dissolution words are then no evidence of one). */
export function undoesLiquidation(body: string): boolean {
  if (!body.includes('liquidation') && !body.includes('dissolution')) return false;
  return RESUMED_ACTIVITY_WORDINGS.some((p) => p.test(body));
}
