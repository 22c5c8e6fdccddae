import {
  LIST_FILTERS,
  LIST_VALUES,
  companyListIndexPath,
  companyListKey,
  normaliseCommune,
  normaliseFormeJuridique,
  type CompanyListFilter,
} from '../../publish/artefacts/company-list-layout.js';
import { COMMUNES } from '../../publish/artefacts/communes.js';
import { CompanyListCursorError, decodeCompanyListCursor, encodeCompanyListCursor, type CompanyListCursorFilters } from '../company-list-cursor.js';
import { queryCompanyList } from '../company-list-query.js';
import { ApiError } from '../problem.js';
import type { QueryReader } from '../query.js';
import type { RouteContext, RouteResponse } from '../route.js';

export const ENTREPRISES_BROWSE_LIMIT = { min: 1, max: 100, default: 20 } as const;
export const BROWSE_PARAMETERS = [...LIST_FILTERS, 'creee_depuis', 'creee_avant'] as const;

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
