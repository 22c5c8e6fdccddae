import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { missingProgramsReason, skipReasonUnlessCi } from './required-programs.ts';

describe('suites that need a program', () => {
  const absent = path.join('/nonexistent', 'sbin', 'nginx');

  it('run when every program is there', () => {
    expect(missingProgramsReason([process.execPath], 'apt-get install nodejs', {})).toBeNull();
  });

  it('skip locally, naming what is missing and how to install it, and say so on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(missingProgramsReason([process.execPath, absent], 'apt-get install nginx wrk', {})).toBe(`${absent} missing (apt-get install nginx wrk)`);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`SKIPPED: ${absent} missing`));
    } finally {
      warn.mockRestore();
    }
  });

  it('fail under CI, where nothing may skip', () => {
    expect(() => missingProgramsReason([absent], 'apt-get install nginx wrk', { CI: 'true' })).toThrow(`${absent} missing (apt-get install nginx wrk): required under CI`);
    expect(() => skipReasonUnlessCi('redis-server is not installed', { CI: 'true' })).toThrow('required under CI');
    expect(skipReasonUnlessCi(null, { CI: 'true' })).toBeNull();
  });

  it('do not count a folder as a program', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(missingProgramsReason([path.dirname(process.execPath)], 'x', {})).toContain('missing');
    } finally {
      warn.mockRestore();
    }
  });
});
