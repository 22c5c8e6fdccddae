import { ApiError } from '../problem.ts';
import { ChangeCursorError, decodeChangeCursor, type ChangeCursor } from './change-cursor.ts';
import type { ChangesExpiredError } from './change-feed.ts';

/**
 * A cursor parameter read for a route: unreadable is 400 cursor_malformed, naming the parameter;
 * `malformed` is what a route other than /v1/changes tells instead (its own filters and pages).
 */
export function decodeCursorParameter(name: string, text: string, malformed?: string): ChangeCursor {
  try {
    return decodeChangeCursor(text);
  } catch (error) {
    if (!(error instanceof ChangeCursorError)) throw error;
    throw malformedProblem(name, malformed === undefined ? error : new ChangeCursorError('cursor_malformed', malformed));
  }
}

export function malformedProblem(name: string, error: ChangeCursorError): ApiError {
  return ApiError.of('cursor_malformed', `Le paramètre ${name} est invalide : ${error.message}.`);
}

/** 410 changes_expired, with the oldest cursor still served as the problem's `oldest_cursor`. */
export function expiredProblem(error: ChangesExpiredError): ApiError {
  return ApiError.of('changes_expired', error.message, { extensions: { oldest_cursor: error.oldestCursor } });
}
