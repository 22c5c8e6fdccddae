import { EvaluationError, evaluateCorpus, formatEvaluation } from '../../pipeline/evaluate/index.ts';
import { crossValidate, type FitReader } from '../../pipeline/evaluate/cross-validate.ts';
import { subjectModelReader } from '../../pipeline/train-normaliser/subject-model-reader.ts';
import { formatCrossValidation } from '../../pipeline/evaluate/format-cross-validation.ts';
import { loadWriterGroups } from '../../pipeline/evaluate/writer-groups.ts';
import { LABELLED_CORPORA } from '../../pipeline/evaluate/labelled-corpora.ts';
import { evaluateScannedCorpus } from '../../pipeline/evaluate/scanned-evaluation.ts';
import { OcrEngine } from '../../sources/documents/ocr/ocr-engine.ts';
import { formatScannedEvaluation } from '../../pipeline/evaluate/format-scanned-evaluation.ts';
import { EXIT, type CommandOutput } from '../command-line.ts';

export interface EvalCommandOptions {
  /** A directory of `X.txt` + `X.expected.json` (the format of `test/kernel/normalise/corpus/`); not with `cv`. */
  dir?: string;
  /** Print the raw `EvaluationReport` as JSON instead of the table. */
  json: boolean;
  /**
   * Measure the same texts printed and scanned (docs/ocr.md), to see what OCR costs per field: each text printed into a
   * PDF, scanned by simulator/scans (loaded only here), read back by OCR. Needs pdftoppm and tesseract.
   */
  scanned?: boolean;
  /** Leave-one-writer-group-out cross-validation over `corpora`. */
  cv?: boolean;
  /** The corpus directories `cv` groups by writer; LABELLED_CORPORA (the shared corpora and the held-out groups) when absent. */
  corpora?: readonly string[];
  /** What is fitted on the training groups of each fold; the subject model when absent. */
  fit?: FitReader;
  output: CommandOutput;
}

/**
 * `npm run pipeline -- eval <dir>`: the normaliser measured on labelled texts. Exit 0 once the
 * report is printed, whatever the scores (the report is the answer); a directory that cannot be
 * read as a corpus throws an `EvaluationError` (exit 2, French message naming the file or the
 * folder at fault). `eval --cv` measures it on each writer group it was not fitted on.
 *
 * @example
 * await evalCommand({ dir: 'test/kernel/normalise/corpus', json: false, output: { out: console.log, err: console.error } });
 */
export async function evalCommand(options: EvalCommandOptions): Promise<number> {
  if (options.cv) {
    const groups = await loadWriterGroups(options.corpora && options.corpora.length > 0 ? options.corpora : LABELLED_CORPORA);
    if (groups.length < 2) throw new EvaluationError('groupes_insuffisants', `La validation croisée demande au moins deux groupes de rédacteurs ; trouvé : ${groups.map((g) => g.name).join(', ')}.`);
    const report = crossValidate(groups, options.fit ?? subjectModelReader());
    options.output.out(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatCrossValidation(report)}\n`);
    return EXIT.ok;
  }
  if (!options.dir) throw new EvaluationError('corpus_non_indique', 'Indiquez le dossier du corpus à mesurer (ou --cv pour la validation croisée sur les corpus partagés).');
  if (options.scanned) {
    const { printTextPdf, scanPdf } = await import('../../simulator/scans/index.ts');
    const result = await evaluateScannedCorpus(options.dir, { print: printTextPdf, scan: (pdf, seed) => scanPdf(pdf, { seed }) }, { ocr: new OcrEngine() });
    options.output.out(options.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatScannedEvaluation(result)}\n`);
    return EXIT.ok;
  }
  const report = await evaluateCorpus(options.dir);
  options.output.out(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatEvaluation(report)}\n`);
  return EXIT.ok;
}
