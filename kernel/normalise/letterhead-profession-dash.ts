/**
 * A letterhead printed on one line: the firm's name, its profession set between dashes, then its
 * identifier ('CABINET X – Expertise comptable – RIDET …', 'SELARL Y – Avocats associés – RIDET
 * …'). A profession alone between two dashes describes the firm before it, as a letterhead's
 * second line would: the identifier at the end of the line is the adviser's, not the client's.
 */

/** Where a letterhead line parts its items: a dash between spaces. */
const DASH = /\s[–—-]\s/;
/** A firm's name on a letterhead is short and no sentence ('… par la société …', 'pour …'). */
const NAME_MAX = 60;
const NOT_A_NAME = /\b(?:par|la societe|pour)\b/;
/** The profession's item is short and prints no number (no address, no capital). */
const ITEM_MAX = 60;

/**
 * Whether the folded words before an identifier, on its line, are a firm's name then an item that
 * opens on a profession (`profession`, folded), then the identifier's label.
 */
export function professionBetweenDashes(lineBefore: string, profession: RegExp): boolean {
  const items = lineBefore.split(DASH);
  if (items.length < 3) return false;
  const name = items[0]!.trim();
  if (name.length === 0 || name.length > NAME_MAX || NOT_A_NAME.test(name)) return false;
  return items.slice(1, -1).some((item) => {
    const words = item.trim();
    if (words.length > ITEM_MAX || /\d/.test(words)) return false;
    const m = profession.exec(words);
    return m !== null && m.index === 0;
  });
}
