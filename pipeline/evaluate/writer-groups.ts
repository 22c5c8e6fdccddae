/**
 * The corpora's writer groups: each group is one writer's texts, so a reader measured on a group it
 * was not fitted on is measured on a writer it has not seen. A file named with a share letter and
 * a number (`a07-…`, `d12-…`) belongs to that letter's group; the other files of a directory (the
 * first corpus, `07-…`) form one group named after the directory.
 */

import path from 'node:path';
import { loadCorpus, type CorpusCase } from './load-corpus.ts';

export interface WriterGroup {
  /** The share letter (`a` … `f`), else the directory's name (`corpus`). */
  name: string;
  cases: CorpusCase[];
}

export function writerGroupOf(dir: string, caseName: string): string {
  return /^([a-z])\d/.exec(caseName)?.[1] ?? path.basename(path.resolve(dir));
}

/** Groups the texts of several corpus directories by writer, in the order first met. */
export function groupByWriter(corpora: ReadonlyArray<{ dir: string; cases: readonly CorpusCase[] }>): WriterGroup[] {
  const groups = new Map<string, CorpusCase[]>();
  for (const { dir, cases } of corpora) {
    for (const c of cases) {
      const name = writerGroupOf(dir, c.name);
      const list = groups.get(name) ?? [];
      list.push(c);
      groups.set(name, list);
    }
  }
  return [...groups.entries()].map(([name, cases]) => ({ name, cases }));
}

export async function loadWriterGroups(dirs: readonly string[]): Promise<WriterGroup[]> {
  const corpora = await Promise.all(dirs.map(async (dir) => ({ dir, cases: await loadCorpus(dir) })));
  return groupByWriter(corpora);
}
