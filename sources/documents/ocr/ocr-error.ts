import { AppError } from '../../../kernel/errors/app-error.ts';

/**
 * Why a scanned page could not be read. `ocr_indisponible`: a program or the French language data
 * is missing on this machine (the document is quarantined under that reason, and the message says
 * what to install); `ocr_delai_depasse`: a program ran past its timeout and was killed;
 * `ocr_echec`: a program failed or gave nothing usable. French messages: they end up in
 * quarantine details, which operators read.
 */
export type OcrErrorCode = 'ocr_indisponible' | 'ocr_delai_depasse' | 'ocr_echec';

export class OcrError extends AppError<OcrErrorCode> {}

/** What to run on Debian/Ubuntu to get every program the OCR needs. */
export const OCR_INSTALL_HINT = 'apt-get install tesseract-ocr tesseract-ocr-fra poppler-utils';
