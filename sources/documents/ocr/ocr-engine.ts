import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PQueue from 'p-queue';
import { OCR_INSTALL_HINT, OcrError } from './ocr-error.js';
import { runProgram } from './run-program.js';
import { pageTextOf, type OcrPageText } from './tesseract-tsv.js';

export interface OcrOptions {
  /** poppler-utils' renderer; a bare name is looked up in PATH. */
  pdftoppm: string;
  tesseract: string;
  /** Tesseract language data (`tesseract-ocr-fra`). */
  language: string;
  /** Rendering resolution: Tesseract reads body text best from 300 dpi. */
  dpi: number;
  /** Per page and program; a page past it is killed and the document quarantined. */
  renderTimeoutMs: number;
  recogniseTimeoutMs: number;
  /** Pages read at once across every document this engine reads (each Tesseract on one thread). */
  concurrency: number;
  /** A scan longer than this is not read (a whole-year volume would hold a run for hours). */
  maxPages: number;
  /**
   * Pages whose reading is kept in memory, by the document's sha256 and the page number: the same
   * bytes always read the same, and a crawl, a reparse or a test parses the same scan again.
   * 0 keeps none.
   */
  cachedPages: number;
}

export const OCR_DEFAULTS: OcrOptions = {
  pdftoppm: 'pdftoppm',
  tesseract: 'tesseract',
  language: 'fra',
  dpi: 300,
  renderTimeoutMs: 30_000,
  recogniseTimeoutMs: 120_000,
  concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  maxPages: 60,
  cachedPages: 256,
};

/**
 * Reads pages of a PDF with poppler's `pdftoppm` (page -> 300 dpi grey image) and Tesseract
 * (image -> words with confidences, TSV). Each page is one queued job: at most `concurrency`
 * run at once for all callers of this engine, each program under its timeout. Tesseract is held
 * to one thread (OMP_THREAD_LIMIT=1), so the bound is the number of cores used.
 *
 * @example
 * const pages = await new OcrEngine({ concurrency: 1 }).readPages(pdfBytes, [1, 2]);
 */
export class OcrEngine {
  readonly options: OcrOptions;
  private readonly queue: PQueue;
  /** Insertion order is age: the oldest reading is dropped first. */
  private readonly cache = new Map<string, OcrPageText>();

  constructor(options: Partial<OcrOptions> = {}) {
    this.options = { ...OCR_DEFAULTS, ...options };
    this.queue = new PQueue({ concurrency: Math.max(1, this.options.concurrency) });
  }

  /** Text and confidence of the given 1-based pages, in the order given. */
  async readPages(pdf: Uint8Array, pageNumbers: readonly number[]): Promise<OcrPageText[]> {
    if (pageNumbers.length > this.options.maxPages) {
      throw new OcrError('ocr_echec', `Document numérisé de ${pageNumbers.length} pages sans texte : au-delà de ${this.options.maxPages} pages, il n’est pas lu par OCR.`);
    }
    const digest = createHash('sha256').update(pdf).digest('hex');
    const read = new Map<number, OcrPageText>();
    for (const n of pageNumbers) {
      const cached = this.cache.get(`${digest}:${n}`);
      if (cached) read.set(n, cached);
    }
    const missing = [...new Set(pageNumbers.filter((n) => !read.has(n)))];
    if (missing.length > 0) {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-'));
      try {
        const input = path.join(dir, 'document.pdf');
        await fs.writeFile(input, pdf);
        const pages = await Promise.all(missing.map((n) => this.queue.add(() => this.readPage(dir, input, n))));
        missing.forEach((n, i) => {
          read.set(n, pages[i]!);
          this.remember(`${digest}:${n}`, pages[i]!);
        });
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    }
    return pageNumbers.map((n) => read.get(n)!);
  }

  /** Keeps a page's reading (only readings that succeeded get here: a failure is tried again). */
  private remember(key: string, page: OcrPageText): void {
    if (this.options.cachedPages <= 0) return;
    this.cache.set(key, page);
    while (this.cache.size > this.options.cachedPages) this.cache.delete(this.cache.keys().next().value!);
  }

  private async readPage(dir: string, input: string, page: number): Promise<OcrPageText> {
    const { pdftoppm, tesseract, language, dpi, renderTimeoutMs, recogniseTimeoutMs } = this.options;
    const base = path.join(dir, `page-${page}`);
    await runProgram(pdftoppm, ['-r', String(dpi), '-gray', '-f', String(page), '-l', String(page), '-singlefile', input, base], { timeoutMs: renderTimeoutMs });
    try {
      // Sauvola's local thresholding (tesseract >= 5.0): the default global Otsu turns the grain
      // of a page with little text into black noise and reads nothing there.
      await runProgram(tesseract, [`${base}.pgm`, base, '-l', language, '--dpi', String(dpi), '-c', 'thresholding_method=2', 'tsv'], {
        timeoutMs: recogniseTimeoutMs,
        extraEnv: { OMP_THREAD_LIMIT: '1' },
      });
    } catch (error) {
      // Tesseract without the language data: installed, but not usable for French notices.
      if (OcrError.is(error) && error.code === 'ocr_echec' && /Failed loading language|Error opening data file/i.test(error.message)) {
        throw new OcrError('ocr_indisponible', `Tesseract ne trouve pas la langue « ${language} ». Installer l’OCR : ${OCR_INSTALL_HINT}.`, { cause: error });
      }
      throw error;
    } finally {
      await fs.rm(`${base}.pgm`, { force: true });
    }
    return pageTextOf(await fs.readFile(`${base}.tsv`, 'utf8'));
  }
}

let shared: OcrEngine | null = null;

/** The engine parsers use when none is given: programs from PATH, defaults above, one queue per process. */
export function defaultOcrEngine(): OcrEngine {
  shared ??= new OcrEngine();
  return shared;
}
