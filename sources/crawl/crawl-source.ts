import { createHash } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Configuration, HttpCrawler, type HttpCrawlerOptions, type HttpCrawlingContext, type RequestProvider } from '@crawlee/cheerio';
import { crawlerLog } from './crawler-log.ts';
import { CrawlRequests } from './crawl-requests.ts';
import { CRAWL_MEMORY_RATIO, InProcessEventManager } from './in-process-events.ts';
import * as cheerio from 'cheerio';
import type { CrawlContext, FetchMeta, RawDocument } from '../source-adapter.ts';
import { decodeBody } from './decode-body.ts';
import { CrawlRequestDataError, SourceFetchError, SourceLayoutError } from './crawl-errors.ts';

/**
 * One URL to fetch, routed to the handler named by `label`. An adapter declares its labels as a
 * closed union (`'listing' | 'ad'`); crawlSource takes one handler per label (CrawlHandlers), so
 * a label without a handler does not compile.
 */
export interface CrawlRequest<Label extends string = string> {
  url: string;
  label: Label;
  userData?: Record<string, unknown>;
  /**
   * Send If-None-Match / If-Modified-Since from the last fetch of this URL. Used for content
   * documents (which do not change once published); listing pages are always fetched whole
   * because they are how new items are discovered.
   */
  conditional?: boolean;
}

/** A fetched response as handlers see it: raw bytes plus lazy decoders. */
export interface CrawledPage<Label extends string = string> {
  /** The URL as requested. */
  requestedUrl: string;
  /** The URL finally fetched, after redirects. */
  url: string;
  label: Label;
  userData: Record<string, unknown>;
  status: number;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: () => string;
  $(): cheerio.CheerioAPI;
  json<T = unknown>(): T;
}

export interface CrawlHandlerContext<Label extends string = string, Meta extends object = Record<string, unknown>> {
  page: CrawledPage<Label>;
  enqueue: (requests: CrawlRequest<Label>[]) => Promise<void>;
  /**
   * Hands the page to the pipeline as a content document, with the facts the parser needs (the
   * adapter's meta; the crawler adds FetchMeta).
   */
  emit: (meta: Meta) => Promise<void>;
}

export type CrawlHandler<Label extends string = string, Meta extends object = Record<string, unknown>> = (context: CrawlHandlerContext<Label, Meta>) => Promise<void>;

/** One handler per label of the closed set: the compiler refuses a table that misses one. */
export type CrawlHandlers<Label extends string, Meta extends object> = { readonly [L in Label]: CrawlHandler<Label, Meta> };

/** What crawlSource uses of a source's crawl context (not its state, which is the adapter's). */
export type CrawlerContext<Meta extends object> = Pick<
  CrawlContext<unknown, Meta>,
  'sourceId' | 'politeness' | 'storageDir' | 'previousFetch' | 'emit' | 'fail' | 'unchanged' | 'logger' | 'stopped'
>;

export interface CrawlStats {
  requested: number;
  failed: number;
}

/**
 * crawlee's HTTP crawler, which hands the handlers the body's bytes as they came. Its cheerio
 * crawler would also decode an HTML body as UTF-8 whatever the charset (losing the bytes of
 * mislabelled pages) and parse it twice with htmlparser2 (a DOM and a cheerio root) before the
 * handler runs, for every listing page and ad: the handlers read `page.body` and parse it
 * themselves when they need to (`page.$()`, after decodeBody's charset decision).
 */
class CrawlRequestsHttpCrawler extends HttpCrawler<HttpCrawlingContext> {
  /**
   * The crawl's requests are kept by CrawlRequests, not by a crawlee RequestQueue (whose dedup
   * cache allocates 2 x 1,000,000 slots per crawler). This is what BasicCrawler's constructor
   * does with its `requestManager` option, which crawlee 3.18's option check refuses for the
   * HTTP crawlers (not in HttpCrawler.optionsShape); `requestQueue` must name it too, or the
   * crawler's first addRequests opens a RequestQueue and drops the manager.
   */
  constructor(options: HttpCrawlerOptions<HttpCrawlingContext>, config: Configuration, requests: CrawlRequests) {
    super(options, config);
    this.requestManager = requests;
    this.requestQueue = requests as unknown as RequestProvider;
  }
}

/** The crawler's clock and waits; tests pass their own so that no retry really waits. */
export interface CrawlTiming {
  sleep(ms: number): Promise<void>;
  /** Milliseconds since the epoch, to read a Retry-After given as an HTTP date. */
  now(): number;
}

