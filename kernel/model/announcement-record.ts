import type { ParsedNotice } from './announcement.ts';
import { capitalAmount } from './capital-amount.ts';
import { documentUrl, ficheUrl } from './public-urls.ts';
import { printedObjet } from '../normalise/objet.ts';
import { RIDET_SHAPE } from './ridet-shape.ts';

/**
 * The announcement record, declared once, so that adding a field is one declaration: every place
 * that lists an announcement's fields derives its list from here:
 *
 * - the warehouse: the columns of `announcements` (checked against the migrated schema by
 *   test/pipeline/warehouse/migrations.test.ts; a new column still comes with its numbered
 *   migration, pipeline/warehouse/migrations/);
 * - the loader's staging table and its insert and update statements, by column name
 *   (pipeline/load/load-outcome.ts);
 * - what the publish step reads back (`read`) and the published shape of an announcement, key
 *   order included (publish/artefacts/);
 * - the change digest's columns (publish/artefacts/change-set.ts);
 * - the bulk exports' columns (publish/snapshot/export-columns.ts);
 * - the OpenAPI `Annonce` component (api/openapi.ts).
 *
 * Declaration order is meaningful: it is the order of the published keys and of the digest's
 * columns (changing it changes every digest, which only costs one full publish).
 *
 * Adding a field: one entry here (its column, where its value comes from, whether and how it is
 * published, whether the digest covers it), a numbered warehouse migration adding the column,
 * and, for a field of the parse, the property on ParsedNotice that the parser fills. A property
 * added to ParsedNotice that no field stages (`reads`) nor NOT_STAGED sets aside does not compile.
 * A published field is also a property of AnnonceItem (tsc compares the two) and a line of
 * docs/artefacts.md's "Announcement item" (test/kernel/model/announcement-record.test.ts names
 * the field it misses).
 */

/** DuckDB column types an announcement uses. */
export type RecordSqlType = 'VARCHAR' | 'BOOLEAN' | 'DOUBLE' | 'DATE' | 'TIMESTAMP' | 'JSON';

/** A staged value: the loader's appender writes one of these per column. */
export type StagedValue = string | boolean | number | null;

/** A column of the warehouse's `announcements` table. */
export interface RecordColumn {
  sql: RecordSqlType;
  nullable: boolean;
  /** SQL default literal, for rows loaded before the column existed (its migration uses it). */
  default?: string;
}

/**
 * Where a column's value comes from.
 * - `notice`: the parse; `stage` turns the ParsedNotice into the staged value (staged as
 *   `staged`, cast to the column type when they differ).
 * - `load`: the loader itself (identity, the document's provenance, run ids), by a rule of
 *   pipeline/load/load-outcome.ts that the compiler requires for every such field.
 * - `derived`: a later pipeline step (named in `by`); the loader never writes it.
 * - `publish`: no column; computed when publishing.
 */
export type RecordOrigin =
  | {
      from: 'notice';
      /** The ParsedNotice properties `stage` reads (every property is read by a field or listed in NOT_STAGED). */
      reads: readonly (keyof ParsedNotice)[];
      staged: 'VARCHAR' | 'BOOLEAN' | 'DOUBLE';
      stage: (notice: ParsedNotice) => StagedValue;
    }
  | { from: 'load' }
  | { from: 'derived'; by: string }
  | { from: 'publish' };

/** What the published value of a field is computed with. */
export interface PublishContext {
  /** The snapshot's public site address, without a trailing slash (publish/site-url.ts). */
  siteUrl: string;
}

/** The columns the publish step reads, by field name, already converted from their text form. */
export type RecordRow = Readonly<Record<string, unknown>>;

