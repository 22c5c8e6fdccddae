/**
 * The corpora's writer groups: each group is one writer's texts, so a reader measured on a group it
 * was not fitted on is measured on a writer it has not seen. A directory whose files carry several
 * share letters (`a07-…`, `b12-…`: the shares of corpus2 and corpus3, one writer each) is grouped
 * by letter, its files without a letter forming one group named after the directory; any other
 * directory is one group named after it, whatever its files' names (`07-…` in the first corpus,
 * `s01-…` in the held-out `styles` and `scans` alike: a letter reused by another folder is not
 * the same writer).
 */

import path from 'node:path';
import { loadCorpus, type CorpusCase } from './load-corpus.ts';

export interface WriterGroup {
  /** The share letter (`a` … `f`), else the directory's name (`corpus`, `styles`). */
  name: string;
  cases: CorpusCase[];
}

const shareLetter = (caseName: string): string | undefined => /^([a-z])\d/.exec(caseName)?.[1];

/** Each text's group within one directory, in the texts' order. */
export function writerGroupsOf(dir: string, caseNames: readonly string[]): string[] {
  const directory = path.basename(path.resolve(dir));
  const letters = new Set(caseNames.map(shareLetter).filter((l) => l !== undefined));
  if (letters.size < 2) return caseNames.map(() => directory);
  return caseNames.map((name) => shareLetter(name) ?? directory);
}

/** Groups the texts of several corpus directories by writer, in the order first met. */
export function groupByWriter(corpora: ReadonlyArray<{ dir: string; cases: readonly CorpusCase[] }>): WriterGroup[] {
  const groups = new Map<string, CorpusCase[]>();
  for (const { dir, cases } of corpora) {
    const names = writerGroupsOf(
      dir,
      cases.map((c) => c.name),
    );
    cases.forEach((c, i) => {
      const list = groups.get(names[i]!) ?? [];
      list.push(c);
      groups.set(names[i]!, list);
    });
  }
  return [...groups.entries()].map(([name, cases]) => ({ name, cases }));
}

export async function loadWriterGroups(dirs: readonly string[]): Promise<WriterGroup[]> {
  const corpora = await Promise.all(dirs.map(async (dir) => ({ dir, cases: await loadCorpus(dir) })));
  return groupByWriter(corpora);
}
