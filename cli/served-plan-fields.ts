import type { PlanField } from '../api/plan-field.ts';
import { WEBHOOK_PLAN_FIELDS } from '../webhooks/webhook-plan-fields.ts';

/**
 * The plan fields of the modules `servedModules()` serves (cli/served-api-modules.ts), for the
 * processes that read PLANS_FILE without starting those modules: `npm run keys`, the start
 * checks of `npm run serve`, the demo's primary. Loading the modules themselves (their
 * databases' drivers) only to read a list would slow each of them; the test of the served
 * modules holds this list to their starters' `planFields`.
 */
export const SERVED_PLAN_FIELDS: readonly PlanField<unknown>[] = [...WEBHOOK_PLAN_FIELDS];
