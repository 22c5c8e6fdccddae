import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../helpers/temp-folder.ts';
import { tryLock } from '../../platform/file-lock.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

function tempLockFile(): string {
  return path.join(tempFolder('file-lock-'), 'thing.lock');
}

function runTs(script: string, args: string[]): { child: ReturnType<typeof spawn>; output: Promise<string> } {
  const child = spawn(process.execPath, [path.join(FIXTURES, script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const output = new Promise<string>((resolve) => child.once('exit', () => resolve(out)));
  return { child, output };
}

/** A fixture process spoken to by lines: its standard input, and its standard output line by line ('' once it has ended). */
function lineProcess(script: string): { send(line: string): void; nextLine(): Promise<string>; close(): Promise<void> } {
  const child = spawn(process.execPath, [path.join(FIXTURES, script)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    send: (line) => void child.stdin.write(`${line}\n`),
    nextLine: async () => {
      const next = await lines.next();
      return next.done ? '' : next.value;
    },
    close: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

describe('file lock', () => {
  it('is exclusive, names its holder, and is free again once released', async () => {
    const file = tempLockFile();
    const first = await tryLock(file);
    expect(first.acquired).toBe(true);
    const second = await tryLock(file);
    expect(second).toEqual({ acquired: false, holder: { pid: process.pid, host: os.hostname(), since: expect.any(String) } });
    if (first.acquired) first.release();
    expect(fs.existsSync(file)).toBe(false);
    const third = await tryLock(file);
    expect(third.acquired).toBe(true);
    if (third.acquired) third.release();
  });

  it('is free the moment its holder is killed, whatever the holder left on disk', async () => {
    const file = tempLockFile();
    const holder = runTs('lock-holder.ts', [file]);
    await new Promise<void>((resolve) => holder.child.stdout!.once('data', () => resolve()));
    expect((await tryLock(file)).acquired).toBe(false);
    holder.child.kill('SIGKILL');
    await holder.output;
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(holder.child.pid);
    const after = await tryLock(file);
    expect(after.acquired).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    if (after.acquired) after.release();
  });

  it('respects a holder on another host sharing the folder, rather than taking its lock', async () => {
    const file = tempLockFile();
    fs.writeFileSync(file, JSON.stringify({ pid: 1234, host: 'another-machine', since: '2026-11-01T02:00:00Z' }));
    expect(await tryLock(file)).toEqual({ acquired: false, holder: { pid: 1234, host: 'another-machine', since: '2026-11-01T02:00:00Z' } });
  });

  it('release never removes the card of a newer holder', async () => {
    const file = tempLockFile();
    const mine = await tryLock(file);
    if (!mine.acquired) throw new Error('expected the lock');
    // As if this holder had been presumed dead and another had written its card since.
    fs.writeFileSync(file, JSON.stringify({ pid: 99, host: os.hostname(), since: '2026-11-02T00:00:00Z' }));
    mine.release();
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(99);
  });

  // Four processes rush a lock left by a dead holder, over and over; inside the lock each one
  // creates a marker file exclusively, so two holders at once cannot go unnoticed. The same four
  // serve every trial: each trial starts when the four are told at once (not at a clock instant
  // far enough ahead for four fresh processes to have loaded, which the trials spent waiting).
  it('never has two holders at once when four processes race for a stale lock', async () => {
    const trials = Number(process.env.LOCK_RACE_TRIALS ?? 8);
    const contenders = [0, 1, 2, 3].map(() => lineProcess('lock-contender.ts'));
    try {
      expect(await Promise.all(contenders.map((c) => c.nextLine()))).toEqual(['READY', 'READY', 'READY', 'READY']);
      for (let trial = 0; trial < trials; trial += 1) {
        const file = tempLockFile();
        fs.writeFileSync(file, JSON.stringify({ pid: 2 ** 30, host: os.hostname(), since: '2026-01-01T00:00:00Z' }));
        const marker = `${file}.marker`;
        for (const contender of contenders) contender.send(JSON.stringify({ lockFile: file, marker, holdMs: 20 }));
        const outputs = await Promise.all(contenders.map((c) => c.nextLine()));
        expect(outputs.map((o) => o.trim()), `trial ${trial}`).toEqual(['HELD', 'HELD', 'HELD', 'HELD']);
      }
    } finally {
      await Promise.all(contenders.map((c) => c.close()));
    }
  }, 240_000);
});
