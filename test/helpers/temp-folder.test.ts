import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.ts';

describe('tempFolder', () => {
  let made = '';
  it('makes an empty folder under the system temporary folder, named by its prefix', () => {
    made = tempFolder('temp-folder-test-');
    fs.writeFileSync(path.join(made, 'inside.txt'), 'x');
    expect(path.dirname(made)).toBe(os.tmpdir());
    expect(path.basename(made)).toMatch(/^temp-folder-test-/);
  });

  it('removes it, with what it holds, once the test that made it has ended', () => {
    expect(made).not.toBe('');
    expect(fs.existsSync(made)).toBe(false);
  });
});
