export type { ListingItem, NewspaperConfig, ReadListing } from './newspaper-config.js';
export { createNewspaperAdapter } from './create-newspaper-adapter.js';
export { selectorListingReader } from './listing-reader.js';
export { selectorAdReader } from './ad-reader.js';
export { NewspaperConfigError } from './newspaper-errors.js';
export { readNewspaperState, listingFloor, triageListingPage } from './watermark.js';
