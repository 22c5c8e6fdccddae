import type { z } from 'zod';
import { CrawlRequestDataError } from './crawl-errors.ts';
import type { CrawledPage } from './crawl-source.ts';

/**
 * The data a request carries from the handler that enqueued it to the handler of its label,
 * checked against that label's schema where it is read. crawlee hands `userData` back untyped,
 * and a field read with a cast becomes `NaN` or the text "undefined" in what is archived; a
 * missing or mistyped field is a CrawlRequestDataError instead. The crawler's own keys (`label`,
 * `conditional`) are dropped by the schema like any undeclared key.
 */
export function readRequestData<S extends z.ZodType>(page: Pick<CrawledPage, 'url' | 'label' | 'userData'>, schema: S): z.output<S> {
  const checked = schema.safeParse(page.userData);
  if (checked.success) return checked.data;
  const problems = checked.error.issues.map((issue) => `${issue.path.join('.') || '(racine)'} : ${issue.message}`).join(' ; ');
  throw new CrawlRequestDataError(page.url, page.label, `${page.url} : données de requête « ${page.label} » invalides (${problems}).`);
}
