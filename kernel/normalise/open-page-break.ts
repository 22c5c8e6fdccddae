/**
 * A printed page's break inside a name or a sentence, the running header between blank lines: the
 * line above the break ends on a word no line's sense ends on (a preposition, an article, a
 * conjunction: 'la société QUINCAILLERIE DE LA' / '' / header / '' / 'FOA, SARL, …'), or the line
 * below opens on such a word in capitals after a line left open ('la SELARL MANDATAIRES ASSOCIÉS' /
 * … / 'DU PACIFIQUE.'). A reader reads the name on across the break; the blank lines the extraction
 * left around the header are the page's margins, not a paragraph's end, and go with it.
 */

/** A last word that leaves its line open: what follows it is the same name or clause. */
const ENDS_ON_JOINING_WORD = /(?:^|[ \t])(?:DE|DU|DES|LA|LE|LES|ET|&|AU|AUX|EN|SUR|de|du|des|la|le|les|et|au|aux|en|sur|à|par|pour)[ \t]*$|(?:^|[ \t])(?:D|L|d|l)['’][ \t]*$/u;

/** A first word in capitals that only joins a name's parts ('DU PACIFIQUE. …' after 'la SELARL MANDATAIRES ASSOCIÉS'). */
const OPENS_ON_JOINING_WORD = /^[ \t]*(?:DE|DU|DES|ET|&|D['’])(?![\p{L}])/u;
/** A line left open: no sentence's, field's or quotation's end. */
const LEFT_OPEN = /[^.:;!?»)\s][ \t]*$/u;

/** Whether `line` leaves its name or clause open on its last word. */
export function endsOnJoiningWord(line: string): boolean {
  return ENDS_ON_JOINING_WORD.test(line);
}

/** Whether the line above a page break and the line below it are one name or clause cut. */
function readsOn(above: string, below: string): boolean {
  return endsOnJoiningWord(above) || (LEFT_OPEN.test(above) && OPENS_ON_JOINING_WORD.test(below));
}

/**
 * The text without the blank lines around each running header (`isHeader`) whose lines above and
 * below, across blank lines, read on: the header then stands right between the two halves,
 * where the running header's own removal reads them as one line cut.
 */
export function withoutMarginsOfOpenBreaks(text: string, isHeader: (line: string) => boolean): string {
  if (!text.includes('\n\n')) return text;
  const lines = text.split('\n');
  const drop = new Set<number>();
  for (let i = 1; i + 1 < lines.length; i += 1) {
    if (lines[i]!.trim() === '' || !isHeader(lines[i]!)) continue;
    let above = i - 1;
    while (above > 0 && lines[above]!.trim() === '') above -= 1;
    let below = i + 1;
    while (below + 1 < lines.length && lines[below]!.trim() === '') below += 1;
    if (above === i - 1 && below === i + 1) continue;
    if (lines[above]!.trim() === '' || lines[below]!.trim() === '' || !readsOn(lines[above]!, lines[below]!)) continue;
    for (let j = above + 1; j < below; j += 1) if (j !== i) drop.add(j);
  }
  return drop.size === 0 ? text : lines.filter((_, j) => !drop.has(j)).join('\n');
}
