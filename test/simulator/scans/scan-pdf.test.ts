import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../sources/documents/pdf-text.ts';
import { printTextPdf, scanPdf } from '../../../simulator/scans/index.ts';

const TEXT = Array.from({ length: 90 }, (_, i) => `Ligne ${i + 1} de l’avis : la société LAGON BLEU, RIDET n° 1 111 111.001.`).join('\n');

describe('scanPdf (real pdftoppm)', () => {
  let printed: Buffer;
  let scanned: Buffer;
  beforeAll(async () => {
    printed = await printTextPdf(TEXT);
    scanned = await scanPdf(printed, { seed: 7 });
  }, 120_000);

  it('keeps the pages and their size, as images without any text layer', async () => {
    const before = await PDFDocument.load(printed);
    const after = await PDFDocument.load(scanned);
    expect(before.getPageCount()).toBe(2);
    expect(after.getPageCount()).toBe(2);
    after.getPages().forEach((page, i) => {
      const original = before.getPage(i).getSize();
      // pdftoppm rounds the page to whole pixels at 200 dpi: within one pixel (0.36 pt).
      expect(Math.abs(page.getWidth() - original.width)).toBeLessThan(0.4);
      expect(Math.abs(page.getHeight() - original.height)).toBeLessThan(0.4);
    });
    await expect(pdfText(scanned, { ocr: null })).rejects.toMatchObject({ code: 'pdf_illisible', kind: 'sans_texte' });
  });

  it('gives the same bytes for the same seed, and another scan for another seed', async () => {
    // One page is enough to tell seeds apart, and a seed's scan is as reproducible at 50 dpi as at
    // 200: three small pages rendered here, a sixteenth of the pixels each.
    const onePage = await printTextPdf(TEXT.split('\n').slice(0, 3).join('\n'));
    const seven = await scanPdf(onePage, { seed: 7, dpi: 50 });
    expect((await scanPdf(onePage, { seed: 7, dpi: 50 })).equals(seven)).toBe(true);
    expect((await scanPdf(onePage, { seed: 8, dpi: 50 })).equals(seven)).toBe(false);
  }, 120_000);

  it('says scan_rendu_impossible when pdftoppm is missing', async () => {
    await expect(scanPdf(printed, { seed: 7, pdftoppm: '/nonexistent/pdftoppm' })).rejects.toMatchObject({ code: 'scan_rendu_impossible' });
  });
});
