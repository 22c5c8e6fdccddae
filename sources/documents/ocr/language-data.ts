import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProgramRunner } from './run-program.ts';

/**
 * The language data Tesseract reads with, by content: 16 hex digits of each `<lang>.traineddata`
 * file's sha256, for the OCR cache's key. The same Tesseract reads a page otherwise with other
 * data (tessdata_best against Debian's, a newer `tesseract-ocr-fra`), and the version says
 * nothing of it. The folder is the one Tesseract itself names (`--list-langs`, which follows
 * TESSDATA_PREFIX), read once per process, program and language; null when Tesseract cannot say
 * or a file cannot be read (the caller then reads without the cache, and the reading reports what
 * is missing), asked again next time.
 */
const digests = new Map<string, Promise<Record<string, string> | null>>();

export function languageDataDigests(run: ProgramRunner, tesseract: string, language: string): Promise<Record<string, string> | null> {
  const key = `${tesseract}\0${language}`;
  let found = digests.get(key);
  if (!found) {
    found = digestsOf(run, tesseract, language);
    digests.set(key, found);
    // A failure is not remembered: the language may be installed before the next document.
    void found.then((d) => {
      if (d === null) digests.delete(key);
    });
  }
  return found;
}

async function digestsOf(run: ProgramRunner, tesseract: string, language: string): Promise<Record<string, string> | null> {
  try {
    const { stdout, stderr } = await run(tesseract, ['--list-langs'], { timeoutMs: 30_000 });
    // `List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (3):` (stdout in
    // Tesseract 5, stderr in older ones).
    const folder = /List of available languages in "([^"]+)"/.exec(`${stdout}\n${stderr}`)?.[1];
    if (folder === undefined) return null;
    const result: Record<string, string> = {};
    for (const lang of language.split('+')) {
      const bytes = await fs.readFile(path.join(folder, `${lang}.traineddata`));
      result[lang] = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    }
    return result;
  } catch {
    return null;
  }
}
