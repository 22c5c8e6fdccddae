import type { ParameterSpec } from '../api/parameter-spec.ts';
import { SIGNALEMENT_ID } from './signalement-suivi.ts';

/**
 * The report routes' parameters, declared once: the routes (signalement-routes.ts) read the
 * query with these names and the contract (signalement-contract.ts) lists them. A file of their
 * own so that the contract need not load the routes.
 */
export const SIGNALEMENT_PARAMETERS = [
  { name: 'id', in: 'path', required: true, description: 'L’`id` renvoyé par POST /v1/signalements.', schema: { type: 'string', pattern: SIGNALEMENT_ID.source } },
] as const satisfies readonly ParameterSpec[];
