/**
 * A page whose UTF-8 bytes were read as Windows-1252 (Latin-1) on the way: every accented letter
 * prints as two or three characters ('SociÃ©tÃ©' for 'Société', 'â€™' for '’'). Each such run is
 * read back as the UTF-8 sequence it came from, so names, labels and forms read as printed; a run
 * that is no valid UTF-8 sequence stays as it is.
 */

import { matchesOf } from './global-pattern.ts';

// Windows-1252's character for each byte 0x80-0xFF, and back.
const BYTE_OF = new Map<string, number>();
{
  const bytes = Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i);
  [...new TextDecoder('windows-1252').decode(bytes)].forEach((c, i) => BYTE_OF.set(c, 0x80 + i));
}
const CONTINUATION = [...BYTE_OF].filter(([, b]) => b <= 0xbf).map(([c]) => c);
const escape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const CONT = `[${CONTINUATION.map(escape).join('')}]`;
// The leads French text needs: 'Â'/'Ã' (U+0080-U+00FF: accented letters, '°', '«'), 'Å' (U+0140-U+017F:
// 'œ', 'Œ'), 'â' (U+2000-U+203F: '’', '–', '…'). Other capitals with an accent stay as printed, as
// they may stand before a dash or a quote in a sound text ('CAFÉ–BAR').
const MISREAD = new RegExp(`[\\u00c2\\u00c3\\u00c5]${CONT}|\\u00e2${CONT}${CONT}`, 'g');
// What a misread page always holds: 'Ã' or 'Â' before a continuation character, or 'â€'.
const MISREAD_HINT = /[ÃÂ]|â€/;
// So many misread runs before a page is taken for misread: one may be a sound text's oddity.
const MIN_RUNS = 2;
// 'à' is 'Ã' and a no-break space, which extraction turns into a plain one (two spaces before the
// next word) or drops (one).
const MISREAD_A_GRAVE = /Ã(?: (?= )|(?= \S))/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text with each UTF-8 sequence misread as Windows-1252 read back; unchanged without one. */
export function withoutMojibake(text: string): string {
  if (!MISREAD_HINT.test(text)) return text;
  let runs = 0;
  for (const _ of matchesOf(MISREAD, text)) if (++runs >= MIN_RUNS) break;
  if (runs < MIN_RUNS) return text;
  return text.replace(MISREAD_A_GRAVE, 'à').replace(MISREAD, (run) => {
    const bytes = [...run].map((c, i) => (i === 0 ? c.charCodeAt(0) : BYTE_OF.get(c)!));
    try {
      return utf8.decode(Uint8Array.from(bytes));
    } catch {
      return run;
    }
  });
}
