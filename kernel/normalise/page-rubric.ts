/**
 * A page's rubric: the section its notices are printed under, never one notice's title or act. Declared
 * once for the readers of the page's furniture (page-furniture.ts for a line, page-running-line.ts and
 * page-break.ts for an item of a running line), which each spelt their own before:
 * - the section by its noun, qualified or not (`ANNONCES LÉGALES`, `Avis divers`, `Publications
 *   judiciaires`, `Insertions légales`, `Insertions payantes` (paid for by the announcer), `Petites annonces`, `Vie des sociétés`, `Légales`), but for
 *   `Avis` alone, which heads one notice;
 * - an event noun in the plural alone, with a few words that qualify it (`CONSTITUTIONS`,
 *   `MODIFICATIONS STATUTAIRES`, `DISSOLUTIONS ET LIQUIDATIONS`): a section over notices of one kind.
 * Every pattern reads a folded item, its spaces collapsed.
 */

// `Avis` alone heads one notice (the notice is an avis): only qualified is it a section (`Avis divers`).
const SECTION =
  /^(?:(?:les )?(?:petites )?(?:annonces?|publications?|insertions?|avis(?= \S))(?: (?:legales?|judiciaires?|officielles?|classees?|administratives?|payantes?|divers))*(?: et (?:legales?|judiciaires?))?|legales|vie des (?:societes|entreprises)|(?:journal|carnet) des (?:societes|entreprises))$/;
const PLURAL_RUBRIC =
  /^(?:constitutions|creations|modifications|transformations|prorogations|nominations|cessions|dissolutions|liquidations|transferts|fusions|radiations|ventes|locations?-gerances)(?: [a-z'-]+){0,3}$/;

/** Whether an item (folded, spaces collapsed, trimmed) is a page's rubric. */
export function isPageRubric(folded: string): boolean {
  return SECTION.test(folded) || PLURAL_RUBRIC.test(folded);
}
