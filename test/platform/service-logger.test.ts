import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../helpers/temp-folder.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'log-then-stop.ts');

/** Runs the fixture with its stdout going to a file, as `npm run serve > api.log` does; the file's lines once it has exited. */
async function linesWritten(how: 'exit' | 'throw', lines: number): Promise<{ code: number | null; lines: string[] }> {
  const dir = tempFolder('service-logger-');
  const file = path.join(dir, 'api.log');
  const fd = fs.openSync(file, 'w');
  try {
    const child = spawn(process.execPath, [FIXTURE, how, String(lines)], { stdio: ['ignore', fd, 'pipe'] });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    return { code, lines: fs.readFileSync(file, 'utf8').split('\n').filter((line) => line !== '') };
  } finally {
    fs.closeSync(fd);
  }
}

describe('the API process logger (asynchronous writes)', () => {
  it('writes the lines of a quiet server without waiting for a full block', async () => {
    const dir = tempFolder('service-logger-');
    const file = path.join(dir, 'api.log');
    const fd = fs.openSync(file, 'w');
    const child = spawn(process.execPath, [FIXTURE, 'hold', '1'], { stdio: ['ignore', fd, 'pipe'] });
    try {
      // Two short lines, far below the block size: only the periodic flush writes them.
      const deadline = Date.now() + 15_000;
      let lines: string[] = [];
      while (lines.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        lines = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
      }
      expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['request', 'stopped']);
    } finally {
      child.kill('SIGKILL');
      fs.closeSync(fd);
    }
  });

  it('has every line logged just before a graceful shutdown in the file', async () => {
    const written = await linesWritten('exit', 2000);
    expect(written.code).toBe(0);
    expect(written.lines).toHaveLength(2001);
    expect(JSON.parse(written.lines.at(-1)!).msg).toBe('stopped');
    expect(written.lines.map((line) => JSON.parse(line).i as number | undefined).slice(0, 2000)).toEqual([...Array(2000).keys()]);
  });

  it('has every line logged before a fatal error in the file', async () => {
    const written = await linesWritten('throw', 2000);
    expect(written.code).toBe(1);
    expect(written.lines).toHaveLength(2001);
    expect(JSON.parse(written.lines.at(-1)!).msg).toBe('stopped');
  });
});
