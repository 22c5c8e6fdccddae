import type { SourceAdapter } from '../source-adapter.ts';
import type { NewspaperConfig } from './newspaper-config.ts';
import { NewspaperConfigError } from './newspaper-errors.ts';
import { crawlNewspaper } from './newspaper-crawl.ts';
import { newspaperMetaSchema, type NewspaperMeta } from './newspaper-meta.ts';
import { newspaperStateSchema, type NewspaperState } from './watermark.ts';
import { parseNewspaperAd } from './newspaper-parse.ts';
import { checkPeriods } from '../validity-period.ts';

/**
 * A habilitated newspaper's adapter from its configuration: listing walk, incremental stop,
 * conditional fetch of ad pages, and parsing with the shared notice parser.
 *
 * @example
 * export const lncAdapter = createNewspaperAdapter(lncConfig);
 */
export function createNewspaperAdapter(config: NewspaperConfig): SourceAdapter<NewspaperState, NewspaperMeta> {
  checkConfig(config);
  return {
    id: config.id,
    description: config.description,
    schedule: config.schedule,
    stateSchema: newspaperStateSchema,
    metaSchema: newspaperMetaSchema,
    canonicalBase: config.canonicalBase,
    periods: config.periods,
    crawl: (ctx) => crawlNewspaper(config, ctx),
    parse: async (doc) => parseNewspaperAd(config, doc),
  };
}

function checkConfig(config: NewspaperConfig): void {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(config.id)) throw new NewspaperConfigError(String(config.id), `Expected id to be alphanumeric, got ${JSON.stringify(config.id)}`);
  const margin = config.safetyMarginDays;
  if (margin !== undefined && !(Number.isInteger(margin) && margin >= 0)) {
    throw new NewspaperConfigError(config.id, `Expected safetyMarginDays to be an integer >= 0, got ${margin}`);
  }
  const pages = config.maxListingPages;
  if (pages !== undefined && !(Number.isInteger(pages) && pages >= 1)) {
    throw new NewspaperConfigError(config.id, `Expected maxListingPages to be an integer >= 1, got ${pages}`);
  }
  if (!/^https:\/\/[^/]+$/.test(config.canonicalBase)) {
    throw new NewspaperConfigError(config.id, `Expected canonicalBase to be an https origin without a path, got ${JSON.stringify(config.canonicalBase)}`);
  }
  checkPeriods(config.id, config.periods);
  const listings = config.listings('http://example.invalid');
  if (listings.length === 0) throw new NewspaperConfigError(config.id, 'Expected at least one listing, got none');
  const keys = new Set(listings.map((l) => l.key));
  if (keys.size !== listings.length) throw new NewspaperConfigError(config.id, `Expected distinct listing keys, got ${listings.map((l) => l.key).join(', ')}`);
}
