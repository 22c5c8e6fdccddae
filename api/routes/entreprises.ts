import { entreprisePath } from '../../publish/artefacts/feed-layout.ts';
import { ApiError } from '../problem.ts';
import { queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';
import { decodeSegment } from '../path-segment.ts';
import { isRidet } from '../../kernel/model/ridet-shape.ts';

const RIDET_FORM = 'Le RIDET s’écrit en 10 chiffres sans espace ni séparateur : les 7 chiffres du RID suivis des 3 chiffres du rang d’établissement, par exemple 1234567001.';

/** GET /v1/entreprises/{ridet}: the company record artefact, served byte for byte. */
export const ENTREPRISE_PARAMETERS = [
  { name: 'ridet', in: 'path', required: true, description: '10 chiffres sans espace (RID à 7 chiffres + rang à 3 chiffres).', schema: { type: 'string' } },
] as const satisfies readonly ParameterSpec[];
const ACCEPTED = queryNames(ENTREPRISE_PARAMETERS);

export const entreprisesRoute: Route = {
  id: 'entreprises.get',
  template: '/v1/entreprises/{ridet}',
  needsSnapshot: true,
  parameters: ENTREPRISE_PARAMETERS,
  pinnable: true,
  cacheable: true,
  async handle({ params, rawQuery, view }) {
    const query = new QueryReader(rawQuery, ACCEPTED);
    const ridet = decodeSegment(params.ridet ?? '');
    if (ridet === null || !isRidet(ridet)) {
      const digits = (ridet ?? '').replace(/\D/g, '');
      const hint = digits.length === 10 && ridet !== digits ? ` Vouliez-vous dire ${digits} ?` : '';
      throw ApiError.of('invalid_ridet', `« ${shown(ridet ?? params.ridet ?? '')} » n’est pas un RIDET valide. ${RIDET_FORM}${hint}`);
    }
    query.assertValid();
    const body = await view!.artefact(entreprisePath(ridet));
    if (!body) throw ApiError.of('entreprise_not_found', `Aucune entreprise de RIDET ${ridet} dans les données publiées.`);
    return { status: 200, body, cache: 'data' };
  },
};

function shown(value: string): string {
  // Control characters would garble the error message: shown as '?'.
  const clean = [...value].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '?' : c)).join('');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}
