import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.js';
import { storeDocuments } from '../../api/document-archive.js';
import { createHttpServer } from '../../api/http-server.js';
import { startApiServer, type StartedApi } from '../../api/start-api.js';
import { archiveRaw } from '../../pipeline/run/process-document.js';
import { loadConfig } from '../../platform/config.js';
import { FsStore } from '../../publish/store/fs-store.js';
import { MemoryStore } from '../../publish/store/memory-store.js';
import type { RawDocument } from '../../sources/source-adapter.js';
import { request } from './helpers/http-request.js';
import { expectOpenApiValid } from './helpers/openapi-validator.js';
import { memoryLogger } from './helpers/memory-logger.js';

const sha = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

// A small but real-looking PDF and a Latin-1 page: bytes that a text round trip would change.
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'), Buffer.alloc(3000, 0x41), Buffer.from('\n%%EOF\n')]);
const HTML = Buffer.from('<!DOCTYPE html><html><head><meta charset="iso-8859-1"><title>Annonce légale</title></head><body><p>Société à responsabilité limitée</p><script>document.title="x"</script></body></html>', 'latin1');
const OLD_PDF = Buffer.from('%PDF-1.3\narchived before media types were kept\n%%EOF\n');
const ALTERED_ORIGINAL = Buffer.from('%PDF-1.4\nthe bytes that were fetched\n%%EOF\n');

function rawDocument(body: Buffer, contentType: string): RawDocument {
  return { source: 'LNC', url: 'https://www.lnc.nc/annonces-legales/1', contentType, body, sha256: sha(body), fetchedAt: '2026-11-20T00:00:00.000Z', meta: {} };
}

let dir: string;
let store: FsStore;
let api: StartedApi;
const log = memoryLogger();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-documents-'));
  store = new FsStore(path.join(dir, 'store'));
  // Archived the way a run archives them.
  await archiveRaw(store, rawDocument(PDF, 'application/pdf'));
  await archiveRaw(store, rawDocument(HTML, 'text/html; charset=iso-8859-1'));
  // Archived before the media type was kept: the bytes only.
  await store.put(`raw/${sha(OLD_PDF)}`, OLD_PDF);
  // Bytes replaced in the store after archiving (disk fault, hand edit).
  await store.put(`raw/${sha(ALTERED_ORIGINAL)}`, Buffer.from('%PDF-1.4\nsomething else\n%%EOF\n'));
  const config = loadConfig({
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    PORT: '0',
    KEYS_FILE: path.join(dir, 'keys.json'),
    REDIS_URL: '',
    PAGES_LIMIT_PER_HOUR: '30',
    ANONYMOUS_LIMIT_PER_HOUR: '1000',
  });
  api = await startApiServer({ config, store, logger: log.logger });
});

