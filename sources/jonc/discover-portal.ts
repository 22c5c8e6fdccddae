import { z } from 'zod';
import { SourceLayoutError } from '../crawl/crawl-errors.ts';
import { readRequestData } from '../crawl/request-data.ts';
import type { CrawledPage, CrawlHandlers, CrawlRequest } from '../crawl/crawl-source.ts';
import { SOURCE_URL_META } from '../source-adapter.ts';
import { IncompleteRecords, MAX_INCOMPLETE_RUNS, type IncompleteRecord } from './incomplete-records.ts';
import { JoncRecordError } from './jonc-errors.ts';
import { publicationMetaSchema, type JoncCrawlContext, type JoncMeta, type PublicationMeta } from './jonc-meta.ts';
import { isElectronicNumero, isJoncNumero } from './jonc-number.ts';
import { contenuSchema, publicationSchema, summaryPublicationSchema, summarySchema, yearListSchema } from './leginova-records.ts';
import { officialPage } from './official-pages.ts';
import type { WatermarkTracker } from './watermark.ts';

export const PORTAL_LABELS = {
  year: 'leginova-year',
  summary: 'leginova-summary',
  publication: 'leginova-publication',
  contenu: 'leginova-contenu',
  pdf: 'leginova-pdf',
} as const;

/** The portal crawl's closed set of labels. */
export type PortalLabel = (typeof PORTAL_LABELS)[keyof typeof PORTAL_LABELS];

const numeroData = z.object({ numero: z.string().refine(isJoncNumero), date: z.string().nullable() });

/**
 * What a request carries to its label's handler (readRequestData): the year walked and how; the
 * JONC number and its listed date; the publication's id and title; the PDF's meta to archive.
 */
export const PORTAL_REQUEST_DATA = {
  [PORTAL_LABELS.year]: z.object({ annee: z.number().int(), emptyBefore: z.number().int(), recheck: z.boolean() }),
  [PORTAL_LABELS.summary]: numeroData,
  [PORTAL_LABELS.contenu]: numeroData,
  [PORTAL_LABELS.publication]: numeroData.extend({ id: z.number().int(), titre: z.string().nullable() }),
  [PORTAL_LABELS.pdf]: z.object({ meta: publicationMetaSchema }),
} as const;

type RequestData<L extends keyof typeof PORTAL_REQUEST_DATA> = z.input<(typeof PORTAL_REQUEST_DATA)[L]>;

/**
 * The first year read from Leginova. Earlier issues come from the old archive pages
 * (discover-archive.ts); Leginova also lists them, but as metadata and whole-issue scans.
 */
export const PORTAL_FIRST_YEAR = 2022;

/** Empty years listed before the first year with issues, at most: beyond, the site is not the JONC's. */
export const MAX_EMPTY_YEARS_BEFORE_FIRST = 10;

function yearRequest(base: string, annee: number, emptyBefore = 0, recheck = false): CrawlRequest<PortalLabel> {
  return { url: `${base}/api/jonc/list?annee=${annee}`, label: PORTAL_LABELS.year, userData: { annee, emptyBefore, recheck } satisfies RequestData<typeof PORTAL_LABELS.year> };
}

/** A JONC number's own answer: the summary of a classic issue, the `contenu` of an electronic item. */
function numeroRequest(base: string, numero: string, date: string | null): CrawlRequest<PortalLabel> {
  const path = `${base}/api/jonc/${encodeURIComponent(numero)}`;
  const userData = { numero, date } satisfies RequestData<typeof PORTAL_LABELS.summary | typeof PORTAL_LABELS.contenu>;
  return isElectronicNumero(numero)
    ? { url: `${path}/contenu`, label: PORTAL_LABELS.contenu, userData }
    : { url: `${path}/sommaire-analytique`, label: PORTAL_LABELS.summary, userData };
}

/**
 * Leginova has no list of years: the crawl lists the watermark's year (or the first portal
 * year), then each next year as long as the previous one listed something. The year after the
 * current one lists nothing, so no clock is needed and a run never asks for the far future.
 * Years that list nothing before the first one that does (a site whose issues start later than
 * PORTAL_FIRST_YEAR) are walked through, up to MAX_EMPTY_YEARS_BEFORE_FIRST.
 */
export function portalStart(base: string, watermark: WatermarkTracker): CrawlRequest<PortalLabel> {
  // A watermark means its year listed issues: the first empty year after it ends the walk.
  return yearRequest(base, Math.max(PORTAL_FIRST_YEAR, watermark.fromYear), watermark.previous ? -1 : 0);
}