const realTiming: CrawlTiming = { sleep: (ms) => sleep(ms), now: () => Date.now() };

/**
 * The longest wait a Retry-After obtains. crawlee gives up on the whole crawl when its error
 * handler (where we wait) takes more than 5 minutes; a server asking for longer gets the retries
 * its source is allowed, this far apart.
 */
export const MAX_RETRY_AFTER_MS = 120_000;

/** A Retry-After header (delay in seconds, or an HTTP date) as milliseconds to wait, capped; null when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now: number): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return null;
  // Date.parse reads a bare '-5' as a year: a date here is an HTTP date, which has a day name.
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /[a-z]/i.test(text) ? Date.parse(text) - now : Number.NaN;
  if (Number.isNaN(ms)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

/**
 * Runs crawlee's HTTP crawler over one source with the source's politeness settings:
 * bounded concurrency, a requests-per-minute ceiling, retries with exponential backoff (never
 * sooner than a 429's or 503's Retry-After; none for a 404, a 410, a layout error or a request
 * without its label's data), our user agent, in-memory crawler storage (nothing written to the
 * working tree), and conditional
 * requests for content documents. Every URL ends either in a handler or in `ctx.fail`, unless
 * the run stops loading (`ctx.stopped`), which ends the crawl early.
 */
export async function crawlSource<Label extends string, Meta extends object>(
  ctx: CrawlerContext<Meta>,
  start: CrawlRequest<NoInfer<Label>>[],
  handlers: CrawlHandlers<Label, Meta>,
  timing: CrawlTiming = realTiming,
): Promise<CrawlStats> {
  const { politeness } = ctx;
  const stats: CrawlStats = { requested: 0, failed: 0 };
  const config = new Configuration({
    // crawlee samples the process's memory every second by spawning `ps` (one per crawler, six
    // in a run): forking a large process blocks the event loop, about a fifth of the demo's
    // first run on 2 cores (docs/test-suite.md). Concurrency is fixed (min = max below), so
    // the samples only feed crawlee's overload warnings: once a minute is enough, read from
    // this process (in-process-events.ts), with the memory ceiling crawlee would take by
    // default (a quarter of the machine's) set here so that it does not ask `ps` for it either.
    systemInfoIntervalMillis: 60_000,
    memoryMbytes: Math.floor((os.totalmem() * CRAWL_MEMORY_RATIO) / 2 ** 20),
    persistStorage: false,
    purgeOnStart: true,
    storageClientOptions: { localDataDirectory: ctx.storageDir, persistStorage: false },
  });
  config.useEventManager(new InProcessEventManager(config));

  const toCrawleeRequest = (request: CrawlRequest<Label>) => ({
    url: request.url,
    label: request.label,
    uniqueKey: `${request.label}:${request.url}`,
    userData: { ...request.userData, label: request.label, conditional: request.conditional === true },
  });

  const crawler = new CrawlRequestsHttpCrawler(
    {
      log: crawlerLog(ctx.logger),
      maxConcurrency: politeness.concurrency,
      // crawlee's autoscaling starts at 1 and ramps up slowly; a source's politeness setting is
      // already the concurrency we want, and the requests-per-minute ceiling still applies.
      minConcurrency: politeness.concurrency,
      maxRequestsPerMinute: politeness.requestsPerMinute,
      maxRequestRetries: politeness.retries,
      // crawlee counts connection failures (refused, reset) as "session errors" with a budget of
      // their own (10 by default); a source that is down must use the source's retry budget.
      maxSessionRotations: politeness.retries,
      navigationTimeoutSecs: politeness.timeoutSeconds,
      requestHandlerTimeoutSecs: politeness.timeoutSeconds * 2,
      useSessionPool: false,
      persistCookiesPerSession: false,
      // No transcoding by crawlee (Latin-1 maps bytes to code points one to one): the body's bytes reach the handler as they came.
      forceResponseEncoding: 'latin1',
      additionalMimeTypes: ['application/pdf', 'application/json', 'application/octet-stream', 'text/plain'],
      // 4xx other than those below are final answers; crawlee would otherwise treat 401/403/429 as blocks.
      additionalHttpErrorStatusCodes: [404, 410, 429],
      preNavigationHooks: [
        (crawlingContext, gotOptions) => {
          const headers: Record<string, string> = { 'user-agent': politeness.userAgent };
          const { url } = crawlingContext.request;
          const userData = crawlingContext.request.userData as Record<string, unknown>;
          if (userData['conditional'] === true) {
            const previous = ctx.previousFetch(url);
            if (previous?.etag) headers['if-none-match'] = previous.etag;
            if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
          }
          // got-scraping would dress each request as a browser's (Chrome's client hints, fetch
          // metadata) around our own User-Agent: a public-data pipeline says who it is instead,
          // and generating those headers was about 2 % of a first night's main thread.
          gotOptions.useHeaderGenerator = false;
          gotOptions.headers = { ...gotOptions.headers, ...headers };
          // crawlee's default headers ask for HTML only; our sources also serve PDF and JSON.
          gotOptions.headers['accept'] = '*/*';
        },
      ],
      errorHandler: async ({ request, response }, error) => {
        // A document that is gone will not come back by asking again, and a page whose layout
        // the adapter cannot read, or a request without its label's data, fails the same way the next time.
        if (response?.statusCode === 404 || response?.statusCode === 410 || isFinal(error)) {
          request.noRetry = true;
          return;
        }
        // Exponential backoff with jitter before crawlee re-queues the request; a server that
        // says when to come back (429, 503) is not asked again sooner.
        const attempt = request.retryCount + (request.sessionRotationCount ?? 0);
        const backoff = Math.min(30_000, 250 * 2 ** attempt) * (0.5 + Math.random() / 2);
        const status = response?.statusCode;
        const asked = status === 429 || status === 503 ? retryAfterMs(response?.headers['retry-after'], timing.now()) : null;
        await timing.sleep(Math.max(backoff, asked ?? 0));
      },
      failedRequestHandler: async ({ request, response }, error) => {
        stats.failed += 1;
        if (isFinal(error)) {
          ctx.fail(request.url, error);
          return;
        }
        const status = response?.statusCode ?? null;
        // crawlee prefixes connection errors with its session jargon; keep the actual cause.
        const reason = error.message.replace(/^Detected a session error, rotating session\.\.\.\s*/, '').trim();
        ctx.fail(request.url, new SourceFetchError(request.url, `${request.url}: ${reason}`, status, { cause: error }));
      },
      requestHandler: async (crawlingContext) => {
        const { request, response } = crawlingContext;
        stats.requested += 1;
        // The run stopped loading (full disk): what is fetched now would be thrown away, and a
        // real site asked for nothing. The requests in flight end here, none is started.
        if (ctx.stopped?.()) {
          crawler.stop('Run stopped loading: the crawl ends early.');
          return;
        }
        const userData = request.userData as Record<string, unknown>;
        // Every request reaches crawlee through toCrawleeRequest, from a CrawlRequest<Label>.
        const label = userData['label'] as Label;
        if (response.statusCode === 304) {
          ctx.unchanged(request.url);
          return;
        }
        const rawBody = crawlingContext.body as unknown;
        const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(String(rawBody), 'latin1');
        const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
        let text: string | undefined;
        let dom: cheerio.CheerioAPI | undefined;
        const page: CrawledPage<Label> = {
          requestedUrl: request.url,
          url: request.loadedUrl ?? request.url,
          label,
          userData,
          status: response.statusCode ?? 0,
          contentType,
          headers: response.headers,
          body,
          text: () => (text ??= decodeBody(body, contentType)),
          $: () => (dom ??= cheerio.load(page.text())),
          json: <T>() => JSON.parse(page.text()) as T,
        };
        await handlers[label]({
          page,
          enqueue: async (requests) => {
            await crawlingContext.addRequests(requests.map(toCrawleeRequest));
          },
          emit: async (meta) => {
            const fetched: FetchMeta = { etag: header(response.headers['etag']), lastModified: header(response.headers['last-modified']), requestedUrl: request.url };
            const doc: RawDocument<Meta & FetchMeta> = {
              source: ctx.sourceId,
              url: page.url,
              contentType,
              body,
              sha256: createHash('sha256').update(body).digest('hex'),
              fetchedAt: new Date().toISOString(),
              meta: { ...meta, ...fetched },
            };
            await ctx.emit(doc);
          },
        });
      },
    },
    config,
    new CrawlRequests(),
  );
  if (ctx.stopped?.()) return stats;
  await crawler.run(start.map(toCrawleeRequest));
  return stats;
}

/** An error of the adapter that asking again cannot change; reported as it is, not as a fetch failure. */
function isFinal(error: Error): error is SourceLayoutError | CrawlRequestDataError {
  return error instanceof SourceLayoutError || error instanceof CrawlRequestDataError;
}

function header(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}
