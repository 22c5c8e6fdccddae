import { PDFParse } from 'pdf-parse';
import { AppError, errorMessage } from '../../kernel/errors/app-error.js';

/** A PDF that yields no usable text: truncated, corrupt, or scanned images without a text layer. */
export class PdfUnreadableError extends AppError<'pdf_illisible'> {
  constructor(
    message: string,
    readonly kind: 'corrompu' | 'sans_texte',
    options?: { cause?: unknown },
  ) {
    super('pdf_illisible', message, options);
  }
}

export interface PdfText {
  /** Page texts in order; pdf-parse's page separators are not included. */
  pages: string[];
  text: string;
}

/**
 * Extracts the text layer of a PDF with pdf-parse. Throws PdfUnreadableError (never returns
 * empty text) so callers quarantine the document with a precise reason.
 */
export async function pdfText(data: Uint8Array): Promise<PdfText> {
  if (data.length < 5 || Buffer.from(data.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new PdfUnreadableError("Le fichier n'est pas un PDF (en-tête %PDF- absent).", 'corrompu');
  }
  // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const result = await parser.getText();
    const pages = result.pages.map((p) => p.text);
    const text = pages.join('\n\n');
    if (text.replace(/\s+/g, '').length === 0) {
      throw new PdfUnreadableError('Le PDF ne contient aucun texte (document numérisé sans couche texte ?).', 'sans_texte');
    }
    return { pages, text };
  } catch (error) {
    if (error instanceof PdfUnreadableError) throw error;
    throw new PdfUnreadableError(`PDF illisible (tronqué ou corrompu) : ${errorMessage(error)}`, 'corrompu', { cause: error });
  } finally {
    await parser.destroy().catch(() => {});
  }
}
