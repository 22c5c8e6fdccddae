/** @internal A step of the provincial acts' crawl and reading, unit-tested on its own; the adapter composes them. */
export { ACT_KIND_TYPES, classifyActKind } from './act-kind.ts';
export { findActNumero } from './act-text.ts';
/** @internal A step of the provincial acts' crawl and reading, unit-tested on its own; the adapter composes them. */
export { locateAct, reflowLines } from './act-text.ts';
/** @internal A step of the provincial acts' crawl and reading, unit-tested on its own; the adapter composes them. */
export { CLASSIFICATION_HEADINGS, actReference, parseActText } from './parse-act.ts';
export { actHints, actMetaSchema, parseActHtml, parseActPdf, type ActMeta } from './parse-act-document.ts';
export { WatermarkTracker, provinceStateSchema, type ProvinceCrawlContext, type ProvinceState } from './incremental.ts';
/** @internal A step of the provincial acts' crawl and reading, unit-tested on its own; the adapter composes them. */
export { LOOKBACK_DAYS, addDaysIso } from './incremental.ts';
export { actRequests, crawlYearListing, emitAct } from './crawl-year-listing.ts';
