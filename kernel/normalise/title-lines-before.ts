/**
 * A title line printed above a company's identity (`CHANGEMENT DE GÉRANT` / `SARL X — capital … —
 * RIDET …`): the notice's heading names its event, it is no clause of the sentence that names the
 * company. Its words (a role, a party) say nothing of the company printed under it: a reader does not
 * read `gérant` / `SARL X` as `Gérant : SARL X`. A title line is in capitals, holds no colon and no
 * digit, and has a few words; a label (`Gérant :`) keeps its colon and stays read.
 */

const TITLE_MAX_WORDS = 8;

function isTitleLine(printed: string): boolean {
  const line = printed.trim();
  if (line === '' || /[:\d]/.test(line) || !/\p{Lu}/u.test(line) || /\p{Ll}/u.test(line)) return false;
  return line.split(/\s+/).length <= TITLE_MAX_WORDS;
}

/**
 * `before` (folded, the words before an identifier) with its title lines blanked, read on
 * `printed`, the same span as printed (same offsets). The identifier's own line is kept.
 */
export function withoutTitleLines(before: string, printed: string): string {
  const lastBreak = before.lastIndexOf('\n');
  if (lastBreak < 0) return before;
  let out = '';
  let at = 0;
  for (let end = before.indexOf('\n'); end >= 0 && end <= lastBreak; end = before.indexOf('\n', end + 1)) {
    const line = before.slice(at, end);
    out += (isTitleLine(printed.slice(at, end)) ? ' '.repeat(line.length) : line) + '\n';
    at = end + 1;
  }
  return out + before.slice(at);
}
