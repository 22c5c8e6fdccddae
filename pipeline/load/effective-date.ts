import { parseFrenchDate } from '../../kernel/normalise/french-date.ts';

/**
 * The words that introduce the date a change takes effect ('nommé gérant à compter du 20 avril
 * 2025', 'démission avec effet au 31 mars'), as a DuckDB regular expression over the lower-cased
 * text, capturing what follows: the derivation reads these few words of each notice, not its
 * whole text.
 */
export const EFFECT_PHRASES_SQL = String.raw`(?:[àa] compter du|[àa] compter de la date du|avec effet (?:au|du|[àa] compter du)|prenant effet (?:le|au))\s+(?:le\s+)?([^,;()]{1,40})`;

/**
 * The one date a notice says its changes take effect, from the words after each effect phrase;
 * null when it gives none, or several different ones (which change takes effect when is then
 * not told: the publication date stands).
 */
export function effectiveDate(phrases: readonly string[]): string | null {
  const dates = new Set(phrases.map((p) => parseFrenchDate(p)).filter((d): d is string => d !== null));
  return dates.size === 1 ? [...dates][0]! : null;
}
