import { AppError } from '../../kernel/errors/app-error.js';
import { ANNONCE_TYPES, isAnnonceType } from '../../kernel/model/announcement.js';
import { isValidRidetSyntax, luhnValidRid } from '../../kernel/normalise/ridet.js';

/**
 * An operator's correction of one announcement (docs/corrections.md). `corriger` sets fields,
 * `retirer` withdraws a notice that is not a company event from publication, `publier` makes a
 * quarantined notice an announcement with the fields the operator read, `retirer_document`
 * withdraws the announcement's archived document from the API (its takedown list,
 * publish/artefacts/document-takedowns.ts) and leaves the announcement as it is. Reports
 * (signalements) will name the correction that settled them; that link comes with them.
 */
export type CorrectionAction = 'corriger' | 'retirer' | 'publier' | 'retirer_document';

/** The fields an operator may correct, in the order they are applied and published. */
export const CORRECTABLE_FIELDS = ['ridet', 'type', 'denomination'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export type CorrectionValues = Partial<Record<CorrectableField, string>>;

export interface Correction {
  id: string;
  annonce_id: string;
  action: CorrectionAction;
  /** The corrected values (`corriger`, `publier`); empty for `retirer`. */
  valeurs: CorrectionValues;
  /**
   * What the announcement held when the correction was made: the corrected fields' values
   * (`corriger`), the whole row (`retirer`, so that taking it back can put it back), the
   * quarantine entry published (`publier`: `{ quarantaine: <id> }`), or the document withdrawn
   * (`retirer_document`: `{ raw_sha256: <sha256> }`).
   */
  avant: Record<string, unknown>;
  raison: string;
  par: string;
  /** ISO 8601. */
  cree_le: string;
  annulee_le: string | null;
  annulee_par: string | null;
  annulation_raison: string | null;
}

export type CorrectionErrorCode =
  | 'correction_invalide'
  | 'annonce_inconnue'
  | 'correction_inconnue'
  | 'correction_deja_annulee'
  | 'correction_sans_effet'
  | 'quarantaine_inconnue';

/** A correction refused before anything is written; the message is French (the operator reads it). */
export class CorrectionError extends AppError<CorrectionErrorCode> {}

/**
 * The values of a `corriger`, checked: a RIDET of 10 digits whose RID passes its check digit,
 * a type of the contract, a non-empty dénomination. Surrounding spaces are ignored.
 */
export function validateValues(input: { ridet?: string | undefined; type?: string | undefined; denomination?: string | undefined }): CorrectionValues {
  const values: CorrectionValues = {};
  if (input.ridet !== undefined) {
    const ridet = input.ridet.trim();
    if (!isValidRidetSyntax(ridet)) throw new CorrectionError('correction_invalide', `RIDET invalide ${JSON.stringify(input.ridet)} : 10 chiffres attendus (RID sur 7 chiffres puis rang d’établissement sur 3)`);
    if (!luhnValidRid(ridet.slice(0, 7))) throw new CorrectionError('correction_invalide', `RIDET invalide ${JSON.stringify(input.ridet)} : la clé de contrôle (Luhn) du RID ${ridet.slice(0, 7)} est fausse`);
    values.ridet = ridet;
  }
  if (input.type !== undefined) {
    const type = input.type.trim();
    if (!isAnnonceType(type)) throw new CorrectionError('correction_invalide', `type inconnu ${JSON.stringify(input.type)} ; types : ${ANNONCE_TYPES.join(', ')}`);
    values.type = type;
  }
  if (input.denomination !== undefined) {
    const denomination = input.denomination.trim();
    if (denomination === '') throw new CorrectionError('correction_invalide', 'dénomination vide');
    values.denomination = denomination;
  }
  return values;
}
