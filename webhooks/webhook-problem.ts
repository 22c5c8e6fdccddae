import { problemsOf } from '../api/problem.ts';
import { WEBHOOK_PROBLEMS } from './webhook-contract.ts';

/** A problem of the webhooks' own catalog (WEBHOOK_PROBLEMS), as ApiError.of raises the core's. */
export const webhookProblem = problemsOf(WEBHOOK_PROBLEMS);
