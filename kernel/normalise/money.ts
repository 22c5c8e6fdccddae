/** Amounts in CFP francs as printed ('1 000 000 XPF', '1.000.000 F.CFP', '20 millions CFP'). */

export const AMOUNT_SOURCE =
  "(\\d{1,3}(?:[ .\\u00a0\\u202f]\\d{3})+|\\d+)(?:,(\\d+))?\\s*(millions?|milliards?)?\\s*(?:de\\s+)?(?:f\\.?\\s?cfp|fcfp|xpf|cfp|francs?\\s+cfp|francs?\\s+pacifique|f)(?![\\p{L}])";

/** The amount in francs for the groups of an AMOUNT_SOURCE match. */
export function amountValue(integer: string, decimals: string | undefined, scale: string | undefined): number {
  const whole = Number(integer.replace(/\D/g, ''));
  const value = decimals ? Number(`${whole}.${decimals}`) : whole;
  const factor = !scale ? 1 : scale.startsWith('milliard') ? 1_000_000_000 : 1_000_000;
  return Math.round(value * factor);
}

/** '1 000 000 F CFP'. */
export function formatCapital(value: number): string {
  return `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} F CFP`;
}
