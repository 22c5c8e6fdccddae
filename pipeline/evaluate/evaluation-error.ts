/**
 * Why a corpus could not be evaluated. Stable codes, so a caller can tell a bad path from a bad
 * file; French messages, since `npm run pipeline -- eval` prints them to the data engineer.
 */

import { AppError } from '../../kernel/errors/app-error.ts';

export type EvaluationErrorCode = 'corpus_introuvable' | 'corpus_vide' | 'attendu_manquant' | 'attendu_invalide' | 'corpus_non_indique' | 'groupes_insuffisants';

export class EvaluationError extends AppError<EvaluationErrorCode> {}