/** A published field: its JSON schema in the `Annonce` component and its value. */
export interface PublishedField {
  /** In the `required` list of the `Annonce` component: always present. */
  required: boolean;
  /** Its JSON schema (OpenAPI 3.1); `$ref`s point into the API's components. */
  schema: Readonly<Record<string, unknown>>;
  /** The published value; undefined leaves the key out of the item. Default: the column's value. */
  value?: (row: RecordRow, context: PublishContext) => unknown;
  /**
   * Stored fields, other than its own column, that `value` reads: the publish step reads them
   * back, and the change digest must cover them (test/kernel/model/announcement-record.test.ts).
   */
  reads?: readonly string[];
}

export interface RecordField {
  name: string;
  /** Null: not stored (computed when publishing). */
  column: RecordColumn | null;
  origin: RecordOrigin;
  /** In every published item (feeds, ledger, company records, webhook payloads), or why not. */
  published: PublishedField | { no: string };
  /** Covered by the change digest (a change republishes the announcement), or why not. */
  digest: true | { no: string };
  /**
   * Read back by the publish step although not published: the ledger's and company records'
   * provenance (source_url, fetched_at, raw_sha256).
   */
  provenance?: true;
  /**
   * Read back by the publish step for the announcement's detail only (`GET /v1/annonces/{id}`,
   * publish/artefacts/announcement-detail.ts): the text and what the notice changes, kept out of
   * the light items of feeds and records. The digest must cover it (a test checks).
   */
  detail?: true;
}

const text = (row: RecordRow, name: string): string => {
  const value = row[name];
  if (typeof value !== 'string') throw new TypeError(`announcement field ${name}: expected text, got ${JSON.stringify(value)}`);
  return value;
};

const notice = <K extends keyof ParsedNotice>(name: K, staged: 'VARCHAR' | 'BOOLEAN' | 'DOUBLE' = 'VARCHAR') => ({
  from: 'notice' as const,
  reads: [name] as const,
  staged,
  stage: (n: ParsedNotice) => (n[name] ?? null) as StagedValue,
});

// Covered by the digest although kept out of the items: a re-parse that changes it must republish the detail.
const DETAIL_ONLY = 'in the announcement\'s detail only (GET /v1/annonces/{id}: its `changements`), not in the light items';

