import type { z } from 'zod';
import type { Logger } from '../platform/logger.ts';
import type { ParseOutcome } from '../kernel/model/announcement.ts';
import type { ParseContext } from './parse-context.ts';
import type { ValidityPeriod } from './validity-period.ts';

/**
 * The seam between the pipeline and one publishing source. A source lives in its own folder
 * under `sources/<id>/` and is listed in `sources/registry.ts`. It knows how to find and fetch
 * its documents (crawl) and how to turn one fetched document into notices (parse, pure: no
 * network, so the pipeline can re-parse the raw archive after a parser fix). What parsing reads
 * with (OCR engine, its cache folder, the run's abort signal) comes in its ParseContext, decided
 * by the pipeline: a parser never reaches for a process-wide engine or folder.
 *
 * `State` is what the source remembers between runs, `Meta` what it archives with each
 * document; each is declared once, as the adapter's zod schema (`stateSchema`, `metaSchema`),
 * and checked when read back (sources/source-records.ts): a stored value that no longer matches
 * is a typed error, never a value the adapter reads by hand.
 */
export interface SourceAdapter<State = unknown, Meta extends object = Record<string, unknown>> {
  /** The contract's `source` value: JONC, LNC, ProvinceSud, ... */
  readonly id: string;
  /** One line, French or English, shown in run reports and docs. */
  readonly description: string;
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
  /** The state's one declaration: what `setState` hands over and what the next run reads back. */
  readonly stateSchema: z.ZodType<State>;
  /**
   * The documents' meta, as the crawl emits it and the raw archive keeps it (a reparse reads it
   * back). The crawler's own fetch facts (FetchMeta) come on top and need not be declared.
   */
  readonly metaSchema: z.ZodType<Meta>;
  crawl(ctx: CrawlContext<State, Meta>): Promise<void>;
  /** Throws ParseAbortedError once `ctx.signal` is aborted; any other failure is the pipeline's to quarantine. */
  parse(doc: RawDocument<Meta>, ctx: ParseContext): Promise<ParseOutcome>;
}

/** A document as fetched, before parsing. Everything needed to parse it again later. */
export interface RawDocument<Meta extends object = Record<string, unknown>> {
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
   * Must be JSON-serialisable: it is archived with the document. Declared by the adapter's
   * `metaSchema`; the crawler adds FetchMeta.
   */
  meta: Meta;
}

/** What the crawler adds to every emitted document's meta (sources/crawl/crawl-source.ts). */
export interface FetchMeta {
  etag: string | null;
  lastModified: string | null;
  /** The URL as requested, before redirects. */
  requestedUrl: string;
}

/**
 * Meta key of the official public page to cite for a document's notices (the announcement's
 * `source_url`), built by the adapter on the source's canonical site base. The URL we fetched
 * from may be an API call or an offline copy on 127.0.0.1 that is gone after the run; the
 * official page lasts. Kept in `meta` so it is archived with the document and survives a reparse.
 */
export const SOURCE_URL_META = 'sourceUrl';

/** The page to cite for this document: its official page when the adapter gave one, else the URL fetched. */
export function officialSourceUrl(doc: { url: string; meta: object }): string {
  const given = (doc.meta as Record<string, unknown>)[SOURCE_URL_META];
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

/** What the pipeline knows of a URL fetched in an earlier run, for conditional requests. */
export interface PreviousFetch {
  url: string;
  sha256: string;
  etag: string | null;
  lastModified: string | null;
}

/**
 * `emit` and `setState` are methods, not function properties, on purpose: methods compare
 * bivariantly, which lets `SourceAdapter<JoncWatermark, JoncMeta>` stand in the registry's
 * `SourceAdapter[]` (there is no existential type). The pipeline never hands an adapter another
 * source's values: state and meta reach it only through its own schemas.
 */
export interface CrawlContext<State = unknown, Meta extends object = Record<string, unknown>> {
  /** The adapter's id, stamped on every emitted document. */
  sourceId: string;
  baseUrl: string;
  politeness: Politeness;
  /**
   * State saved by this source at the end of its last successful run, checked against its
   * `stateSchema`; null on the first run, and when the stored state did not match (the run
   * report says so).
   */
  state: State | null;
  /** Where the crawler may keep its storage (request queues); outside the working tree. */
  storageDir: string;
  previousFetch: (url: string) => PreviousFetch | undefined;
  /** Hand over one fetched content document; the pipeline archives, parses and loads it. */
  emit(doc: RawDocument<Meta & FetchMeta>): Promise<void>;
  /** A URL that could not be fetched after retries. The run goes on and reports it. */
  fail: (url: string, error: Error) => void;
  /**
   * A record the source answered that lacks what the crawl needs to follow it (an issue listed
   * without its number): the source's own data, fetched fine, not a failure. The run reports it
   * as a warning with its URL and it does not hold the state back, unlike `fail`: the adapter
   * keeps such records in its state and asks for them again next run.
   */
  incomplete: (url: string, error: Error) => void;
  /** Count a URL skipped because it is unchanged since the last run (conditional request hit). */
  unchanged: (url: string) => void;
  /** State to hand back next run; committed only when the run of this source completes. */
  setState(state: State): void;
  /**
   * True once the run has stopped loading (a full disk): nothing fetched from then on would be
   * loaded, so the crawl may end early; the run commits no state then, and the next run fetches
   * what this one did not. Absent: the crawl runs to its end.
   */
  stopped?: () => boolean;
  log: (message: string, fields?: Record<string, unknown>) => void;
  /** The run's logger, bound to this source (crawler details go there, at LOG_LEVEL). */
  logger: Logger;
}
