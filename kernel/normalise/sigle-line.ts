/**
 * A company's sigle printed on a line of its own under its name (`ÎLES LOYAUTÉ AQUACULTURE
 * DÉVELOPPEMENT` / `en abrégé « ILAD »`, `sigle : X`, `par abréviation X`): a reader reads it with the
 * name it abbreviates, as the clause `X, en abrégé « XY »` the name readers leave out. Left alone, the
 * line sits right above the form line, where a header's name is read.
 */

import { escaped } from './escaped.ts';

/**
 * A line that is only a sigle's clause, its sigle quoted or not; the line break before it is replaced.
 * Not a table's row, its value set apart by a run of spaces (`Sigle      OMI` under `Dénomination      X`):
 * the table's layout reads it as its field.
 */
const SIGLE_LINE = /(?<=\S)[ \t]*\n[ \t]*(?=(?:en abr[ée]g[ée]|sigle|par abr[ée]viation)(?:[ \t]*:[ \t]*|[ \t]{0,2})(?:[«"“][ \t]*)?[\p{Lu}\d][\p{Lu}\d.&'’ -]{0,30}[ \t]*[»"”]?[ \t]*\)?[ \t]*$)/gimu;

/** The sigle's clause this reading leaves at the end of its name's line (`X, Sigle : XY`, `X, en abrégé « XY »`). */
export const SIGLE_AT_LINE_END = /,[ \t]*(?:en abr[ée]g[ée]|sigle|par abr[ée]viation)(?:[ \t]*:[ \t]*|[ \t]{0,2})(?:[«"“][ \t]*)?[\p{Lu}\d][\p{Lu}\d.&'’ -]{0,30}[ \t]*[»"”]?[ \t]*\)?[ \t]*$/iu;

/**
 * A quoted line alone under the name (`NICKEL MAINTENANCE SERVICES` / `« NMS »`), the sigle the text
 * introduces as such elsewhere (`…, par abréviation « NMS »`): the same sigle, its clause left out.
 */
const QUOTED_LINE = /(?<=\S)[ \t]*\n[ \t]*[«"“][ \t]*([\p{Lu}\d][\p{Lu}\d.&'’ -]{0,30}?)[ \t]*[»"”][ \t]*$/gmu;

/** The text with each sigle line read on its name's line (see the file's comment). */
export function withSigleLinesJoined(text: string): string {
  // Most notices print no sigle clause (speed only).
  if (!/abr[ée]g|sigle|abr[ée]viation/iu.test(text)) return text;
  const joined = text.replace(SIGLE_LINE, ', ');
  return joined.replace(QUOTED_LINE, (line, sigle: string) =>
    new RegExp(`(?:en abr[ée]g[ée]|sigle|par abr[ée]viation)[ \\t]*:?[ \\t]*[«"“]?[ \\t]*${escaped(sigle)}[ \\t]*[»"”]?`, 'iu').test(joined) ? `, en abrégé « ${sigle} »` : line,
  );
}
