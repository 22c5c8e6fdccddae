/**
 * A name in capitals that a narrow column carries on to the next line: a reader reads the two
 * lines as one name when the cut falls on a word that only joins two parts of a name, either
 * ending the first line (`SAS MINI-MARKET DE` / `L'ANSE VATA`, `SARL MENUISERIE DES HAUTS` /
 * `DE KOUTIO, …`: no name ends on `DE`, `DU`, `DES`, `ET`, `&`, `LE`, `LA`, `LES`, `L'` or `D'`)
 * or opening the second (`Société absorbante : COMPTOIR` / `DU NORD MATÉRIAUX, SAS …`). Both
 * lines must be one column's (no wide gap between columns) and the words on either side of the
 * cut capitals; the line break is read as a space.
 */

const JOINER_END = String.raw`\p{Lu}[\p{Lu}'’-]*[ ]+(?:DE|DU|DES|ET|&|LE|LA|LES|AUX?)|\p{Lu}[\p{Lu}'’-]*[ ]+(?:D|L)['’]`;
const CAPITALS_START = String.raw`(?:[DL]['’])?\p{Lu}[\p{Lu}'’-]*\p{Lu}(?![\p{Ll}])`;
const JOINER_START = String.raw`(?:DE|DU|DES)[ ]+\p{Lu}[\p{Lu}'’-]*\p{Lu}(?![\p{Ll}])|D['’]\p{Lu}[\p{Lu}'’-]*\p{Lu}(?![\p{Ll}])`;
/** Words a name in capitals does not end on before the joining word: an identifier's or a form's label, a currency. */
const NOT_A_NAME_END = /(?:^|[ ])(?:RIDET|RID|RCS|CFP|XPF|SARL|SAS|SASU|EURL|SA|SCI|SNC|SELARL|AVIS|N°)$/u;
const CUT = new RegExp(String.raw`(?<=(?:^|[ \n])(?:${JOINER_END}))[ ]*\n[ ]*(?=${CAPITALS_START})|(?<=\p{Lu}\p{Lu})[ ]*\n[ ]*(?=${JOINER_START})`, 'gu');
/** A run of spaces between two columns set side by side. */
const WIDE_GAP = /\S[ ]{3,}\S/;

/** The text with each name cut at a joining word read on one line. */
export function withNameLinesJoined(text: string): string {
  // The cut's words are looked for first (speed only).
  if (!/(?:DE|DU|DES|ET|&|LE|LA|LES|AUX?|[DL]['’])[ ]*\n|\n[ ]*(?:DE|DU|DES|D['’])/.test(text)) return text;
  return text.replace(CUT, (cut: string, at: number) => {
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const nextEnd = text.indexOf('\n', at + cut.length);
    const line = text.slice(lineStart, at);
    const next = text.slice(at + cut.length, nextEnd < 0 ? undefined : nextEnd);
    // A next line that holds the name's quoted sigle (`DE` / `CARRELAGES "CAMACA"`) is left to the
    // readers of sigles, which set the sigle apart from the name (capitals-name-cut.ts).
    if (WIDE_GAP.test(line) || WIDE_GAP.test(next) || /["«“]/u.test(next)) return cut;
    if (NOT_A_NAME_END.test(line.trimEnd())) return cut;
    return ' ';
  });
}
