import { limitParameter, type ParameterSpec } from '../api/parameter-spec.ts';
import { DELIVERY_STATUS_BY_NAME } from './webhook-views.ts';

/**
 * The webhook routes' parameters, declared once: the routes (webhook-routes.ts) read the query
 * with these names and the contract (webhook-contract.ts) lists them. A file of their own
 * because the contract is loaded by the routes' problem helper: importing the routes from the
 * contract would be a cycle.
 */

export const LIST_LIMIT = { min: 1, max: 100, default: 20 } as const;

const ID = { name: 'id', in: 'path', required: true, description: 'Identifiant de l’abonnement (wh_…).', schema: { type: 'string' } } as const satisfies ParameterSpec;
const DELIVERY = { name: 'delivery', in: 'path', required: true, description: 'Identifiant de la livraison (dlv_…).', schema: { type: 'string' } } as const satisfies ParameterSpec;
const CURSOR = { name: 'cursor', in: 'query', required: false, description: 'Valeur `next_cursor` de la page précédente.', schema: { type: 'string' } } as const satisfies ParameterSpec;

/** The routes of one subscription (GET, PATCH, DELETE, test, rotate-secret). */
export const WEBHOOK_PARAMETERS = [ID] as const satisfies readonly ParameterSpec[];
export const WEBHOOKS_LIST_PARAMETERS = [limitParameter(LIST_LIMIT, 'Abonnements par page.'), CURSOR] as const satisfies readonly ParameterSpec[];
export const DELIVERIES_PARAMETERS = [
  ID,
  limitParameter(LIST_LIMIT, 'Livraisons par page.'),
  CURSOR,
  { name: 'statut', in: 'query', required: false, schema: { enum: Object.keys(DELIVERY_STATUS_BY_NAME) } },
] as const satisfies readonly ParameterSpec[];
export const REDELIVER_PARAMETERS = [ID, DELIVERY] as const satisfies readonly ParameterSpec[];
