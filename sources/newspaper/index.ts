export type { ListingItem, NewspaperConfig, ReadListing } from './newspaper-config.ts';
export { createNewspaperAdapter } from './create-newspaper-adapter.ts';
export { selectorListingReader } from './listing-reader.ts';
export { selectorAdReader } from './ad-reader.ts';
export { NewspaperConfigError } from './newspaper-errors.ts';
export { readNewspaperState, listingFloor, triageListingPage } from './watermark.ts';
