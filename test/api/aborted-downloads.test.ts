import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs, { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { createKey } from '../../api/access/key-store.ts';
import { BULK_FILES, exportFileKey, exportIndexKey, type BulkExportIndex, type BulkFile } from '../../publish/snapshot/bulk-exports.ts';
import { publishSnapshot } from '../../publish/snapshot/publish-snapshot.ts';
import { eventually } from '../helpers/eventually.ts';
import { openDescriptorsOf } from '../helpers/open-descriptors.ts';
import { inputOf, makeCorpus } from '../publish/snapshot/snapshot-fixture.ts';
import { serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * Downloads cut by their client, a thousand of them, against the real composition (startApiServer
 * over a local store, access control with a key, the bulk export service and its local copies):
 * gone before the headers, after them, half-way through the body, on HEAD, on a 304, on a range.
 * Every file the server opened for them is closed again, so the process's descriptors come back
 * to where they were, and a garbage collection finds no file handle left open (Node 26 ends the
 * process when it does: `A FileHandle object was closed during garbage collection`).
 */

const ABORTS = 1_000;
const AT_ONCE = 50;
/** Descriptors allowed above the start once every connection is closed (the store's, the logger's). */
const SLACK = 16;
const FILE_BYTES = 2 * 1024 * 1024 + 17;

let temp: ReturnType<typeof tempStore>;
let served: ServedStore;
let key: string;
let url: string;
let file: BulkFile;
let body: Buffer;

const descriptors = () => readdirSync('/proc/self/fd').length;

function forceGc(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

beforeAll(async () => {
  temp = tempStore();
  const { snapshotId } = await publishSnapshot(temp.store, inputOf(makeCorpus(2), 'run-1'), { now: new Date('2026-11-20T02:00:00Z') });
  // The snapshot's bulk files as a build stores them (an index naming content-addressed files):
  // a large first file to be cut while it is sent, small others.
  body = randomBytes(FILE_BYTES);
  const files: BulkFile[] = BULK_FILES.map((spec, i) => {
    const bytes = i === 1 ? body : Buffer.from(`small ${spec.name}`);
    return { ...spec, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), rows: 1 };
  });
  for (const [i, f] of files.entries()) await temp.store.put(exportFileKey(f.sha256), i === 1 ? body : Buffer.from(`small ${f.name}`));
  const index: BulkExportIndex = { version: 1, snapshot: snapshotId, builtAt: '2026-11-20T03:00:00.000Z', files };
  await temp.store.put(exportIndexKey(snapshotId), JSON.stringify(index));
  file = files[1]!;
  url = `/v1/exports/${snapshotId}/${file.name}`;
  key = (await createKey({ keysFile: path.join(temp.dir, 'keys.json'), plans: DEFAULT_PLANS, plan: 'enterprise' })).key;
  served = await serveStore({ dir: temp.dir, storeDir: temp.storeDir });
});

afterAll(async () => {
  await served?.close();
  temp?.cleanup();
});

type Cut = 'before-headers' | 'after-headers' | 'mid-body' | 'head' | 'not-modified' | 'range';
const CUTS: readonly Cut[] = ['before-headers', 'after-headers', 'mid-body', 'head', 'not-modified', 'range'];

/** One request on its own connection, cut by the client as `cut` says; resolves once the socket is closed. */
async function cutDownload(cut: Cut): Promise<void> {
  const { port } = new URL(served.baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  const extra =
    cut === 'not-modified' ? `If-None-Match: "${file.sha256}"\r\n` : cut === 'range' ? 'Range: bytes=1000-\r\n' : '';
  const method = cut === 'head' ? 'HEAD' : 'GET';
  const request = `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: ${key}\r\n${extra}\r\n`;
  const closed = once(socket, 'close');
  socket.on('error', () => {});
  if (cut === 'before-headers' || cut === 'head' || cut === 'not-modified') {
    // Gone as soon as the request left: the server meets a closed socket when it answers.
    socket.write(request, () => socket.destroy());
  } else {
    let received = 0;
    const enough = cut === 'mid-body' ? 256 * 1024 : 1;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received >= enough) socket.resetAndDestroy();
    });
    socket.write(request);
  }
  await closed;
}

describe('downloads cut by their client', () => {
  it(`close every file they opened: ${ABORTS} aborts leave the descriptors where they were, and a GC finds nothing open`, async () => {
    // A whole download first: the local copy is made and checked, the key's plan loaded.
    const whole = await served.call(url, { headers: { 'x-api-key': key } });
    expect(whole.status).toBe(200);
    expect(whole.raw.equals(body)).toBe(true);
    const start = descriptors();

    for (let done = 0; done < ABORTS; done += AT_ONCE) {
      await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => cutDownload(CUTS[(done + i) % CUTS.length]!)));
    }
    // The server closes its side of each connection, and what it opened for it, once it sees the
    // client gone: wait for that, however long the machine takes.
    // None is left on the local copy every download read (the server's own, under DATA_DIR).
    const copy = path.join(temp.dir, 'cache', 'api', 'slot-0', 'exports', file.sha256);
    expect(fs.existsSync(copy)).toBe(true);
    const settled = await eventually('descriptors back near their start', 30_000, () => {
      const now = descriptors();
      return now <= start + SLACK && openDescriptorsOf(copy).length === 0 ? now : null;
    });
    expect(settled).toBeLessThanOrEqual(start + SLACK);

    forceGc();
    await new Promise((resolve) => setImmediate(resolve));
    forceGc();
    // Still alive and serving: a full download after the GC, byte for byte.
    const after = await served.call(url, { headers: { 'x-api-key': key } });
    expect(after.status).toBe(200);
    expect(after.raw.equals(body)).toBe(true);
    expect(descriptors()).toBeLessThanOrEqual(start + SLACK);
    // No request failed on the server's side: cut responses are logged as such, nothing else.
    expect(served.logs().filter((l) => typeof l.msg === 'string' && l.msg.startsWith('request failed'))).toEqual([]);
  });
});
