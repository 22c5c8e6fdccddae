import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreApp } from './helpers/core-app.ts';
import { storeDocuments } from '../../api/document-archive.ts';
import { createHttpServer } from '../../api/http-server.ts';
import { coreModule } from '../../api/core-module.ts';
import { startApiServer, type StartedApi } from '../../api/start-api.ts';
import { archiveRaw } from '../../pipeline/run/process-document.ts';
import { loadConfig } from '../../platform/config.ts';
import { FsStore } from '../../publish/store/fs-store.ts';
import type { RawDocument } from '../../sources/source-adapter.ts';
import { eventually } from '../helpers/eventually.ts';
import { request } from './helpers/http-request.ts';
import { expectOpenApiValid } from './helpers/openapi-validator.ts';
import { memoryLogger } from './helpers/memory-logger.ts';

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
  api = await startApiServer({ config, store, logger: log.logger, modules: [coreModule] });
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

/** A local store that counts the reads of archived bodies, whole or streamed. */
class CountingStore extends FsStore {
  readonly reads: string[] = [];
  override get(key: string) {
    if (key.startsWith('raw/')) this.reads.push(key);
    return super.get(key);
  }
  override getStream(key: string) {
    if (key.startsWith('raw/')) this.reads.push(key);
    return super.getStream(key);
  }
}

/** The app with a documents archive over `store` and the real HTTP server on 127.0.0.1. */
async function documentsServer(store: FsStore, options: { maxBytes?: number; inFlightBytes?: number; sendTimeoutSeconds?: number } = {}) {
  const cacheDir = fs.mkdtempSync(path.join(dir, 'copies-'));
  const verified: string[] = [];
  const documents = storeDocuments(store, {
    cacheDir,
    cacheBytes: 256 * 1024 * 1024,
    inFlightBytes: options.inFlightBytes ?? 128 * 1024 * 1024,
    onVerify: (key) => verified.push(key),
    ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
  });
  const app = coreApp({ snapshots: { current: null }, documents, settings: { sendTimeoutSeconds: options.sendTimeoutSeconds ?? 600 } });
  const logs = memoryLogger();
  const http = createHttpServer(app, { logger: logs.logger });
  const cut = () => logs.lines.map((l) => JSON.parse(l) as { msg: string; outcome?: string }).filter((l) => l.msg === 'response body cut before its end');
  await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
  const port = (http.server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, port, documents, verified, cacheDir, cut, close: () => http.shutdown(1000) };
}

