/**
 * A text with each single line break read as a space, as a PDF's lines run on in one sentence:
 * the break and the spaces and tabs around it become one space; a break beside another (a blank
 * line between paragraphs) stays. Exactly what `text.replace(/(?<!\n)[ \t]*\n[ \t]*(?!\n)/g, ' ')`
 * writes, the pattern's giving back included (two breaks with only spaces or tabs between them
 * are both single breaks), read by code units from break to break (speed only: the pattern was
 * tried at every character of every notice the type's patterns read twice).
 */

const isSpaceOrTab = (unit: number): boolean => unit === 0x20 || unit === 0x09;
const LINE_BREAK = 0x0a;

export function singleLineBreaksAsSpaces(text: string): string {
  let read = '';
  let copied = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    // The spaces and tabs before the break, not before the end of the last one replaced.
    let start = at;
    while (start > copied && isSpaceOrTab(text.charCodeAt(start - 1))) start -= 1;
    // After a break the replacement starts one unit further, or not at all when that is this break.
    if (start > 0 && text.charCodeAt(start - 1) === LINE_BREAK) start += 1;
    if (start > at) continue;
    let end = at + 1;
    while (end < text.length && isSpaceOrTab(text.charCodeAt(end))) end += 1;
    // Before another break the last space or tab is left, so that no break follows the replacement;
    // without one, this break is not single.
    if (end < text.length && text.charCodeAt(end) === LINE_BREAK) {
      if (end === at + 1) continue;
      end -= 1;
    }
    read += `${text.slice(copied, start)} `;
    copied = end;
  }
  return copied === 0 ? text : read + text.slice(copied);
}