/**
 * The incomplete records of earlier runs, asked again (incomplete-records.ts): a number's own
 * answer, and a year's list before the walk's first year (the walk lists the others anyway,
 * and that request must stay the walk's, which goes on to the next year).
 */
export function portalRechecks(base: string, watermark: WatermarkTracker, incomplete: IncompleteRecords): Array<CrawlRequest<PortalLabel>> {
  const firstYear = Math.max(PORTAL_FIRST_YEAR, watermark.fromYear);
  return incomplete.pending.flatMap((record: IncompleteRecord) => {
    if (record.kind === 'numero') return [numeroRequest(base, record.numero, null)];
    return record.annee < firstYear ? [yearRequest(base, record.annee, -1, true)] : [];
  });
}

/** The end of an incomplete record's message: asked again, or for the last time. */
function askedAgain(runs: number): string {
  return runs >= MAX_INCOMPLETE_RUNS
    ? ` ; incomplète depuis ${runs} exécutions, elle ne sera plus redemandée`
    : ' ; redemandée à la prochaine exécution';
}

/** The body as JSON, or a layout error (not retried: the same bytes would come back). */
function jsonOf(page: CrawledPage): unknown {
  try {
    return page.json<unknown>();
  } catch {
    throw new SourceLayoutError(page.url, `${page.url}: réponse qui n’est pas du JSON (${page.contentType})`);
  }
}

function parsed<T>(page: CrawledPage, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, what: string): T {
  const result = schema.safeParse(jsonOf(page));
  if (!result.success) throw new SourceLayoutError(page.url, `${page.url}: ${what} attendu, objet JSON illisible`);
  return result.data;
}

/**
 * Leginova's JSON API (SOURCES.md): a year's list -> a classic issue's analytic summary -> each
 * legal publication's record -> its PDF, the content document; or, for an electronic number
 * (`2026-00020`), its `contenu` -> the PDF when it is a legal publication. Acts and associations
 * are not company announcements and are not fetched further. A classic issue's whole PDF is
 * never fetched: it would repeat the publications fetched one by one.
 */
