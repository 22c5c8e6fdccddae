/**
 * A plain text printed on A4 pages, as a bulletin's typesetter would (Times 10.5 pt, lines wrapped
 * at the margin, paragraphs kept): the clean PDF the scanner (scan-pdf.ts) then degrades. Used to
 * measure the same corpus texts printed and scanned (`pipeline eval --scanned`).
 */

import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = SIZE * 1.3;

// WinAnsi (pdf-lib's standard fonts) holds Latin-1 and these; other characters print as '?'.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function printable(text: string): string {
  return [...text.replace(/[\u202f\u2007\u2009\t]/g, ' ')].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?')).join('');
}

/** The text's lines wrapped to the measure; an empty line stays an empty line. */
export function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const line of printable(text).split(/\r?\n/)) {
    let current = '';
    for (const word of line.split(/ +/).filter((w) => w !== '')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && font.widthOfTextAtSize(candidate, size) > width) {
        out.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    out.push(current);
  }
  return out;
}

/** Same text, same bytes (fixed metadata). */
export async function printTextPdf(text: string, title = 'Annonce légale'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const when = new Date('2004-03-15T09:00:00+11:00');
  doc.setTitle(printable(title));
  doc.setProducer('annonces-nc offline scans');
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const lines = wrapLines(text, font, SIZE, A4[0] - 2 * MARGIN);
  const perPage = Math.floor((A4[1] - 2 * MARGIN) / LEADING);
  for (let start = 0; start < Math.max(1, lines.length); start += perPage) {
    const page = doc.addPage(A4);
    lines.slice(start, start + perPage).forEach((line, i) => {
      if (line !== '') page.drawText(line, { x: MARGIN, y: A4[1] - MARGIN - (i + 1) * LEADING, size: SIZE, font });
    });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
