import type { Config } from '../../platform/config.ts';
import { OcrEngine } from '../../sources/documents/ocr/ocr-engine.ts';
import type { ParseContext } from '../../sources/parse-context.ts';

/** What a run's caller may decide of its parsing; the rest comes from the config. */
export interface RunParseOptions {
  /** The OCR engine every parser of the run reads scans with; null: none. Default: one engine for the run, programs from PATH. */
  ocr?: OcrEngine | null;
  /** Aborting it stops the run's parsing, OCR programs included (ParseAbortedError); the run is then marked failed. */
  signal?: AbortSignal;
}

/**
 * The one ParseContext of a run or a reparse: one OCR engine (one queue bounds the pages read at
 * once across every source), OCR_CACHE_DIR's folder, the run's abort signal.
 */
export function runParseContext(config: Pick<Config, 'ocrCacheDir'>, options: RunParseOptions = {}): ParseContext {
  return {
    ocr: options.ocr === undefined ? new OcrEngine() : options.ocr,
    cacheDir: config.ocrCacheDir,
    signal: options.signal ?? new AbortController().signal,
  };
}
