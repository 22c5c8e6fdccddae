import { evaluateCorpus, formatEvaluation } from '../../pipeline/evaluate/index.js';
import { evaluateScannedCorpus } from '../../pipeline/evaluate/scanned-evaluation.js';
import { formatScannedEvaluation } from '../../pipeline/evaluate/format-scanned-evaluation.js';
import { EXIT, type CommandOutput } from '../command-line.js';

export interface EvalCommandOptions {
  /** A directory of `X.txt` + `X.expected.json` (the format of `test/kernel/normalise/corpus/`). */
  dir: string;
  /** Print the raw `EvaluationReport` as JSON instead of the table. */
  json: boolean;
  /**
   * Measure the same texts printed and scanned (issue 23, docs/ocr.md): each text printed into a
   * PDF, scanned by simulator/scans (loaded only here), read back by OCR. Needs pdftoppm and tesseract.
   */
  scanned?: boolean;
  output: CommandOutput;
}

/**
 * `npm run pipeline -- eval <dir>`: the normaliser measured on labelled texts. Exit 0 once the
 * report is printed, whatever the scores (the report is the answer); a directory that cannot be
 * read as a corpus throws an `EvaluationError` (exit 2, French message naming the file or the
 * folder at fault).
 *
 * @example
 * await evalCommand({ dir: 'test/kernel/normalise/corpus', json: false, output: { out: console.log, err: console.error } });
 */
export async function evalCommand(options: EvalCommandOptions): Promise<number> {
  if (options.scanned) {
    const { printTextPdf, scanPdf } = await import('../../simulator/scans/index.js');
    const result = await evaluateScannedCorpus(options.dir, { print: printTextPdf, scan: (pdf, seed) => scanPdf(pdf, { seed }) });
    options.output.out(options.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatScannedEvaluation(result)}\n`);
    return EXIT.ok;
  }
  const report = await evaluateCorpus(options.dir);
  options.output.out(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatEvaluation(report)}\n`);
  return EXIT.ok;
}