export function portalHandlers(
  ctx: JoncCrawlContext,
  base: string,
  watermark: WatermarkTracker,
  seenNumeros: Set<number>,
  incomplete: IncompleteRecords = new IncompleteRecords(),
): CrawlHandlers<PortalLabel, JoncMeta> {
  // A publication listed twice (in one summary or two) is fetched and emitted once.
  const seenPublications = new Set<number>();
  const pdfRequest = (url: string, meta: PublicationMeta): CrawlRequest<PortalLabel> => ({ url, label: PORTAL_LABELS.pdf, conditional: true, userData: { meta } satisfies RequestData<typeof PORTAL_LABELS.pdf> });

  return {
    [PORTAL_LABELS.year]: async ({ page, enqueue }) => {
      const { annee, emptyBefore, recheck } = readRequestData(page, PORTAL_REQUEST_DATA[PORTAL_LABELS.year]);
      const list = parsed(page, yearListSchema, 'liste des JONC de l’année');
      const entries = list.listAnnee.filter((y) => y.annee === null || y.annee === annee).flatMap((y) => y.listJonc);
      const requests: CrawlRequest<PortalLabel>[] = [];
      // The numbers this year listed when it was found with entries lacking theirs: one listed
      // since is such an entry, numbered at last, and is followed even below the watermark.
      const known = incomplete.knownIn(annee);
      const listed: string[] = [];
      let unnumbered = 0;
      for (const entry of entries) {
        if (entry.numero === null) {
          unnumbered += 1;
          continue;
        }
        const numero = entry.numero;
        listed.push(numero);
        if (!isElectronicNumero(numero)) seenNumeros.add(Number(numero));
        if (watermark.isNew(numero)) {
          // Without a date the listing's year stands in: the watermark only needs the year.
          watermark.note(numero, entry.datePublication ?? `${annee}-01-01`);
        } else if (known === null || known.has(numero)) {
          continue;
        }
        requests.push(numeroRequest(base, numero, entry.datePublication));
      }
      // Empty years walked so far before any year with issues; -1 once one had some. A year
      // asked again for its incomplete entries does not walk on: the walk lists the later years.
      if (recheck) {
        // nothing further
      } else if (entries.length > 0) requests.push(yearRequest(base, annee + 1, -1));
      else if (emptyBefore >= 0 && emptyBefore < MAX_EMPTY_YEARS_BEFORE_FIRST) requests.push(yearRequest(base, annee + 1, emptyBefore + 1));
      await enqueue(requests);
      if (unnumbered > 0) {
        const runs = incomplete.stillIncomplete({ kind: 'annee', annee, known: listed });
        ctx.incomplete(page.url, new JoncRecordError(page.url, `${unnumbered} entrée(s) de la liste ${annee} sans numéro de JONC, impossibles à suivre${askedAgain(runs)}`));
      } else if (known !== null) {
        incomplete.complete({ kind: 'annee', annee });
      }
    },

    [PORTAL_LABELS.summary]: async ({ page, enqueue }) => {
      const asked = readRequestData(page, PORTAL_REQUEST_DATA[PORTAL_LABELS.summary]);
      const numero = asked.numero;
      const summary = parsed(page, summarySchema, 'sommaire analytique');
      const date = summary.datePublication ?? asked.date;
      watermark.refineDate(numero, date);
      const entries = summary.listPublicationLegale.map((e) => summaryPublicationSchema.safeParse(e)).filter((r) => r.success).map((r) => r.data);
      const withId = entries.filter((e): e is { id: number; titre: string | null } => e.id !== null);
      const missing = summary.listPublicationLegale.length - withId.length;
      if (missing > 0) {
        const runs = incomplete.stillIncomplete({ kind: 'numero', numero });
        ctx.incomplete(page.url, new JoncRecordError(page.url, `${missing} publication(s) légale(s) du sommaire du JONC n° ${numero} sans identifiant${askedAgain(runs)}`));
      } else if (incomplete.isPending(numero)) {
        incomplete.complete({ kind: 'numero', numero });
      }
      if (summary.listPublicationLegale.length === 0) {
        ctx.log('Numéro sans publication légale', { numero, url: page.url });
        return;
      }
      const fresh = withId.filter((e) => !seenPublications.has(e.id) && seenPublications.add(e.id));
      if (fresh.length < withId.length) ctx.log('Publication listée plusieurs fois', { numero, doublons: withId.length - fresh.length });
      await enqueue(fresh.map((e) => ({
        url: `${base}/api/publication-legale/${e.id}`,
        label: PORTAL_LABELS.publication,
        userData: { numero, date, id: e.id, titre: e.titre } satisfies RequestData<typeof PORTAL_LABELS.publication>,
      })));
    },

    [PORTAL_LABELS.publication]: async ({ page, enqueue }) => {
      const asked = readRequestData(page, PORTAL_REQUEST_DATA[PORTAL_LABELS.publication]);
      const { id, numero } = asked;
      const record = parsed(page, publicationSchema, 'fiche de publication légale');
      await enqueue([pdfRequest(`${base}/api/publication-legale/${id}/pdf`, {
        kind: 'publication',
        numeroJonc: numero,
        publicationId: id,
        datePublication: record.datePublication ?? asked.date,
        titre: record.titre ?? asked.titre,
        [SOURCE_URL_META]: officialPage(numero, id),
      })]);
    },

    [PORTAL_LABELS.contenu]: async ({ page, enqueue }) => {
      const asked = readRequestData(page, PORTAL_REQUEST_DATA[PORTAL_LABELS.contenu]);
      const numero = asked.numero;
      const item = parsed(page, contenuSchema, 'contenu de JONC');
      if (item.typeContenu === null) {
        const runs = incomplete.stillIncomplete({ kind: 'numero', numero });
        ctx.incomplete(page.url, new JoncRecordError(page.url, `contenu du JONC n° ${numero} sans typeContenu ni fiche reconnaissable${askedAgain(runs)}`));
        return;
      }
      if (incomplete.isPending(numero)) incomplete.complete({ kind: 'numero', numero });
      watermark.refineDate(numero, item.datePublication);
      if (item.typeContenu !== 'PUBLICATION_LEGALE') return;
      const publication = publicationSchema.safeParse(item.publicationLegale ?? {});
      const facts = publication.success ? publication.data : null;
      const id = facts?.id ?? null;
      // Without the publication's id, the electronic number's own PDF is the same document.
      const pdf = id !== null ? `${base}/api/publication-legale/${id}/pdf` : `${base}/api/jonc/${encodeURIComponent(numero)}/pdf`;
      await enqueue([pdfRequest(pdf, {
        kind: 'publication',
        numeroJonc: numero,
        publicationId: id,
        datePublication: item.datePublication ?? facts?.datePublication ?? asked.date,
        titre: facts?.titre ?? null,
        [SOURCE_URL_META]: officialPage(numero),
      })]);
    },

    [PORTAL_LABELS.pdf]: async ({ page, emit }) => {
      await emit(readRequestData(page, PORTAL_REQUEST_DATA[PORTAL_LABELS.pdf]).meta);
    },
  };
}
