/**
 * A newspaper desk's sentence that the notice has appeared ('Votre annonce ci-dessous a paru dans
 * l'édition du mardi 3 novembre 2026', 'l'annonce ci-dessous a paru ce jour, mardi 13 octobre
 * 2026', 'Votre avis est paru le 4 mars 2026'), a page's line over its notices ('Annonces parues le
 * mardi 12 mai 2026', 'Annonces publiées le …'), and a 'Parution du …' note that opens a sentence
 * inside a line ('Texte repris du greffe. Parution du 17 décembre 2026.'): the notice's own
 * publication, told in the past. An issue still to come ('paraîtra', 'parution prévue') is no
 * publication (docs/labelling-questions.md), and in a rectificatif the notice that 'a paru' is the
 * one corrected (the caller does not ask then).
 */

import { fold } from './fold.ts';
import { findFrenchDates, WEEKDAY_OR_CUT } from './french-date.ts';

// The verb in the past, then at most the day ('ce jour'), the issue ('dans l'édition du', 'dans notre
// numéro du') or 'le', then the weekday, right before the date.
const APPEARED_BEFORE = new RegExp(
  String.raw`\b(?:a|ont|est|sont) parue?s?\s*(?:(?:ce jour|aujourd'hui)\s*,?\s*)?(?:(?:dans|en) (?:notre |votre |l')?(?:edition|numero|parution)(?: papier| numerique| en ligne)?\s+(?:du|de ce|d'aujourd'hui,?)\s*|le\s+)?(?:${WEEKDAY_OR_CUT}\s+)?$`,
);
const SENTENCE_PARUTION_BEFORE = new RegExp(String.raw`[a-z)]\.\s+parution (?:du|le)\s+(?:${WEEKDAY_OR_CUT}\s+)?$`);
/**
 * An earlier insertion the sentence says appeared ('La première insertion est parue le 8 octobre
 * 2026', a second insertion's reminder): that insertion's date, not this notice's.
 */
const EARLIER_INSERTION_APPEARED = /\b(?:premiere|1re|1ere|precedente) (?:insertion|publication|parution)\s+(?:a|est) parue?\b[^.]{0,40}$|\b(?:premier|precedent) avis\s+(?:a|est) paru\b[^.]{0,40}$/;

/**
 * A page's line dating the notices under it (`Annonces parues le mardi 12 mai 2026`, `Avis parus le
 * 3 mars 2026`): the notices' noun opens the line, the date closes it.
 */
const NOTICES_APPEARED_LINE = new RegExp(String.raw`^\s*(?:(?:les )?annonces?|(?:les )?avis|(?:les )?insertions?)(?: legales?)? (?:parue?s?|publiee?s?) (?:le|du)\s+(?:${WEEKDAY_OR_CUT}\s+)?$`);

/** The publication date a desk's sentence gives in the past on `line`, or null. */
export function dateOfAppearanceSentence(line: string): string | null {
  // Every reading needs one of the words: most lines lack them (speed only).
  if (!line.includes('aru') && !line.includes('ubli')) return null;
  const folded = fold(line);
  const dates = findFrenchDates(line);
  const only = dates.length === 1 ? dates[0]! : null;
  if (only !== null && /^[\s.]*$/.test(line.slice(only.index + only.length)) && NOTICES_APPEARED_LINE.test(folded.slice(0, only.index))) return only.iso;
  for (const mention of dates) {
    const before = folded.slice(Math.max(0, mention.index - 80), mention.index);
    if (EARLIER_INSERTION_APPEARED.test(before)) continue;
    if (APPEARED_BEFORE.test(before) || SENTENCE_PARUTION_BEFORE.test(before)) return mention.iso;
  }
  return null;
}
