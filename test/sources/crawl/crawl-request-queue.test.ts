import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../platform/logger.ts';
import { crawlSource } from '../../../sources/crawl/crawl-source.ts';
import type { CrawlContext, RawDocument } from '../../../sources/source-adapter.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';
import type { QueueCount } from './queue-count-crawl.ts';

// crawlee's request queue (RequestProvider) allocates two 1,000,000-slot arrays for its
// dedup cache whatever the crawl's size (16 MB, and every full GC walks them while the
// crawler lives). A crawl keeps its requests in a manager of its own; what the queue did for
// us, fetching each URL once, must still hold.

let server: http.Server;
let base: string;
const hits = new Map<string, number>();
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<p>${url}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function context(emitted: RawDocument[]): CrawlContext {
  return {
    sourceId: 'TEST', baseUrl: base, state: null, storageDir: tempFolder('crawl-queue-'),
    politeness: { concurrency: 2, requestsPerMinute: 6000, retries: 1, timeoutSeconds: 5, userAgent: 'annonces-nc-test' },
    previousFetch: () => undefined, emit: async (doc) => void emitted.push(doc), fail: () => {}, incomplete: () => {}, unchanged: () => {},
    setState: () => {}, log: () => {}, logger: silentLogger,
  };
}

describe('a crawl’s requests', () => {
  it('are kept without a crawlee request queue and its two 1,000,000-slot arrays', async () => {
    // Counted in a worker thread of its own (queue-count-crawl.ts): the same crawl, but a heap walk
    // of crawlee and one crawl rather than of everything the test worker's earlier files left.
    const worker = new Worker(new URL('./queue-count-crawl.ts', import.meta.url), {
      workerData: { url: `${base}/queue/avis.html`, storageDir: tempFolder('crawl-queue-') },
    });
    const [count] = (await once(worker, 'message')) as [QueueCount];
    await once(worker, 'exit');
    expect(count.emitted).toBe(1);
    expect(count.during - count.before).toBe(0);
  });

  it('fetch a URL met twice once: listed twice, linked again from a fetched page, or the start page again', async () => {
    const emitted: RawDocument[] = [];
    const start = `${base}/dedup/liste.html`;
    const a = `${base}/dedup/a.html`;
    const b = `${base}/dedup/b.html`;
    const stats = await crawlSource(context(emitted), [{ url: start, label: 'liste' }, { url: start, label: 'liste' }], {
      liste: async ({ enqueue }) => {
        await enqueue([{ url: a, label: 'doc' }, { url: a, label: 'doc' }, { url: b, label: 'doc' }]);
        await enqueue([{ url: start, label: 'liste' }, { url: b, label: 'doc' }]);
      },
      doc: async ({ page, enqueue, emit }) => {
        await enqueue([{ url: a, label: 'doc' }, { url: start, label: 'liste' }]);
        await emit({ page: page.url });
      },
    });
    expect([...hits].filter(([url]) => url.startsWith('/dedup/')).sort()).toEqual([['/dedup/a.html', 1], ['/dedup/b.html', 1], ['/dedup/liste.html', 1]]);
    expect(emitted.map((doc) => doc.url).sort()).toEqual([a, b]);
    expect(stats).toEqual({ requested: 3, failed: 0 });
  });

  it('are told apart by label: the same URL under another label is another request', async () => {
    const emitted: RawDocument[] = [];
    const url = `${base}/labels/page.html`;
    await crawlSource(context(emitted), [{ url, label: 'liste' }], {
      liste: async ({ enqueue }) => enqueue([{ url, label: 'doc' }]),
      doc: async ({ emit }) => emit({}),
    });
    expect(hits.get('/labels/page.html')).toBe(2);
    expect(emitted).toHaveLength(1);
  });
});
