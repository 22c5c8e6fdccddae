/**
 * The parse seam (sources/parse-context.ts): an adapter's parse reads scans with the OCR engine
 * and the cache folder it is given, nothing of its own, and an aborted run's parse stops, its OCR
 * programs included, with a typed error. Real programs, real parser; the engine is only wrapped
 * to count what it is asked.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OcrEngine, type OcrOptions, type OcrRead } from '../../sources/documents/ocr/ocr-engine.ts';
import type { OcrPageText } from '../../sources/documents/ocr/tesseract-tsv.ts';
import { runProgram, type ProgramRunner } from '../../sources/documents/ocr/run-program.ts';
import { joncAdapter } from '../../sources/jonc/index.ts';
import { ParseAbortedError } from '../../sources/parse-context.ts';
import type { RawDocument } from '../../sources/source-adapter.ts';
import { printTextPdf, scanPdf } from '../../simulator/scans/index.ts';
import { testParseContext } from '../helpers/parse-context.ts';

const TEXT = 'AVIS DE TRANSFERT DE SIÈGE\nPar décision du 12 mars 2024, la société MARINA DES ÎLES, RIDET n° 0 765 432.002, transfère son siège à Koné.';

/** An engine that counts the documents and pages it is asked to read, then reads them. */
class CountingEngine extends OcrEngine {
  readonly asked: number[][] = [];
  override readPages(pdf: Uint8Array, pages: readonly number[], read?: OcrRead): Promise<OcrPageText[]> {
    this.asked.push([...pages]);
    return super.readPages(pdf, pages, read);
  }
}

function scannedPublication(body: Buffer): RawDocument {
  return { source: 'JONC', url: 'file://scan.pdf', contentType: 'application/pdf', body, sha256: '', fetchedAt: '2026-01-01T00:00:00.000Z', meta: {} };
}

describe('an adapter’s parse and its context', () => {
  let scanned: Buffer;
  let cacheDir: string;
  beforeAll(async () => {
    scanned = await scanPdf(await printTextPdf(TEXT), { seed: 11 });
    cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parse-context-'));
  }, 60_000);
  afterAll(async () => {
    await fs.rm(cacheDir, { recursive: true, force: true });
  });

  it('reads a scan with the OCR engine it is given, into the cache folder it is given', async () => {
    const engine = new CountingEngine({ concurrency: 1 });
    const outcome = await joncAdapter.parse(scannedPublication(scanned), testParseContext({ ocr: engine, cacheDir }));
    expect(engine.asked).toEqual([[1]]);
    expect(outcome.notices.length).toBeGreaterThan(0);
    expect(outcome.notices.every((n) => n.ocr === true)).toBe(true);
    // The reading was kept where the context said, and nowhere the parser chose.
    expect((await fs.readdir(cacheDir, { recursive: true })).some((f) => /^1-[0-9a-f]{16}\.json$/.test(path.basename(f)))).toBe(true);
  }, 120_000);

  it('without an engine, reads no scan: the document is quarantined pdf_illisible', async () => {
    const outcome = await joncAdapter.parse(scannedPublication(scanned), testParseContext({ ocr: null }));
    expect(outcome.notices).toEqual([]);
    expect(outcome.quarantined.map((q) => q.reason)).toEqual(['pdf_illisible']);
  });

  it('given an aborted signal, stops before any OCR and says so (ParseAbortedError)', async () => {
    const engine = new CountingEngine({ concurrency: 1 });
    const run = new AbortController();
    run.abort();
    const parsing = joncAdapter.parse(scannedPublication(scanned), testParseContext({ ocr: engine, cacheDir: null, signal: run.signal }));
    await expect(parsing).rejects.toBeInstanceOf(ParseAbortedError);
    await expect(parsing).rejects.toMatchObject({ code: 'analyse_interrompue' });
    expect(engine.asked).toEqual([]);
  });

  it('aborted while a page is being read: the OCR programs stop, the parse throws ParseAbortedError, nothing is quarantined', async () => {
    const programs: string[] = [];
    const run = new AbortController();
    // The run is aborted as soon as the first program starts: the page's rendering is killed and
    // Tesseract never runs.
    const counting: ProgramRunner = (program, args, options) => {
      programs.push(path.basename(program));
      if (programs.length === 1 && program.includes('pdftoppm')) run.abort(new Error('arrêt demandé'));
      return runProgram(program, args, options);
    };
    const options: Partial<OcrOptions> = { concurrency: 1, run: counting, cachedPages: 0 };
    const engine = new CountingEngine(options);
    const parsing = joncAdapter.parse(scannedPublication(scanned), testParseContext({ ocr: engine, cacheDir: null, signal: run.signal }));
    await expect(parsing).rejects.toMatchObject({ code: 'analyse_interrompue' });
    expect(engine.asked).toEqual([[1]]);
    expect(programs.filter((p) => p.includes('tesseract'))).toEqual([]);
  }, 60_000);
});
