import { AppError } from '../../kernel/errors/app-error.ts';

export type CorrectionErrorCode =
  | 'correction_invalide'
  | 'annonce_inconnue'
  | 'correction_inconnue'
  | 'correction_deja_annulee'
  | 'correction_sans_effet'
  | 'quarantaine_inconnue'
  /** A stored correction the code cannot read (an action it does not know): the warehouse is newer or damaged. */
  | 'correction_illisible';

/** A correction refused before anything is written; the message is French (the operator reads it). */
export class CorrectionError extends AppError<CorrectionErrorCode> {}
