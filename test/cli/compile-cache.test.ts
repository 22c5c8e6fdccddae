import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './cli-process.ts';

// Every command keeps what Node compiled, type stripping's output included, in Node's compile
// cache (cli/require-node.mjs), so that a start after the first skips loading the stripper and
// compiling again. Where it goes is the user's temporary folder unless NODE_COMPILE_CACHE says.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `npm run keys -- --help` as its script runs it, with this environment only (no NODE_COMPILE_CACHE inherited). */
async function keysHelp(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.keys!;
  const child = spawn('sh', ['-c', `${script} --help`], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stdout, stderr };
}

/** The files under `dir`, recursively. */
const filesUnder = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

describe('the compile cache of the commands', () => {
  it('is written in the temporary folder by default, and the command prints nothing else', async () => {
    const tmpdir = path.join(tmp, 'default');
    fs.mkdirSync(tmpdir);
    const result = await keysHelp({ TMPDIR: tmpdir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Utilisation : keys');
    expect(filesUnder(path.join(tmpdir, 'node-compile-cache')).length).toBeGreaterThan(0);
  });

  it('goes where NODE_COMPILE_CACHE says, and nowhere with NODE_DISABLE_COMPILE_CACHE=1', async () => {
    const chosen = path.join(tmp, 'chosen');
    const tmpdir = path.join(tmp, 'unused');
    fs.mkdirSync(tmpdir);
    expect((await keysHelp({ TMPDIR: tmpdir, NODE_COMPILE_CACHE: chosen })).code).toBe(0);
    expect(filesUnder(chosen).length).toBeGreaterThan(0);
    expect(filesUnder(tmpdir)).toEqual([]);
    const off = await keysHelp({ TMPDIR: tmpdir, NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(off.code, off.stderr).toBe(0);
    expect(off.stderr).toBe('');
    expect(filesUnder(tmpdir)).toEqual([]);
  });
});
