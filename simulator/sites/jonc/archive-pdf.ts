import type { SampleWorld } from '../../world/index.ts';
import { blankPagesLike, cachedScanPdf, ScanRenderError } from '../../scans/index.ts';
import type { JoncIssue } from './calendar.ts';
import { issueLayout } from './layout.ts';
import { truncate } from './render-pdf.ts';
import { keptIssuePdf } from './kept-pdf.ts';
import { isScannedArchive, isTruncatedArchive } from './tricky-cases.ts';

export type ArchiveRendition = 'texte' | 'tronque' | 'numerise';

/** How the old archive serves an issue's PDF: with its text layer, cut short, or as an image scan. */
export function archiveRendition(world: SampleWorld, numero: number): ArchiveRendition {
  if (isTruncatedArchive(world, numero)) return 'tronque';
  return isScannedArchive(world, numero) ? 'numerise' : 'texte';
}

/**
 * The one place an archive issue's PDF is rendered (`/anciens/pdf/{year}/JONC_{numero}.pdf`).
 * Scanned issues (TRICKS.scannedArchiveRank) go through simulator/scans, so the pipeline must read them by OCR: the
 * printed PDF in, an image-only PDF out, seeded by the issue number, kept in `scanCacheDir`
 * when one is given (rendering a scan is seconds of CPU), as the printed PDF is (kept-pdf.ts).
 */
export async function renderArchiveIssuePdf(world: SampleWorld, issue: JoncIssue, scanCacheDir: string | null = null): Promise<Buffer> {
  const printed = await keptIssuePdf(issue, issueLayout(world, issue.numero), scanCacheDir);
  const rendition = archiveRendition(world, issue.numero);
  if (rendition === 'tronque') return truncate(printed);
  if (rendition === 'numerise') return scan(printed, issue, scanCacheDir);
  return printed;
}

/**
 * The scanner needs poppler's pdftoppm. Without it, the issue is still served without any text
 * layer (blank pages of the same size), so a machine without the OCR programs sees what it
 * would see of a real scan: a document to quarantine as `ocr_indisponible`.
 */
async function scan(printed: Buffer, issue: JoncIssue, scanCacheDir: string | null): Promise<Buffer> {
  try {
    return await cachedScanPdf(printed, { seed: issue.numero, scannedOn: issue.date }, scanCacheDir);
  } catch (error) {
    if (error instanceof ScanRenderError) return blankPagesLike(printed);
    throw error;
  }
}
