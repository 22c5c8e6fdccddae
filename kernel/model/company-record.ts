/**
 * The company record (`entreprises/<ridet>.json`, `GET /v1/entreprises/{ridet}`), declared once,
 * as the announcement record is (announcement-record.ts): every place that lists a company
 * record's published fields derives its list from here or is checked against it:
 *
 * - what the company derivation writes into the warehouse's `companies` table, by name and type
 *   (pipeline/load/company-columns.ts), and what the publish step reads back: the fields whose
 *   `source` is a column, by name and type (publish/artefacts/warehouse-batches.ts; the migrated
 *   table is checked to have each, test/pipeline/warehouse/migrations.test.ts);
 * - the record itself: `companyRecord` (publish/artefacts/artefact-bodies.ts) writes the fields in
 *   this order, a column field from the row read back, any other from its rule, one rule per such
 *   field (tsc refuses a missing one);
 * - the OpenAPI `Entreprise` component (api/openapi.ts): its properties, in this order, and its
 *   `required` list;
 * - the `EntrepriseRecord` type (publish/artefacts/feed-layout.ts): same keys, same optional keys,
 *   checked by tsc (test/kernel/model/company-record.test.ts);
 * - the field tables of docs/api.md and docs/artefacts.md (test/api/docs.test.ts).
 *
 * Declaration order is the published key order (test/publish/artefacts/build-artefacts.test.ts
 * holds a published record to it).
 *
 * Adding a field: one entry here (its schema, whether every record has it, why, where its value
 * comes from), the property on `EntrepriseRecord` (tsc refuses the record until both agree), and
 * its line in the docs' tables (the docs test names what is missing); then either the column, by
 * a numbered warehouse migration and the derived company's property of its name
 * (pipeline/load/derive-companies.ts, which tsc refuses without it),
 * or its rule in `companyRecord`. A new field is optional: records published before it do not
 * have it, and snapshots holding them are still served.
 */

/** DuckDB types of the `companies` columns a record publishes. */
export type CompanySqlType = 'VARCHAR' | 'DATE' | 'INTEGER' | 'JSON';

/**
 * Where the publish step takes a field's value from.
 * - `column`: the `companies` column of the field's name, of type `sql`, published as read.
 *   `nullAs`: published in place of a null (a row derived before the column existed), so the
 *   field keeps its schema. `absentWhenEmpty`: left out of the record when null or empty.
 * - `publish`: a rule of the publish step (`companyRecord`); `by` says from what.
 */
export type CompanyFieldSource =
  | { from: 'column'; sql: CompanySqlType; nullAs?: readonly []; absentWhenEmpty?: true }
  | { from: 'publish'; by: string };

/** A field read back from its column. */
export type CompanyColumnSource = Extract<CompanyFieldSource, { from: 'column' }>;

/** A published field of the company record. */
export interface CompanyRecordField {
  name: string;
  /** In the `required` list of the `Entreprise` component: every record ever published has it. */
  required: boolean;
  /** Its JSON schema (OpenAPI 3.1); `$ref`s point into the API's components. */
  schema: Readonly<Record<string, unknown>>;
  /** Why it is required, or why it may be absent. */
  why: string;
  /** Where its value comes from. */
  source: CompanyFieldSource;
}

const SINCE_FIRST = 'in every record since the first snapshot';
const ADDED_LATER = 'absent from records published before it, which snapshots still serve';
const TEXT = { from: 'column', sql: 'VARCHAR' } as const;
const DAY = { from: 'column', sql: 'DATE' } as const;
const FACTS = 'a company fact (FaitsEntreprise): absent from records published before the facts, which snapshots still serve';

