import { problemsOf } from '../api/problem.ts';
import { SIGNALEMENT_PROBLEMS } from './signalement-contract.ts';

/** A problem of the reports' own catalog (SIGNALEMENT_PROBLEMS), as ApiError.of raises the core's. */
export const signalementProblem = problemsOf(SIGNALEMENT_PROBLEMS);
