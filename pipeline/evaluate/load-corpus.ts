/** A directory of `X.txt` + `X.expected.json` pairs, read into memory in name order. */

import fs from 'node:fs/promises';
import path from 'node:path';
import { EvaluationError } from './evaluation-error.ts';
import { readExpected, type ExpectedAnnouncement } from './expected.ts';

export interface CorpusCase {
  /** The file name without `.txt`. */
  name: string;
  text: string;
  /** One entry per expected announcement; several for a list of judgments. */
  expected: ExpectedAnnouncement[];
}

const LAYOUT = 'un corpus est un dossier de textes X.txt, chacun accompagné de son X.expected.json';

export async function loadCorpus(dir: string): Promise<CorpusCase[]> {
  let files: string[];
  try {
    files = await fs.readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = code === 'ENOTDIR' ? `${dir} n’est pas un dossier` : code === 'ENOENT' ? `Dossier du corpus introuvable : ${dir}` : `Dossier du corpus illisible : ${dir} (${code ?? 'erreur inconnue'})`;
    throw new EvaluationError('corpus_introuvable', `${what} ; ${LAYOUT}.`, { cause: error });
  }
  const names = files.filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -'.txt'.length)).sort();
  if (names.length === 0) throw new EvaluationError('corpus_vide', `Aucun fichier .txt dans ${dir} ; ${LAYOUT}.`);
  return Promise.all(
    names.map(async (name) => {
      const expectedFile = path.join(dir, `${name}.expected.json`);
      let raw: string;
      try {
        raw = await fs.readFile(expectedFile, 'utf8');
      } catch (error) {
        throw new EvaluationError('attendu_manquant', `${name}.txt n’a pas de ${name}.expected.json à côté de lui dans ${dir}.`, { cause: error });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch (error) {
        throw new EvaluationError('attendu_invalide', `${name}.expected.json (dans ${dir}) n’est pas du JSON valide : ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
      }
      return { name, text: await fs.readFile(path.join(dir, `${name}.txt`), 'utf8'), expected: readExpected(json, `${name}.expected.json`) };
    }),
  );
}