export const COMPANY_RECORD = [
  { name: 'ridet', required: true, source: TEXT, why: `the record's identity, ${SINCE_FIRST}`, schema: { $ref: '#/components/schemas/Ridet' } },
  { name: 'denomination', required: true, source: TEXT, why: `current name, ${SINCE_FIRST}`, schema: { type: 'string' } },
  { name: 'forme_juridique', required: true, source: TEXT, why: `${SINCE_FIRST}; null when no notice tells it`, schema: { type: ['string', 'null'] } },
  {
    name: 'capital',
    required: true,
    source: TEXT,
    why: `display text, ${SINCE_FIRST}; null when no notice tells it`,
    schema: { type: ['string', 'null'], description: 'Capital tel qu’affiché (« 100 000 F CFP »).' },
  },
  {
    name: 'capital_montant',
    required: false,
    source: { from: 'publish', by: '`capital` read as an amount and its currency (kernel/model/capital-amount.ts)' },
    why: ADDED_LATER,
    schema: {
      $ref: '#/components/schemas/Montant',
      description: '`capital` chiffré (absent des fiches publiées avant ce champ).',
    },
  },
  { name: 'siege', required: true, source: TEXT, why: `${SINCE_FIRST}; null when no notice tells it`, schema: { type: ['string', 'null'] } },
  {
    name: 'objet',
    required: false,
    source: TEXT,
    why: FACTS,
    schema: { type: ['string', 'null'], description: 'L’activité (objet social) telle que l’imprime la dernière annonce qui en imprime une ; null quand aucune ne le fait (absent des fiches publiées avant ce champ, comme les faits qui suivent).' },
  },
  { name: 'objet_annonce_id', required: false, source: TEXT, why: FACTS, schema: { type: ['string', 'null'], description: 'L’annonce d’où vient `objet`.' } },
  {
    name: 'date_creation',
    required: false,
    source: DAY,
    why: FACTS,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date de création : celle de l’avis de constitution, sinon celle de la première annonce vue ; `date_creation_origine` dit laquelle.' },
  },
  {
    name: 'date_creation_origine',
    required: false,
    source: TEXT,
    why: FACTS,
    schema: { type: ['string', 'null'], enum: ['avis_de_constitution', 'premiere_annonce', null] },
  },
  { name: 'date_creation_annonce_id', required: false, source: TEXT, why: FACTS, schema: { type: ['string', 'null'], description: 'L’annonce d’où vient `date_creation`.' } },
  {
    name: 'date_radiation',
    required: false,
    source: DAY,
    why: FACTS,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date de l’annonce qui clôt la liquidation (amiable, ou judiciaire pour insuffisance d’actif) : l’entreprise est radiée ; null sinon.' },
  },
  { name: 'date_radiation_annonce_id', required: false, source: TEXT, why: FACTS, schema: { type: ['string', 'null'] } },
  {
    name: 'etablissements',
    required: false,
    source: { from: 'column', sql: 'JSON', nullAs: [] },
    why: FACTS,
    schema: {
      type: 'array',
      description: 'Les établissements de l’entreprise (même RID, rangs différents) que nomment les annonces, celui-ci compris, par RIDET.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ridet', 'rang', 'premiere_annonce', 'derniere_annonce', 'nombre_annonces'],
        properties: {
          ridet: { $ref: '#/components/schemas/Ridet' },
          rang: { type: 'string', pattern: '^[0-9]{3}$', description: 'Rang de l’établissement : les trois derniers chiffres du RIDET.' },
          premiere_annonce: { type: 'string', format: 'date' },
          derniere_annonce: { type: 'string', format: 'date' },
          nombre_annonces: { type: 'integer', minimum: 1 },
        },
      },
    },
  },
  {
    name: 'anciennes_denominations',
    required: true,
    source: { from: 'column', sql: 'JSON' },
    why: `${SINCE_FIRST}; empty without a published change of name`,
    schema: { type: 'array', items: { type: 'string' } },
  },
  {
    name: 'dirigeants',
    required: true,
    source: { from: 'publish', by: 'the rows of `dirigeants` without an end, as OFFICER_IN_OFFICE publishes them (officer-record.ts)' },
    why: `${SINCE_FIRST}; empty when no officer is in office`,
    schema: { type: 'array', description: 'Dirigeants en fonction.', items: { $ref: '#/components/schemas/Dirigeant' } },
  },
  {
    name: 'dirigeants_anciens',
    required: false,
    source: { from: 'publish', by: 'the rows of `dirigeants` with an end, as FORMER_OFFICER publishes them (officer-record.ts)' },
    why: ADDED_LATER,
    schema: {
      type: 'array',
      description: 'Anciens dirigeants, du mandat terminé le plus tôt au plus récent (absent des fiches publiées avant ce champ).',
      items: { $ref: '#/components/schemas/DirigeantAncien' },
    },
  },
  {
    name: 'etat',
    required: true,
    source: { from: 'publish', by: 'the company state rule over the decisive notices (publish/artefacts/company-state.ts)' },
    why: `${SINCE_FIRST}; null without announcements`,
    schema: { $ref: '#/components/schemas/Etat' },
  },
  {
    name: 'rapprochements',
    required: false,
    source: { from: 'column', sql: 'JSON', absentWhenEmpty: true },
    why: 'present only when the reconciliation step decided something about the record\'s notices',
    schema: {
      type: 'array',
      minItems: 1,
      description: 'Présent seulement quand l’étape de rapprochement a décidé quelque chose sur les annonces de la fiche : à quelle entreprise une annonce appartient (`identite` : un RID imprimé avec une coquille, rattaché à l’entreprise du même nom), quel nom l’entreprise porte (`denomination` : une variante d’orthographe n’est pas une ancienne dénomination). `npm run pipeline -- pourquoi <annonce_id>` donne le détail.',
      items: { $ref: '#/components/schemas/Rapprochement' },
    },
  },
  {
    name: 'annonces',
    required: true,
    source: { from: 'publish', by: 'the 50 newest rows of `announcements` of the ridet, as published items with their source document' },
    why: `the 50 newest announcements, ${SINCE_FIRST}`,
    schema: {
      type: 'array',
      maxItems: 50,
      description: 'Les 50 annonces les plus récentes, de la plus récente à la plus ancienne, avec leur document source.',
      items: { $ref: '#/components/schemas/AnnonceEntreprise' },
    },
  },
  {
    name: 'nombre_annonces',
    required: true,
    source: { from: 'column', sql: 'INTEGER' },
    why: `how many announcements in all, ${SINCE_FIRST}`,
    schema: { type: 'integer', minimum: 0, description: 'Nombre total d’annonces de l’entreprise (`annonces` n’en montre que les 50 plus récentes).' },
  },
  {
    name: 'annonces_url',
    required: false,
    source: { from: 'publish', by: 'the site address and the ridet (kernel/model/public-urls.ts)' },
    why: ADDED_LATER,
    schema: {
      type: 'string',
      format: 'uri',
      description: 'Toutes les annonces de l’entreprise, paginées comme le flux : `GET /v1/annonces?ridet=<ridet>` (absent des fiches publiées avant ce champ).',
    },
  },
  {
    name: 'fiche_url',
    required: true,
    source: { from: 'publish', by: 'the site address and the ridet (kernel/model/public-urls.ts)' },
    why: `the public company page, ${SINCE_FIRST}`,
    schema: { type: 'string', format: 'uri' },
  },
] as const satisfies readonly CompanyRecordField[];

