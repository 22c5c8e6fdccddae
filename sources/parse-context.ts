import { AppError } from '../kernel/errors/app-error.ts';
import type { OcrEngine } from './documents/ocr/ocr-engine.ts';

/**
 * What a parser is given besides the document: the means to read it, decided by the
 * composition root (a pipeline run builds one from its config, a test its own), never reached
 * for by the parser. Parsing stays pure: no network, and the same context reads the same bytes
 * the same way.
 *
 * @example
 * const ctx: ParseContext = { ocr: new OcrEngine(), cacheDir: config.ocrCacheDir, signal: run.signal };
 * const outcome = await adapter.parse(doc, ctx);
 */
export interface ParseContext {
  /** Reads the pages of a PDF that have no text layer; null: no OCR, such a scan is quarantined `pdf_illisible`. */
  ocr: OcrEngine | null;
  /** Folder of the on-disk OCR page cache (OCR_CACHE_DIR, docs/ocr.md); null keeps none. */
  cacheDir: string | null;
  /** The run's: once aborted, a parse starts no more OCR, kills the page being read and throws ParseAbortedError. */
  signal: AbortSignal;
}

/**
 * A parse stopped because its run was aborted. Not a fact about the document: it is neither
 * quarantined nor counted parsed, and the pipeline lets it end the run (the document is parsed
 * again by the next run or `pipeline reparse`).
 */
export class ParseAbortedError extends AppError<'analyse_interrompue'> {
  constructor(options?: { cause?: unknown }) {
    super('analyse_interrompue', 'Analyse interrompue : l’exécution a été arrêtée avant la fin de la lecture du document.', options);
  }
}

/** Throws ParseAbortedError when the context's run has been aborted. */
export function throwIfParseAborted(ctx: Pick<ParseContext, 'signal'>): void {
  if (ctx.signal.aborted) throw new ParseAbortedError({ cause: ctx.signal.reason });
}
