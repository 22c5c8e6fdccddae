export { ACT_KIND_TYPES, OUT_OF_SCOPE_KINDS, actKindType, classifyActKind, outOfScopeReason, type ActKind } from './act-kind.js';
export { findActNumero, locateAct, reflowLines, type ActText } from './act-text.js';
export { CLASSIFICATION_HEADINGS, actReference, emptyOutcome, parseActText, quarantinedOutcome, type ActHints, type ParsedAct } from './parse-act.js';
export { actHints, actMetaSchema, parseActHtml, parseActPdf, type ActMeta } from './parse-act-document.js';
export { LOOKBACK_DAYS, WatermarkTracker, addDaysIso, provinceStateSchema, readWatermark, type ProvinceCrawlContext, type ProvinceState } from './incremental.js';
export { actRequests, crawlYearListing, emitAct, type ActListingRow, type YearLabel, type YearLink, type YearListingSite } from './crawl-year-listing.js';