/** The declared fields, typed as the general declaration. */
export const COMPANY_RECORD_FIELDS: readonly CompanyRecordField[] = COMPANY_RECORD;

/** The fields read back from the `companies` column of their name (publish/artefacts/warehouse-batches.ts). */
export const COMPANY_COLUMN_FIELDS = COMPANY_RECORD_FIELDS.filter(
  (f): f is CompanyRecordField & { source: CompanyColumnSource } => f.source.from === 'column',
);

/** The names of the fields read back from a column. */
export type CompanyColumnFieldName = Extract<(typeof COMPANY_RECORD)[number], { source: { from: 'column' } }>['name'];

/** The names of the fields a rule of the publish step computes. */
export type CompanyPublishFieldName = Extract<(typeof COMPANY_RECORD)[number], { source: { from: 'publish' } }>['name'];

/**
 * The names of the company record's fields, in published order.
 *
 * @internal The record's type tests hold the published types to it.
 */
export type CompanyFieldName = (typeof COMPANY_RECORD)[number]['name'];

/**
 * The fields a record may lack.
 *
 * @internal The record's type tests hold the published types to it.
 */
export type OptionalCompanyFieldName = Extract<(typeof COMPANY_RECORD)[number], { required: false }>['name'];

/** The OpenAPI `Entreprise` component, from the declaration. */
export function entrepriseSchema(): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: COMPANY_RECORD_FIELDS.filter((f) => f.required).map((f) => f.name),
    properties: Object.fromEntries(COMPANY_RECORD_FIELDS.map((f) => [f.name, f.schema])),
  };
}
