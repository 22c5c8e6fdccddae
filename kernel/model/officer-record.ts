/**
 * The officers of a company record, declared once as the record is (company-record.ts): an
 * officer in office (`dirigeants`) and a mandate that ended (`dirigeants_anciens`). Each field
 * names the column of the officers' row it is published from, so the publish step builds both
 * from their declaration (publish/artefacts/artefact-bodies.ts), the OpenAPI `Dirigeant` and
 * `DirigeantAncien` components are generated from it (api/openapi.ts), and the types
 * `DirigeantEnFonction` and `DirigeantAncien` are checked against it by tsc
 * (test/kernel/model/officer-record.test.ts).
 *
 * Declaration order is the published key order. A field added later is optional: records
 * published before it do not have it, and snapshots holding them are still served.
 */

/**
 * The columns of the warehouse's `dirigeants` table besides `ridet`, one per mandate: what the
 * company derivation writes (pipeline/load/company-columns.ts), what the publish step reads back
 * (publish/artefacts/warehouse-batches.ts, `DirigeantRow`) and what a published field may be
 * read from. Dates are `DATE` columns, written and read as `YYYY-MM-DD`; `nullable: false` is
 * a value every mandate has. The migrated table is checked to have each, of its type
 * (test/pipeline/warehouse/migrations.test.ts).
 */
export const OFFICER_COLUMNS = {
  nom: { sql: 'VARCHAR', nullable: false },
  prenoms: { sql: 'VARCHAR', nullable: true },
  fonction: { sql: 'VARCHAR', nullable: false },
  depuis: { sql: 'DATE', nullable: true },
  jusqu_au: { sql: 'DATE', nullable: true },
  annonce_debut: { sql: 'VARCHAR', nullable: true },
  annonce_fin: { sql: 'VARCHAR', nullable: true },
  publie_le: { sql: 'DATE', nullable: true },
  fin_publiee_le: { sql: 'DATE', nullable: true },
} as const satisfies Readonly<Record<string, { sql: 'VARCHAR' | 'DATE'; nullable: boolean }>>;

/** A column of an officers' row a field may be read from. */
export type OfficerColumn = keyof typeof OFFICER_COLUMNS;

/** One mandate as the `dirigeants` table holds it (without its `ridet`), each column typed by its declaration. */
export type OfficerRow = {
  -readonly [C in OfficerColumn]: (typeof OFFICER_COLUMNS)[C]['nullable'] extends true ? string | null : string;
};

export interface OfficerField {
  name: string;
  /** In the component's `required` list: every record ever published has it. */
  required: boolean;
  /** Its JSON schema (OpenAPI 3.1). */
  schema: Readonly<Record<string, unknown>>;
  /** The row's column its value is. */
  column: OfficerColumn;
  /** Why it is required, or why it may be absent. */
  why: string;
}

const SINCE_FIRST = 'in every record since the first snapshot';
const ADDED_LATER = 'absent from records published before it, which snapshots still serve';

const NOM = { name: 'nom', required: true, column: 'nom', why: `the officer's surname, ${SINCE_FIRST}`, schema: { type: 'string' } } as const;
const PRENOMS = { name: 'prenoms', required: true, column: 'prenoms', why: `${SINCE_FIRST}; null when the notice gives none`, schema: { type: ['string', 'null'] } } as const;
const FONCTION = { name: 'fonction', required: true, column: 'fonction', why: `the office as the notice names it, ${SINCE_FIRST}`, schema: { type: 'string' } } as const;

export const OFFICER_IN_OFFICE = [
  NOM,
  PRENOMS,
  FONCTION,
  {
    name: 'depuis',
    required: true,
    column: 'depuis',
    why: `${SINCE_FIRST}; null when the mandate's start is unknown`,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date d’effet du mandat : celle que l’annonce donne (« à compter du … »), sinon sa date de publication.' },
  },
  {
    name: 'publie_le',
    required: false,
    column: 'publie_le',
    why: ADDED_LATER,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date de publication de l’annonce qui a ouvert le mandat (absent des fiches publiées avant ce champ).' },
  },
  {
    name: 'annonce_debut',
    required: false,
    column: 'annonce_debut',
    why: ADDED_LATER,
    schema: { type: ['string', 'null'], description: 'Identifiant de l’annonce qui a ouvert le mandat (absent des fiches publiées avant ce champ).' },
  },
] as const satisfies readonly OfficerField[];

