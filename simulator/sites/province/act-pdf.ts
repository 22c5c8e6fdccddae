/**
 * PDF renderings of acts for the offline copies of the province sites (pdf-lib, standard
 * fonts, WinAnsi text). Rendering is deterministic: no clock, fixed metadata, so the same act
 * always gives the same bytes (and the same ETag).
 */

import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ProvincialAct, SampleWorld } from '../../world/index.ts';
import { keptRender } from '../../scans/index.ts';
import { actParagraphs, actTrailer } from './acts.ts';

export interface ActPdfOptions {
  /** Letterhead lines, printed in capitals at the top of the first page. */
  letterhead: string[];
  /** Act title, then paragraphs (visas, articles). */
  titre: string;
  paragraphs: string[];
  /** Lines after the articles: 'Fait à Nouméa, le ...', signatory, publication line. */
  trailer: string[];
  /** YYYY-MM-DD, stamped as creation date. */
  date: string;
  font: 'helvetica' | 'times';
}

const PAGE: [number, number] = [595, 842];
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 14;

// WinAnsi cannot encode every code point: fold the few typographic ones it lacks.
function winAnsiSafe(text: string): string {
  return text.replace(/[\u202f\u2007\u00a0]/g, ' ').replace(/[\u2010\u2011]/g, '-').replace(/\u2026/g, '...');
}

// Keeps digit groups (`1 234 567.001`) on one line while wrapping; printed as a space.
const NO_BREAK_MARK = '\u0000';

/** A text's advance in font units (1/1000 em), as pdf-lib sums it: glyph widths and pair kerning. */
function unitsOf(font: PDFFont, text: string): number {
  return font.widthOfTextAtSize(text, 1000);
}

/**
 * Breaks a paragraph into lines that fit the page. Spaces between digits ('1 231 083.002') are
 * not break points, as a typesetter with non-breaking spaces would do.
 *
 * Measuring each candidate line whole made wrapping quadratic in a line's words (a third of a
 * night's act rendering). The standard fonts' widths and kerning are whole font units, so a line's
 * advance is the sum of its parts exactly: the line so far, the kerning of its last letter with
 * the space, then the space and the word. pdf-lib's width is that sum times size / 1000, so the
 * comparison, and every line, is the one measuring whole would give.
 */
export function wrapParagraph(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = winAnsiSafe(text).replace(/(\d) (?=\d)/g, `$1${NO_BREAK_MARK}`).split(' ');
  const scale = size / 1000;
  const space = unitsOf(font, ' ');
  const lines: string[] = [];
  let line = '';
  let lineUnits = 0;
  let lastLetter = '';
  for (const word of words) {
    const shown = word.replaceAll(NO_BREAK_MARK, ' ');
    let candidateUnits = line ? lineUnits + unitsOf(font, `${lastLetter} `) - unitsOf(font, lastLetter) - space + unitsOf(font, ` ${shown}`) : unitsOf(font, shown);
    // Not whole (a font with fractional metrics): a sum of fractions may round apart from pdf-lib's own width, so the candidate line is measured whole.
    if (!Number.isInteger(candidateUnits)) candidateUnits = unitsOf(font, (line ? `${line} ${word}` : word).replaceAll(NO_BREAK_MARK, ' '));
    if (candidateUnits * scale > width && line) {
      lines.push(line);
      line = word;
      lineUnits = unitsOf(font, shown);
    } else {
      line = line ? `${line} ${word}` : word;
      lineUnits = candidateUnits;
    }
    // The line's last letter: the word's, or the space an empty word (two spaces in a row) left.
    if (shown !== '') lastLetter = Array.from(shown).pop()!;
    else if (line !== '') lastLetter = ' ';
  }
  if (line) lines.push(line);
  return lines.map((l) => l.replaceAll(NO_BREAK_MARK, ' '));
}

export async function renderActPdf(options: ActPdfOptions): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const stamp = new Date(`${options.date}T08:00:00+11:00`);
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);
  doc.setProducer('annonces-nc sample sites');
  const regular = await doc.embedFont(options.font === 'times' ? StandardFonts.TimesRoman : StandardFonts.Helvetica);
  const bold = await doc.embedFont(options.font === 'times' ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const write = (text: string, font: PDFFont, gapAfter: number) => {
    for (const line of wrapParagraph(text, font, SIZE, width)) {
      if (y < MARGIN + LEADING) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size: SIZE, font, color: rgb(0, 0, 0) });
      y -= LEADING;
    }
    y -= gapAfter;
  };
  for (const line of options.letterhead) write(line.toUpperCase(), bold, 0);
  y -= LEADING;
  write(options.titre, bold, LEADING / 2);
  for (const p of options.paragraphs) write(p, regular, LEADING / 3);
  y -= LEADING;
  for (const line of options.trailer) write(line, regular, 0);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A "scanned" act: the page only holds drawn shapes standing for the photographed lines, no
 * text layer, as when an office scans a signed act instead of exporting it.
 */
export async function renderScannedPdf(date: string, lines: number): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const stamp = new Date(`${date}T08:00:00+11:00`);
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);
  doc.setProducer('Scanner multifonction');
  const page = doc.addPage(PAGE);
  page.drawRectangle({ x: 0, y: 0, width: PAGE[0], height: PAGE[1], color: rgb(0.96, 0.95, 0.92) });
  for (let i = 0; i < lines; i += 1) {
    const lineWidth = 380 + ((i * 53) % 90);
    page.drawRectangle({ x: MARGIN, y: PAGE[1] - MARGIN - i * LEADING, width: lineWidth, height: 6, color: rgb(0.25, 0.25, 0.25) });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A download cut short: the first part of the bytes, as a failed upload leaves them. */
export function truncatePdf(bytes: Buffer): Buffer {
  return bytes.subarray(0, Math.floor(bytes.length * 0.55));
}

const actPdfCache = new WeakMap<SampleWorld, Map<string, Promise<Buffer>>>();

/** Part of every kept act's key: raise it whenever renderActPdf would draw other bytes from the same options. */
const ACT_PRINTER_VERSION = 'act-1';

/**
 * An act's PDF as a province publishes it, rendered once per world and act: pdf-lib rendering
 * is the offline sites' main cost, and the same act is asked for again on every night's run.
 * With a folder of kept renders (SCAN_CACHE_DIR), once per folder: every process that serves the
 * offline copies (each demo start, each test worker) drew them all again.
 */
export function cachedActPdf(world: SampleWorld, act: ProvincialAct, style: { letterhead: string[]; font: ActPdfOptions['font'] }, keptDir: string | null): Promise<Buffer> {
  let cache = actPdfCache.get(world);
  if (!cache) actPdfCache.set(world, (cache = new Map<string, Promise<Buffer>>()));
  let pdf = cache.get(act.id);
  if (!pdf) {
    const options: ActPdfOptions = {
      letterhead: style.letterhead,
      titre: act.titre,
      paragraphs: actParagraphs(act),
      trailer: actTrailer(act),
      date: act.publicationDate,
      font: style.font,
    };
    pdf = keptRender(keptDir, ACT_PRINTER_VERSION, [options], () => renderActPdf(options));
    cache.set(act.id, pdf);
  }
  return pdf;
}
