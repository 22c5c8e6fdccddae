import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ObjectWriter } from '../../../publish/snapshot/object-writer.ts';
import { objectKey, sha256Hex } from '../../../publish/snapshot/snapshot-layout.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A spilled body, as the publish writes changes.json: a local file and its hash. */
function spilled(text: string): { file: string; size: number; hash: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'object-writer-'));
  dirs.push(dir);
  const file = path.join(dir, 'changes.json');
  fs.writeFileSync(file, text);
  return { file, size: Buffer.byteLength(text), hash: sha256Hex(Buffer.from(text)) };
}

describe('writing a content-addressed object from a spilled file', () => {
  it('puts the file’s bytes under its hash and counts them', async () => {
    const store = new MemoryStore();
    const body = spilled('{"format":"annonces-nc/changes@1","added":[]}\n');
    const writer = new ObjectWriter(store, new Set(), { seen: new Map() });
    await writer.ensureFile(body.hash, body.file, body.size, 'application/json');
    expect((await store.get(objectKey(body.hash)))!.toString()).toBe(fs.readFileSync(body.file, 'utf8'));
    expect([writer.objects, writer.bytes, writer.repaired]).toEqual([1, body.size, 0]);
  });

  it('leaves an object that exists with the right bytes, and rewrites one whose bytes are wrong', async () => {
    const store = new MemoryStore();
    const right = spilled('{"added":["a"]}\n');
    const wrong = spilled('{"added":["b"]}\n');
    await store.put(objectKey(right.hash), fs.readFileSync(right.file));
    await store.put(objectKey(wrong.hash), 'damaged bytes of the same length!');
    // Neither was seen intact by this publisher: both are read and checked against their hash.
    const writer = new ObjectWriter(store, new Set(), { seen: new Map() });
    await writer.ensureFile(right.hash, right.file, right.size, 'application/json');
    await writer.ensureFile(wrong.hash, wrong.file, wrong.size, 'application/json');
    expect([writer.objects, writer.repaired]).toEqual([1, 1]);
    expect(sha256Hex((await store.get(objectKey(wrong.hash)))!)).toBe(wrong.hash);
  });
});
