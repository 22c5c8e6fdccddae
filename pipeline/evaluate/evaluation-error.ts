/** Why a corpus could not be evaluated. Stable codes, so a caller can tell a bad path from a bad file. */

export type EvaluationErrorCode = 'corpus_introuvable' | 'corpus_vide' | 'attendu_manquant' | 'attendu_invalide';

export class EvaluationError extends Error {
  readonly code: EvaluationErrorCode;

  constructor(code: EvaluationErrorCode, message: string, options?: { cause?: unknown }) {
    super(`[evaluate] ${message}`, options);
    this.name = 'EvaluationError';
    this.code = code;
  }

  static is(error: unknown): error is EvaluationError {
    return error instanceof EvaluationError;
  }
}
