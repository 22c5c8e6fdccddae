export type { ListingItem, NewspaperConfig, ReadListing } from './newspaper-config.ts';
export { createNewspaperAdapter } from './create-newspaper-adapter.ts';
export { selectorListingReader } from './listing-reader.ts';
export { selectorAdReader } from './ad-reader.ts';
/** @internal A step of the newspaper crawl, unit-tested on its own; the adapter composes them. */
export { NewspaperConfigError } from './newspaper-errors.ts';
/** @internal A step of the newspaper crawl, unit-tested on its own; the adapter composes them. */
export { readNewspaperState, listingFloor, triageListingPage } from './watermark.ts';
