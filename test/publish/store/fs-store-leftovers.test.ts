import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FsStore } from '../../../publish/store/fs-store.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

const DEAD_PID = 2 ** 30;

function tempFile(root: string, name: string, ageMs: number): string {
  const file = path.join(root, '.tmp', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'half a body');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return file;
}

describe('fs store temp files left by killed writers', () => {
  it('are swept by the next writer; fresh ones and live writers\' ones are left alone', async () => {
    const root = tempFolder('fs-leftovers-');
    const orphan = tempFile(root, `${DEAD_PID}-aaaa.tmp`, 5 * 60_000);
    const unnamed = tempFile(root, 'bbbb.tmp', 5 * 60_000);
    const inFlight = tempFile(root, `${DEAD_PID}-cccc.tmp`, 1_000);
    const live = tempFile(root, `${process.pid}-dddd.tmp`, 5 * 60_000);
    const abandoned = tempFile(root, `${process.pid}-eeee.tmp`, 25 * 3600_000);

    await new FsStore(root).put('objects/ab/cd', 'body');

    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(unnamed)).toBe(false);
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(inFlight)).toBe(true);
    expect(fs.existsSync(live)).toBe(true);
    expect(fs.readdirSync(path.join(root, '.tmp')).sort()).toEqual([`${DEAD_PID}-cccc.tmp`, `${process.pid}-dddd.tmp`].sort());
  });
});
