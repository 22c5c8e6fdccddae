import {
  LIST_FILTERS,
  LIST_VALUES,
  companyListIndexPath,
  companyListKey,
  normaliseCommune,
  normaliseFormeJuridique,
  type CompanyListFilter,
} from '../../publish/artefacts/company-list-layout.ts';
import { COMMUNES } from '../../publish/artefacts/communes.ts';
import { ETATS } from '../../publish/artefacts/company-state.ts';
import { PROCEDURE_TYPES } from '../../kernel/model/procedure-stage.ts';
import { FORM_ABBREVIATIONS } from '../../kernel/normalise/legal-form.ts';
import { queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { CompanyListCursorError, decodeCompanyListCursor, encodeCompanyListCursor, type CompanyListCursorFilters } from '../company-list-cursor.ts';
import { queryCompanyList } from '../company-list-query.ts';
import { ApiError } from '../problem.ts';
import type { QueryReader } from '../query.ts';
import type { RouteContext, RouteResponse } from '../route.ts';

export const ENTREPRISES_BROWSE_LIMIT = { min: 1, max: 100, default: 20 } as const;
/** The list filters (one at a time, LIST_FILTERS' order) and the creation-date range. */
export const BROWSE_PARAMETERS = [
  { name: 'forme_juridique', in: 'query', required: false, description: 'Forme juridique abrégée, majuscules et points indifférents (`sarl`, `S.A.S.`).', schema: { type: 'string', examples: [...FORM_ABBREVIATIONS] } },
  { name: 'etat', in: 'query', required: false, description: 'État de la fiche.', schema: { type: 'string', enum: [...ETATS] } },
  { name: 'procedure', in: 'query', required: false, description: 'Nature de la dernière procédure collective de l’entreprise (`etat.procedure.type`).', schema: { type: 'string', enum: [...PROCEDURE_TYPES] } },
  { name: 'commune', in: 'query', required: false, description: 'Commune du siège, une des 33, accents, majuscules, tirets et article indifférents (`noumea`, `Mont-Dore`).', schema: { type: 'string', maxLength: 60 } },
  { name: 'creee_depuis', in: 'query', required: false, description: 'AAAA-MM-JJ : date_creation ce jour-là ou après.', schema: { type: 'string', format: 'date' } },
  { name: 'creee_avant', in: 'query', required: false, description: 'AAAA-MM-JJ : date_creation strictement avant ce jour.', schema: { type: 'string', format: 'date' } },
] as const satisfies readonly ParameterSpec[];
export const BROWSE_NAMES = queryNames(BROWSE_PARAMETERS);

/** Why only one list filter at a time, said the same way wherever it is refused. */
export const ONE_LIST_FILTER = `un seul filtre parmi ${LIST_FILTERS.join(', ')} à la fois (chacun est une liste préconstruite), éventuellement avec creee_depuis et creee_avant`;

/**
 * GET /v1/entreprises without modifiees_depuis: the companies by RIDET, every one or those of one
 * value of one filter, from the list prebuilt at publish (publish/artefacts/company-lists.ts);
 * creee_depuis / creee_avant narrow while the list is paged, within a bounded number of page
 * reads (api/company-list-query.ts). Values are normalised as the lists were keyed; a value that
 * is not one of ours, or two list filters together, is refused, never computed per request.
 */
export async function browseEntreprises(query: QueryReader, { view }: Pick<RouteContext, 'view'>): Promise<RouteResponse> {
  const given: Array<NonNullable<CompanyListFilter>> = [];
  const forme = query.string('forme_juridique', { maxLength: 40 });
  if (forme !== null) {
    const value = normaliseFormeJuridique(forme);
    if (value === null) query.fail('forme_juridique', `valeurs acceptées : ${LIST_VALUES.forme_juridique.join(', ')} (reçu « ${forme} »)`);
    else given.push({ name: 'forme_juridique', value });
  }
  const etat = query.oneOf('etat', LIST_VALUES.etat);
  if (etat !== null) given.push({ name: 'etat', value: etat });
  const procedure = query.oneOf('procedure', LIST_VALUES.procedure);
  if (procedure !== null) given.push({ name: 'procedure', value: procedure });
  const commune = query.string('commune', { maxLength: 60 });
  if (commune !== null) {
    const value = normaliseCommune(commune);
    if (value === null) query.fail('commune', `une des 33 communes de Nouvelle-Calédonie, accents et majuscules indifférents : ${COMMUNES.join(', ')} (reçu « ${commune} »)`);
    else given.push({ name: 'commune', value });
  }
  const depuis = query.date('creee_depuis');
  const avant = query.date('creee_avant');
  const limit = query.integer('limit', ENTREPRISES_BROWSE_LIMIT);
  const rawCursor = query.string('cursor', { maxLength: 200 });
  if (depuis !== null && avant !== null && depuis >= avant) {
    query.fail('creee_avant', `doit être après creee_depuis : creee_depuis est inclus, creee_avant exclu (reçu creee_depuis=${depuis}, creee_avant=${avant})`);
  }
  query.assertValid();
  if (given.length > 1) {
    throw ApiError.of('filters_not_combinable', `Les filtres ${given.map((f) => f.name).join(' et ')} ne se combinent pas : ${ONE_LIST_FILTER}.`);
  }
  const filter = given[0] ?? null;
  const cursorFilters: CompanyListCursorFilters = { list: filter === null ? null : companyListKey(filter), creee_depuis: depuis, creee_avant: avant };
  let after: string | null = null;
  if (rawCursor !== null) {
    try {
      after = decodeCompanyListCursor(rawCursor, cursorFilters);
    } catch (error) {
      if (!(error instanceof CompanyListCursorError)) throw error;
      query.fail('cursor', error.message);
      query.assertValid();
    }
  }
  const index = await view!.companyListIndex(companyListIndexPath(filter));
  // No list of a value no company has is normal; no list of every company, in a snapshot with
  // companies, means it was published by code before the lists: an empty answer would be a lie.
  if (index === null && view!.snapshot.counts.companies > 0 && (filter === null || (await view!.companyListIndex(companyListIndexPath(null))) === null)) {
    throw ApiError.of('snapshot_unavailable', `L’instantané servi (${view!.id}) a été publié avant les listes d’entreprises : elles seront servies après la prochaine publication. La fiche d’une entreprise reste servie à /v1/entreprises/{ridet}.`);
  }
  const result = await queryCompanyList(view!, index, { after, depuis, avant, limit });
  const nextCursor = result.hasMore && result.resumeAfter !== null ? encodeCompanyListCursor(result.resumeAfter, cursorFilters) : null;
  const headers: Record<string, string> = {};
  if (nextCursor !== null) {
    const next = new URLSearchParams();
    if (filter !== null) next.set(filter.name, filter.value);
    if (depuis !== null) next.set('creee_depuis', depuis);
    if (avant !== null) next.set('creee_avant', avant);
    next.set('limit', String(limit));
    next.set('cursor', nextCursor);
    headers.link = `</v1/entreprises?${next.toString()}>; rel="next"`;
  }
  return {
    status: 200,
    body: { data: result.items, pagination: { limit, next_cursor: nextCursor, has_more: result.hasMore } },
    headers,
    cache: 'data',
  };
}
