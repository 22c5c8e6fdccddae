import { OcrEngine } from '../../sources/documents/ocr/ocr-engine.ts';
import type { ParseContext } from '../../sources/parse-context.ts';

let engine: OcrEngine | null = null;

/**
 * The context a test parses with, as a run would build it: one OCR engine for the test file's
 * process (its memory cache shared by the file's tests), the suite run's OCR page cache
 * (OCR_CACHE_DIR, test/shared-ocr-cache.ts) when there is one, and a signal never aborted.
 */
export function testParseContext(overrides: Partial<ParseContext> = {}): ParseContext {
  engine ??= new OcrEngine();
  const shared = process.env.OCR_CACHE_DIR;
  return { ocr: engine, cacheDir: shared && shared !== 'off' ? shared : null, signal: new AbortController().signal, ...overrides };
}
