/**
 * A short insertion's legend: the sign or the code in capitals it opens on, given its meaning by a
 * legend printed with it (`(✚ : constitution · ⇄ cession)`, `◆ = vente de fonds`, `NG = nomination
 * de gérant` in the masthead), the meaning typed as a phrase (insertion-code-words.ts).
 */

import { fold } from './fold.ts';
import { typeOfPhrase, typeOfWords, type HeadCode } from './insertion-code-words.ts';

/** A sign and the word its legend gives it (`◆ = vente de fonds`, `(✚ : constitution · ⇄ cession)`). */
const LEGEND_ENTRY = /([^\p{L}\p{N}\s()[\]«»"“”'’,.;:=·•|-])[ \t]*[:=]?[ \t]*(\p{L}+)/gu;
/** A line that is a legend: in brackets, or opening on a sign and its equals sign. */
const LEGEND_LINE = /^\s*(?:\(.*\)|[^\p{L}\p{N}\s(][ \t]*=.*)\s*$/u;
/** A sign or a code in capitals given its meaning by an equals sign anywhere (`✦ = société nouvelle`, `(CRTN = création de société)`, `NG = nomination de gérant`). */
const EQUALS_ENTRY = /(?:^|[\s(—–|·•])([^\p{L}\p{N}\s()[\]«»"“”'’,.;:=·•|-]|\p{Lu}{2,5})[ \t]*=[ \t]*(\p{L}[\p{L}'’ ]{2,40}?\p{L})(?=[ \t]*(?:[)—–|·•,;]|$))/gmu;

/**
 * The sign or code the insertion opens on, where a legend printed with it says what it stands for
 * (`◆ = vente de fonds de commerce` over `◆ X (SARL, …) à Y …`, `NG = nomination de gérant` in the
 * masthead over `NG | X | …`): the legend's words typed as a rubric's, else its first word as a code's.
 */
export function signInLegend(lines: readonly string[]): HeadCode | null {
  const legend = new Map<string, string>();
  for (const line of lines) {
    for (const m of line.matchAll(EQUALS_ENTRY)) if (!legend.has(m[1]!)) legend.set(m[1]!, m[2]!);
    if (!LEGEND_LINE.test(line)) continue;
    for (const m of line.matchAll(LEGEND_ENTRY)) if (!legend.has(m[1]!)) legend.set(m[1]!, m[2]!);
  }
  if (legend.size === 0) return null;
  for (const line of lines) {
    if (LEGEND_LINE.test(line)) continue;
    const head = /^\s*(?:([^\p{L}\p{N}\s])|(\p{Lu}{2,5})(?![\p{L}\d]))/u.exec(line);
    const sign = head?.[1] ?? head?.[2];
    const meaning = sign === undefined ? undefined : legend.get(sign);
    if (meaning === undefined) continue;
    const type = typeOfPhrase(meaning) ?? typeOfWords([{ word: fold(meaning.split(/\s+/u)[0]!), dotted: false, initials: false }]);
    return type === null ? null : { type, printed: sign! };
  }
  return null;
}

