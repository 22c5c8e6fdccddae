import { evaluateCorpus, formatEvaluation } from '../../pipeline/evaluate/index.js';
import { EXIT, type CommandOutput } from '../command-line.js';

export interface EvalCommandOptions {
  /** A directory of `X.txt` + `X.expected.json` (the format of `test/kernel/normalise/corpus/`). */
  dir: string;
  /** Print the raw `EvaluationReport` as JSON instead of the table. */
  json: boolean;
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
  const report = await evaluateCorpus(options.dir);
  options.output.out(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatEvaluation(report)}\n`);
  return EXIT.ok;
}
