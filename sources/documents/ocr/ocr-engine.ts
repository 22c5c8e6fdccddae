import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PQueue from 'p-queue';
import { OCR_INSTALL_HINT, OcrError } from './ocr-error.ts';
import { OcrPageCache } from './ocr-page-cache.ts';
import { languageDataDigests } from './language-data.ts';
import { programVersion } from './program-versions.ts';
import { runProgram, type ProgramRunner } from './run-program.ts';
import { pageTextOf, type OcrPageText } from './tesseract-tsv.ts';

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
  /**
   * Folder of the on-disk cache of readings (`ocr-page-cache.ts`), shared by every process that
   * names it; null keeps none. Behind the memory cache. A read given its own folder
   * (`OcrRead.cacheDir`: a parse's context, OCR_CACHE_DIR) uses that one instead.
   */
  cacheDir: string | null;
  /** Runs pdftoppm and tesseract (a test counts the runs through it). */
  run: ProgramRunner;
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
  cacheDir: null,
  run: runProgram,
};

/** What one call of `readPages` brings: its parse's cache folder and abort signal. */
export interface OcrRead {
  /** The disk cache folder for this read, in place of the engine's `cacheDir` (null: none). */
  cacheDir?: string | null;
  /** Once aborted, no page of this read starts and the one being read is killed; rejects with its reason. */
  signal?: AbortSignal;
}

/** What the cache key is a digest of: the programs' versions, the language data and every argument that shapes the text. */
export interface OcrEngineIdentity {
  tesseract: string;
  pdftoppm: string;
  /** Each language's `<lang>.traineddata` by its digest (language-data.ts). */
  languageData: Record<string, string>;
  render: string[];
  recognise: string[];
}

/** The cache's engine key: 16 hex digits of the identity's sha256 (docs/ocr.md, "The cache on disk"). */
export function engineKey(identity: OcrEngineIdentity): string {
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 16);
}

function renderArgs(dpi: number, page: string, input: string, base: string): string[] {
  return ['-r', String(dpi), '-gray', '-f', page, '-l', page, '-singlefile', input, base];
}

