export { ACT_KIND_TYPES, classifyActKind } from './act-kind.js';
export { findActNumero, locateAct, reflowLines } from './act-text.js';
export { CLASSIFICATION_HEADINGS, actReference, parseActText } from './parse-act.js';
export { actHints, actMetaSchema, parseActHtml, parseActPdf, type ActMeta } from './parse-act-document.js';
export { LOOKBACK_DAYS, WatermarkTracker, addDaysIso, provinceStateSchema, type ProvinceCrawlContext, type ProvinceState } from './incremental.js';
export { actRequests, crawlYearListing, emitAct } from './crawl-year-listing.js';