export const ANNOUNCEMENT_RECORD = [
  {
    name: 'id',
    column: { sql: 'VARCHAR', nullable: false },
    origin: { from: 'load' },
    published: { required: true, schema: { type: 'string', description: 'Identifiant stable de l’annonce.' } },
    digest: true,
  },
  {
    name: 'ridet',
    column: { sql: 'VARCHAR', nullable: false },
    origin: notice('ridet'),
    published: { required: true, schema: { $ref: '#/components/schemas/Ridet' } },
    digest: true,
  },
  {
    name: 'denomination',
    column: { sql: 'VARCHAR', nullable: false },
    origin: notice('denomination'),
    published: { required: true, schema: { type: 'string' } },
    digest: true,
  },
  {
    name: 'type',
    column: { sql: 'VARCHAR', nullable: false },
    origin: notice('type'),
    published: { required: true, schema: { $ref: '#/components/schemas/AnnonceType' } },
    digest: true,
  },
  {
    name: 'titre',
    column: { sql: 'VARCHAR', nullable: false },
    origin: notice('titre'),
    published: { required: true, schema: { type: 'string' } },
    digest: true,
  },
  {
    name: 'resume',
    column: { sql: 'VARCHAR', nullable: false },
    origin: notice('resume'),
    published: { required: true, schema: { type: 'string' } },
    digest: true,
  },
  {
    name: 'date',
    column: { sql: 'DATE', nullable: false },
    origin: notice('date'),
    published: { required: true, schema: { type: 'string', format: 'date' } },
    digest: true,
  },
  {
    name: 'source',
    column: { sql: 'VARCHAR', nullable: false },
    origin: { from: 'load' },
    published: { required: true, schema: { type: 'string', description: 'JONC, LNC, ProvinceSud, ProvinceNord, ProvinceIles… (liste ouverte)' } },
    digest: true,
  },
  {
    name: 'fiche_url',
    column: null,
    origin: { from: 'publish' },
    published: {
      required: true,
      schema: { type: 'string', format: 'uri' },
      value: (row, context) => ficheUrl(context.siteUrl, text(row, 'ridet')),
    },
    digest: { no: 'made of the ridet (covered) and the site URL, which is part of the publish fingerprint: a new one rebuilds everything' },
  },
  {
    name: 'source_url',
    column: { sql: 'VARCHAR', nullable: false },
    origin: { from: 'load' },
    published: { no: 'provenance: in the ledger and the company records, not in feed items' },
    digest: true,
    provenance: true,
  },
  {
    name: 'fetched_at',
    column: { sql: 'TIMESTAMP', nullable: false },
    origin: { from: 'load' },
    published: { no: 'provenance: in the ledger only' },
    digest: true,
    provenance: true,
  },
  {
    name: 'raw_sha256',
    column: { sql: 'VARCHAR', nullable: false },
    origin: { from: 'load' },
    published: { no: 'provenance: in the ledger only' },
    digest: true,
    provenance: true,
  },
  {
    name: 'etablissement_inconnu',
    column: { sql: 'BOOLEAN', nullable: true, default: 'false' },
    origin: { from: 'notice', reads: ['etablissement_inconnu'], staged: 'BOOLEAN', stage: (n) => n.etablissement_inconnu === true },
    published: {
      required: false,
      schema: {
        type: 'boolean',
        const: true,
        description: 'Présent seulement quand l’annonce ne nomme que l’entreprise (RID ou RCS) : `ridet` est l’établissement auquel elle a été rattachée, pas un fait de l’annonce.',
      },
      value: (row) => (row['etablissement_inconnu'] === true ? true : undefined),
    },
    digest: true,
  },
  {
    name: 'organes_procedure',
    column: { sql: 'JSON', nullable: true },
    origin: {
      from: 'notice',
      reads: ['organes_procedure'],
      staged: 'VARCHAR',
      stage: (n) => (n.organes_procedure && n.organes_procedure.length > 0 ? JSON.stringify(n.organes_procedure) : null),
    },
    published: {
      required: false,
      schema: {
        type: 'array',
        description: 'Présent seulement sur une décision de justice qui nomme les organes de la procédure (liquidateur, administrateur…).',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['nom', 'prenoms', 'fonction'],
          properties: { nom: { type: 'string' }, prenoms: { type: ['string', 'null'] }, fonction: { type: 'string' } },
        },
      },
      // The stored officers carry `action` too; the published ones are the three fields above.
      value: (row) => {
        const organes = row['organes_procedure'] as { nom: string; prenoms?: string | null; fonction: string }[] | null;
        return organes === null ? undefined : organes.map((o) => ({ nom: o.nom, prenoms: o.prenoms ?? null, fonction: o.fonction }));
      },
    },
    digest: true,
  },
  {
    name: 'evenement_id',
    column: { sql: 'VARCHAR', nullable: true },
    origin: { from: 'derived', by: 'pipeline/load/link-republications.ts' },
    published: {
      required: false,
      schema: {
        type: 'string',
        description: 'Présent seulement quand le même événement légal a aussi été publié par une autre source : partagé par ces publications.',
      },
      value: (row) => row['evenement_id'] ?? undefined,
    },
    digest: true,
  },
  {
    name: 'ocr',
    column: { sql: 'BOOLEAN', nullable: true, default: 'false' },
    origin: { from: 'notice', reads: ['ocr'], staged: 'BOOLEAN', stage: (n) => n.ocr === true },
    published: {
      required: false,
      schema: {
        type: 'boolean',
        const: true,
        description: 'Présent seulement quand le texte de l’annonce a été lu par reconnaissance de caractères (OCR) sur un document numérisé : il peut contenir des erreurs de lecture ; voir `ocr_confiance`.',
      },
      value: (row) => (row['ocr'] === true ? true : undefined),
    },
    digest: true,
  },
  {
    name: 'ocr_confiance',
    column: { sql: 'DOUBLE', nullable: true },
    origin: { from: 'notice', reads: ['ocr', 'ocr_confiance'], staged: 'DOUBLE', stage: (n) => (n.ocr === true ? (n.ocr_confiance ?? null) : null) },
    published: {
      required: false,
      schema: {
        type: ['number', 'null'],
        minimum: 0,
        maximum: 1,
        description: 'Avec `ocr` seulement : confiance moyenne de la lecture, de 0 à 1 (moyenne des confiances par mot de Tesseract) ; null quand la lecture n’en donne pas.',
      },
      value: (row) => (row['ocr'] === true ? (row['ocr_confiance'] ?? null) : undefined),
    },
    digest: true,
  },
  {
    name: 'corrections',
    column: { sql: 'JSON', nullable: true },
    // The loader resets it when it rewrites a row from the parse (load-outcome.ts); the
    // correction step after every load fills it again, so a parse never undoes a correction.
    origin: { from: 'load' },
    published: {
      required: false,
      schema: {
        type: 'array',
        description: 'Présent seulement quand un opérateur a corrigé l’annonce (docs/corrections.md) : chaque champ corrigé, sa valeur lue puis corrigée, la date et la raison de la correction, dans l’ordre des corrections. Les dirigeants s’écrivent « NOM Prénoms (fonction) », séparés par « ; » (« , cessation » après la fonction pour un départ).',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['champ', 'avant', 'apres', 'date', 'raison'],
          properties: {
            champ: { type: 'string', enum: ['ridet', 'type', 'denomination', 'date', 'capital', 'siege', 'forme_juridique', 'dirigeants', 'objet'] },
            avant: { type: ['string', 'null'] },
            apres: { type: 'string' },
            date: { type: 'string', format: 'date-time' },
            raison: { type: 'string' },
          },
        },
      },
      // The stored entries also name their correction and what the parse read (to restore it).
      value: (row) => {
        const entries = row['corrections'] as { champ: string; avant: string | null; apres: string; date: string; raison: string }[] | null | undefined;
        return entries ? entries.map((e) => ({ champ: e.champ, avant: e.avant, apres: e.apres, date: e.date, raison: e.raison })) : undefined;
      },
    },
    digest: true,
  },
  {
    name: 'ridet_luhn_valide',
    column: { sql: 'BOOLEAN', nullable: false },
    origin: notice('ridet_luhn_valide', 'BOOLEAN'),
    published: {
      required: false,
      schema: {
        type: 'boolean',
        const: false,
        description: 'Présent (false) seulement quand le RID imprimé dans l’annonce échoue à sa clé de contrôle (Luhn) : une coquille ou une erreur de lecture. Avec `ridet_imprime`, l’annonce a été rattachée à l’entreprise dont elle porte le nom ; sans, `ridet` est le numéro imprimé, à prendre avec précaution.',
      },
      value: (row) => (row['ridet_luhn_valide'] === false ? false : undefined),
    },
    digest: true,
  },
  {
    name: 'ridet_imprime',
    column: { sql: 'VARCHAR', nullable: true },
    // The loader resets it when it rewrites a row from the parse (load-outcome.ts), as it does
    // `corrections`; the reconciliation step after every load sets it again.
    origin: { from: 'load' },
    published: {
      required: false,
      schema: {
        type: 'string',
        pattern: RIDET_SHAPE.source,
        description: 'Présent seulement quand l’annonce a été rattachée à une autre entreprise que celle du numéro qu’elle imprime (pipeline/reconcile : un RID voisin d’un ou deux chiffres, au même nom) : le RIDET tel qu’imprimé. `ridet` est celui de l’entreprise retenue ; `npm run pipeline -- pourquoi <id>` dit la règle.',
      },
      value: (row) => row['ridet_imprime'] ?? undefined,
    },
    digest: true,
  },
  {
    name: 'document_url',
    column: null,
    origin: { from: 'publish' },
    published: {
      // Absent from items published before it existed, and those snapshots are still served.
      required: false,
      schema: {
        type: 'string',
        format: 'uri',
        description: 'Copie archivée du document source dont l’annonce a été extraite, octet pour octet, à l’adresse de son empreinte sha256 (GET /v1/documents/{sha256}) ; `source_url` est l’adresse officielle, qui peut changer ou disparaître.',
      },
      value: (row, context) => documentUrl(context.siteUrl, text(row, 'raw_sha256')),
    },
    digest: { no: 'made of raw_sha256 (covered) and the site URL, which is part of the publish fingerprint: a new one rebuilds everything' },
  },
  {
    name: 'capital_montant',
    column: null,
    origin: { from: 'publish' },
    published: {
      required: false,
      schema: {
        $ref: '#/components/schemas/Montant',
        description: 'Présent seulement quand l’annonce énonce un capital avec sa devise : le capital en vigueur après l’annonce, chiffré (kernel/model/capital-amount.ts). Absent des annonces publiées avant ce champ.',
      },
      value: (row) => capitalAmount(row['capital'] as string | null | undefined) ?? undefined,
      reads: ['capital'],
    },
    digest: { no: 'made of capital, which the digest covers' },
  },
  {
    name: 'reference',
    column: { sql: 'VARCHAR', nullable: false },
    origin: notice('reference'),
    published: { no: 'the notice\'s identity inside its source: `id` is derived from (source, reference)' },
    digest: { no: 'fixed by the id, which is covered' },
  },
  {
    name: 'forme_juridique',
    column: { sql: 'VARCHAR', nullable: true },
    origin: notice('forme_juridique'),
    published: { no: DETAIL_ONLY },
    digest: true,
    detail: true,
  },
  {
    name: 'capital',
    column: { sql: 'VARCHAR', nullable: true },
    origin: notice('capital'),
    published: { no: 'the display text is the company record\'s `capital`; announcements publish it typed, as capital_montant' },
    // capital_montant is published from it: a change to it changes the digest, so the artefacts
    // that show it are written again.
    digest: true,
  },
  {
    name: 'siege',
    column: { sql: 'VARCHAR', nullable: true },
    origin: notice('siege'),
    published: { no: DETAIL_ONLY },
    digest: true,
    detail: true,
  },
  {
    name: 'ancienne_denomination',
    column: { sql: 'VARCHAR', nullable: true },
    origin: notice('ancienne_denomination'),
    published: { no: DETAIL_ONLY },
    digest: true,
    detail: true,
  },
  {
    name: 'nouvelle_denomination',
    column: { sql: 'VARCHAR', nullable: true },
    origin: notice('nouvelle_denomination'),
    published: { no: DETAIL_ONLY },
    digest: true,
    detail: true,
  },
  {
    name: 'dirigeants',
    column: { sql: 'JSON', nullable: false },
    origin: { from: 'notice', reads: ['dirigeants'], staged: 'VARCHAR', stage: (n) => JSON.stringify(n.dirigeants) },
    published: { no: DETAIL_ONLY },
    digest: true,
    detail: true,
  },
  {
    name: 'texte',
    column: { sql: 'VARCHAR', nullable: false },
    origin: notice('texte'),
    published: { no: 'the notice\'s full text: in the announcement\'s detail only (GET /v1/annonces/{id}: `texte`), not in the light items' },
    digest: true,
    detail: true,
  },
  {
    name: 'first_run_id',
    column: { sql: 'VARCHAR', nullable: false },
    origin: { from: 'load' },
    published: { no: 'operations bookkeeping' },
    digest: { no: 'not published' },
  },
  {
    name: 'last_run_id',
    column: { sql: 'VARCHAR', nullable: false },
    origin: { from: 'load' },
    published: { no: 'operations bookkeeping' },
    digest: { no: 'not published' },
  },
  {
    name: 'ocr_doutes',
    column: { sql: 'JSON', nullable: true },
    origin: { from: 'notice', reads: ['ocr', 'ocr_doutes'], staged: 'VARCHAR', stage: (n) => (n.ocr === true && n.ocr_doutes && n.ocr_doutes.length > 0 ? JSON.stringify(n.ocr_doutes) : null) },
    published: { no: 'what `pipeline revue` sends to a person (docs/ocr.md, "Doubtful words"); `ocr` and `ocr_confiance` tell readers the text was read by OCR' },
    digest: { no: 'not published' },
  },
  {
    name: 'objet',
    column: { sql: 'VARCHAR', nullable: true },
    origin: { from: 'notice', reads: ['texte'], staged: 'VARCHAR', stage: (n) => printedObjet(n.texte) },
    published: { no: DETAIL_ONLY },
    digest: true,
    detail: true,
  },
] as const satisfies readonly RecordField[];

