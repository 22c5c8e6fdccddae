/**
 * The items of a list a colon opens at a line's end, each opening its own line ('a nommé en
 * qualité de cogérants :' / 'X Hubert, menuisier ;' / 'Y Maryline, …'). A reader reads each item as
 * one entry of the list, whatever opens it: a person's name may stand bare there, with no
 * civility, as in a table's cell. The text is read as cleaned, its indents gone: an item opens at
 * a bullet or a number (`1.`, `2)`, `3°`, as an act's articles number theirs), or after a line that ends an item (';' or ','); a line that ends otherwise runs on
 * into the next (a wrapped item). A blank line ends the list, as does a line ending on a full stop
 * or a line without a bullet in a bulleted list.
 */

const BULLET = /^[ \t]*(?:[-–•*▪]|\d{1,2}[.)°])[ \t]+/;
const ITEM_END = /[;,][ \t]*$/;
const COLON_AT_LINE_END = /:[ \t]*\n/g;

export interface ColonListItem {
  /** Where the item's words open, past its bullet. */
  start: number;
  /** The colon that opens the item's list. */
  colon: number;
}

/** Every such item, in reading order. */
export function colonListItems(text: string): ColonListItem[] {
  const items: ColonListItem[] = [];
  if (!text.includes(':')) return items;
  COLON_AT_LINE_END.lastIndex = 0;
  for (let m = COLON_AT_LINE_END.exec(text); m; m = COLON_AT_LINE_END.exec(text)) {
    let at = m.index + m[0].length;
    // One blank line may stand between the colon and the list, none inside it.
    if (text[at] === '\n') at += 1;
    let bulleted: boolean | null = null;
    let opens = true;
    while (at < text.length) {
      const newline = text.indexOf('\n', at);
      const lineEnd = newline < 0 ? text.length : newline;
      const line = text.slice(at, lineEnd);
      if (line.trim() === '') break;
      const bullet = BULLET.exec(line);
      bulleted ??= bullet !== null;
      if (bulleted && !bullet && opens) break;
      if (bullet || opens) items.push({ start: at + (bullet ? bullet[0].length : line.length - line.trimStart().length), colon: m.index });
      if (/\.[ \t]*$/.test(line) || newline < 0) break;
      opens = ITEM_END.test(line);
      at = newline + 1;
    }
    COLON_AT_LINE_END.lastIndex = Math.max(COLON_AT_LINE_END.lastIndex, at);
  }
  return items;
}
