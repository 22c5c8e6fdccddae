/**
 * A sigle given after the name it abbreviates ('X, en abrégé Y, SA', 'X, sigle : Y, SARL', 'X dite
 * Y, SAS'): Y, printed right before the form, is the sigle, which the dénomination leaves out; the
 * name is X, printed before the clause.
 */

const SIGLE_CLAUSE_BEFORE = /(?:,\s*|\s+|\(\s*)(?:en abr[ée]g[ée]|par abr[ée]viation|sous le sigle|sigle|dite?)\s*:?\s*[«"“]?\s*$/iu;

/** Where the clause that introduces a sigle starting at `sigleStart` begins (the name's end before it), or -1. */
export function sigleClauseStart(text: string, sigleStart: number): number {
  const m = SIGLE_CLAUSE_BEFORE.exec(text.slice(Math.max(0, sigleStart - 40), sigleStart));
  return m ? sigleStart - (Math.min(40, sigleStart) - m.index) : -1;
}
