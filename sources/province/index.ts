export { ACT_KIND_TYPES, classifyActKind } from './act-kind.ts';
export { findActNumero, locateAct, reflowLines } from './act-text.ts';
export { CLASSIFICATION_HEADINGS, actReference, parseActText } from './parse-act.ts';
export { actHints, actMetaSchema, parseActHtml, parseActPdf, type ActMeta } from './parse-act-document.ts';
export { LOOKBACK_DAYS, WatermarkTracker, addDaysIso, provinceStateSchema, type ProvinceCrawlContext, type ProvinceState } from './incremental.ts';
export { actRequests, crawlYearListing, emitAct } from './crawl-year-listing.ts';
