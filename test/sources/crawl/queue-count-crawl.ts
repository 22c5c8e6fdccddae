import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { RequestProvider } from '@crawlee/cheerio';
import { silentLogger } from '../../../platform/logger.ts';
import { crawlSource } from '../../../sources/crawl/crawl-source.ts';
import type { CrawlContext, RawDocument } from '../../../sources/source-adapter.ts';

/**
 * Run as a worker thread by crawl-request-queue.test.ts: one crawl of `workerData.url` (storage in `workerData.storageDir`), with the
 * live crawlee request queues counted before it and while its handler runs. The count walks the
 * whole heap after collecting it several times over, so it runs here, in an isolate that holds
 * crawlee and the crawl alone, not in a test worker that other files have filled before.
 */
export interface QueueCount {
  before: number;
  during: number;
  emitted: number;
}

/**
 * Live objects whose prototype chain holds RequestProvider's (every crawlee request queue,
 * RequestQueue and RequestQueueV1, and the subclasses' prototypes themselves, hence a count
 * before and one during), after a garbage collection. Three per running crawler before.
 */
function liveQueues(): number {
  return v8.queryObjects(RequestProvider, { format: 'count' });
}

const { url, storageDir } = workerData as { url: string; storageDir: string };
const before = liveQueues();
let during = -1;
const emitted: RawDocument[] = [];
const context: CrawlContext = {
  sourceId: 'TEST', baseUrl: new URL(url).origin, state: null, storageDir,
  politeness: { concurrency: 2, requestsPerMinute: 6000, retries: 1, timeoutSeconds: 5, userAgent: 'annonces-nc-test' },
  previousFetch: () => undefined, emit: async (doc) => void emitted.push(doc), fail: () => {}, incomplete: () => {}, unchanged: () => {},
  setState: () => {}, log: () => {}, logger: silentLogger,
};
await crawlSource(
  context,
  [{ url, label: 'doc' }],
  {
    doc: async ({ emit }) => {
      during = liveQueues();
      await emit({});
    },
  },
);
const count: QueueCount = { before, during, emitted: emitted.length };
parentPort!.postMessage(count);
