import type { CheerioAPI } from 'cheerio';
import { z } from 'zod';
import { ISO_DAY } from '../../kernel/model/calendar-day.ts';
import { fold, parseFrenchDate } from '../../kernel/normalise/index.ts';
import type { CrawlHandlers, CrawlRequest } from '../crawl/crawl-source.ts';
import { SourceFetchError } from '../crawl/crawl-errors.ts';
import { readRequestData } from '../crawl/request-data.ts';
import { SOURCE_URL_META } from '../source-adapter.ts';
import type { JoncCrawlContext, JoncMeta } from './jonc-meta.ts';
import { officialPage } from './official-pages.ts';
import type { WatermarkTracker } from './watermark.ts';

export const ARCHIVE_LABELS = {
  years: 'archive-years',
  issues: 'archive-issues',
  pdf: 'archive-pdf',
} as const;

/** The archive crawl's closed set of labels. */
export type ArchiveLabel = (typeof ARCHIVE_LABELS)[keyof typeof ARCHIVE_LABELS];

/**
 * What a request carries to its label's handler (readRequestData): an issue PDF, the number and
 * date of its listing row. The other labels carry nothing.
 */
export const ARCHIVE_REQUEST_DATA = {
  [ARCHIVE_LABELS.pdf]: z.object({ numero: z.number().int().positive(), date: z.string().regex(ISO_DAY) }),
} as const;

export function archiveStart(base: string): CrawlRequest<ArchiveLabel> {
  return { url: `${base}/anciens/`, label: ARCHIVE_LABELS.years };
}

export interface ArchiveRow {
  numero: number;
  date: string;
  href: string;
  /** The row's contents line; null when the listing gives none. */
  sommaire: string | null;
}

/**
 * Rows of an archive year page. The markup is sloppy (unclosed cells and rows, stray tags), so
 * rows are read from the parsed DOM cell by cell and checked: a row without a number, a French
 * date and a PDF link is not an issue.
 */
export function readArchiveRows($: CheerioAPI): ArchiveRow[] {
  const rows: ArchiveRow[] = [];
  $('tr').each((_, tr) => {
    const cells = $(tr).children('td');
    if (cells.length === 0) return;
    const numero = /N°\s*(\d{4,6})/.exec($(cells[0]).text())?.[1];
    const date = parseFrenchDate($(cells[1]).text());
    const href = $(tr).find('a[href$=".pdf"]').first().attr('href');
    if (!numero || !date || !href) return;
    const sommaire = $(tr).find('td.sommaire').text().trim();
    rows.push({ numero: Number(numero), date, href, sommaire: sommaire || null });
  });
  return rows;
}

/**
 * The HTML archive: index of years -> a year's issue list -> each new issue's PDF, the content
 * document. An issue whose contents line shows no legal publications is not fetched (nothing
 * to announce); one without a contents line is fetched to find out; one the portal listed in
 * this crawl is left to the portal.
 */
export function archiveHandlers(ctx: JoncCrawlContext, watermark: WatermarkTracker, portalNumeros: ReadonlySet<number>): CrawlHandlers<ArchiveLabel, JoncMeta> {
  return {
    [ARCHIVE_LABELS.years]: async ({ page, enqueue }) => {
      const $ = page.$();
      const links = $('a[href]')
        .map((_, a) => $(a).attr('href') ?? '')
        .get()
        .map((href) => ({ href, year: Number(/(\d{4})\.html?$/.exec(href)?.[1]) }))
        .filter(({ year }) => Number.isInteger(year) && year >= watermark.fromYear);
      await enqueue(links.map(({ href }) => ({ url: new URL(href, page.url).href, label: ARCHIVE_LABELS.issues })));
    },
    [ARCHIVE_LABELS.issues]: async ({ page, enqueue }) => {
      const rows = readArchiveRows(page.$());
      const requests = [];
      for (const row of rows) {
        if (!watermark.isNew(row.numero)) continue;
        if (portalNumeros.has(row.numero)) {
          ctx.log('Numéro servi par le portail, ignoré dans les archives', { numero: row.numero });
          continue;
        }
        watermark.note(row.numero, row.date);
        if (row.sommaire !== null && !fold(row.sommaire).includes('publications legales')) {
          ctx.log('Numéro sans publication légale', { numero: row.numero, url: page.url });
          continue;
        }
        requests.push({
          url: new URL(row.href, page.url).href,
          label: ARCHIVE_LABELS.pdf,
          conditional: true,
          userData: { numero: row.numero, date: row.date } satisfies z.input<(typeof ARCHIVE_REQUEST_DATA)[typeof ARCHIVE_LABELS.pdf]>,
        });
      }
      await enqueue(requests);
    },
    [ARCHIVE_LABELS.pdf]: async ({ page, emit }) => {
      // Leginova lists classic issues too: its analytic summary of the issue is the page to cite.
      const { numero, date } = readRequestData(page, ARCHIVE_REQUEST_DATA[ARCHIVE_LABELS.pdf]);
      await emit({ kind: 'bulletin', numero, datePublication: date, [SOURCE_URL_META]: officialPage(String(numero)) });
    },
  };
}

/**
 * The crawl context of the archive: a 404 on its index means the site serves no old archive
 * pages (Leginova itself has none: they are the old portal's), logged rather than failed, so
 * the source works by setting its URL to Leginova. Any other failure is the run's.
 */
export function archiveContext(ctx: JoncCrawlContext, base: string): JoncCrawlContext {
  const index = archiveStart(base).url;
  return {
    ...ctx,
    fail: (url, error) => {
      if (url === index && error instanceof SourceFetchError && error.status === 404) {
        ctx.log('Pas d’archives HTML à cette adresse : numéros anciens non lus', { url });
        return;
      }
      ctx.fail(url, error);
    },
  };
}
