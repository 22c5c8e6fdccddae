import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDateLong } from '../../world/index.ts';
import { frenchWeekday, type IssueItem, type JoncIssue } from './calendar.ts';
import { itemLines, mastheadLines, runningHeader, type IssueLayout, type PrintedLine } from './layout.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const HEADER_Y = 812;
const BODY_TOP = 790;

// Characters pdf-lib's standard fonts (WinAnsi) can encode beyond Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function winAnsi(text: string): string {
  return [...text.replace(/[\u202f\u2007\u2009]/g, ' ')]
    .map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?'))
    .join('');
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newDocument(title: string, date: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  // Fixed metadata: the same issue must always be the same bytes (ETag, sha256 in the archive).
  const when = new Date(`${date}T06:00:00+11:00`);
  doc.setTitle(winAnsi(title));
  doc.setProducer('Imprimerie administrative de la Nouvelle-Calédonie');
  doc.setCreator('annonces-nc offline JONC');
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const fonts = { regular: await doc.embedFont(StandardFonts.TimesRoman), bold: await doc.embedFont(StandardFonts.TimesRomanBold) };
  return { doc, fonts };
}

function drawLines(page: PDFPage, fonts: Fonts, lines: readonly PrintedLine[], top: number): void {
  let y = top;
  for (const line of lines) {
    y -= line.size * 1.3 + line.gapBefore;
    const font = line.bold ? fonts.bold : fonts.regular;
    const text = winAnsi(line.text);
    const x = line.center ? Math.max(MARGIN, (A4[0] - font.widthOfTextAtSize(text, line.size)) / 2) : MARGIN;
    page.drawText(text, { x, y, size: line.size, font });
  }
}

function drawHeader(page: PDFPage, fonts: Fonts, pageNumber: number, date: string): void {
  page.drawText(winAnsi(runningHeader(pageNumber, date)), { x: MARGIN, y: HEADER_Y, size: 9, font: fonts.regular });
  page.drawLine({ start: { x: MARGIN, y: HEADER_Y - 4 }, end: { x: A4[0] - MARGIN, y: HEADER_Y - 4 }, thickness: 0.5 });
}

async function save(doc: PDFDocument): Promise<Buffer> {
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The whole issue, masthead on its first page, running header on the others. */
export async function renderIssuePdf(issue: JoncIssue, layout: IssueLayout): Promise<Buffer> {
  const { doc, fonts } = await newDocument(`Journal officiel de la Nouvelle-Calédonie n° ${issue.numero}`, issue.date);
  layout.pages.forEach((printed, index) => {
    const page = doc.addPage(A4);
    if (index === 0) {
      drawLines(page, fonts, mastheadLines(issue), HEADER_Y + 10);
      drawLines(page, fonts, printed.lines, BODY_TOP - 120);
    } else {
      drawHeader(page, fonts, printed.number, issue.date);
      drawLines(page, fonts, printed.lines, BODY_TOP);
    }
  });
  return save(doc);
}

/**
 * Header of a legal publication's PDF: its kind (with its own JONC number when electronic) and
 * the journal it appeared in. A classic issue's publication also carries the running header of
 * the journal page it was printed on; an electronic item has no page.
 */
export function publicationHeader(issue: JoncIssue, item: IssueItem): string[] {
  const journal = item.numero ?? String(issue.numero);
  return [
    item.numero ? `PUBLICATION LÉGALE N° ${item.numero}` : 'PUBLICATION LÉGALE',
    `Journal officiel n° ${journal} du ${frenchWeekday(issue.date)} ${formatDateLong(issue.date)}`,
  ];
}

function publicationTitle(item: IssueItem): string {
  return `Publication légale n° ${item.numero ?? item.id ?? ''}`;
}

/** One legal publication as the portal serves it (`/api/publication-legale/{id}/pdf`). */
export async function renderPublicationPdf(issue: JoncIssue, item: IssueItem, pageJonc: number): Promise<Buffer> {
  const { doc, fonts } = await newDocument(publicationTitle(item), issue.date);
  const page = doc.addPage(A4);
  if (!item.numero) drawHeader(page, fonts, pageJonc, issue.date);
  const header: PrintedLine[] = publicationHeader(issue, item).map((text, i) => ({ text, bold: i === 0, size: i === 0 ? 11 : 9, center: true, gapBefore: i === 0 ? 6 : 2 }));
  drawLines(page, fonts, [...header, ...itemLines(item)], BODY_TOP);
  return save(doc);
}

/** A scan: grey bars where the lines are, no text layer at all. */
export async function renderScannedPdf(issue: JoncIssue, item: IssueItem): Promise<Buffer> {
  const { doc } = await newDocument(`${publicationTitle(item)} (numérisée)`, issue.date);
  const page = doc.addPage(A4);
  let y = BODY_TOP;
  for (const line of itemLines(item)) {
    y -= line.size * 1.3 + line.gapBefore;
    page.drawRectangle({ x: MARGIN, y, width: Math.min(A4[0] - 2 * MARGIN, line.text.length * 4.6), height: line.size * 0.7, color: rgb(0.35, 0.35, 0.35) });
  }
  return save(doc);
}

/** What a broken transfer leaves: the first part of the file, no cross-reference table. */
export function truncate(pdf: Buffer): Buffer {
  return pdf.subarray(0, Math.floor(pdf.length * 0.45));
}
