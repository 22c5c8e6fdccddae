import { AppError } from '../../kernel/errors/app-error.ts';
/** A URL a source could not fetch after its retries. Carries the HTTP status when there was one. */
export class SourceFetchError extends AppError<'source_fetch_failed'> {
  readonly url: string;
  readonly status: number | null;
  constructor(
    url: string,
    message: string,
    status: number | null,
    options?: { cause?: unknown },
  ) {
    super('source_fetch_failed', message, options);
    this.url = url;
    this.status = status;
  }
}

/** A listing or index page whose structure the adapter cannot navigate (not a parse failure of a notice). */
export class SourceLayoutError extends AppError<'source_layout_unexpected'> {
  readonly url: string;
  constructor(
    url: string,
    message: string,
  ) {
    super('source_layout_unexpected', message);
    this.url = url;
  }
}

/**
 * A request reached its handler without the data its label declares (request-data.ts): the
 * crawl's own bug, not the site's. Not retried (the same request fails the same way) and
 * reported as a failure of the run, so nothing is emitted from a guessed value.
 */
export class CrawlRequestDataError extends AppError<'crawl_request_data_invalid'> {
  readonly url: string;
  readonly label: string;
  constructor(
    url: string,
    label: string,
    message: string,
  ) {
    super('crawl_request_data_invalid', message);
    this.url = url;
    this.label = label;
  }
}
