/**
 * A notice of a liquidation's closure ('clôture de la liquidation', 'Clôt. liq.', a court's 'clôture
 * pour insuffisance d'actif', 'CLÔT. I.A.'): the closure ends the liquidator's mission, so the
 * company has no liquidator after the notice, whether or not the notice says he is discharged or
 * names him ('Liquidateur : Me X', 'ex-liq. : SELARL Y'). A closure told as to come ('en vue de la
 * clôture', 'la clôture sera prononcée') is not the notice's event. Folded text.
 */

const CLOSURE =
  /\bcloture (?:de (?:la )?|des operations de (?:la )?)liquidation\b|\bclot(?:ure)?\.?\s*(?:de (?:la )?)?liq(?:uidation\b|\.)|\bcllq\b|\bcloture (?:des operations de (?:la )?liquidation(?: judiciaire)? )?pour insuffisance d'actif\b|\bclot(?:ure)?\.?\s*°?\s*\/?\s*i\.?\s?a\b\.?/;
/** The words that tell the closure as to come, right before it or as its verb after it. */
const TO_COME_BEFORE = /(?:en vue de|jusqu'a|avant|apres|lors de|pour)\s+(?:la\s+)?$|\b(?:sera|seront|interviendra|pourra)\b[^.;]{0,40}$/;
const TO_COME_AFTER = /^[^.;]{0,30}?\b(?:sera|seront|interviendra|pourra|devra)\b/;

export function liquidationClosed(folded: string): boolean {
  if (!folded.includes('clot') && !folded.includes('cllq')) return false;
  const match = CLOSURE.exec(folded);
  if (!match) return false;
  const after = folded.slice(match.index + match[0].length, match.index + match[0].length + 50);
  return !TO_COME_BEFORE.test(folded.slice(Math.max(0, match.index - 50), match.index)) && !TO_COME_AFTER.test(after);
}
