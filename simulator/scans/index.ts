export { blankPagesLike, scanPdf, SCAN_DEFAULTS, type ScanOptions } from './scan-pdf.js';
export { printTextPdf, wrapLines } from './print-text.js';
export { chooseDegradation, degrade, type Degradation, type Stain } from './degrade.js';
export { readPgm, ScanRenderError, type GrayImage } from './gray-image.js';
