import { AppError } from '../../../kernel/errors/app-error.js';
import type { SampleWorld } from '../../world/index.js';
import type { JoncIssue } from './calendar.js';
import { issueLayout } from './layout.js';
import { renderIssuePdf, truncate } from './render-pdf.js';
import { isTruncatedArchive, TRICKS } from './tricky-cases.js';

export type ArchiveRendition = 'texte' | 'tronque' | 'numerise';

/** How the old archive serves an issue's PDF: with its text layer, cut short, or as an image scan. */
export function archiveRendition(world: SampleWorld, numero: number): ArchiveRendition {
  if (isTruncatedArchive(world, numero)) return 'tronque';
  return TRICKS.scannedArchive(numero) ? 'numerise' : 'texte';
}

export class ArchiveScanUnavailableError extends AppError<'jonc_numerisation_absente'> {
  constructor(numero: number) {
    super('jonc_numerisation_absente', `[jonc] issue ${numero} is to be served as a scan, but no scanner is wired into archive-pdf.ts`);
  }
}

/**
 * The one place an archive issue's PDF is rendered (`/anciens/pdf/{year}/JONC_{numero}.pdf`).
 * Scanned issues (TRICKS.scannedArchive) go through `scan`, the hook for simulator/scans (OCR,
 * issue 23): the printed PDF in, an image-only PDF out, deterministic for a given issue.
 */
export async function renderArchiveIssuePdf(world: SampleWorld, issue: JoncIssue): Promise<Buffer> {
  const printed = await renderIssuePdf(issue, issueLayout(world, issue.numero));
  const rendition = archiveRendition(world, issue.numero);
  if (rendition === 'tronque') return truncate(printed);
  if (rendition === 'numerise') return scan(printed, issue);
  return printed;
}

async function scan(_printed: Buffer, issue: JoncIssue): Promise<Buffer> {
  throw new ArchiveScanUnavailableError(issue.numero);
}
