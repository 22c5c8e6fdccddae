import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../sources/documents/pdf-text.ts';
import { printTextPdf, wrapLines } from '../../../simulator/scans/index.ts';

describe('printTextPdf', () => {
  it('prints the text with its lines and paragraphs, the same bytes every time', async () => {
    const text = 'AVIS DE CONSTITUTION\n\nSuivant acte du 2 mars 2021, il a été constitué la société « KAORI », RIDET n° 1 234 567.001.';
    const pdf = await printTextPdf(text);
    expect((await printTextPdf(text)).equals(pdf)).toBe(true);
    const { pages } = await pdfText(pdf, { ocr: null });
    expect(pages[0]!.split('\n').map((l) => l.trim())).toEqual(['AVIS DE CONSTITUTION', 'Suivant acte du 2 mars 2021, il a été constitué la société « KAORI », RIDET n° 1 234 567.001.']);
  });

  it('wraps long lines at the measure, word by word', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.TimesRoman);
    const lines = wrapLines(`${'mot '.repeat(60)}\n\nfin`, font, 10.5, 200);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(200);
    expect(lines.slice(-2)).toEqual(['', 'fin']);
    expect(lines.join(' ').split(/ +/).filter((w) => w === 'mot')).toHaveLength(60);
  });
});
