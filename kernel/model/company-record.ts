/**
 * The company record (`entreprises/<ridet>.json`, `GET /v1/entreprises/{ridet}`), declared once,
 * as the announcement record is (announcement-record.ts): every place that lists a company
 * record's published fields derives its list from here or is checked against it:
 *
 * - the OpenAPI `Entreprise` component (api/openapi.ts): its properties, in this order, and its
 *   `required` list;
 * - the `EntrepriseRecord` type (publish/artefacts/feed-layout.ts): same keys, same optional keys,
 *   checked by tsc (test/kernel/model/company-record.test.ts);
 * - the field tables of docs/api.md and docs/artefacts.md (test/api/docs.test.ts).
 *
 * Declaration order is the published key order (publish/artefacts/artefact-bodies.ts writes the
 * record in it; test/publish/artefacts/build-artefacts.test.ts holds a published record to it).
 *
 * Adding a field: one entry here (its schema, whether every record has it, why), the property on
 * `EntrepriseRecord` (tsc refuses the record until both agree), its value in `companyRecord`, and
 * its line in the docs' tables (the docs test names what is missing). A new field is optional:
 * records published before it do not have it, and snapshots holding them are still served.
 */

/** A published field of the company record. */
export interface CompanyRecordField {
  name: string;
  /** In the `required` list of the `Entreprise` component: every record ever published has it. */
  required: boolean;
  /** Its JSON schema (OpenAPI 3.1); `$ref`s point into the API's components. */
  schema: Readonly<Record<string, unknown>>;
  /** Why it is required, or why it may be absent. */
  why: string;
}

const SINCE_FIRST = 'in every record since the first snapshot';
const ADDED_LATER = 'absent from records published before it, which snapshots still serve';
const FACTS = 'a company fact (FaitsEntreprise): absent from records published before the facts, which snapshots still serve';

export const COMPANY_RECORD = [
  { name: 'ridet', required: true, why: `the record's identity, ${SINCE_FIRST}`, schema: { $ref: '#/components/schemas/Ridet' } },
  { name: 'denomination', required: true, why: `current name, ${SINCE_FIRST}`, schema: { type: 'string' } },
  { name: 'forme_juridique', required: true, why: `${SINCE_FIRST}; null when no notice tells it`, schema: { type: ['string', 'null'] } },
  {
    name: 'capital',
    required: true,
    why: `display text, ${SINCE_FIRST}; null when no notice tells it`,
    schema: { type: ['string', 'null'], description: 'Capital tel qu’affiché (« 100 000 F CFP »).' },
  },
  {
    name: 'capital_montant',
    required: false,
    why: ADDED_LATER,
    schema: {
      $ref: '#/components/schemas/Montant',
      description: '`capital` chiffré (absent des fiches publiées avant ce champ).',
    },
  },
  { name: 'siege', required: true, why: `${SINCE_FIRST}; null when no notice tells it`, schema: { type: ['string', 'null'] } },
  {
    name: 'objet',
    required: false,
    why: FACTS,
    schema: { type: ['string', 'null'], description: 'L’activité (objet social) telle que l’imprime la dernière annonce qui en imprime une ; null quand aucune ne le fait (absent des fiches publiées avant ce champ, comme les faits qui suivent).' },
  },
  { name: 'objet_annonce_id', required: false, why: FACTS, schema: { type: ['string', 'null'], description: 'L’annonce d’où vient `objet`.' } },
  {
    name: 'date_creation',
    required: false,
    why: FACTS,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date de création : celle de l’avis de constitution, sinon celle de la première annonce vue ; `date_creation_origine` dit laquelle.' },
  },
  {
    name: 'date_creation_origine',
    required: false,
    why: FACTS,
    schema: { type: ['string', 'null'], enum: ['avis_de_constitution', 'premiere_annonce', null] },
  },
  { name: 'date_creation_annonce_id', required: false, why: FACTS, schema: { type: ['string', 'null'], description: 'L’annonce d’où vient `date_creation`.' } },
  {
    name: 'date_radiation',
    required: false,
    why: FACTS,
    schema: { type: ['string', 'null'], format: 'date', description: 'Date de l’annonce qui clôt la liquidation (amiable, ou judiciaire pour insuffisance d’actif) : l’entreprise est radiée ; null sinon.' },
  },
  { name: 'date_radiation_annonce_id', required: false, why: FACTS, schema: { type: ['string', 'null'] } },
  {
    name: 'etablissements',
    required: false,
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
  { name: 'anciennes_denominations', required: true, why: `${SINCE_FIRST}; empty without a published change of name`, schema: { type: 'array', items: { type: 'string' } } },
  {
    name: 'dirigeants',
    required: true,
    why: `${SINCE_FIRST}; empty when no officer is in office`,
    schema: { type: 'array', description: 'Dirigeants en fonction.', items: { $ref: '#/components/schemas/Dirigeant' } },
  },
  {
    name: 'dirigeants_anciens',
    required: false,
    why: ADDED_LATER,
    schema: {
      type: 'array',
      description: 'Anciens dirigeants, du mandat terminé le plus tôt au plus récent (absent des fiches publiées avant ce champ).',
      items: { $ref: '#/components/schemas/DirigeantAncien' },
    },
  },
  { name: 'etat', required: true, why: `${SINCE_FIRST}; null without announcements`, schema: { $ref: '#/components/schemas/Etat' } },
  {
    name: 'rapprochements',
    required: false,
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
    why: `how many announcements in all, ${SINCE_FIRST}`,
    schema: { type: 'integer', minimum: 0, description: 'Nombre total d’annonces de l’entreprise (`annonces` n’en montre que les 50 plus récentes).' },
  },
  {
    name: 'annonces_url',
    required: false,
    why: ADDED_LATER,
    schema: {
      type: 'string',
      format: 'uri',
      description: 'Toutes les annonces de l’entreprise, paginées comme le flux : `GET /v1/annonces?ridet=<ridet>` (absent des fiches publiées avant ce champ).',
    },
  },
  { name: 'fiche_url', required: true, why: `the public company page, ${SINCE_FIRST}`, schema: { type: 'string', format: 'uri' } },
] as const satisfies readonly CompanyRecordField[];

/** The declared fields, typed as the general declaration. */
export const COMPANY_RECORD_FIELDS: readonly CompanyRecordField[] = COMPANY_RECORD;

/** The names of the company record's fields, in published order. */
export type CompanyFieldName = (typeof COMPANY_RECORD)[number]['name'];

/** The fields a record may lack. */
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
