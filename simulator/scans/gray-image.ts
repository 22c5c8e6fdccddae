import { AppError } from '../../kernel/errors/app-error.ts';

/** An 8-bit grayscale raster, row by row, 0 black to 255 white (what a scanner's grey mode gives). */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export class ScanRenderError extends AppError<'scan_rendu_impossible'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('scan_rendu_impossible', `[scans] ${message}`, options);
  }
}

function headerToken(bytes: Uint8Array, at: { pos: number }): string {
  // Whitespace and '#' comments may separate the header fields (netpbm's rule).
  for (;;) {
    while (at.pos < bytes.length && /\s/.test(String.fromCharCode(bytes[at.pos]!))) at.pos += 1;
    if (bytes[at.pos] !== 0x23) break;
    while (at.pos < bytes.length && bytes[at.pos] !== 0x0a) at.pos += 1;
  }
  const start = at.pos;
  while (at.pos < bytes.length && !/\s/.test(String.fromCharCode(bytes[at.pos]!))) at.pos += 1;
  return Buffer.from(bytes.subarray(start, at.pos)).toString('latin1');
}

/**
 * Reads a binary PGM (P5, 8-bit), the format `pdftoppm -gray` writes: a three-field text header,
 * one whitespace byte, then the pixels.
 */
export function readPgm(bytes: Uint8Array): GrayImage {
  const at = { pos: 0 };
  const magic = headerToken(bytes, at);
  const width = Number(headerToken(bytes, at));
  const height = Number(headerToken(bytes, at));
  const max = Number(headerToken(bytes, at));
  if (magic !== 'P5' || !Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0 || max !== 255) {
    throw new ScanRenderError(`not an 8-bit binary PGM (header ${magic} ${width} ${height} ${max})`);
  }
  const start = at.pos + 1;
  if (bytes.length < start + width * height) throw new ScanRenderError(`PGM truncated: ${bytes.length - start} of ${width * height} pixel bytes`);
  return { width, height, data: new Uint8Array(bytes.subarray(start, start + width * height)) };
}
