import { annonceDetailPath } from '../../publish/artefacts/feed-layout.ts';
import { ApiError } from '../problem.ts';
import { queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';
import { decodeSegment } from '../path-segment.ts';

/** Published ids are 20 hex characters; older and test ids are short slugs. Anything else cannot name an artefact. */
const ANNOUNCEMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const ANNONCE_PARAMETERS = [
  { name: 'id', in: 'path', required: true, description: 'Le champ `id` d’une annonce.', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
] as const satisfies readonly ParameterSpec[];
const ACCEPTED = queryNames(ANNONCE_PARAMETERS);

/**
 * GET /v1/annonces/{id}: one announcement in full (its item, text, changes, corrections,
 * provenance), the prebuilt `annonces/detail/<id>.json` served byte for byte like a record.
 */
export const annonceRoute: Route = {
  id: 'annonces.get',
  template: '/v1/annonces/{id}',
  // `/v1/annonces/` is the feed's address with a slash, not an announcement: 404, not 400 on id.
  nonEmptyParams: true,
  needsSnapshot: true,
  parameters: ANNONCE_PARAMETERS,
  pinnable: true,
  cacheable: true,
  async handle({ params, rawQuery, view }) {
    const query = new QueryReader(rawQuery, ACCEPTED);
    const id = decodeSegment(params.id ?? '');
    if (id === null || !ANNOUNCEMENT_ID.test(id)) {
      query.fail('id', 'un identifiant d’annonce s’écrit en lettres, chiffres, « - » et « _ » (100 caractères au plus), tel que le donne le champ id des annonces');
    }
    query.assertValid();
    const body = await view!.artefact(annonceDetailPath(id!));
    if (!body) throw ApiError.of('annonce_not_found', `Aucune annonce d’identifiant ${id} dans les données publiées.`);
    return { status: 200, body, cache: 'data' };
  },
};
