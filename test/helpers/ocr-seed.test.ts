import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OcrEngine, engineKey, type OcrEngineIdentity } from '../../sources/documents/ocr/ocr-engine.ts';
import { runProgram, type ProgramRunner } from '../../sources/documents/ocr/run-program.ts';
import { fakePdftoppm, fakeTesseract } from '../sources/documents/ocr/helpers/stand-in-programs.ts';
import { readOcrSeed, seedOcrCache } from './ocr-seed.ts';

/** Counts the recognitions (a tesseract run not asked for the key) of every engine built on it. */
function countingRunner(): { run: ProgramRunner; recognitions: () => number } {
  let recognitions = 0;
  return {
    run: (program, args, options) => {
      if (path.basename(program) === 'tesseract' && args[0] !== '--version' && args[0] !== '--list-langs') recognitions += 1;
      return runProgram(program, args, options);
    },
    recognitions: () => recognitions,
  };
}

// The committed readings of the default world's scans (ocr-seed/generate-ocr-seed.ts), which the
// suite's OCR cache starts with (test/shared-ocr-cache.ts). That they are what this machine's
// tesseract reads is scanned-jonc-archive's check (it reads the world's scans itself).
describe('the seeded OCR readings', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-seed-test-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('are keyed as production keys a reading: the key of their identity, made with the engine’s arguments of today', async () => {
    const { entries } = readOcrSeed();
    expect(entries.length).toBeGreaterThan(0);
    // The arguments an engine reads with today, whatever its programs (stand-ins here).
    const today = (await new OcrEngine({ tesseract: await fakeTesseract(path.join(dir, 'args'), 'tesseract 5.3.0'), pdftoppm: await fakePdftoppm(path.join(dir, 'args')) }).identity())!.identity;
    for (const entry of entries) {
      const identity = entry.identity as OcrEngineIdentity;
      expect(entry.engine).toBe(engineKey(identity));
      expect([identity.render, identity.recognise]).toEqual([today.render, today.recognise]);
      expect(Object.keys(identity.languageData)).toEqual(['fra']);
      expect(entry.tsv.startsWith('level\t')).toBe(true);
    }
  });

  it('serve an engine whose programs are the seed’s, and an engine whose key differs reads the page itself', async () => {
    // A seed of one page, made by an engine of stand-in programs, as the generator makes the real one.
    const pdf = Buffer.from('%PDF-1.4 a scan of one page');
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const pdftoppm = await fakePdftoppm(path.join(dir, 'bin'));
    const seeded = await fakeTesseract(path.join(dir, 'bin'), 'tesseract 5.3.0');
    const { key, identity } = (await new OcrEngine({ tesseract: seeded, pdftoppm }).identity())!;
    const tsv = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n5\t1\t1\t1\t1\t1\t0\t0\t1\t1\t95\tSEMÉ\n';
    const cacheDir = path.join(dir, 'cache');
    expect(await seedOcrCache(cacheDir, { asOf: '2026-11-29', entries: [{ sha256, page: 1, engine: key, identity, tsv }] })).toBe(1);

    const same = countingRunner();
    const [hit] = await new OcrEngine({ tesseract: seeded, pdftoppm, run: same.run, cacheDir }).readPages(pdf, [1]);
    expect(hit!.text).toBe('SEMÉ');
    expect(same.recognitions()).toBe(0);

    // Another Tesseract, or the same one with other language data: another key, the engine reads.
    for (const other of [await fakeTesseract(path.join(dir, 'bin-5.4'), 'tesseract 5.4.1'), await fakeTesseract(path.join(dir, 'bin-best'), 'tesseract 5.3.0', 'other data')]) {
      const counter = countingRunner();
      const [read] = await new OcrEngine({ tesseract: other, pdftoppm, run: counter.run, cacheDir }).readPages(pdf, [1]);
      expect(read!.text).toBe('AVIS DISSOUS');
      expect(counter.recognitions()).toBe(1);
    }
  });
});
