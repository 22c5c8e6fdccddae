/**
 * A rubber stamp a scan drew as a box beside the notice's first lines, its frame read by OCR as
 * box-drawing characters (`MECA-MARINE      ┌ REÇU LE ┐` / `SARL au capital …   │ 09 JUIL. 2026 │` /
 * `Siège …   └ GREFFE ┘`): the registry's receipt, no word of the notice. Its pieces are set apart
 * from the lines they stand beside, a wide gap before each, the box opened on its first line and
 * closed on its last; a box its own lines draw across the text (a publisher's insert) is left.
 */

const TOP = /^(.*?\S)?[ \t]{3,}┌[^┌┐\n]*┐[ \t]*$/u;
const SIDE = /^(.*?\S)?[ \t]{3,}│[^│\n]*│[ \t]*$/u;
const BOTTOM = /^(.*?\S)?[ \t]{3,}└[^└┘\n]*┘[ \t]*$/u;
/** A stamp is a few lines high. */
const MAX_SIDE_LINES = 4;

export function withoutStampBeside(text: string): string {
  if (!text.includes('┌') || !text.includes('└')) return text;
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
  return changed ? lines.join('\n') : text;
}
