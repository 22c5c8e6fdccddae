/**
 * A rubber stamp a scan drew as a box beside the notice's first lines, its frame read by OCR as
 * box-drawing characters (`MECA-MARINE      ┌ REÇU LE ┐` / `SARL au capital …   │ 09 JUIL. 2026 │` /
 * `Siège …   └ GREFFE ┘`): the registry's receipt, no word of the notice. Its pieces are set apart
 * from the lines they stand beside, a wide gap before each, the box opened on its first line and
 * closed on its last; a box its own lines draw across the text (a publisher's insert) is left.
 * A stamp printed without its frame (`NEPOUI TRANSPORTS      EXEMPLAIRE` / `SARL …      ARCHIVES`) is
 * known by its words: short pieces in capitals far right of the lines, one to four lines running,
 * that say what a stamp says (a copy, the archives, received, registered, the registry).
 */

const TOP = /^(.*?\S)?[ \t]{3,}┌[^┌┐\n]*┐[ \t]*$/u;
const SIDE = /^(.*?\S)?[ \t]{3,}│[^│\n]*│[ \t]*$/u;
const BOTTOM = /^(.*?\S)?[ \t]{3,}└[^└┘\n]*┘[ \t]*$/u;
/** A stamp is a few lines high. */
const MAX_SIDE_LINES = 4;
/** A piece far right of a line's words, in capitals, short: an unframed stamp's line. */
const FAR_PIECE = /^(.*?\S)?[ \t]{10,}([\p{Lu}\d][\p{Lu}\d .'’/-]{1,28})[ \t]*$/u;
/** What a stamp says, its letters as a scan may print them (`EXEMPLA1RE`, `ARCH1VES`). */
const STAMP_WORDS = /(?<![\p{L}])(?:EXEMPLAIRE|ARCHIVES?|COPIE|DUPLICATA|RE[CÇ]UE?|ENREGISTR[EÉ]E?|GREFFE|VIS[EÉ]E?|ORIGINAL)(?![\p{L}])/u;

export function withoutStampBeside(text: string): string {
  if (!text.includes('┌') || !text.includes('└')) return withoutUnframedStamp(text);
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    if (!TOP.test(lines[i]!)) continue;
    let end = i + 1;
    while (end < lines.length && end - i - 1 < MAX_SIDE_LINES && SIDE.test(lines[end]!)) end += 1;
    if (end >= lines.length || !BOTTOM.test(lines[end]!)) continue;
    for (let k = i; k <= end; k += 1) {
      const pattern = k === i ? TOP : k === end ? BOTTOM : SIDE;
      lines[k] = (pattern.exec(lines[k]!)![1] ?? '').trimEnd();
    }
    changed = true;
    i = end;
  }
  return withoutUnframedStamp(changed ? lines.join('\n') : text);
}

const readAsLetters = (piece: string): string => piece.replace(/1/g, 'I').replace(/0/g, 'O');
/** A far piece beside a line's words, or alone on its line when it says a stamp's word (a heading alone says none). */
function besideOrStamp(line: string): boolean {
  const piece = FAR_PIECE.exec(line);
  return piece !== null && (piece[1] !== undefined || STAMP_WORDS.test(readAsLetters(piece[2]!)));
}

/** A stamp's words as a scan may print them, looked for in the whole text first (speed only: most texts print none). */
const STAMP_WORD_HINT = /EXEMPLA|ARCH|COPIE|DUPLICATA|RE[CÇ]U|ENREGISTR|GREFFE|VIS[EÉ]|ORIGINAL/;

function withoutUnframedStamp(text: string): string {
  if (!STAMP_WORD_HINT.test(text) || !text.includes('          ')) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    let end = i;
    while (end < lines.length && end - i < MAX_SIDE_LINES && besideOrStamp(lines[end]!)) end += 1;
    if (end === i) continue;
    const pieces = lines.slice(i, end).map((line) => FAR_PIECE.exec(line)![2]!);
    if (STAMP_WORDS.test(readAsLetters(pieces.join(' ')))) {
      for (let k = i; k < end; k += 1) lines[k] = (FAR_PIECE.exec(lines[k]!)![1] ?? '').trimEnd();
      changed = true;
    }
    i = end;
  }
  return changed ? lines.join('\n') : text;
}
