import { PDFParse } from 'pdf-parse';
import { AppError } from '../../kernel/errors/app-error.ts';
import { frenchCause } from '../../kernel/errors/french-cause.ts';
import { ParseAbortedError, throwIfParseAborted, type ParseContext } from '../parse-context.ts';
import { OcrError } from './ocr/ocr-error.ts';
import { meanConfidence } from './ocr/tesseract-tsv.ts';
import type { OcrDoubtfulWord } from '../../kernel/model/ocr-doubt.ts';

/** A PDF that yields no usable text: truncated, corrupt, or scanned images without a text layer. */
export class PdfUnreadableError extends AppError<'pdf_illisible'> {
  readonly kind: 'corrompu' | 'sans_texte';
  constructor(
    message: string,
    kind: 'corrompu' | 'sans_texte',
    options?: { cause?: unknown },
  ) {
    super('pdf_illisible', message, options);
    this.kind = kind;
  }
}

export interface PdfText {
  /** Page texts in order; pdf-parse's page separators are not included. */
  pages: string[];
  text: string;
  /** true when some page's text was read by OCR (a scan without text layer). */
  ocr: boolean;
  /** Mean OCR word confidence 0..1 over the pages read by OCR; null when no page was. */
  ocrConfidence: number | null;
  /** The words OCR read below the review threshold, on every page it read (docs/ocr.md, "Doubtful words"). */
  ocrDoubtfulWords: OcrDoubtfulWord[];
}

/**
 * How a PDF is read: a parse's context (sources/parse-context.ts). Only the engine is required, so
 * that a caller outside a run (a test, the scanned evaluation) says which it reads with; without
 * `cacheDir` the engine's own folder is used, without `signal` nothing stops the read.
 */
export type PdfTextOptions = Pick<ParseContext, 'ocr'> & Partial<Pick<ParseContext, 'cacheDir' | 'signal'>>;

const hasText = (page: string) => page.replace(/\s+/g, '').length > 0;

async function textLayer(data: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } catch (error) {
    throw new PdfUnreadableError(`PDF illisible (tronqué ou corrompu) : ${frenchCause(error)}`, 'corrompu', { cause: error });
  } finally {
    await parser.destroy().catch(() => {});
  }
}

/**
 * Text of a PDF: its text layer (pdf-parse), and for every page without one, what OCR reads on it
 * (see docs/ocr.md). Throws PdfUnreadableError (never returns empty text) so callers quarantine
 * the document with a precise reason, and OcrError `ocr_indisponible` when a page needs OCR and
 * the programs are missing (`pdfQuarantineOf` maps both to quarantine entries). Once
 * `options.signal` is aborted it throws ParseAbortedError, which is no quarantine: the run stopped.
 */
export async function pdfText(data: Uint8Array, options: PdfTextOptions): Promise<PdfText> {
  if (data.length < 5 || Buffer.from(data.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new PdfUnreadableError("Le fichier n'est pas un PDF (en-tête %PDF- absent).", 'corrompu');
  }
  const signal = options.signal ?? new AbortController().signal;
  throwIfParseAborted({ signal });
  const pages = await textLayer(data);
  const scanned = pages.flatMap((page, index) => (hasText(page) ? [] : [index + 1]));
  const engine = options.ocr;
  let ocrConfidence: number | null = null;
  let ocr = false;
  const ocrDoubtfulWords: OcrDoubtfulWord[] = [];
  if (scanned.length > 0 && engine !== null) {
    let read;
    try {
      throwIfParseAborted({ signal });
      read = await engine.readPages(data, scanned, { ...(options.cacheDir !== undefined ? { cacheDir: options.cacheDir } : {}), signal });
    } catch (error) {
      // A program killed by the abort fails like a broken one: the run stopped, not the document.
      if (signal.aborted) throw error instanceof ParseAbortedError ? error : new ParseAbortedError({ cause: error });
      if (OcrError.is(error) && error.code !== 'ocr_indisponible') {
        throw new PdfUnreadableError(`PDF numérisé que l’OCR n’a pas pu lire : ${error.message}`, 'sans_texte', { cause: error });
      }
      throw error;
    }
    read.forEach((page, i) => {
      pages[scanned[i]! - 1] = page.text;
      ocrDoubtfulWords.push(...(page.doubtful ?? []));
    });
    ocrConfidence = meanConfidence(read);
    ocr = read.some((page) => page.words > 0);
  }
  const text = pages.join('\n\n');
  if (!hasText(text)) {
    const why = ocr || (scanned.length > 0 && engine !== null) ? 'ni couche texte ni texte lisible par OCR' : 'document numérisé sans couche texte ?';
    throw new PdfUnreadableError(`Le PDF ne contient aucun texte (${why}).`, 'sans_texte');
  }
  return { pages, text, ocr, ocrConfidence, ocrDoubtfulWords };
}
