/**
 * A back office's export as `key|value` lines (`id_ordre|GAP-26-04502`, `dt_en_ligne|2026-10-23`,
 * `client_ridet|1502996001`, `corps_annonce|LAGON BLEU IMMOBILIER SAS — RIDET … — Réduction …`): a
 * reader sees fields and, in the one whose value is prose, the notice itself. Each key labels its
 * value as `Label : value` does (kept whole: `client_ridet` names whose number it is, not a RIDET
 * label of the notice's own); a value that is the notice's
 * text (many words, a sentence's full stop) is read on lines of its own, as the notice printed
 * alone, its pilcrows (`¶`, a line break an export kept as a mark) read as the breaks they stand
 * for. A key is one word of letters, digits and underscores glued to its bar; below three such lines a bar is a
 * table's or a masthead's separator, and the text is read as printed.
 */

// The key is glued to its bar, as an export writes it; a table pads its cells ('Forme      | SARL').
// A semicolon export of two columns glues them the same way ('ridet;1 000 001.001').
const KEY_LINES = { '|': /^[ \t]*([A-Za-z][A-Za-z\d]*(?:_[A-Za-z\d]+)*)\|[ \t]?(.*)$/, ';': /^[ \t]*([A-Za-z][A-Za-z\d]*(?:_[A-Za-z\d]+)*);[ \t]?(.*)$/ } as const;
const MIN_RECORD_LINES = 3;
/** A value this long, with a sentence's end inside, is the notice's text rather than a field. */
const PROSE_MIN_WORDS = 12;
const SENTENCE_END = /[.!?](?:\s|$)/;

function isProse(value: string): boolean {
  return value.split(/\s+/).filter(Boolean).length >= PROSE_MIN_WORDS && SENTENCE_END.test(value);
}

/** The text with its `key|value` records read as fields and the notice they carry (see the file's comment). */
export function keyBarRecordReading(text: string): string {
  return keyRecordReading(keyRecordReading(text, '|'), ';');
}

function keyRecordReading(text: string, glue: '|' | ';'): string {
  // Most texts hold no key glued to a bar or a semicolon (speed only).
  if (!(glue === '|' ? /[A-Za-z\d]\|/ : /[A-Za-z\d];/).test(text)) return text;
  const lines = text.split('\n');
  const read = lines.map((line) => KEY_LINES[glue].exec(line));
  if (read.filter((m) => m !== null && !m[2]!.includes(glue)).length < MIN_RECORD_LINES) return text;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const m = read[i];
    // A line of several bars is a table's row, not a field.
    if (!m || m[2]!.includes(glue)) {
      out.push(lines[i]!);
      continue;
    }
    const value = m[2]!.trim();
    if (isProse(value)) {
      out.push('', ...value.split(/\s*¶\s*/), '');
      continue;
    }
    out.push(`${m[1]!} : ${value}`);
  }
  return out.join('\n');
}