/** The declared fields, typed as the general declaration. */
export const RECORD_FIELDS: readonly RecordField[] = ANNOUNCEMENT_RECORD;

/** The fields the loader writes itself, each with a rule of its own there. */
export type LoadFieldName = Extract<(typeof ANNOUNCEMENT_RECORD)[number], { origin: { from: 'load' } }>['name'];

/**
 * The names of the published fields, in published order.
 *
 * @internal The record's type tests hold the published types to it.
 */
export type PublishedFieldName = Extract<(typeof ANNOUNCEMENT_RECORD)[number], { published: { required: boolean } }>['name'];

/** Whether a field is published (as opposed to declared out with a reason). */
export function isPublished(field: RecordField): field is RecordField & { published: PublishedField } {
  return !('no' in field.published);
}

export const PUBLISHED_FIELDS = RECORD_FIELDS.filter(isPublished);

/** The fields stored as columns of `announcements`. */
export const STORED_FIELDS = RECORD_FIELDS.filter((f): f is RecordField & { column: RecordColumn } => f.column !== null);

/** The columns the change digest hashes, in declaration order. */
export const DIGEST_COLUMNS: readonly string[] = STORED_FIELDS.filter((f) => f.digest === true).map((f) => f.name);

/** The stored fields published values are computed from (`reads`). */
const READ_FOR_VALUES: ReadonlySet<string> = new Set(PUBLISHED_FIELDS.flatMap((f) => f.published.reads ?? []));

