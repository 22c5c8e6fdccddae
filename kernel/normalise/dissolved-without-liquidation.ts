/**
 * A company dissolved without liquidation (absorbed by a merger, its patrimony passed whole to its
 * sole partner, split between new companies) ends with the notice: none of its officers holds an
 * office after it, and none is listed, whether the notice names its gérant as its signatory or the
 * new companies' officers beside it. The corpora label it so every time (222 notices of 222).
 * Folded text.
 */

import type { AnnonceType } from '../model/announcement.ts';
import type { Officers } from './extract-dirigeants.ts';
import { foldedSlice } from './fold.ts';
import { withOfficersKept } from './form-offices.ts';

const WITHOUT_LIQUIDATION = /\b(?:dissoute?s?|dissolution)\s+(?:de plein droit\s+|anticipee\s+)?sans\s+liquidation\b/;

/** The officers still in office after the notice: none when the subject is dissolved without liquidation. */
export function officersAfterDissolution(officers: Officers, type: AnnonceType, text: string): Officers {
  if (type !== 'dissolution' || !officers.dirigeants.some((d) => d.action === 'nomination')) return officers;
  if (!WITHOUT_LIQUIDATION.test(foldedSlice(text, 0, text.length))) return officers;
  return withOfficersKept(officers, officers.dirigeants.map((d) => d.action !== 'nomination'));
}
