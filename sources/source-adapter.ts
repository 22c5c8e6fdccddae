import type { Logger } from '../platform/logger.js';
import type { ParseOutcome } from '../kernel/model/announcement.js';
import type { ValidityPeriod } from './validity-period.js';

/**
 * The seam between the pipeline and one publishing source. A source lives in its own folder
 * under `sources/<id>/` and is listed in `sources/registry.ts`. It knows how to find and fetch
 * its documents (crawl) and how to turn one fetched document into notices (parse, pure: no
 * network, so the pipeline can re-parse the raw archive after a parser fix).
 */
export interface SourceAdapter {
  /** The contract's `source` value: JONC, LNC, ProvinceSud, ... */
  readonly id: string;
  /** One line, French or English, shown in run reports and docs. */
  readonly description: string;
  /** Path of this source's offline copy on the bundled sample-sites server, e.g. `/jonc`. */
  readonly samplePath: string;
  /** Cron expression (croner syntax, Pacific/Noumea) for `pipeline schedule`. */
  readonly schedule: string;
  /**
   * The source's public site (`https://www.lnc.nc`), on which it builds its documents'
   * `source_url` (SOURCE_URL_META) whatever address it fetched them from.
   */
  readonly canonicalBase?: string;
  /**
   * When the source publishes legal notices (a newspaper's habilitation); a run whose as-of
   * date falls outside every period skips the source, with a line in the run report. Absent:
   * always (the JONC, the provinces).
   */
  readonly periods?: readonly ValidityPeriod[];
  crawl(ctx: CrawlContext): Promise<void>;
  parse(doc: RawDocument): Promise<ParseOutcome>;
}

/** A document as fetched, before parsing. Everything needed to parse it again later. */
export interface RawDocument {
  source: string;
  /** The URL the document was finally fetched from (after redirects). */
  url: string;
  contentType: string;
  body: Buffer;
  sha256: string;
  /** ISO 8601 instant. */
  fetchedAt: string;
  /**
   * Source-specific facts gathered during discovery that the parser needs and that are not in
   * the body (the publication's JSON record, its publication date, its listing category...).
   * Must be JSON-serialisable: it is archived with the document.
   */
  meta: Record<string, unknown>;
}

/**
 * Meta key of the official public page to cite for a document's notices (the announcement's
 * `source_url`), built by the adapter on the source's canonical site base. The URL we fetched
 * from may be an API call or an offline copy on 127.0.0.1 that is gone after the run; the
 * official page lasts. Kept in `meta` so it is archived with the document and survives a reparse.
 */
export const SOURCE_URL_META = 'sourceUrl';

/** The page to cite for this document: its official page when the adapter gave one, else the URL fetched. */
export function officialSourceUrl(doc: Pick<RawDocument, 'url' | 'meta'>): string {
  const given = doc.meta[SOURCE_URL_META];
  return typeof given === 'string' && /^https?:\/\//.test(given) ? given : doc.url;
}

export interface Politeness {
  concurrency: number;
  requestsPerMinute: number;
  retries: number;
  /** Per-request timeout. */
  timeoutSeconds: number;
  userAgent: string;
}

/** What a source remembers between runs (watermark, last issue seen...). JSON-serialisable. */
export type SourceState = Record<string, unknown>;

/** What the pipeline knows of a URL fetched in an earlier run, for conditional requests. */
export interface PreviousFetch {
  url: string;
  sha256: string;
  etag: string | null;
  lastModified: string | null;
}

export interface CrawlContext {
  /** The adapter's id, stamped on every emitted document. */
  sourceId: string;
  baseUrl: string;
  politeness: Politeness;
  /** State saved by this source at the end of its last successful run; null on the first. */
  state: SourceState | null;
  /** Where the crawler may keep its storage (request queues); outside the working tree. */
  storageDir: string;
  previousFetch: (url: string) => PreviousFetch | undefined;
  /** Hand over one fetched content document; the pipeline archives, parses and loads it. */
  emit: (doc: RawDocument) => Promise<void>;
  /** A URL that could not be fetched after retries. The run goes on and reports it. */
  fail: (url: string, error: Error) => void;
  /** Count a URL skipped because it is unchanged since the last run (conditional request hit). */
  unchanged: (url: string) => void;
  /** State to hand back next run; committed only when the run of this source completes. */
  setState: (state: SourceState) => void;
  log: (message: string, fields?: Record<string, unknown>) => void;
  /** The run's logger, bound to this source (crawler details go there, at LOG_LEVEL). */
  logger: Logger;
}
