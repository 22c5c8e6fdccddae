/**
 * A notice that tells a name change was not made: the earlier notice announcing it cancelled as void
 * (`est annulé et doit être considéré comme nul et non avenu`), the meeting that did not adopt it
 * (`n'a pas adopté la résolution`), the company keeping its name (`La société conserve sa
 * dénomination X`). The name it quotes as the new one is the rejected one, never the company's. A
 * notice cancelled and replaced (`annule et remplace`) does make its change: it is not read here.
 * Folded text.
 */

const KEPT_NAME = /\bconserve(?:nt)?\s+(?:en consequence\s+|donc\s+|ainsi\s+)?(?:sa|la)\s+(?:denomination|raison sociale)\b/;
const NOT_ADOPTED = /\bn'(?:a|ont)\s+pas\s+(?:ete\s+)?(?:adopte|approuve|vote)e?s?\b|\b(?:resolution|changement|modification)s?\b[^.;]{0,60}\b(?:rejetee?s?|non adoptee?s?)\b/;
// The void wording alone, not withdrawn-notice.ts's reading of the whole notice: a notice here may
// tell a decision of its own (`l'assemblée a décidé de conserver …`), which that reading takes as
// putting a new event in the withdrawn one's place.
const VOID = /\bnul(?:le)?\s+et\s+non\s+avenue?\b/;
const REPLACED = /\bannul\w*\s+et\s+remplac\w*|\bremplac\w*\s+par\s+(?:le|l')\s*(?:suivant|avis)\b/;

export function nameChangeNotMade(folded: string): boolean {
  if (REPLACED.test(folded)) return false;
  return KEPT_NAME.test(folded) || (VOID.test(folded) && NOT_ADOPTED.test(folded));
}
