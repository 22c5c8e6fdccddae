export { blankPagesLike, scanPdf } from './scan-pdf.js';
export { printTextPdf, wrapLines } from './print-text.js';
export { chooseDegradation, degrade, type Degradation } from './degrade.js';
export { readPgm, ScanRenderError, type GrayImage } from './gray-image.js';