function recogniseArgs(language: string, dpi: number, image: string, base: string): string[] {
  // Sauvola's local thresholding (tesseract >= 5.0): the default global Otsu turns the grain
  // of a page with little text into black noise and reads nothing there.
  return [image, base, '-l', language, '--dpi', String(dpi), '-c', 'thresholding_method=2', 'tsv'];
}

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

  private diskCache(read: OcrRead): OcrPageCache | null {
    const dir = read.cacheDir === undefined ? this.options.cacheDir : read.cacheDir;
    return dir === null ? null : new OcrPageCache(dir);
  }

  /**
   * This engine's identity and its key (16 hex digits of its sha256): null when a program
   * cannot say its version or Tesseract its language data, and the pages are then read without
   * the disk cache.
   */
  async identity(): Promise<{ key: string; identity: OcrEngineIdentity } | null> {
    const { run, tesseract, pdftoppm, language, dpi } = this.options;
    const [tesseractVersion, pdftoppmVersion, languageData] = await Promise.all([
      programVersion(run, tesseract, '--version', 2),
      programVersion(run, pdftoppm, '-v', 1),
      languageDataDigests(run, tesseract, language),
    ]);
    if (tesseractVersion === null || pdftoppmVersion === null || languageData === null) return null;
    const identity: OcrEngineIdentity = {
      tesseract: tesseractVersion,
      pdftoppm: pdftoppmVersion,
      languageData,
      render: renderArgs(dpi, '<page>', '<pdf>', '<out>'),
      recognise: recogniseArgs(language, dpi, '<image>', '<out>'),
    };
    return { key: engineKey(identity), identity };
  }

  /** Text and confidence of the given 1-based pages, in the order given. */
  async readPages(pdf: Uint8Array, pageNumbers: readonly number[], read: OcrRead = {}): Promise<OcrPageText[]> {
    read.signal?.throwIfAborted();
    if (pageNumbers.length > this.options.maxPages) {
      throw new OcrError('ocr_echec', `Document numérisé de ${pageNumbers.length} pages sans texte : au-delà de ${this.options.maxPages} pages, il n’est pas lu par OCR.`);
    }
    const digest = createHash('sha256').update(pdf).digest('hex');
    const pages = new Map<number, OcrPageText>();
    for (const n of pageNumbers) {
      const cached = this.cache.get(`${digest}:${n}`);
      if (cached) pages.set(n, cached);
    }
    let missing = [...new Set(pageNumbers.filter((n) => !pages.has(n)))];
    const disk = missing.length > 0 ? this.diskCache(read) : null;
    const engine = disk ? await this.identity() : null;
    if (disk && engine) {
      const kept = await Promise.all(missing.map((n) => disk.get(digest, n, engine.key)));
      missing.forEach((n, i) => {
        const tsv = kept[i];
        if (tsv === null || tsv === undefined) return;
        const page = pageTextOf(tsv);
        pages.set(n, page);
        this.remember(`${digest}:${n}`, page);
      });
      missing = missing.filter((n) => !pages.has(n));
    }
    if (missing.length > 0) {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-'));
      try {
        const input = path.join(dir, 'document.pdf');
        await fs.writeFile(input, pdf);
        const tsvs = await this.readAll(dir, input, missing, read.signal);
        await Promise.all(
          missing.map(async (n, i) => {
            const page = pageTextOf(tsvs[i]!);
            pages.set(n, page);
            this.remember(`${digest}:${n}`, page);
            if (disk && engine) await disk.put(digest, n, engine.key, engine.identity, tsvs[i]!);
          }),
        );
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    }
    return pageNumbers.map((n) => pages.get(n)!);
  }

  /**
   * The TSV of each page, read through the shared queue. The first page that fails, or the
   * caller's `signal`, cancels the others: those still queued never start (p-queue's `signal`)
   * and the one being read is killed.
   * Resolves or rejects only once every page that started has ended, so that the caller may
   * delete the folder they read from: p-queue settles an aborted task's promise at once, while
   * its program may still be running, hence the pages' own promises are waited for.
   */
  private async readAll(dir: string, input: string, pages: readonly number[], signal: AbortSignal | undefined): Promise<string[]> {
    const cancel = new AbortController();
    const stop = () => {
      if (!cancel.signal.aborted) cancel.abort(signal!.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
    // Aborted while the disk cache was being looked up: the event is gone.
    if (signal?.aborted) stop();
    try {
      return await this.readAllUntil(cancel, dir, input, pages);
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  private async readAllUntil(cancel: AbortController, dir: string, input: string, pages: readonly number[]): Promise<string[]> {
    const started: Array<Promise<unknown>> = [];
    const queued = pages.map((n) =>
      this.queue.add(({ signal }) => {
        // Cancelled before the task's promise settles: the queue starts its next task as soon
        // as this one settles, and that must not be a page of this document.
        const reading = this.readPage(dir, input, n, signal ?? cancel.signal).catch((error: unknown) => {
          if (!cancel.signal.aborted) cancel.abort(error);
          throw error;
        });
        started.push(reading.catch(() => undefined));
        return reading;
      }, { signal: cancel.signal }),
    );
    const outcomes = await Promise.allSettled(queued);
    await Promise.all(started);
    // The first failure is what the document failed of; the others are its cancellation.
    if (cancel.signal.aborted) throw cancel.signal.reason;
    return outcomes.map((o) => (o as PromiseFulfilledResult<string>).value);
  }

  /** Keeps a page's reading (only readings that succeeded get here: a failure is tried again). */
  private remember(key: string, page: OcrPageText): void {
    if (this.options.cachedPages <= 0) return;
    this.cache.set(key, page);
    while (this.cache.size > this.options.cachedPages) this.cache.delete(this.cache.keys().next().value!);
  }

  /** One page's Tesseract TSV. */
  private async readPage(dir: string, input: string, page: number, signal: AbortSignal): Promise<string> {
    const { run, pdftoppm, tesseract, language, dpi, renderTimeoutMs, recogniseTimeoutMs } = this.options;
    const base = path.join(dir, `page-${page}`);
    await run(pdftoppm, renderArgs(dpi, String(page), input, base), { timeoutMs: renderTimeoutMs, signal });
    try {
      signal.throwIfAborted();
      await run(tesseract, recogniseArgs(language, dpi, `${base}.pgm`, base), {
        timeoutMs: recogniseTimeoutMs,
        extraEnv: { OMP_THREAD_LIMIT: '1' },
        signal,
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
    return fs.readFile(`${base}.tsv`, 'utf8');
  }
}