export const FORMER_OFFICER = [
  NOM,
  PRENOMS,
  FONCTION,
  {
    name: 'depuis',
    required: true,
    column: 'depuis',
    why: `${SINCE_FIRST}; null when the first notice that mentions the mandate is its end`,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date d’effet du début du mandat (« à compter du … », sinon la publication) ; null quand la première annonce qui le mentionne est son départ.' },
  },
  {
    name: 'publie_le',
    required: false,
    column: 'publie_le',
    why: ADDED_LATER,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date de publication de l’annonce qui a ouvert le mandat ; null avec `depuis` (absent des fiches publiées avant ce champ).' },
  },
  {
    name: 'jusqu_au',
    required: true,
    column: 'jusqu_au',
    why: 'what makes a mandate former: never null here (the officers in office are the rows without it)',
    schema: { type: 'string', format: 'date', description: 'Date d’effet de la fin du mandat (celle que l’annonce donne, sinon sa publication). Un mandat que la dissolution ou la liquidation empêchait de courir finit le jour où il commence.' },
  },
  {
    name: 'fin_publiee_le',
    required: false,
    column: 'fin_publiee_le',
    why: ADDED_LATER,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date de publication de l’annonce qui a mis fin au mandat (absent des fiches publiées avant ce champ).' },
  },
  {
    name: 'annonce_debut',
    required: true,
    column: 'annonce_debut',
    why: `in every former officer since the field's first snapshot; null with \`depuis\``,
    schema: { type: ['string', 'null'], description: 'Identifiant de l’annonce qui a ouvert le mandat ; null avec `depuis`.' },
  },
  {
    name: 'annonce_fin',
    required: true,
    column: 'annonce_fin',
    why: `in every former officer since the field's first snapshot; null only on a record derived before it`,
    schema: { type: ['string', 'null'], description: 'Identifiant de l’annonce qui a mis fin au mandat (null seulement sur une fiche dérivée avant que ce champ existe).' },
  },
] as const satisfies readonly OfficerField[];

/**
 * The published names of a declaration.
 *
 * @internal The record's type tests hold the published types to it.
 */
export type OfficerFieldName<D extends readonly OfficerField[]> = D[number]['name'];

/**
 * The names of a declaration's fields a record may lack.
 *
 * @internal The record's type tests hold the published types to it.
 */
export type OptionalOfficerFieldName<D extends readonly OfficerField[]> = Extract<D[number], { required: false }>['name'];

/** The OpenAPI component of a declaration. */
export function officerSchema(fields: readonly OfficerField[], description?: string): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    ...(description === undefined ? {} : { description }),
    required: fields.filter((f) => f.required).map((f) => f.name),
    properties: Object.fromEntries(fields.map((f) => [f.name, f.schema])),
  };
}

/**
 * One officer as published: every declared field, in order, from its column.
 * @example
 * officerItem(row, OFFICER_IN_OFFICE); // { nom, prenoms, fonction, depuis, publie_le, annonce_debut }
 */
export function officerItem<R extends Readonly<Record<OfficerColumn, string | null>>, D extends readonly OfficerField[]>(row: R, fields: D): OfficerItem<R, D> {
  return Object.fromEntries(fields.map((f) => [f.name, row[f.column]])) as OfficerItem<R, D>;
}

/** An officer as `officerItem` builds it: every declared key, each typed as its column in the row. */
export type OfficerItem<R extends Readonly<Record<OfficerColumn, string | null>>, D extends readonly OfficerField[]> = {
  [F in D[number] as F['name']]: R[F['column']];
};
