import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import setup, { keptFolderName } from '../shared-scan-cache.ts';

// vitest's global set-up (vitest.config.ts): one folder of the offline copies' rendered files,
// kept from one run to the next, named after the code that draws them. Each test works in a
// temporary folder of its own (TMPDIR), never in the folder this run's files use.
const before = { scans: process.env.SCAN_CACHE_DIR, tmpdir: process.env.TMPDIR };
let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-scan-cache-test-'));
  process.env.TMPDIR = tmp;
  delete process.env.SCAN_CACHE_DIR;
});
afterEach(() => {
  // The run's own folder and temporary folder stay what the global set-up made them, for the files after this one.
  for (const [name, value] of [['SCAN_CACHE_DIR', before.scans], ['TMPDIR', before.tmpdir]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A checkout reduced to what the folder's name is made of. */
function fakeCheckout(): string {
  const root = path.join(tmp, 'checkout');
  fs.mkdirSync(path.join(root, 'simulator', 'scans'), { recursive: true });
  fs.writeFileSync(path.join(root, 'simulator', 'scans', 'degrade.ts'), 'export const noise = 1;\n');
  fs.writeFileSync(path.join(root, 'simulator', 'README.md'), '# The simulator\n');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"packages":{"node_modules/pdf-lib":{"version":"1.17.1"}}}\n');
  return root;
}

describe('the shared folder of rendered scans', () => {
  it('is a folder of the machine’s temporary folder, named in SCAN_CACHE_DIR, kept after the run and found again by the next', () => {
    expect(setup()).toBeUndefined();
    const dir = process.env.SCAN_CACHE_DIR!;
    expect(path.dirname(dir)).toBe(tmp);
    expect(path.basename(dir)).toMatch(/^annonces-nc-test-scans-[0-9a-f]{16}$/);
    fs.writeFileSync(path.join(dir, 'entry.pdf'), 'kept');

    delete process.env.SCAN_CACHE_DIR;
    setup();
    expect(process.env.SCAN_CACHE_DIR).toBe(dir);
    expect(fs.readFileSync(path.join(dir, 'entry.pdf'), 'utf8')).toBe('kept');
  });

  it('is another folder once the simulator’s code or the libraries change, not when its documentation does', () => {
    const root = fakeCheckout();
    const first = keptFolderName(root);
    expect(keptFolderName(root)).toBe(first);
    fs.appendFileSync(path.join(root, 'simulator', 'README.md'), 'More words.\n');
    expect(keptFolderName(root)).toBe(first);

    fs.writeFileSync(path.join(root, 'simulator', 'scans', 'degrade.ts'), 'export const noise = 2;\n');
    const afterEdit = keptFolderName(root);
    expect(afterEdit).not.toBe(first);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"packages":{"node_modules/pdf-lib":{"version":"1.17.2"}}}\n');
    expect(keptFolderName(root)).not.toBe(afterEdit);
  });

  it('removes the kept folders no run has used for two days, and keeps the others', () => {
    const day = 24 * 60 * 60 * 1000;
    const aged = (name: string, ageMs: number) => {
      const dir = path.join(tmp, name);
      fs.mkdirSync(dir);
      const then = new Date(Date.now() - ageMs);
      fs.utimesSync(dir, then, then);
      return dir;
    };
    const stale = aged('annonces-nc-test-scans-0000000000000000', 3 * day);
    const recent = aged('annonces-nc-test-scans-1111111111111111', 1 * day);
    const unrelated = aged('annonces-nc-test-ocr-old', 3 * day);
    setup();
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    expect(fs.existsSync(unrelated)).toBe(true);
    expect(fs.existsSync(process.env.SCAN_CACHE_DIR!)).toBe(true);
  });

  it('leaves a folder the developer set as it is', () => {
    process.env.SCAN_CACHE_DIR = '/somewhere/kept';
    expect(setup()).toBeUndefined();
    expect(process.env.SCAN_CACHE_DIR).toBe('/somewhere/kept');
    expect(fs.readdirSync(tmp)).toEqual([]);
  });
});
