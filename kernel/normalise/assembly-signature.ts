/**
 * The signature under a public assembly's deliberation (`Délibéré en séance publique, à We, le 12
 * février 2026.` / `Le président,` / `X`; `Après en avoir délibéré, … Article 2 : …` / `Le président,` /
 * `X`): the assembly's president signs the act, no officer of the company it concerns, however bare the
 * office's word. Read when the office alone opens the signature's line and the act's words stand
 * above it (a deliberation's number, its `après en avoir délibéré`, its `délibéré en séance`). Folded
 * text, the words before the name.
 */

const DELIBERATION_WORDS = /\bdeliberation n°|\bapres en avoir delibere\b|\bdeliberee? en seance\b/;
const BARE_OFFICE_LINE = /(?:^|\n)[ \t]*(?:le|la) (?:presidente?|vice-presidente?)\s*,?\s*$/;
const REACH = 2000;

/** Whether the person whose name starts at `index` of `folded` signs a public assembly's deliberation. */
export function signsAssemblyDeliberation(folded: string, index: number): boolean {
  const lineBefore = folded.slice(Math.max(0, index - 40), index);
  if (!BARE_OFFICE_LINE.test(lineBefore)) return false;
  return DELIBERATION_WORDS.test(folded.slice(Math.max(0, index - REACH), index));
}
