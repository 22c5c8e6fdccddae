/**
 * Undoes the line wrapping of a PDF text layer. pdf-parse gives one line per printed line, so a
 * sentence, an address or a spaced RIDET (`1 231\n083.002`) can be cut anywhere; the notice
 * parser works on logical lines. A printed line was wrapped when the next line's first word
 * would not have fitted after it (the test every line-breaking algorithm applies), unless it
 * ends a sentence or a label line and the next starts like a new one (a capital, a label, or the
 * number or bullet of a list entry).
 */
const LABEL_START = /^[\p{L}][\p{L} '’-]{1,30} ?:/u;
/** A new sentence, or a numbered or bulleted entry of a list ('2. Liquidation judiciaire – …'). */
const NEW_LINE_START = /^(?:\p{Lu}|\d{1,2}[.)]\s|[–—•-]\s)/u;

export function reflowLines(lines: readonly string[], width = maxLength(lines)): string[] {
  const out: string[] = [];
  let lastPhysical = '';
  for (const raw of lines) {
    const line = raw.trim();
    const previous = out.length > 0 ? out[out.length - 1] : undefined;
    if (previous !== undefined && line && lastPhysical && wasWrapped(lastPhysical, line, width)) {
      out[out.length - 1] = `${previous} ${line}`;
    } else {
      out.push(line);
    }
    lastPhysical = line;
  }
  return out;
}

function wasWrapped(physical: string, next: string, width: number): boolean {
  const firstWord = next.split(' ')[0] ?? '';
  if (physical.length + 1 + firstWord.length <= width) return false;
  if (/[.:;!?]$/.test(physical) && NEW_LINE_START.test(next)) return false;
  if (LABEL_START.test(next)) return false;
  // A labelled value ('Nouveau siège : 5 rue …, 98800 Nouméa') ends its line; a capital next is a new sentence.
  if (LABEL_START.test(physical) && /^\p{Lu}\p{Ll}/u.test(next)) return false;
  return true;
}

export function maxLength(lines: readonly string[]): number {
  return lines.reduce((max, line) => Math.max(max, line.trim().length), 0);
}
