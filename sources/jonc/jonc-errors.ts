import { AppError } from '../../kernel/errors/app-error.ts';

/**
 * A Leginova answer lacks what the crawl cannot go on without (an issue's number in the year
 * list, a publication's id in a summary, the kind of an electronic item). Reported as a warning
 * of the run with its URL (CrawlContext.incomplete), not a failure: the watermark moves on and
 * the record is asked again each run until complete (incomplete-records.ts).
 */
export class JoncRecordError extends AppError<'jonc_fiche_incomplete'> {
  readonly url: string;
  constructor(
    url: string,
    message: string,
  ) {
    super('jonc_fiche_incomplete', message);
    this.url = url;
  }
}
