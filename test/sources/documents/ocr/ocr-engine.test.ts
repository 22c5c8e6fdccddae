import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OcrEngine } from '../../../../sources/documents/ocr/ocr-engine.ts';
import { holdsReading, ridetsRead } from '../../../helpers/ocr-reading.ts';
import { printTextPdf, scanPdf } from '../../../../simulator/scans/index.ts';
import { fakePdftoppm } from './helpers/stand-in-programs.ts';

const TEXT = 'AVIS DE DISSOLUTION\nLa société BOULANGERIE DU COL, RIDET n° 1 234 567.001, est dissoute.';

describe('OcrEngine (real pdftoppm and tesseract)', () => {
  let scan: Buffer;
  beforeAll(async () => {
    scan = await scanPdf(await printTextPdf(TEXT), { seed: 4 });
  }, 60_000);

  it('reads a scanned page: the words printed, and a mean confidence between 0 and 1', async () => {
    const [page] = await new OcrEngine({ concurrency: 1 }).readPages(scan, [1]);
    // What a reader needs of the page, not one engine's spacing (test/helpers/ocr-reading.ts).
    expect(holdsReading(page!.text, 'AVIS DE DISSOLUTION'), page!.text).toBe(true);
    expect(holdsReading(page!.text, 'BOULANGERIE DU COL'), page!.text).toBe(true);
    expect(ridetsRead(page!.text)).toEqual(['1234567001']);
    expect(page!.words).toBeGreaterThanOrEqual(8);
    expect(page!.confidence).toBeGreaterThan(0);
    expect(page!.confidence).toBeLessThanOrEqual(1);
  }, 120_000);

  it('says ocr_indisponible when pdftoppm or tesseract is not where the options point', async () => {
    await expect(new OcrEngine({ pdftoppm: '/nonexistent/pdftoppm' }).readPages(scan, [1])).rejects.toMatchObject({ code: 'ocr_indisponible' });
    await expect(new OcrEngine({ tesseract: '/nonexistent/tesseract' }).readPages(scan, [1])).rejects.toMatchObject({ code: 'ocr_indisponible' });
  }, 60_000);

  it('says ocr_indisponible when tesseract lacks the language data', async () => {
    const run = new OcrEngine({ language: 'zzz' }).readPages(scan, [1]);
    await expect(run).rejects.toMatchObject({ code: 'ocr_indisponible' });
    await expect(run).rejects.toThrow(/langue « zzz ».*tesseract-ocr-fra/);
  }, 60_000);

  it('stops a page past its timeout (ocr_delai_depasse) and a document over the page limit (ocr_echec)', async () => {
    await expect(new OcrEngine({ recogniseTimeoutMs: 1 }).readPages(scan, [1])).rejects.toMatchObject({ code: 'ocr_delai_depasse' });
    await expect(new OcrEngine({ maxPages: 1 }).readPages(scan, [1, 1])).rejects.toMatchObject({ code: 'ocr_echec' });
  }, 60_000);

  it('runs at most `concurrency` pages at once, and reads the same bytes once', async () => {
    // A stand-in tesseract that records how many copies of itself run at once.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-concurrency-'));
    const fake = path.join(dir, 'tesseract');
    await fs.writeFile(fake, `#!/bin/sh\nmkdir "${dir}/running.$$"\nn=$(ls -d "${dir}"/running.* | wc -l)\necho $n >> "${dir}/seen"\nsleep 0.3\nrmdir "${dir}/running.$$"\nprintf 'level\\tpage_num\\tblock_num\\tpar_num\\tline_num\\tword_num\\tleft\\ttop\\twidth\\theight\\tconf\\ttext\\n5\\t1\\t1\\t1\\t1\\t1\\t0\\t0\\t1\\t1\\t90\\tmot\\n' > "$2.tsv"\n`, { mode: 0o755 });
    const fivePages = await printTextPdf(Array.from({ length: 5 * 60 }, (_, i) => `ligne ${i}`).join('\n'));
    // The queue is the point, not the render: a stand-in pdftoppm (a real one writes an 8 MB image a page).
    const engine = new OcrEngine({ tesseract: fake, pdftoppm: await fakePdftoppm(dir), concurrency: 2 });
    const pages = await engine.readPages(fivePages, [1, 2, 3, 4, 5]);
    expect(pages.map((p) => p.text)).toEqual(['mot', 'mot', 'mot', 'mot', 'mot']);
    const seen = (await fs.readFile(path.join(dir, 'seen'), 'utf8')).trim().split('\n').map(Number);
    expect(seen).toHaveLength(5);
    expect(Math.max(...seen)).toBeLessThanOrEqual(2);
    // Same bytes again: from memory, tesseract not run.
    expect((await engine.readPages(fivePages, [2, 5])).map((p) => p.text)).toEqual(['mot', 'mot']);
    expect((await fs.readFile(path.join(dir, 'seen'), 'utf8')).trim().split('\n')).toHaveLength(5);
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);
});
