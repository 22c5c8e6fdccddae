import { beforeAll, describe, expect, it } from 'vitest';
import { OcrEngine } from '../../../sources/documents/ocr/ocr-engine.ts';
import { pdfQuarantineOf } from '../../../sources/documents/pdf-quarantine.ts';
import { PdfUnreadableError, pdfText } from '../../../sources/documents/pdf-text.ts';
import { printTextPdf, scanPdf } from '../../../simulator/scans/index.ts';
import { holdsReading, ridetsRead } from '../../helpers/ocr-reading.ts';

const TEXT = 'AVIS DE TRANSFERT DE SIÈGE\nLa société MARINA DES ÎLES, RIDET n° 0 765 432.002, transfère son siège à Koné.';
const missing = () => new OcrEngine({ tesseract: '/nonexistent/tesseract' });

describe('pdfText', () => {
  let printed: Buffer;
  let scanned: Buffer;
  beforeAll(async () => {
    printed = await printTextPdf(TEXT);
    scanned = await scanPdf(printed, { seed: 11 });
  }, 60_000);

  it('reads a text layer as it is, without OCR', async () => {
    // An engine that cannot run: it must not be asked.
    const result = await pdfText(printed, { ocr: missing() });
    expect(result).toMatchObject({ ocr: false, ocrConfidence: null });
    expect(result.text).toContain('MARINA DES ÎLES, RIDET n° 0 765 432.002');
  });

  it('reads a page without text layer by OCR: ocr true and the mean word confidence', async () => {
    const result = await pdfText(scanned, { ocr: new OcrEngine({ concurrency: 1 }) });
    expect(result.ocr).toBe(true);
    expect(result.ocrConfidence).toBeGreaterThan(0);
    expect(result.ocrConfidence).toBeLessThanOrEqual(1);
    // What a reader needs, not one engine's spacing or accents (test/helpers/ocr-reading.ts).
    expect(holdsReading(result.text, 'AVIS DE TRANSFERT DE SIÈGE'), result.text).toBe(true);
    expect(ridetsRead(result.text)).toEqual(['0765432002']);
  }, 120_000);

  it('without the OCR programs, a scan is ocr_indisponible, quarantined under that reason with what to install', async () => {
    const error: unknown = await pdfText(scanned, { ocr: missing() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ocr_indisponible' });
    const quarantine = pdfQuarantineOf(error);
    expect(quarantine?.reason).toBe('ocr_indisponible');
    expect(quarantine?.detail).toContain('apt-get install tesseract-ocr tesseract-ocr-fra poppler-utils');
  });

  it('with OCR turned off, a scan stays pdf_illisible (sans_texte) as before', async () => {
    const error: unknown = await pdfText(scanned, { ocr: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfUnreadableError);
    expect(error).toMatchObject({ kind: 'sans_texte' });
    expect(pdfQuarantineOf(error)?.reason).toBe('pdf_illisible');
  });

  it('an OCR failure other than missing programs quarantines the scan as pdf_illisible', async () => {
    const error: unknown = await pdfText(scanned, { ocr: new OcrEngine({ recogniseTimeoutMs: 1 }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfUnreadableError);
    expect(pdfQuarantineOf(error)).toMatchObject({ reason: 'pdf_illisible', detail: expect.stringContaining('délai') as unknown });
  }, 60_000);

  it('a corrupt file is pdf_illisible (corrompu), and other errors are not quarantines', async () => {
    const error: unknown = await pdfText(printed.subarray(0, 200), { ocr: missing() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'corrompu' });
    expect(pdfQuarantineOf(new Error('bug'))).toBeNull();
  });
});
