/**
 * A newspaper page's running header repeated inside a notice that runs over two pages: the text
 * opens on the page's header line, its page number last ('ANNONCES LÉGALES   Actu NC – mercredi
 * 3 juin 2026 – page 14'), and the same line with the next page's number stands later, wherever the
 * page broke, even inside a sentence or a name ('… son gérant, M. Kévin' / header / 'DUCASSE.').
 * The repeated line is furniture: it is taken out so the cut sentence reads on. The first line
 * stays (it dates the page).
 */

/** A header line: some words, then its page number last ('– page 14', 'p. 15'). */
const PAGE_NUMBER_LAST = /^(.{12,}?)[ \t]*[–—|-]?[ \t]*(?:page|p\.)[ \t]*\d{1,5}[ \t]*$/iu;

function stemOf(line: string): string | null {
  const header = PAGE_NUMBER_LAST.exec(line.trim());
  return header ? header[1]!.replace(/\s+/g, ' ').replace(/[ –—|-]+$/u, '') : null;
}

/** The text without the later copies of its first line's running header (the same string when there are none). */
export function withoutRepeatedPageHeader(text: string): string {
  const firstEnd = text.indexOf('\n');
  if (firstEnd < 0) return text;
  const first = text.slice(0, firstEnd);
  // Most texts open on no page number: nothing else is read (speed only).
  if (!/\d[ \t]*$/.test(first)) return text;
  const stem = stemOf(first);
  if (stem === null) return text;
  const lines = text.slice(firstEnd + 1).split('\n');
  const kept = lines.filter((line) => stemOf(line) !== stem);
  return kept.length === lines.length ? text : `${first}\n${kept.join('\n')}`;
}
