export { blankPagesLike, scanPdf } from './scan-pdf.ts';
export { cachedScanPdf } from './scan-cache.ts';
export { printTextPdf, wrapLines } from './print-text.ts';
export { chooseDegradation, degrade, type Degradation } from './degrade.ts';
export { readPgm, ScanRenderError, type GrayImage } from './gray-image.ts';
export { keptRender } from './kept-entry.ts';
