import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { streamToFile } from '../../platform/stream-to-file.ts';
import { openDescriptorsOf } from '../helpers/open-descriptors.ts';
import { fileSystemSettled } from '../helpers/settled-io.ts';

let dir = '';
afterEach(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true });
});

async function* chunks(texts: string[], failAfter?: number): AsyncGenerator<string> {
  for (const [index, text] of texts.entries()) {
    if (index === failAfter) throw new Error('source failed');
    yield text;
  }
}

describe('streamToFile', () => {
  it('writes the chunks in order', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stream-to-file-'));
    const file = path.join(dir, 'out.txt');
    await streamToFile(file, chunks(['a', 'é', 'c\n']));
    expect(await readFile(file, 'utf8')).toBe('aéc\n');
  });

  it('rejects with the chunks\' error only once the file is closed', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stream-to-file-'));
    const file = path.join(dir, 'out.txt');
    await expect(streamToFile(file, chunks(['a', 'b', 'c'], 2))).rejects.toThrow('source failed');
    expect(openDescriptorsOf(file)).toEqual([]);
  });

  it('rejects once, with nothing left to surface later, when the file cannot be opened either', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stream-to-file-'));
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      await mkdir(path.join(dir, 'a-folder'));
      await expect(streamToFile(path.join(dir, 'a-folder'), chunks(['a'], 0))).rejects.toThrow();
      await fileSystemSettled();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
