import { ApiError } from '../problem.js';
import { ChangeCursorError, decodeChangeCursor, type ChangeCursor } from './change-cursor.js';
import type { ChangesExpiredError } from './change-feed.js';

/** A cursor parameter read for a route: unreadable is 400 cursor_malformed, naming the parameter. */
export function decodeCursorParameter(name: string, text: string): ChangeCursor {
  try {
    return decodeChangeCursor(text);
  } catch (error) {
    throw error instanceof ChangeCursorError ? malformedProblem(name, error) : error;
  }
}

export function malformedProblem(name: string, error: ChangeCursorError): ApiError {
  return ApiError.of('cursor_malformed', `Le paramètre ${name} est invalide : ${error.message}.`);
}

/** 410 changes_expired, with the oldest cursor still served as the problem's `oldest_cursor`. */
export function expiredProblem(error: ChangesExpiredError): ApiError {
  return ApiError.of('changes_expired', error.message, { extensions: { oldest_cursor: error.oldestCursor } });
}
