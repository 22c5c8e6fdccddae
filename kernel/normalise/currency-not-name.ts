/**
 * An amount's currency printed before an identifier (`… 15 600 000` / `F CFP, RIDET …`) is read
 * by a name rule as capitals before the identifier; a reader never takes a currency for a name.
 */

const CURRENCY_ONLY = /^[ ]*(?:F\.?[ ]?CFP|FCFP|CFP|XPF|F|FRANCS?(?: CFP| PACIFIQUE)?|EUR|EUROS?)[ ]*$/iu;

/** Whether a proposed name is only a currency. */
export function isCurrencyOnly(name: string): boolean {
  return CURRENCY_ONLY.test(name);
}
