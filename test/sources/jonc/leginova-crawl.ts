import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '../../../platform/logger.ts';
import { joncAdapter } from '../../../sources/jonc/index.ts';
import type { CrawlContext, RawDocument, SourceAdapter } from '../../../sources/source-adapter.ts';

export interface JoncCrawl {
  docs: RawDocument[];
  failures: Array<{ url: string; error: Error }>;
  /** Records answered without what the crawl needs (CrawlContext.incomplete): warnings, not failures. */
  incomplete: Array<{ url: string; error: Error }>;
  logs: Array<{ message: string; fields: Record<string, unknown> }>;
}

/** One JONC crawl with the pipeline's context contract, keeping failures and log lines. */
export async function crawlJonc(base: string): Promise<JoncCrawl> {
  const result: JoncCrawl = { docs: [], failures: [], incomplete: [], logs: [] };
  const ctx: CrawlContext = {
    sourceId: 'JONC',
    baseUrl: base,
    politeness: { concurrency: 4, requestsPerMinute: 60_000, retries: 2, timeoutSeconds: 10, userAgent: 'annonces-nc-test' },
    state: null,
    storageDir: fs.mkdtempSync(path.join(os.tmpdir(), 'crawl-jonc-')),
    previousFetch: () => undefined,
    emit: async (doc) => {
      result.docs.push(doc);
    },
    fail: (url, error) => result.failures.push({ url, error }),
    incomplete: (url, error) => result.incomplete.push({ url, error }),
    unchanged: () => {},
    setState: () => {},
    log: (message, fields = {}) => result.logs.push({ message, fields }),
    logger: silentLogger,
  };
  try {
    await (joncAdapter as SourceAdapter).crawl(ctx);
  } finally {
    fs.rmSync(ctx.storageDir, { recursive: true, force: true });
  }
  return result;
}
