import { z } from 'zod';
import { isJoncNumero } from './jonc-number.ts';

/**
 * Readers of Leginova's JSON answers (SOURCES.md, "Leginova"). The API is generated from an
 * unpublished OpenAPI document and omits or nulls fields freely, so every field is read as
 * optional: missing, null or of an unexpected type it becomes null (never a throw), and fields
 * we do not know are dropped. What a record cannot be used without is decided by the caller
 * (discover-portal.ts), which turns its absence into a typed error or a logged skip.
 */

/** A piece of text, or null when missing, null, blank or not a string. */
const text = z.string().transform((s) => s.trim() || null).nullish().catch(null).transform((v) => v ?? null);

/** A JONC number as the API gives it (a string, sometimes a number): `10467` or `2026-00020`. */
const joncNumero = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v).trim())
  .refine(isJoncNumero)
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

/** A record id: an integer, sometimes as a string of digits. */
const recordId = z
  .union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)])
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

/** `2024-06-04`, `2024-06-04T00:00:00.000+11:00`: the calendar date as written, or null. */
const isoDate = z
  .string()
  .transform((v) => /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(v.trim())?.[1] ?? null)
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

/** A list whose unreadable entries are dropped one by one; missing or null means empty. */
function listOf<T extends z.ZodType>(entry: T) {
  return z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) => (items ?? []).map((item) => entry.safeParse(item)).filter((r) => r.success).map((r) => r.data));
}

const record = z.record(z.string(), z.unknown());

const joncListEntry = z.object({ id: recordId, numero: joncNumero, datePublication: isoDate, nombreActes: z.number().nullish().catch(null).transform((v) => v ?? null) });

/** `GET /api/jonc/list?annee=Y`. */
export const yearListSchema = z.object({
  listAnnee: listOf(z.object({ annee: z.union([z.number(), z.string()]).transform(Number).nullish().catch(null), listJonc: listOf(joncListEntry) })),
});

/** A summary entry names its publication under `objet`, `titre` or `libelle`. */
const publicationEntry = z
  .object({ id: recordId, objet: text, titre: text, libelle: text })
  .transform((e) => ({ id: e.id, titre: e.titre ?? e.objet ?? e.libelle }));

/** `GET /api/jonc/{numero}/sommaire-analytique` of a classic issue (only what we use). */
export const summarySchema = z.object({
  numeroJonc: joncNumero,
  datePublication: isoDate,
  listPublicationLegale: listOf(z.unknown()),
});

export const summaryPublicationSchema = publicationEntry;

/** `GET /api/publication-legale/{id}`: an open record; these are the fields we read. */
export const publicationSchema = z
  .object({ id: recordId, numeroJonc: joncNumero, datePublication: isoDate, titre: text, objet: text, libelle: text })
  .transform((p) => ({ id: p.id, numeroJonc: p.numeroJonc, datePublication: p.datePublication, titre: p.titre ?? p.objet ?? p.libelle }));

const CONTENT_TYPES = ['ACTE', 'PUBLICATION_LEGALE', 'ASSOCIATION_FONDATION'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * `GET /api/jonc/{numero}/contenu` of an electronic item. The kind is `typeContenu`, or, when
 * that is missing, the key its record sits under.
 */
export const contenuSchema = z
  .object({
    numeroJonc: joncNumero,
    datePublication: isoDate,
    typeContenu: z.enum(CONTENT_TYPES).nullish().catch(null),
    acte: record.nullish().catch(null),
    publicationLegale: record.nullish().catch(null),
    associationFondation: record.nullish().catch(null),
  })
  .transform((c) => {
    const typeContenu: ContentType | null = c.typeContenu
      ?? (c.publicationLegale ? 'PUBLICATION_LEGALE' : c.acte ? 'ACTE' : c.associationFondation ? 'ASSOCIATION_FONDATION' : null);
    return { numeroJonc: c.numeroJonc, datePublication: c.datePublication, typeContenu, publicationLegale: c.publicationLegale ?? null };
  });
