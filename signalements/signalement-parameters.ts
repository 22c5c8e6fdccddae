import type { ParameterSpec } from '../api/parameter-spec.ts';
import { SIGNALEMENT_ID } from './signalement-suivi.ts';
import { RIDET_SHAPE } from '../kernel/model/ridet-shape.ts';

/**
 * The report routes' parameters, declared once: the routes (signalement-routes.ts) read the
 * query with these names and the contract (signalement-contract.ts) lists them. A file of their
 * own so that the contract need not load the routes.
 */
export const SIGNALEMENT_PARAMETERS = [
  { name: 'id', in: 'path', required: true, description: 'L’`id` renvoyé par POST /v1/signalements.', schema: { type: 'string', pattern: SIGNALEMENT_ID.source } },
] as const satisfies readonly ParameterSpec[];

/**
 * The report form page's parameters (docs/pages.md): the company in its path, and the
 * announcement a link of the company page or the widget names. The page is outside /v1 and its
 * OpenAPI document: they feed its query reader (any other name is refused, 400) and the test
 * that a route's declared path parameters are its template's.
 */
export const SIGNALER_FORM_PARAMETERS = [
  { name: 'ridet', in: 'path', required: true, description: '10 chiffres sans espace.', schema: { type: 'string', pattern: RIDET_SHAPE.source } },
  { name: 'annonce', in: 'query', required: false, description: 'L’annonce que le signalement concerne.', schema: { type: 'string', pattern: '^[0-9a-f]{20}$' } },
] as const satisfies readonly ParameterSpec[];
