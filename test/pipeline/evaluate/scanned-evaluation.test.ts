import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatScannedEvaluation } from '../../../pipeline/evaluate/format-scanned-evaluation.ts';
import { evaluateScannedCorpus, seedOf } from '../../../pipeline/evaluate/scanned-evaluation.ts';
import { OcrEngine } from '../../../sources/documents/ocr/ocr-engine.ts';
import { printTextPdf, scanPdf } from '../../../simulator/scans/index.ts';

const corpus1 = path.join(import.meta.dirname, '../../kernel/normalise/corpus');
const NAMES = ['66-laverie-de-l-orphelinat-radiation'];

describe('pipeline eval --scanned (real pdftoppm and tesseract)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scanned-eval-'));
    for (const name of NAMES) for (const ext of ['.txt', '.expected.json']) await fs.copyFile(path.join(corpus1, name + ext), path.join(dir, name + ext));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('scores the printed text layer and the OCR of its scan side by side, with the confidence', async () => {
    const result = await evaluateScannedCorpus(dir, { print: printTextPdf, scan: (pdf, seed) => scanPdf(pdf, { seed }) }, { ocr: new OcrEngine({ concurrency: 1 }) });
    expect(result.printed.texts).toBe(1);
    expect(result.scanned.texts).toBe(1);
    // The notice's truth (its expected.json), read both ways: the radiation of LAVERIE DE L'ORPHELINAT, RID 1266771.
    for (const report of [result.printed, result.scanned]) {
      expect(report.fields.find((f) => f.field === 'type')).toMatchObject({ correct: 1, total: 1 });
      expect(report.fields.find((f) => f.field === 'rid')).toMatchObject({ correct: 1, total: 1 });
      expect(report.wrongAttributions).toEqual([]);
    }
    expect(result.readings).toEqual([{ name: NAMES[0], confidence: expect.any(Number) as unknown, failure: null }]);
    // A confidence, whatever its value: how sure one build of Tesseract is is not what this checks.
    expect(result.meanConfidence).toBeGreaterThan(0);
    expect(result.meanConfidence).toBeLessThanOrEqual(1);
    const text = formatScannedEvaluation(result);
    expect(text).toMatch(/^type\s+100\.0 %\s+100\.0 %\s+\+0\.0$/m);
    expect(text).toContain('Chaque numérisation a été lue.');
  }, 180_000);

  it('counts a text whose scan cannot be read as missed, and says why', async () => {
    const result = await evaluateScannedCorpus(dir, { print: printTextPdf, scan: (pdf, seed) => scanPdf(pdf, { seed, pdftoppm: '/nonexistent/pdftoppm' }) }, { ocr: new OcrEngine({ concurrency: 1 }) });
    expect(result.readings[0]).toMatchObject({ name: NAMES[0], confidence: null, failure: expect.stringContaining('pdftoppm') as unknown });
    expect(result.scanned.fields.find((f) => f.field === 'type')).toMatchObject({ correct: 0, total: 1 });
    expect(result.printed.fields.find((f) => f.field === 'type')).toMatchObject({ correct: 1, total: 1 });
    expect(formatScannedEvaluation(result)).toContain('Numérisations illisibles (1) :');
  }, 60_000);

  it('seeds each text by its name: same name, same seed', () => {
    expect(seedOf('66-laverie')).toBe(seedOf('66-laverie'));
    expect(seedOf('66-laverie')).not.toBe(seedOf('67-laverie'));
  });
});
