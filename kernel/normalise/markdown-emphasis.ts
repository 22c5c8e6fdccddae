/**
 * A notice exported as Markdown (a platform's page copied, a desk's e-mail) prints its emphasis and
 * headings as marks: `**PLOMBERIE X**`, `__Dénomination__`, `### CLÔTURE DE LIQUIDATION`. A reader
 * sees the words, not the marks: an emphasis's pair of marks on one line and a heading's hashes at a
 * line's start are read away, so that the name, the labels and the heading read as printed. A lone
 * mark (a blank line of underscores in a form, a hashtag) is kept.
 */

const EMPHASIS = /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|__(?=[^\s_])([^_\n]+?)(?<=[^\s_])__/g;
const HEADING_HASHES = /^[ \t]{0,3}#{1,6}[ \t]+(?=\S)/gm;

export function withoutMarkdownMarks(text: string): string {
  // Most texts hold no such mark: not scanned (speed only).
  let out = text;
  if (out.includes('**') || out.includes('__')) out = out.replace(EMPHASIS, (_: string, starred: string | undefined, underlined: string | undefined) => starred ?? underlined ?? '');
  if (out.includes('#')) out = out.replace(HEADING_HASHES, '');
  return out;
}
