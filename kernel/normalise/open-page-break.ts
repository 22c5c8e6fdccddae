/**
 * A printed page's break inside a name or a sentence, the running header between blank lines: the
 * line above the break ends on a word no line's sense ends on (a preposition, an article, a
 * conjunction: 'la société QUINCAILLERIE DE LA' / '' / header / '' / 'FOA, SARL, …'). A reader reads
 * the name on across the break whatever the next line opens with; the blank lines the extraction
 * left around the header are the page's margins, not a paragraph's end, and go with it.
 */

/** A last word that leaves its line open: what follows it is the same name or clause. */
const ENDS_ON_JOINING_WORD = /(?:^|[ \t])(?:DE|DU|DES|LA|LE|LES|ET|&|AU|AUX|EN|SUR|de|du|des|la|le|les|et|au|aux|en|sur|à|par|pour)[ \t]*$|(?:^|[ \t])(?:D|L|d|l)['’][ \t]*$/u;

/** Whether `line` leaves its name or clause open on its last word. */
export function endsOnJoiningWord(line: string): boolean {
  return ENDS_ON_JOINING_WORD.test(line);
}

/**
 * The text without the blank lines around each running header (`isHeader`) whose line above,
 * across blank lines, ends on a joining word: the header then stands right between the two halves,
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
    if (lines[above]!.trim() === '' || lines[below]!.trim() === '' || !endsOnJoiningWord(lines[above]!)) continue;
    for (let j = above + 1; j < below; j += 1) if (j !== i) drop.add(j);
  }
  return drop.size === 0 ? text : lines.filter((_, j) => !drop.has(j)).join('\n');
}
