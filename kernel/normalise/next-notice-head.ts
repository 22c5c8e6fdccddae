/**
 * A printed page cut out around a notice may close with the start of the next one, continued on
 * another page: after a separator line (`_______`, `* * *`), a heading and a header block whose last
 * line sends the reader on (`(suite page 15903)`, `(suite p. 12)`, `(à suivre)`). That start is
 * another company's notice; where it begins, or the text's length when there is none.
 *
 * The separator is required: a notice whose own text runs on to another page prints the same
 * marker, and its identifiers stay its own.
 */

import { fold } from './fold.ts';

const CONTINUED_ELSEWHERE = /^\(?\s*(?:suite\s+(?:en\s+)?(?:page|p\.)\s*\d[\d\s]*|suite\s+page\s+suivante|a\s+suivre|voir\s+suite\s+(?:en\s+)?(?:page|p\.)\s*\d[\d\s]*)\s*\)?\.?$/;
const SEPARATOR_LINE = /^[ \t]*(?:[_=*~—–-][ \t]*){3,}$/;
// The marker is on the text's last lines: only its end is read (speed only).
const END_READ = 600;

export function nextNoticeHead(text: string): number {
  // The last line is read first, alone (speed only: most notices end on no marker).
  const trimmed = text.trimEnd();
  const lastLine = trimmed.slice(trimmed.lastIndexOf('\n') + 1);
  if (lastLine.length > 60 || !CONTINUED_ELSEWHERE.test(fold(lastLine).trim())) return text.length;
  const from = Math.max(0, trimmed.length - END_READ);
  const lines = trimmed.slice(from).split('\n');
  let offset = trimmed.length - from;
  for (let i = lines.length - 1; i >= 1; i -= 1) {
    offset -= lines[i]!.length + 1;
    if (SEPARATOR_LINE.test(lines[i - 1]!)) return from + offset + 1;
  }
  return text.length;
}
