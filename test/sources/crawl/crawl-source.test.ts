import { silentLogger } from '../../../platform/logger.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, crawlSource, retryAfterMs, type CrawlHandler, type CrawlHandlers, type CrawlRequest, type CrawlTiming } from '../../../sources/crawl/crawl-source.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';
import { CrawlRequestDataError, SourceLayoutError } from '../../../sources/crawl/crawl-errors.ts';
import { readRequestData } from '../../../sources/crawl/request-data.ts';
import { z } from 'zod';
import type { CrawlContext, PreviousFetch, RawDocument } from '../../../sources/source-adapter.ts';

let server: http.Server;
let base: string;
const hits = new Map<string, number>();
const headersSeen = new Map<string, http.IncomingHttpHeaders>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    headersSeen.set(url, req.headers);
    if (url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<ul><li><a href="/doc.pdf">PDF</a></li><li><a href="/flaky.html">flaky</a></li><li><a href="/latin.html">latin</a></li><li><a href="/gone.html">gone</a></li><li><a href="/old.html">old</a></li></ul>');
    } else if (url === '/doc.pdf') {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304);
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/pdf', etag: '"v1"' });
      res.end(Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xe9]));
    } else if (url === '/flaky.html') {
      // Fails once, then recovers: the crawler must retry.
      if (hits.get(url) === 1) {
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('boom');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<p>Société récupérée</p>');
    } else if (url === '/latin.html') {
      // Mislabelled: declares UTF-8, sends Windows-1252 bytes.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(iconv.encode('<p>Nouméa, siège social</p>', 'windows-1252'));
    } else if (url.startsWith('/throttled-')) {
      // Throttles the first request with the Retry-After the query names, then answers.
      if (hits.get(url) === 1) {
        res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': decodeURIComponent(url.split('?after=')[1] ?? '') });
        res.end('slow down');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>enfin</p>');
    } else if (url === '/layout.html' || url === '/request-data.html' || url === '/headers.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>une page refaite</p>');
    } else if (url === '/old.html') {
      res.writeHead(301, { location: '/new.html' });
      res.end();
    } else if (url === '/new.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>déménagé</p>');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function context(previous: Map<string, PreviousFetch> = new Map()) {
  const emitted: RawDocument[] = [];
  const failed: string[] = [];
  const unchanged: string[] = [];
  const ctx: CrawlContext = {
    sourceId: 'TEST',
    baseUrl: base,
    politeness: { concurrency: 2, requestsPerMinute: 6000, retries: 2, timeoutSeconds: 5, userAgent: 'annonces-nc-test' },
    state: null,
    storageDir: tempFolder('crawl-'),
    previousFetch: (url) => previous.get(url),
    emit: async (doc) => {
      emitted.push(doc);
    },
    fail: (url) => failed.push(url),
    incomplete: (url) => failed.push(url),
    unchanged: (url) => unchanged.push(url),
    setState: () => {},
    log: () => {},
    logger: silentLogger,
  };
  return { ctx, emitted, failed, unchanged };
}

async function crawlAll(ctx: CrawlContext) {
  return crawlSource(ctx, [{ url: `${base}/index.html`, label: 'index' }], {
    index: async ({ page, enqueue }) => {
      const links = page.$()('a').map((_, a) => new URL(String(page.$()(a).attr('href')), page.url).href).get();
      await enqueue(links.map((url) => ({ url, label: 'doc', conditional: true })));
    },
    doc: async ({ emit, page }) => emit({ text: page.contentType.includes('html') ? page.$()('p').text() : null }),
  });
}

describe('crawlSource', () => {
  it('fetches every document, retries a 500, follows a move, decodes mislabelled bytes and reports the 404', async () => {
    const { ctx, emitted, failed } = context();
    await crawlAll(ctx);
    const byUrl = new Map(emitted.map((doc) => [new URL(doc.url).pathname, doc]));
    expect([...byUrl.keys()].sort()).toEqual(['/doc.pdf', '/flaky.html', '/latin.html', '/new.html']);
    expect(byUrl.get('/flaky.html')?.meta['text']).toBe('Société récupérée');
    expect(byUrl.get('/latin.html')?.meta['text']).toBe('Nouméa, siège social');
    // The archive keeps the exact bytes the server sent, binary included.
    expect([...(byUrl.get('/doc.pdf')?.body ?? [])]).toEqual([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xe9]);
    expect(byUrl.get('/doc.pdf')?.source).toBe('TEST');
    expect(failed).toEqual([`${base}/gone.html`]);
  });

  it('ends the crawl once the run has stopped loading: the page in flight dropped, none after it, nothing fetched when stopped before', async () => {
    const { ctx, emitted, failed } = context();
    let stopped = false;
    let asked = 0;
    // One request at a time, so that the stop lands between two of them.
    const stopping: CrawlContext = { ...ctx, politeness: { ...ctx.politeness, concurrency: 1 }, stopped: () => stopped };
    const stats = await crawlSource(stopping, [{ url: `${base}/index.html`, label: 'index' }], {
      index: async ({ page, enqueue }) => {
        asked += 1;
        const links = page.$()('a').map((_, a) => new URL(String(page.$()(a).attr('href')), page.url).href).get();
        await enqueue(links.map((url) => ({ url, label: 'doc' })));
      },
      doc: async ({ emit, page }) => {
        asked += 1;
        await emit({ text: page.contentType.includes('html') ? page.$()('p').text() : null });
        // The first document loaded fills the disk.
        stopped = true;
      },
    });
    expect(asked).toBe(2);
    expect(emitted).toHaveLength(1);
    expect(failed).toEqual([]);
    // The page fetched in flight when the run stopped is dropped, none after it is asked.
    expect(stats.requested).toBe(3);

    const before = hits.get('/index.html') ?? 0;
    expect(await crawlAll({ ...ctx, stopped: () => true })).toEqual({ requested: 0, failed: 0 });
    expect(hits.get('/index.html') ?? 0).toBe(before);
  });

  it('sends the stored validator and reports 304 as unchanged instead of emitting', async () => {
    const previous = new Map<string, PreviousFetch>([
      [`${base}/doc.pdf`, { url: `${base}/doc.pdf`, sha256: 'x', etag: '"v1"', lastModified: null }],
    ]);
    const { ctx, emitted, unchanged } = context(previous);
    await crawlAll(ctx);
    expect(unchanged).toEqual([`${base}/doc.pdf`]);
    expect(emitted.map((doc) => new URL(doc.url).pathname)).not.toContain('/doc.pdf');
  });
});

// A fixed clock on a whole second (HTTP dates have no fractions); waits are recorded, not waited.
const NOW = Date.UTC(2031, 0, 1, 12, 0, 0);

function recordingTiming(): CrawlTiming & { waits: number[] } {
  const waits: number[] = [];
  return { waits, now: () => NOW, sleep: async (ms) => void waits.push(ms) };
}

async function crawlOne(ctx: CrawlContext, pathname: string, timing: CrawlTiming, handler?: () => Promise<void>) {
  const emitted: string[] = [];
  await crawlSource(
    ctx,
    [{ url: `${base}${pathname}`, label: 'doc' }],
    {
      doc: async ({ emit, page }) => {
        await handler?.();
        emitted.push(new URL(page.url).pathname);
        await emit({});
      },
    },
    timing,
  );
  return emitted;
}

describe('crawlSource request headers', () => {
  it('names the pipeline in its User-Agent and sends no header a browser would, so a source sees who asks', async () => {
    const { ctx } = context();
    expect(await crawlOne(ctx, '/headers.html', recordingTiming())).toEqual(['/headers.html']);
    const headers = headersSeen.get('/headers.html') ?? {};
    expect(headers['user-agent']).toBe('annonces-nc-test');
    expect(headers['accept']).toBe('*/*');
    // What a browser (or a crawler dressed as one) sends: client hints and fetch metadata.
    expect(Object.keys(headers).filter((name) => name.startsWith('sec-') || name === 'upgrade-insecure-requests')).toEqual([]);
  });
});

describe('crawlSource retries', () => {
  it.each([
    ['a delay in seconds', '7', 7_000],
    ['an HTTP date', new Date(NOW + 20_000).toUTCString(), 20_000],
    ['a delay beyond the cap', '86400', MAX_RETRY_AFTER_MS],
  ])('waits what a 429 asks with Retry-After (%s) before asking again', async (_how, after, expected) => {
    const pathname = `/throttled-${expected}.html?after=${encodeURIComponent(after)}`;
    const { ctx, failed } = context();
    const timing = recordingTiming();
    const emitted = await crawlOne(ctx, pathname, timing);
    expect(hits.get(pathname)).toBe(2);
    expect(timing.waits).toEqual([expected]);
    expect(emitted).toEqual([pathname.split('?')[0]]);
    expect(failed).toEqual([]);
  });

  it('does not ask again for a page whose layout the adapter cannot read, and reports the layout error', async () => {
    const { ctx } = context();
    const errors: Error[] = [];
    ctx.fail = (_url, error) => void errors.push(error);
    const timing = recordingTiming();
    await crawlOne(ctx, '/layout.html', timing, async () => {
      throw new SourceLayoutError(`${base}/layout.html`, `${base}/layout.html: liste des années (ul.annees) introuvable.`);
    });
    expect(hits.get('/layout.html')).toBe(1);
    expect(timing.waits).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(SourceLayoutError);
    expect((errors[0] as SourceLayoutError).code).toBe('source_layout_unexpected');
  });
});

describe('crawlSource request data', () => {
  it('does not ask again for a request without the data its label declares, and reports the typed error', async () => {
    const { ctx } = context();
    const errors: Error[] = [];
    ctx.fail = (_url, error) => void errors.push(error);
    const timing = recordingTiming();
    const emitted: unknown[] = [];
    await crawlSource(
      ctx,
      [{ url: `${base}/request-data.html`, label: 'doc', userData: { numero: 10488 } }],
      {
        doc: async ({ page, emit }) => {
          const data = readRequestData(page, z.object({ numero: z.number(), date: z.string() }));
          emitted.push(data);
          await emit({});
        },
      },
      timing,
    );
    expect(hits.get('/request-data.html')).toBe(1);
    expect(timing.waits).toEqual([]);
    expect(emitted).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(CrawlRequestDataError);
    expect((errors[0] as CrawlRequestDataError).code).toBe('crawl_request_data_invalid');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, never negative, capped, and ignores what it cannot read', () => {
    expect(retryAfterMs('0', NOW)).toBe(0);
    expect(retryAfterMs(' 3 ', NOW)).toBe(3_000);
    expect(retryAfterMs(new Date(NOW - 60_000).toUTCString(), NOW)).toBe(0);
    expect(retryAfterMs(['5', '9'], NOW)).toBe(5_000);
    expect(retryAfterMs('999999999', NOW)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('-5', NOW)).toBeNull();
    expect(retryAfterMs('bientôt', NOW)).toBeNull();
    expect(retryAfterMs(undefined, NOW)).toBeNull();
  });
});

describe('crawl labels', () => {
  it('are a closed set: a handler table missing one, or a request with an unknown one, does not compile', () => {
    type Label = 'listing' | 'ad';
    const handle: CrawlHandler<Label> = async () => {};
    const complete: CrawlHandlers<Label, Record<string, unknown>> = { listing: handle, ad: handle };
    // @ts-expect-error: no handler for 'ad' (tsc, which CI runs on the tests, fails if this compiles)
    const missing: CrawlHandlers<Label, Record<string, unknown>> = { listing: handle };
    // @ts-expect-error: 'pdf' is not one of the labels
    const unknown: CrawlRequest<Label> = { url: 'http://127.0.0.1/x', label: 'pdf' };
    expect(Object.keys(complete).sort()).toEqual(['ad', 'listing']);
    expect([Object.keys(missing), unknown.label]).toEqual([['listing'], 'pdf']);
  });
});
