/**
 * A company already in liquidation whose liquidator is replaced (`CHANGEMENT DE LIQUIDATEUR`, `les
 * associés ont pris acte de la démission de Mme X de ses fonctions de liquidatrice et ont nommé en
 * remplacement M. Y`, `suite au décès du liquidateur`): the dissolution the notice recalls is the
 * company's state, not its event, however near its date; the event is the appointment (`nomination`,
 * as the writers label it, docs/labelling-questions.md). A notice that also closes the liquidation
 * (`clôture`, `comptes définitifs`) reports the closing. Folded text.
 */

/** The liquidator leaving or replaced, by the office's words. */
const LIQUIDATOR_REPLACED = new RegExp(
  [
    String.raw`\bchangements? de (?:co-?)?liquidat(?:eur|rice)s?\b`,
    String.raw`\bremplacement (?:du|de la|de l') ?(?:co-?)?liquidat(?:eur|rice)\b`,
    String.raw`\bdemission (?:de |d')(?:[^.;]|(?<=\b(?:m|mme|mlle|me))\.){1,80}?\bde (?:ses|leurs) fonctions de (?:co-?)?liquidat(?:eur|rice)\b`,
    String.raw`\bdeces (?:du|de la|de son|de sa) (?:co-?)?liquidat(?:eur|rice)\b`,
    String.raw`\bnouve(?:au|l|lle) (?:co-?)?liquidat(?:eur|rice)\b`,
  ].join('|'),
);
/**
 * The liquidation closed in the same notice: its closing is the event. The final accounts count too,
 * which liquidation-closed.ts's reading of a closure (an officers' matter) does not.
 */
const CLOSING = /\bcloture (?:de (?:la |sa )?|des operations de )?liquidation\b|\bcomptes (?:definitifs|de liquidation)\b/;

/** Whether the notice replaces the liquidator of a company in liquidation, closing nothing. */
export function replacesLiquidator(body: string): boolean {
  return body.includes('liquidat') && LIQUIDATOR_REPLACED.test(body) && !CLOSING.test(body);
}
