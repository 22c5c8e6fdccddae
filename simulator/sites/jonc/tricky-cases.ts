import type { SampleWorld } from '../../world/index.ts';
import { joncIssues, legalItems } from './calendar.ts';

/**
 * The offline JONC's deliberate faults, chosen by rule from issue numbers and ranks so they
 * are the same on every run and some of each fall in any half-year (see README, "Tricky cases").
 */
export const TRICKS = {
  /** Legal publications of a portal or electronic year, by 1-based rank: the PDF is cut short. */
  truncatedPublicationRank: 5,
  /** ... the PDF is a scan without a text layer. */
  scannedPublicationRank: 10,
  /** Electronic items (`YYYY-NNNNN`) whose `contenu` answers 503 with Retry-After once. */
  contenuUnavailableOnce: (numero: string) => Number(numero.slice(5)) % 40 === 0,
  /**
   * Archive issues with legal publications of a year, by 1-based rank, in the years before
   * `scannedArchiveBefore`: served as an image scan without text layer (simulator/scans), so the
   * pipeline reads them by OCR. Two issues of one page each (10195, 10316): every test
   * that runs the pipeline over the archive pays seconds of OCR per page.
   */
  scannedArchiveRank: 2,
  scannedArchiveBefore: '2022-01-01',
  /** Portal summaries listing their first legal publication twice. */
  duplicateListing: (numero: number) => numero % 5 === 0,
  /** Portal summaries answering 500 to their first request. */
  summaryFailsOnce: (numero: number) => numero % 7 === 0,
  /** Portal summaries answering after 1.5 s. */
  slowSummary: (numero: number) => numero % 50 === 0,
  slowDelayMs: 1500,
  /** Archive issue PDFs answering 500 to their first request. */
  archivePdfFailsOnce: (numero: number) => numero % 11 === 0,
  /** Archive issue PDFs moved to `/documents/...` (301 from the listed URL). */
  archivePdfMoved: (numero: number) => numero % 13 === 0,
  /** Archive listing rows without a contents line: the adapter must fetch the PDF to know. */
  archiveNoSommaire: (numero: number) => numero % 17 === 0,
  /** Archive issues with legal publications of a year, by 1-based rank: the PDF is cut short. */
  truncatedArchiveRank: 4,
} as const;

export type PublicationTrick = 'truncated' | 'scanned' | null;

interface TrickIndex {
  /** By the legal publication's Leginova id. */
  publications: Map<number, PublicationTrick>;
  truncatedArchive: Set<number>;
  scannedArchive: Set<number>;
}

const cache = new WeakMap<SampleWorld, TrickIndex>();

function index(world: SampleWorld): TrickIndex {
  const found = cache.get(world);
  if (found) return found;
  const publications = new Map<number, PublicationTrick>();
  const truncatedArchive = new Set<number>();
  const scannedArchive = new Set<number>();
  const publicationRanks = new Map<string, number>();
  const archiveRanks = new Map<string, number>();
  for (const issue of joncIssues(world)) {
    const year = issue.date.slice(0, 4);
    const legal = legalItems(issue);
    if (issue.format === 'archive') {
      if (legal.length === 0) continue;
      const rank = (archiveRanks.get(year) ?? 0) + 1;
      archiveRanks.set(year, rank);
      if (rank === TRICKS.truncatedArchiveRank) truncatedArchive.add(issue.numero);
      if (rank === TRICKS.scannedArchiveRank && issue.date < TRICKS.scannedArchiveBefore) scannedArchive.add(issue.numero);
      continue;
    }
    for (const item of legal) {
      const rank = (publicationRanks.get(year) ?? 0) + 1;
      publicationRanks.set(year, rank);
      const trick = rank === TRICKS.truncatedPublicationRank ? 'truncated' : rank === TRICKS.scannedPublicationRank ? 'scanned' : null;
      publications.set(item.id as number, trick);
    }
  }
  const built = { publications, truncatedArchive, scannedArchive };
  cache.set(world, built);
  return built;
}

export function publicationTrick(world: SampleWorld, id: number): PublicationTrick {
  return index(world).publications.get(id) ?? null;
}

export function isTruncatedArchive(world: SampleWorld, numero: number): boolean {
  return index(world).truncatedArchive.has(numero);
}

/** An archive issue served as an image scan (TRICKS.scannedArchiveRank). */
export function isScannedArchive(world: SampleWorld, numero: number): boolean {
  return index(world).scannedArchive.has(numero);
}
