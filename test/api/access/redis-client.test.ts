import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * In a fresh node with V8's natives syntax: whether String.prototype still has fast properties
 * after importing `modules` (and running `then`). ioredis's `class VerbatimString extends String`
 * turns it into a dictionary, after which V8 looks up every string method generically.
 */
async function stringPrototypeFastAfter(modules: string[], then = ''): Promise<boolean> {
  const imports = modules.map((m) => `await import(${JSON.stringify(m)});`).join(' ');
  const script = `${imports} ${then} console.log(%HasFastProperties(String.prototype) ? 'fast' : 'dictionary');`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], { cwd: root });
  return stdout.trim() === 'fast';
}

describe('the Redis client is loaded only when REDIS_URL is set', () => {
  it('importing the API and its access control leaves String.prototype with fast properties', async () => {
    expect(await stringPrototypeFastAfter(['./api/start-api.ts', './api/access/access-control.ts'])).toBe(true);
  }, 60_000);

  it('the probe tells: importing ioredis itself makes String.prototype a dictionary', async () => {
    expect(await stringPrototypeFastAfter(['ioredis'])).toBe(false);
  }, 60_000);
});
