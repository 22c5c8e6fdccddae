/**
 * A printed PDF turned into what an archive scanner gives back: each page rendered to grey pixels
 * by poppler's `pdftoppm`, degraded (skew, uneven paper, faded ink, stains, grain, specks; see
 * degrade.ts) and embedded as one image per page. No text layer is left, so a reader must OCR it.
 */

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { createRandom } from '../world/index.ts';
import { chooseDegradation, degrade } from './degrade.ts';
import { readPgm, ScanRenderError, type GrayImage } from './gray-image.ts';

export interface ScanOptions {
  /** Same PDF, same seed: same bytes. */
  seed: number;
  /** Scanner resolution. 200 dpi is what mass archive digitisation of text commonly used. */
  dpi?: number;
  /** Grey levels kept: 8 bits, or 4 (16 levels, a smaller file; still readable). */
  bitsPerPixel?: 8 | 4;
  /** The `pdftoppm` program (poppler-utils). */
  pdftoppm?: string;
  /** Per rendering; the whole document is rendered in one call. */
  timeoutMs?: number;
  /** The scan's date in its metadata (fixed, so the bytes are). */
  scannedOn?: string;
}

export const SCAN_DEFAULTS = { dpi: 200, bitsPerPixel: 4, pdftoppm: 'pdftoppm', timeoutMs: 60_000, scannedOn: '2004-03-15' } as const;

function run(program: string, args: readonly string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(new ScanRenderError(missing ? `${program} not found (install poppler-utils)` : `${program} failed: ${String(stderr).trim() || error.message}`, { cause: error }));
    });
  });
}

/** Pixels packed as the PDF image wants them: rows of `bits`-bit samples, each row byte-aligned. */
function pack(image: GrayImage, bits: 8 | 4): Uint8Array {
  if (bits === 8) return image.data;
  const rowBytes = Math.ceil(image.width / 2);
  const out = new Uint8Array(rowBytes * image.height);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const level = image.data[y * image.width + x]! >> 4;
      out[y * rowBytes + (x >> 1)]! |= x % 2 === 0 ? level << 4 : level;
    }
  }
  return out;
}

function pageNumberOf(file: string): number {
  return Number(/-(\d+)\.pgm$/.exec(file)?.[1] ?? Number.NaN);
}

/**
 * Text-layer PDF bytes in, image-only PDF bytes out, deterministic from `options.seed` (given the
 * same poppler). Throws ScanRenderError (code `scan_rendu_impossible`) when pdftoppm is missing
 * or fails.
 *
 * @example
 * const scanned = await scanPdf(await renderPublicationPdf(issue, item, 12), { seed: 10498 });
 */
export async function scanPdf(pdf: Uint8Array, options: ScanOptions): Promise<Buffer> {
  const { dpi, bitsPerPixel, pdftoppm, timeoutMs, scannedOn } = { ...SCAN_DEFAULTS, ...options };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scan-'));
  try {
    const input = path.join(dir, 'in.pdf');
    await fs.writeFile(input, pdf);
    await run(pdftoppm, ['-r', String(dpi), '-gray', input, path.join(dir, 'page')], timeoutMs);
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.pgm')).sort((a, b) => pageNumberOf(a) - pageNumberOf(b));
    if (files.length === 0) throw new ScanRenderError('pdftoppm rendered no page');

    const doc = await PDFDocument.create();
    const when = new Date(`${scannedOn}T09:00:00+11:00`);
    doc.setProducer('Numérisation des archives');
    doc.setCreator('annonces-nc offline scans');
    doc.setCreationDate(when);
    doc.setModificationDate(when);
    const random = createRandom(options.seed);
    for (const [index, file] of files.entries()) {
      const clean = readPgm(await fs.readFile(path.join(dir, file)));
      const pageRandom = random.fork(`page-${index + 1}`);
      const scanned = degrade(clean, chooseDegradation(pageRandom, clean.width, clean.height, dpi), pageRandom);
      const image = doc.context.register(
        doc.context.stream(zlib.deflateSync(pack(scanned, bitsPerPixel), { level: 6 }), {
          Type: 'XObject',
          Subtype: 'Image',
          Width: scanned.width,
          Height: scanned.height,
          ColorSpace: 'DeviceGray',
          BitsPerComponent: bitsPerPixel,
          Filter: 'FlateDecode',
        }),
      );
      const widthPt = (scanned.width * 72) / dpi;
      const heightPt = (scanned.height * 72) / dpi;
      const page = doc.addPage([widthPt, heightPt]);
      const name = page.node.newXObject('Scan', image);
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(widthPt, 0, 0, heightPt, 0, 0), drawObject(name), popGraphicsState());
    }
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * The pages of a PDF, same count and size, with nothing on them: what the offline sites serve
 * for a scan when pdftoppm is missing, so the reader still meets a PDF without text layer.
 */
export async function blankPagesLike(pdf: Uint8Array): Promise<Buffer> {
  const source = await PDFDocument.load(pdf);
  const doc = await PDFDocument.create();
  const when = new Date(`${SCAN_DEFAULTS.scannedOn}T09:00:00+11:00`);
  doc.setProducer('Numérisation des archives');
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  for (const page of source.getPages()) doc.addPage([page.getWidth(), page.getHeight()]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