describe('the size limit', () => {
  it('refuses a document above the limit with 422 document_too_large, without reading it', async () => {
    const counting = new CountingStore(path.join(dir, 'store'));
    const server = await documentsServer(counting, { maxBytes: 1024 });
    try {
      const big = await request(server.base, `/v1/documents/${sha(PDF)}`);
      // The request is fine; the document is more than the server will send (RFC 9110 §15.5.21).
      expect(big.status).toBe(422);
      expect(big.headers['content-type']).toBe('application/problem+json');
      expect(big.json.code).toBe('document_too_large');
      expect(big.json.detail).toContain(String(PDF.length));
      expect(counting.reads).toEqual([]);
      const small = await request(server.base, `/v1/documents/${sha(OLD_PDF)}`);
      expect(small.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** A request on its own connection whose reader takes the first bytes and then stops, until `resume`. */
function slowReader(port: number, target: string) {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let received = 0;
  let resumed = false;
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    received += chunk.length;
    // A reader whose first bytes come only after `resume` reads on.
    if (chunks.length === 1 && !resumed) socket.pause();
  });
  const closed = once(socket, 'close');
  socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  return {
    get received() {
      return received;
    },
    resume: () => {
      resumed = true;
      socket.resume();
    },
    /** The body once the server has closed the connection. */
    async body(): Promise<Buffer> {
      await closed;
      const all = Buffer.concat(chunks);
      return all.subarray(all.indexOf('\r\n\r\n') + 4);
    },
    closed,
  };
}

describe('archived documents under load', () => {
  // Larger than a loopback connection buffers (about 4 MiB): a reader that stops holds the server up.
  const LARGE = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(8 * 1024 * 1024)]);
  let store: CountingStore;

  beforeAll(async () => {
    store = new CountingStore(path.join(dir, 'store'));
    await archiveRaw(store, rawDocument(LARGE, 'application/pdf'));
  });

  it('reads and hashes a document once: later requests stream the checked copy from disk', async () => {
    store.reads.length = 0;
    const server = await documentsServer(store);
    try {
      for (let i = 0; i < 3; i++) {
        const res = await request(server.base, `/v1/documents/${sha(LARGE)}`);
        expect(res.status).toBe(200);
        expect(res.headers['content-length']).toBe(String(LARGE.length));
        expect(sha(res.raw)).toBe(sha(LARGE));
      }
      expect(store.reads).toEqual([`raw/${sha(LARGE)}`]);
      expect(server.verified).toEqual([`raw/${sha(LARGE)}`]);
      // The copy changed on disk since it was checked: never served, fetched and checked again.
      const copy = path.join(server.cacheDir, sha(LARGE));
      const altered = fs.readFileSync(copy);
      altered[100] = altered[100]! ^ 0xff;
      fs.writeFileSync(copy, altered);
      const again = await request(server.base, `/v1/documents/${sha(LARGE)}`);
      expect(sha(again.raw)).toBe(sha(LARGE));
      expect(server.verified).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('holds at most DOCUMENTS_IN_FLIGHT bytes for many slow readers, which all finish once they read', async () => {
    const budget = 512 * 1024;
    const server = await documentsServer(store, { inFlightBytes: budget });
    try {
      const readers = Array.from({ length: 12 }, () => slowReader(server.port, `/v1/documents/${sha(LARGE)}`));
      // Stopped readers fill their connections, then hold the chunks they were given: the
      // budget is spent and the other responses wait their turn rather than read more.
      await eventually('responses waiting for the budget', 60_000, () => (server.documents.budget.waiting > 0 ? true : null));
      expect(server.documents.budget.inFlight).toBeLessThanOrEqual(budget);
      for (const reader of readers) reader.resume();
      for (const reader of readers) expect(sha(await reader.body())).toBe(sha(LARGE));
      expect(server.documents.budget.peak).toBeLessThanOrEqual(budget);
      expect(server.documents.budget.inFlight).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('cuts readers that stop reading after the send timeout, and takes back what they held', async () => {
    const server = await documentsServer(store, { inFlightBytes: 512 * 1024, sendTimeoutSeconds: 1 });
    try {
      const readers = Array.from({ length: 6 }, () => slowReader(server.port, `/v1/documents/${sha(LARGE)}`));
      await eventually('every response cut', 60_000, () => (server.cut().length === readers.length ? true : null));
      expect(server.cut().map((l) => l.outcome)).toEqual(Array(readers.length).fill('stalled'));
      expect(server.documents.budget.inFlight).toBe(0);
      expect(server.documents.budget.waiting).toBe(0);
      // Reading again, each finds its connection closed short of the document.
      for (const reader of readers) reader.resume();
      for (const reader of readers) expect((await reader.body()).length).toBeLessThan(LARGE.length);
      // And the route serves on.
      const res = await request(server.base, `/v1/documents/${sha(LARGE)}`);
      expect(sha(res.raw)).toBe(sha(LARGE));
    } finally {
      await server.close();
    }
  });
});

/** A store whose document reads wait until the test lets them go, counting how many wait at once. */
class HeldStore extends FsStore {
  open = 0;
  most = 0;
  readonly #held: Array<() => void> = [];
  override async getStream(key: string) {
    if (key.startsWith('raw/')) {
      this.open += 1;
      this.most = Math.max(this.most, this.open);
      if (this.#holding) await new Promise<void>((resolve) => this.#held.push(resolve));
      this.open -= 1;
    }
    return super.getStream(key);
  }
  #holding = true;
  waiting(): number {
    return this.#held.length;
  }
  /** Lets the held reads go, and the next ones through at once. */
  releaseAll(): void {
    this.#holding = false;
    for (const release of this.#held.splice(0)) release();
  }
}

describe('fetches from the store', () => {
  it('fetches at most fetchesAtOnce documents at once; the others wait their turn and are all served', async () => {
    const held = new HeldStore(path.join(dir, 'store'));
    const documents = storeDocuments(held, { cacheDir: fs.mkdtempSync(path.join(dir, 'held-')), cacheBytes: 1 << 24, inFlightBytes: 1 << 24, fetchesAtOnce: 2 });
    const reads = [PDF, HTML, OLD_PDF].map((body) => documents.read(sha(body)));
    await eventually('two reads held by the store', 30_000, () => (held.waiting() === 2 ? true : null));
    // The third waits in the queue, not in the store.
    expect(held.open).toBe(2);
    held.releaseAll();
    const served = await Promise.all(reads);
    expect(served.map((d) => d?.size)).toEqual([PDF.length, HTML.length, OLD_PDF.length]);
    for (const d of served) d?.stream.destroy();
    expect(held.most).toBe(2);
  });
});
