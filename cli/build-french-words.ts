import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fold } from '../kernel/normalise/fold.ts';
import { frenchError, isEntryPoint, processIo } from './command-line.ts';

const WORDS_FILE = fileURLToPath(new URL('../kernel/normalise/french-words.json', import.meta.url));

/**
 * The French words of the package `an-array-of-french-words` (MIT, its licence in
 * kernel/normalise/french-words.LICENSE) as the reader looks them up: folded as the notices are
 * (kernel/normalise/fold.ts), once each, sorted, one string with a line feed before and after
 * each word. Deterministic: the same package gives the same file.
 */
export async function foldedFrenchWords(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const words = JSON.parse(await fs.readFile(require.resolve('an-array-of-french-words'), 'utf8')) as string[];
  return [...new Set(words.map((w) => fold(w)))].sort();
}

/** The file's text for these words. */
export function frenchWordsFile(words: readonly string[]): string {
  return `${JSON.stringify(`\n${words.join('\n')}\n`)}\n`;
}

/** `npm run build:french-words`: writes kernel/normalise/french-words.json. */
export async function buildFrenchWords(out: (line: string) => void): Promise<number> {
  const words = await foldedFrenchWords();
  await fs.writeFile(WORDS_FILE, frenchWordsFile(words));
  out(`Écrit : ${path.relative(process.cwd(), WORDS_FILE)} (${words.length} mots)\n`);
  return 0;
}

if (isEntryPoint(import.meta.url)) {
  const io = processIo();
  buildFrenchWords(io.out).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      io.err(`${frenchError(error)}\n`);
      process.exitCode = 2;
    },
  );
}
