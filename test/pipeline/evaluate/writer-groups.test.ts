import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupByWriter, loadWriterGroups, writerGroupsOf } from '../../../pipeline/evaluate/writer-groups.ts';

const expected = { type: 'creation', ridet: '1000001001', rid: '1000001', date: '2026-03-01', denomination: 'ALPHA', forme_juridique: 'SARL', dirigeants: [] };

/** A corpus folder of made-up texts, each with an expected file, named as given. */
function corpusFolder(root: string, folder: string, names: readonly string[]): string {
  const dir = path.join(root, folder);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of names) {
    fs.writeFileSync(path.join(dir, `${name}.txt`), `Texte ${name}`);
    fs.writeFileSync(path.join(dir, `${name}.expected.json`), JSON.stringify(expected));
  }
  return dir;
}

describe('writer groups of labelled folders', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-groups-'));
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('splits a folder whose files carry several share letters by letter, and keeps a folder of one letter whole under its own name', async () => {
    const shares = corpusFolder(root, 'partages', ['a01-un', 'a02-deux', 'b01-trois', 'c01-quatre']);
    // One letter only, and the same letter as a share of the other folder: another writer all the same.
    const oneWriter = corpusFolder(root, 'affiches', ['a01-cinq', 'a02-six']);
    const groups = await loadWriterGroups([shares, oneWriter]);
    expect(groups.map((g) => [g.name, g.cases.map((c) => c.name)])).toEqual([
      ['a', ['a01-un', 'a02-deux']],
      ['b', ['b01-trois']],
      ['c', ['c01-quatre']],
      ['affiches', ['a01-cinq', 'a02-six']],
    ]);
  });

  it('keeps two folders that reuse one letter apart, each under its own name', async () => {
    const first = corpusFolder(root, 'gazettes', ['g01-un', 'g02-deux']);
    const second = corpusFolder(root, 'greffes', ['g01-trois']);
    const groups = await loadWriterGroups([first, second]);
    expect(groups.map((g) => [g.name, g.cases.length])).toEqual([
      ['gazettes', 2],
      ['greffes', 1],
    ]);
  });

  it('names a folder without share letters after the folder, and gives a shared folder’s unlettered files to the folder', () => {
    expect(writerGroupsOf('/corpora/corpus', ['01-x', '02-y'])).toEqual(['corpus', 'corpus']);
    expect(writerGroupsOf('/corpora/melange', ['a01-x', 'b01-y', 'notes-z'])).toEqual(['a', 'b', 'melange']);
    expect(writerGroupsOf('/corpora/corpus3/', ['d01-x'])).toEqual(['corpus3']);
  });

  it('joins the same letter met in two folders of several letters into one writer, as the shares were numbered', () => {
    const cases = (names: string[]) => names.map((name) => ({ name, text: name, expected: [] }));
    const groups = groupByWriter([
      { dir: '/c/x', cases: cases(['a01-p', 'b01-q']) },
      { dir: '/c/y', cases: cases(['a02-r', 'c01-s']) },
    ]);
    expect(groups.map((g) => [g.name, g.cases.map((c) => c.name)])).toEqual([
      ['a', ['a01-p', 'a02-r']],
      ['b', ['b01-q']],
      ['c', ['c01-s']],
    ]);
  });
});
