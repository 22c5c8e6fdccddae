export { blankPagesLike, scanPdf } from './scan-pdf.ts';
export { cachedScanPdf } from './scan-cache.ts';
export { printTextPdf } from './print-text.ts';
/** @internal A step of the simulated scan, tested on its own; the sites ask for whole scans. */
export { wrapLines } from './print-text.ts';
/** @internal A step of the simulated scan, tested on its own; the sites ask for whole scans. */
export { chooseDegradation, degrade, type Degradation } from './degrade.ts';
export { ScanRenderError } from './gray-image.ts';
/** @internal A step of the simulated scan, tested on its own; the sites ask for whole scans. */
export { readPgm, type GrayImage } from './gray-image.ts';
export { keptRender } from './kept-entry.ts';
