import { AppError } from '../../kernel/errors/app-error.js';

/**
 * A Leginova answer lacks what the crawl cannot go on without (an issue's number in the year
 * list, a publication's id in a summary, the kind of an electronic item). The URL is reported as
 * failed, so the run says so and its watermark is not committed: the next run asks again.
 */
export class JoncRecordError extends AppError<'jonc_fiche_incomplete'> {
  constructor(
    readonly url: string,
    message: string,
  ) {
    super('jonc_fiche_incomplete', message);
  }
}
