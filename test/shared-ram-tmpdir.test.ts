import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import setup from './shared-ram-tmpdir.ts';

describe("the suite's temporary folder set-up", () => {
  const saved = { TMPDIR: process.env.TMPDIR, choice: process.env.ANNONCES_TEST_TMPDIR };
  afterEach(() => {
    for (const [name, value] of [['TMPDIR', saved.TMPDIR], ['ANNONCES_TEST_TMPDIR', saved.choice]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('points TMPDIR at a new folder every user may write in, as /tmp is, and removes it at the end', () => {
    const before = os.tmpdir();
    const teardown = setup();
    const dir = os.tmpdir();
    expect(dir).not.toBe(before);
    expect(fs.statSync(dir).mode & 0o7777).toBe(0o1777);
    fs.writeFileSync(`${dir}/left-behind`, 'x');
    teardown?.();
    expect(os.tmpdir()).toBe(before);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('leaves TMPDIR alone when asked to keep the disk', () => {
    process.env.ANNONCES_TEST_TMPDIR = 'disk';
    const before = os.tmpdir();
    expect(setup()).toBeUndefined();
    expect(os.tmpdir()).toBe(before);
  });
});
