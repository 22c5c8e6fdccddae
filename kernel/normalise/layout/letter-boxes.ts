/**
 * A form's field written one character a box (`|T|A|R|O| |D|E| |B|O|U|R|A|I|L|`, `|1|2|3|4|5|6|7|
 * . |0|0|1|`): a reader reads the boxes as the word they spell, a blank box as the space between
 * two words. Written so (`TARO DE BOURAIL`, `1234567 . 001`), the name and the identifier are read
 * where the form prints them. For the layout pass only; `texte` keeps the text as printed.
 */

// Three boxes or more of one character each, bars between them (a rank's three digits), in a
// text that prints five or more so: a table's cells hold words.
const BOX_RUN = /\|(?:[^|\n]\|){3,}/gu;
const HAS_BOX_RUN = /\|(?:[^|\n]\|){5,}/u;

/** The text with each run of lettered boxes written as what it spells, or the text itself. */
export function letterBoxes(text: string): string {
  if (!text.includes('|') || !HAS_BOX_RUN.test(text)) return text;
  return text.replace(BOX_RUN, (run) => {
    const spelt = run.slice(1, -1).split('|').join('');
    // A blank box parts two words; blank boxes at either end are the field's unused boxes.
    return spelt.replace(/ {2,}/gu, ' ').trim();
  });
}
