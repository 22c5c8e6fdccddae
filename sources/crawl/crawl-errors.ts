/** A URL a source could not fetch after its retries. Carries the HTTP status when there was one. */
export class SourceFetchError extends Error {
  readonly code = 'source_fetch_failed';
  constructor(
    readonly url: string,
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SourceFetchError';
  }
}

/** A listing or index page whose structure the adapter cannot navigate (not a parse failure of a notice). */
export class SourceLayoutError extends Error {
  readonly code = 'source_layout_unexpected';
  constructor(
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'SourceLayoutError';
  }
}
