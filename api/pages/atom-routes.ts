import { ANNONCE_TYPES } from '../../kernel/model/announcement.ts';
import { entreprisePath, type EntrepriseRecord } from '../../publish/artefacts/feed-layout.ts';
import { queryFeed } from '../feed-query.ts';
import { ApiError } from '../problem.ts';
import { limitParameter, queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';
import { ATOM_CONTENT_TYPE, renderAtom } from './atom-feed.ts';
import { frenchDate, printedRidet, sourceLabel, typeLabel } from './french-format.ts';
import { isRidet } from '../../kernel/model/ridet-shape.ts';

export const ANNONCES_ATOM_LIMIT = { min: 1, max: 100, default: 50 } as const;
export const ANNONCES_ATOM_PARAMETERS = [
  { name: 'type', in: 'query', required: false, schema: { $ref: '#/components/schemas/AnnonceType' } },
  { name: 'source', in: 'query', required: false, description: 'Liste ouverte ; une source inconnue donne un flux vide.', schema: { type: 'string', minLength: 1, maxLength: 100 } },
  { name: 'since', in: 'query', required: false, description: 'Seulement les annonces datées de ce jour ou après (AAAA-MM-JJ).', schema: { type: 'string', format: 'date' } },
  limitParameter(ANNONCES_ATOM_LIMIT, 'Nombre d’entrées du flux.'),
] as const satisfies readonly ParameterSpec[];
const ANNONCES_ACCEPTED = queryNames(ANNONCES_ATOM_PARAMETERS);

export const ENTREPRISE_ATOM_PARAMETERS = [
  { name: 'ridet', in: 'path', required: true, description: '10 chiffres sans espace.', schema: { type: 'string' } },
] as const satisfies readonly ParameterSpec[];
const ENTREPRISE_ACCEPTED = queryNames(ENTREPRISE_ATOM_PARAMETERS);

/**
 * GET /v1/annonces.atom: the /v1/annonces feed as Atom 1.0, for feed readers. Same filters and
 * the same validation (400 problems); no cursor: a feed is its newest `limit` entries.
 */
export const annoncesAtomRoute: Route = {
  id: 'annonces.atom',
  template: '/v1/annonces.atom',
  parameters: ANNONCES_ATOM_PARAMETERS,
  needsSnapshot: true,
  pinnable: true,
  cacheable: true,
  async handle({ rawQuery, snapshot, view }) {
    const query = new QueryReader(rawQuery, ANNONCES_ACCEPTED);
    const type = query.oneOf('type', ANNONCE_TYPES);
    const source = query.string('source', { maxLength: 100 });
    const since = query.date('since');
    const limit = query.integer('limit', ANNONCES_ATOM_LIMIT);
    query.assertValid();
    const result = await queryFeed(view!, { filter: { type, source }, after: null, since, limit });
    const filters: string[] = [];
    const self = new URLSearchParams();
    const idParts = ['urn:annonces-nc:flux:annonces'];
    if (type !== null) {
      filters.push(typeLabel(type).toLowerCase());
      self.set('type', type);
      idParts.push(`type=${type}`);
    }
    if (source !== null) {
      filters.push(`source ${sourceLabel(source)}`);
      self.set('source', source);
      idParts.push(`source=${encodeURIComponent(source)}`);
    }
    if (since !== null) {
      filters.push(`depuis le ${frenchDate(since)}`);
      self.set('since', since);
      idParts.push(`depuis=${since}`);
    }
    if (limit !== ANNONCES_ATOM_LIMIT.default) self.set('limit', String(limit));
    const body = renderAtom({
      id: idParts.join(':'),
      title: `Annonces légales de Nouvelle-Calédonie${filters.length > 0 ? ` (${filters.join(', ')})` : ''}`,
      subtitle: `Les ${limit} annonces légales les plus récentes, de la plus récente à la plus ancienne.`,
      selfHref: `annonces.atom${self.size > 0 ? `?${self.toString()}` : ''}`,
      emptyUpdated: snapshot!.createdAt,
      entries: result.items,
    });
    return { status: 200, body, contentType: ATOM_CONTENT_TYPE, cache: 'data' };
  },
};

/**
 * GET /v1/entreprises/{ridet}.atom: one company's announcements (the 50 of its record) as Atom,
 * each linked to its source document. Listed before /v1/entreprises/{ridet} in ROUTES, whose
 * pattern would also match.
 */
export const entreprisesAtomRoute: Route = {
  id: 'entreprises.atom',
  template: '/v1/entreprises/{ridet}.atom',
  parameters: ENTREPRISE_ATOM_PARAMETERS,
  needsSnapshot: true,
  pinnable: true,
  cacheable: true,
  async handle({ params, rawQuery, snapshot, view }) {
    const query = new QueryReader(rawQuery, ENTREPRISE_ACCEPTED);
    let ridet: string;
    try {
      ridet = decodeURIComponent(params.ridet ?? '');
    } catch {
      ridet = params.ridet ?? '';
    }
    if (!isRidet(ridet)) {
      const shown = [...ridet].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '?' : c)).join('');
      throw ApiError.of(
        'invalid_ridet',
        `« ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown} » n’est pas un RIDET valide. Le RIDET s’écrit en 10 chiffres sans espace ni séparateur, par exemple 1234567001.`,
      );
    }
    query.assertValid();
    const body = await view!.artefact(entreprisePath(ridet));
    if (!body) throw ApiError.of('entreprise_not_found', `Aucune entreprise de RIDET ${ridet} dans les données publiées.`);
    const record = JSON.parse(body.raw.toString('utf8')) as EntrepriseRecord;
    const atom = renderAtom({
      id: `urn:annonces-nc:flux:entreprise:${ridet}`,
      title: `Annonces légales — ${record.denomination} (RIDET ${printedRidet(ridet)})`,
      subtitle: `Les annonces légales de ${record.denomination}, de la plus récente à la plus ancienne.`,
      selfHref: `${ridet}.atom`,
      alternateHref: record.fiche_url,
      emptyUpdated: snapshot!.createdAt,
      entries: record.annonces,
    });
    return { status: 200, body: atom, contentType: ATOM_CONTENT_TYPE, cache: 'data' };
  },
};
