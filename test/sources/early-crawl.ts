import { afterAll } from 'vitest';
import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import type { SourceAdapter } from '../../sources/source-adapter.ts';
import type { OfflineSite } from '../../simulator/sample-sites/offline-site.ts';
import type { SampleSites } from '../../simulator/sample-sites/server.ts';
import { offlineCopyUrls } from '../../simulator/sites/registry.ts';
import { startTestSampleSites } from '../helpers/sample-sites.ts';
import { testParseContext } from '../helpers/parse-context.ts';
import { crawlOnce, type CrawlResult } from './crawl-harness.ts';

/** A source's offline copy served at one date, crawled once, and the parse of what it fetched. */
export interface EarlyCrawl {
  readonly sites: SampleSites;
  /** The source's address on the served copy. */
  readonly base: string;
  readonly crawl: CrawlResult;
  /**
   * The adapter's parse, once per document: one fetched again (same bytes, address and meta)
   * parses as it did, so later crawls compared with this one need not parse it again (pdf.js
   * and OCR: most of a source file's time).
   */
  readonly parse: (doc: CrawlResult['docs'][number]) => Promise<ParseOutcome>;
}

export interface EarlyCrawlOptions {
  adapter: SourceAdapter;
  /** What the server serves: the source's offline copy, or a wrapper of it (recordingSite). */
  served: OfflineSite;
  asOf: string;
  /** Called once the crawl has ended, before anything else asks the server (to note what the crawl requested). */
  onCrawled?: () => void;
}

/**
 * One server and one crawl at a date for a whole test file: the source contract and the
 * source's own tests at the same date read the same crawl instead of each serving and
 * crawling the copy again. The first caller starts both; the server closes when the file's
 * tests are done, so call it at the file's top level (its afterAll is the file's). The tests
 * that move the server's date put it back (the contract's incremental test does).
 */
export function sharedEarlyCrawl(options: EarlyCrawlOptions): () => Promise<EarlyCrawl> {
  let started: Promise<EarlyCrawl> | null = null;
  afterAll(async () => {
    if (started) await (await started).sites.close();
  });
  return () => (started ??= earlyCrawl(options));
}

/** The same, for one describe block: the caller closes `sites`. */
export async function earlyCrawl(options: EarlyCrawlOptions): Promise<EarlyCrawl> {
  const { adapter } = options;
  const sites = await startTestSampleSites({ sites: [options.served], asOf: options.asOf });
  const base = offlineCopyUrls(sites.url)(adapter.id)!;
  let crawl: CrawlResult;
  try {
    crawl = await crawlOnce(adapter, base);
  } catch (error) {
    await sites.close();
    throw error;
  }
  options.onCrawled?.();
  const parsed = new Map<string, Promise<ParseOutcome>>();
  const parse = (doc: CrawlResult['docs'][number]): Promise<ParseOutcome> => {
    const key = JSON.stringify([doc.sha256, doc.url, doc.meta]);
    let outcome = parsed.get(key);
    if (!outcome) {
      outcome = adapter.parse(doc, testParseContext());
      parsed.set(key, outcome);
    }
    return outcome;
  };
  return { sites, base, crawl, parse };
}
