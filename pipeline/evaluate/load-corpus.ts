/** A directory of `X.txt` + `X.expected.json` pairs, read into memory in name order. */

import fs from 'node:fs/promises';
import path from 'node:path';
import { EvaluationError } from './evaluation-error.js';
import { readExpected, type ExpectedAnnouncement } from './expected.js';

export interface CorpusCase {
  /** The file name without `.txt`. */
  name: string;
  text: string;
  /** One entry per expected announcement; several for a list of judgments. */
  expected: ExpectedAnnouncement[];
}

export async function loadCorpus(dir: string): Promise<CorpusCase[]> {
  let files: string[];
  try {
    files = await fs.readdir(dir);
  } catch (error) {
    throw new EvaluationError('corpus_introuvable', `cannot read the corpus directory ${dir}`, { cause: error });
  }
  const names = files.filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -'.txt'.length)).sort();
  if (names.length === 0) throw new EvaluationError('corpus_vide', `no .txt file in ${dir}`);
  return Promise.all(
    names.map(async (name) => {
      const expectedFile = path.join(dir, `${name}.expected.json`);
      let raw: string;
      try {
        raw = await fs.readFile(expectedFile, 'utf8');
      } catch (error) {
        throw new EvaluationError('attendu_manquant', `${name}.txt has no ${name}.expected.json beside it`, { cause: error });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch (error) {
        throw new EvaluationError('attendu_invalide', `${name}.expected.json is not valid JSON`, { cause: error });
      }
      return { name, text: await fs.readFile(path.join(dir, `${name}.txt`), 'utf8'), expected: readExpected(json, `${name}.expected.json`) };
    }),
  );
}
