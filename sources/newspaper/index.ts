export type { AdContent, AdReadFailure, ListingItem, ListingPage, ListingStart, NewspaperConfig, ReadAd, ReadListing } from './newspaper-config.js';
export { createNewspaperAdapter } from './create-newspaper-adapter.js';
export { selectorListingReader, type ListingSelectors } from './listing-reader.js';
export { selectorAdReader, type AdSelectors } from './ad-reader.js';
export { readField, type FieldSpec } from './field-reader.js';
export { NewspaperConfigError } from './newspaper-errors.js';
export { newspaperStateSchema, readNewspaperState, listingFloor, triageListingPage, type NewspaperState, type PendingAd } from './watermark.js';
export { newspaperMetaSchema, type NewspaperCrawlContext, type NewspaperLabel, type NewspaperMeta } from './newspaper-meta.js';
export { parseNewspaperAd } from './newspaper-parse.js';