afterAll(async () => {
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await request(api.url, target, { method, headers });
  expectOpenApiValid(method, target, response);
  return response;
}

describe('GET /v1/documents/{sha256}', () => {
  it('serves the exact archived bytes with their media type, uncompressed, immutable, tagged with the hash', async () => {
    const res = await get(`/v1/documents/${sha(PDF)}`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.raw.equals(PDF)).toBe(true);
    expect(sha(res.raw)).toBe(sha(PDF));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers.etag).toBe(`"${sha(PDF)}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${sha(PDF)}.pdf"`);

    const page = await get(`/v1/documents/${sha(HTML)}`);
    expect(page.status).toBe(200);
    expect(page.raw.equals(HTML)).toBe(true);
    expect(page.headers['content-type']).toBe('text/html; charset=iso-8859-1');
    // A third-party page never runs its scripts as our origin.
    expect(page.headers['content-security-policy']).toMatch(/^sandbox;/);
  });

  it('answers HEAD with the headers and no body, and 304 to the hash in If-None-Match', async () => {
    const head = await get(`/v1/documents/${sha(PDF)}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(PDF.length));
    expect(head.headers.etag).toBe(`"${sha(PDF)}"`);

    const again = await get(`/v1/documents/${sha(PDF)}`, { 'if-none-match': `"${sha(PDF)}"` });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it('guesses the media type of a document archived before types were kept', async () => {
    const res = await get(`/v1/documents/${sha(OLD_PDF)}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.raw.equals(OLD_PDF)).toBe(true);
  });

  it('answers 404 problem+json to an unknown or malformed hash', async () => {
    for (const target of [`/v1/documents/${sha('never archived')}`, `/v1/documents/${sha(PDF).toUpperCase()}`, '/v1/documents/abc', `/v1/documents/${sha(PDF)}.pdf`]) {
      const res = await get(target);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toBe('application/problem+json');
      expect(res.json.code, target).toBe('document_not_found');
    }
  });

  it('never serves bytes that do not hash to the address: 500 document_corrupt, logged', async () => {
    const res = await get(`/v1/documents/${sha(ALTERED_ORIGINAL)}`);
    expect(res.status).toBe(500);
    expect(res.json.code).toBe('document_corrupt');
    expect(res.text).not.toContain('something else');
    expect(res.headers['cache-control']).toBe('no-store');
    const line = log.lines.map((l) => JSON.parse(l) as { msg: string; err?: { message: string } }).find((l) => l.msg.includes('document_corrupt'));
    expect(line?.err?.message).toContain(sha(ALTERED_ORIGINAL));
  });

  it('charges clients without a key to the pages’ hourly budget, not the anonymous API hour', async () => {
    // PAGES_LIMIT_PER_HOUR is 30 here, ANONYMOUS_LIMIT_PER_HOUR 1000.
    const remaining = async (target: string) => {
      const res = await request(api.url, target);
      return { limit: res.headers['x-ratelimit-limit'], left: Number(res.headers['x-ratelimit-remaining']), res };
    };
    const doc1 = await remaining(`/v1/documents/${sha(HTML)}`);
    const api1 = await remaining('/v1/snapshots');
    const doc2 = await remaining(`/v1/documents/${sha(HTML)}`);
    const api2 = await remaining('/v1/snapshots');
    expect([doc1.limit, api1.limit]).toEqual(['30', '1000']);
    expect([doc1.left - doc2.left, api1.left - api2.left]).toEqual([1, 1]);
    let last = doc2;
    for (let i = 0; i <= 30 && last.res.status !== 429; i += 1) last = await remaining(`/v1/documents/${sha(HTML)}`);
    expect(last.res.status).toBe(429);
    expect(last.res.json.code).toBe('rate_limited');
  });
});

describe('the size limit', () => {
  it('refuses a document above the limit with 403 document_too_large, without reading it', async () => {
    const reads: string[] = [];
    const counting = new (class extends FsStore {
      override get(key: string) {
        reads.push(key);
        return super.get(key);
      }
    })(path.join(dir, 'store'));
    const app = createApp({ snapshots: { current: null }, documents: storeDocuments(counting, { maxBytes: 1024 }) });
    const http = createHttpServer(app);
    await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`;
      const big = await request(base, `/v1/documents/${sha(PDF)}`);
      expect(big.status).toBe(403);
      expect(big.json.code).toBe('document_too_large');
      expect(big.json.detail).toContain(String(PDF.length));
      expect(reads).toEqual([]);
      const small = await request(base, `/v1/documents/${sha(OLD_PDF)}`);
      expect(small.status).toBe(200);
    } finally {
      await http.shutdown(1000);
    }
  });
});

describe('memory bound', () => {
  it('holds at most readsAtOnce archived bodies at a time, the other reads waiting their turn', async () => {
    const bodies = Array.from({ length: 5 }, (_, i) => Buffer.from(`%PDF-1.4\ndocument ${i}\n%%EOF\n`));
    let reading = 0;
    let most = 0;
    const waiting: Array<() => void> = [];
    // A store whose raw reads stay open until the test lets them finish, counting those open.
    const store = new (class extends MemoryStore {
      override async get(key: string) {
        if (!key.startsWith('raw/')) return super.get(key);
        reading += 1;
        most = Math.max(most, reading);
        await new Promise<void>((resolve) => waiting.push(resolve));
        reading -= 1;
        return super.get(key);
      }
    })();
    for (const body of bodies) await store.put(`raw/${sha(body)}`, body);
    const documents = storeDocuments(store, { readsAtOnce: 2 });
    const reads = bodies.map((body) => documents.read(sha(body)));
    // Let the reads through one at a time, whenever one is waiting, until all are done.
    let done = false;
    const all = Promise.all(reads).finally(() => (done = true));
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      waiting.shift()?.();
    }
    const found = await all;
    expect(most).toBe(2);
    expect(found.map((d) => d?.body)).toEqual(bodies);
    expect(found.map((d) => d?.mediaType)).toEqual(Array(5).fill('application/pdf'));
  });
});
