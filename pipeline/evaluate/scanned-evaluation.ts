/**
 * The same corpus printed and scanned, to measure what OCR costs per field: each text is printed into a PDF, its text layer
 * read back (the *printed* reading), then the PDF is scanned into an image-only PDF and read by
 * OCR (the *scanned* reading); both are evaluated like `evaluateCases`, so the difference per
 * field is what OCR costs. Printing and scanning are injected (the CLI passes simulator/scans:
 * production code never imports the simulator); reading goes through sources/documents, exactly
 * as a source's parser reads a PDF.
 */

import PQueue from 'p-queue';
import { errorMessage } from '../../kernel/errors/app-error.ts';
import type { OcrEngine } from '../../sources/documents/ocr/ocr-engine.ts';
import { pdfText } from '../../sources/documents/pdf-text.ts';
import { evaluateCases, type EvaluationReport } from './evaluate-corpus.ts';
import { loadCorpus, type CorpusCase } from './load-corpus.ts';

export interface PrintAndScan {
  /** A text as a printed PDF with its text layer. */
  print(text: string): Promise<Uint8Array>;
  /** A printed PDF as an image-only scan; `seed` makes it reproducible per text. */
  scan(pdf: Uint8Array, seed: number): Promise<Uint8Array>;
}

export interface ScannedReading {
  name: string;
  /** Mean OCR word confidence of the text's scan, 0..1; null when OCR read nothing. */
  confidence: number | null;
  /** Why the scan gave no text at all (it is then evaluated as an empty text). */
  failure: string | null;
}

export interface ScannedEvaluation {
  printed: EvaluationReport;
  scanned: EvaluationReport;
  readings: ScannedReading[];
  /** Mean of the texts' confidences (texts without one left out); null when none has one. */
  meanConfidence: number | null;
}

export interface ScannedEvaluationOptions {
  /** The OCR engine the scans are read with (the CLI's: programs from PATH). */
  ocr: OcrEngine;
  /** Texts printed and scanned at once (the scanner is CPU work in this process). */
  concurrency?: number;
}

/** FNV-1a of the text's name: the same corpus is always scanned the same way. */
export function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

async function readBoth(c: CorpusCase, tools: PrintAndScan, ocr: OcrEngine): Promise<{ printed: string; scanned: string; reading: ScannedReading }> {
  const pdf = await tools.print(c.text);
  const printed = (await pdfText(pdf, { ocr: null })).text;
  try {
    const read = await pdfText(await tools.scan(pdf, seedOf(c.name)), { ocr });
    return { printed, scanned: read.text, reading: { name: c.name, confidence: read.ocrConfidence, failure: null } };
  } catch (error) {
    // The text stays in the measure as unread: its announcements count as missed.
    return { printed, scanned: '', reading: { name: c.name, confidence: null, failure: errorMessage(error) } };
  }
}

export async function evaluateScannedCases(cases: readonly CorpusCase[], tools: PrintAndScan, options: ScannedEvaluationOptions): Promise<ScannedEvaluation> {
  const queue = new PQueue({ concurrency: Math.max(1, options.concurrency ?? 2) });
  const read = await Promise.all(cases.map((c) => queue.add(() => readBoth(c, tools, options.ocr))));
  const printed = evaluateCases(cases.map((c, i) => ({ ...c, text: read[i]!.printed })));
  const scanned = evaluateCases(cases.map((c, i) => ({ ...c, text: read[i]!.scanned })));
  const readings = read.map((r) => r.reading);
  const confidences = readings.flatMap((r) => (r.confidence === null ? [] : [r.confidence]));
  return {
    printed,
    scanned,
    readings,
    meanConfidence: confidences.length === 0 ? null : confidences.reduce((s, v) => s + v, 0) / confidences.length,
  };
}

/**
 * @example
 * const result = await evaluateScannedCorpus('test/kernel/normalise/corpus', { print: printTextPdf, scan: (pdf, seed) => scanPdf(pdf, { seed }) }, { ocr: new OcrEngine() });
 * console.log(formatScannedEvaluation(result));
 */
export async function evaluateScannedCorpus(dir: string, tools: PrintAndScan, options: ScannedEvaluationOptions): Promise<ScannedEvaluation> {
  return evaluateScannedCases(await loadCorpus(dir), tools, options);
}