/** The stored columns the publish step reads: the published ones, provenance, and what published values read. */
export const READ_FIELDS = STORED_FIELDS.filter((f) => isPublished(f) || f.provenance === true || READ_FOR_VALUES.has(f.name));

/** The stored columns an announcement's detail reads: READ_FIELDS, then the detail's own (`detail`). */
export const DETAIL_READ_FIELDS = [...READ_FIELDS, ...STORED_FIELDS.filter((f) => f.detail === true && !READ_FIELDS.includes(f))];

/**
 * The published item of one announcement, keys in declaration order, absent values left out.
 * @example
 * publishedItem({ id: 'a1', ridet: '1234567001', ... }, { siteUrl: 'https://annonces.nc' });
 */
export function publishedItem(row: RecordRow, context: PublishContext): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of PUBLISHED_FIELDS) {
    const value = field.published.value ? field.published.value(row, context) : row[field.name];
    if (value !== undefined) item[field.name] = value;
  }
  return item;
}

/** The ParsedNotice properties some field of the record stages. */
type StagedNoticeProperty = Extract<(typeof ANNOUNCEMENT_RECORD)[number]['origin'], { from: 'notice' }>['reads'][number];

/**
 * The ParsedNotice properties no column stores, each with why. Typed over every property the
 * record does not stage: a property added to ParsedNotice without a field that stages it, nor a
 * line here, does not compile.
 *
 * @internal Exported for the type test that holds it to ParsedNotice's properties.
 */
export const NOT_STAGED: Readonly<Record<Exclude<keyof ParsedNotice, StagedNoticeProperty>, string>> = {
  extraction: 'the reader\'s trace (spans and confidences) for evaluation and review: rebuilt by a reparse, never loaded',
};
