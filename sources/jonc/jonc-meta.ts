import { z } from 'zod';
import type { CrawlContext } from '../source-adapter.ts';
import type { JoncWatermark } from './watermark.ts';

/**
 * What the crawl archives with each JONC document (RawDocument.meta), declared once: the parser
 * reads it typed, and a reparse checks the archived value against it (sources/source-records.ts).
 * Loose objects: the crawler's fetch facts (etag...) ride along.
 */


/** A legal publication of Leginova's portal: one PDF, one notice (discover-portal.ts). */
export const publicationMetaSchema = z.looseObject({
  kind: z.literal('publication'),
  numeroJonc: z.string(),
  /** Leginova's id of the publication (`/api/publication-legale/{id}`); null when the API gave none. */
  publicationId: z.number().nullable(),
  datePublication: z.string().nullable(),
  titre: z.string().nullable(),
  /** The official page to cite (SOURCE_URL_META). */
  sourceUrl: z.string(),
});
export type PublicationMeta = z.infer<typeof publicationMetaSchema>;

/** A classic issue of the old portal's archive: one PDF, split into notices (discover-archive.ts). */
export const bulletinMetaSchema = z.looseObject({
  kind: z.literal('bulletin'),
  numero: z.number(),
  datePublication: z.string(),
  sourceUrl: z.string(),
});

/**
 * A document without crawl meta (`pipeline parse --source jonc` on a file): the parser recognises
 * its kind from the text.
 */
const unknownKindMetaSchema = z.looseObject({ kind: z.undefined().optional() });

export const joncMetaSchema = z.union([publicationMetaSchema, bulletinMetaSchema, unknownKindMetaSchema]);
export type JoncMeta = z.infer<typeof joncMetaSchema>;

/** The JONC adapter's crawl context: its watermark as state, its documents' meta. */
export type JoncCrawlContext = CrawlContext<JoncWatermark, JoncMeta>;
