/**
 * A person the notice names with an office ('a renouvelé M. X dans ses fonctions d'administrateur
 * unique', 'M. X, gérant,', 'nomme M. X en qualité de président') holds it in a company: that person is
 * an officer, not an individual trader whose identifier follows.
 */
const OFFICE_AFTER_NAME =
  /^[^.;\n]{0,60}?(?:\b(?:dans ses|en qualit[ée])\s+(?:fonctions?\s+)?(?:de|d['’])|,\s*)\s*(?:co-?)?(?:g[ée]rante?|pr[ée]sidente?|directeur|directrice|administrat(?:eur|rice)|liquidat(?:eur|rice)|commissaire)\b/iu;

/** Whether the words right after a person's name (`after`) give the person an office. */
export function namedWithOffice(after: string): boolean {
  return OFFICE_AFTER_NAME.test(after);
}
