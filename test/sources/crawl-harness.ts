import { silentLogger } from '../../platform/logger.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CrawlContext, PreviousFetch, RawDocument, SourceAdapter } from '../../sources/source-adapter.ts';

export interface CrawlResult {
  docs: RawDocument[];
  failures: Array<{ url: string; error: Error }>;
  /** Records the source answered without what the crawl needs: warnings of the run, not failures. */
  incomplete: Array<{ url: string; error: Error }>;
  unchanged: string[];
  state: unknown;
  /** What a next run would know of these fetches (for conditional requests). */
  fetches: Map<string, PreviousFetch>;
}

/**
 * Runs one adapter's crawl the way the pipeline does (same context contract), keeping
 * everything in memory, so source tests exercise the real crawler against the real offline
 * site without a warehouse.
 */
export async function crawlOnce(
  adapter: SourceAdapter,
  baseUrl: string,
  previous: { state?: unknown; fetches?: Map<string, PreviousFetch> } = {},
): Promise<CrawlResult> {
  const docs: RawDocument[] = [];
  const failures: CrawlResult['failures'] = [];
  const incomplete: CrawlResult['incomplete'] = [];
  const unchanged: string[] = [];
  let state: unknown = previous.state ?? null;
  const fetches = new Map(previous.fetches ?? []);
  const ctx: CrawlContext = {
    sourceId: adapter.id,
    baseUrl,
    politeness: { concurrency: 4, requestsPerMinute: 60_000, retries: 2, timeoutSeconds: 10, userAgent: 'annonces-nc-test' },
    state,
    storageDir: fs.mkdtempSync(path.join(os.tmpdir(), `crawl-${adapter.id}-`)),
    previousFetch: (url) => previous.fetches?.get(url),
    emit: async (doc) => {
      docs.push(doc);
      const requestedUrl = typeof doc.meta['requestedUrl'] === 'string' ? doc.meta['requestedUrl'] : doc.url;
      fetches.set(requestedUrl, {
        url: requestedUrl,
        sha256: doc.sha256,
        etag: typeof doc.meta['etag'] === 'string' ? doc.meta['etag'] : null,
        lastModified: typeof doc.meta['lastModified'] === 'string' ? doc.meta['lastModified'] : null,
      });
    },
    fail: (url, error) => failures.push({ url, error }),
    incomplete: (url, error) => incomplete.push({ url, error }),
    unchanged: (url) => unchanged.push(url),
    setState: (s) => {
      state = s;
    },
    log: () => {},
    logger: silentLogger,
  };
  await adapter.crawl(ctx);
  fs.rmSync(ctx.storageDir, { recursive: true, force: true });
  return { docs, failures, incomplete, unchanged, state, fetches };
}
