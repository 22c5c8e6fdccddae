import { ANNONCE_TYPES, isAnnonceType } from '../../kernel/model/announcement.ts';
import { isNoticeDay, NOTICE_YEARS } from '../../kernel/model/calendar-day.ts';
import { FORM_ABBREVIATIONS } from '../../kernel/normalise/legal-form.ts';
import { luhnValidRid } from '../../kernel/normalise/ridet.ts';
import { CorrectionError } from './correction-error.ts';
import { parseOfficers } from './officer-syntax.ts';
import { isRidet } from '../../kernel/model/ridet-shape.ts';

/**
 * An operator's correction of one announcement (docs/corrections.md). `corriger` sets fields,
 * `retirer` withdraws a notice that is not a company event from publication, `publier` makes a
 * quarantined notice an announcement with the fields the operator read, `retirer_document`
 * withdraws the announcement's archived document from the API (its takedown list,
 * publish/artefacts/document-takedowns.ts) and leaves the announcement as it is. Reports
 * (signalements) will name the correction that settled them; that link comes with them.
 */
export type CorrectionAction = Correction['action'];

/**
 * The fields an operator may correct, in the order they are applied and published: every field a
 * reader's report may name (signalements' `champ`, `autre` apart) and the company facts a notice
 * states. `dirigeants` is held as the JSON text of the officers' list (officer-syntax.ts).
 */
export const CORRECTABLE_FIELDS = ['ridet', 'type', 'denomination', 'date', 'capital', 'siege', 'forme_juridique', 'dirigeants', 'objet'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export type CorrectionValues = Partial<Record<CorrectableField, string>>;

/** What `corriger` is given, before it is checked: `dirigeants` as `--dirigeant` texts, or [] with `--sans-dirigeants`. */
export interface CorrectionInput {
  ridet?: string | undefined;
  type?: string | undefined;
  denomination?: string | undefined;
  date?: string | undefined;
  capital?: string | undefined;
  siege?: string | undefined;
  forme_juridique?: string | undefined;
  dirigeants?: readonly string[] | undefined;
  /** The activity the notice prints (`announcements.objet`, the company record's `objet`). */
  objet?: string | undefined;
}

interface CorrectionCommon {
  id: string;
  annonce_id: string;
  raison: string;
  par: string;
  /** ISO 8601. */
  cree_le: string;
  annulee_le: string | null;
  annulee_par: string | null;
  annulation_raison: string | null;
}

/**
 * One correction; `avant` is what the announcement held when it was made, and its shape follows
 * the action, so that taking the correction back knows what to put back without guessing.
 */
export type Correction = CorrectionCommon & CorrectionChange;

/** What a correction changes, by action. */
export type CorrectionChange =
    | {
        action: 'corriger';
        valeurs: CorrectionValues;
        /** The corrected fields' values before (null when the parser had read nothing there). */
        avant: Partial<Record<CorrectableField, unknown>>;
      }
    | {
        action: 'retirer';
        valeurs: Record<string, never>;
        /** The whole announcement row, so that taking it back can put it back. */
        avant: Record<string, unknown>;
      }
    | {
        action: 'publier';
        valeurs: CorrectionValues;
        /** The quarantine entry published. */
        avant: { quarantaine: string };
      }
    | {
        action: 'retirer_document';
        valeurs: Record<string, never>;
        /** The archived document withdrawn. */
        avant: { raw_sha256: string };
      };

export { CorrectionError } from './correction-error.ts';

/**
 * The values of a `corriger`, checked: a RIDET of 10 digits whose RID passes its check digit,
 * a type of the contract, a non-empty dénomination, capital or siège, a calendar date
 * (AAAA-MM-JJ), a legal form among the short forms the parser writes, officers in the
 * `--dirigeant` syntax. Surrounding spaces are ignored.
 */
export function validateValues(input: CorrectionInput): CorrectionValues {
  const values: CorrectionValues = {};
  if (input.ridet !== undefined) {
    const ridet = input.ridet.trim();
    if (!isRidet(ridet)) throw new CorrectionError('correction_invalide', `RIDET invalide ${JSON.stringify(input.ridet)} : 10 chiffres attendus (RID sur 7 chiffres puis rang d’établissement sur 3)`);
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
  if (input.date !== undefined) values.date = validDate(input.date);
  for (const [field, label] of [['capital', 'capital'], ['siege', 'siège'], ['objet', 'objet']] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value.trim() === '') throw new CorrectionError('correction_invalide', `${label} vide`);
    values[field] = value.trim();
  }
  if (input.forme_juridique !== undefined) {
    const forme = input.forme_juridique.trim().toUpperCase();
    if (!(FORM_ABBREVIATIONS as readonly string[]).includes(forme)) {
      throw new CorrectionError('correction_invalide', `forme juridique inconnue ${JSON.stringify(input.forme_juridique)} ; formes : ${[...FORM_ABBREVIATIONS].sort().join(', ')}`);
    }
    values.forme_juridique = forme;
  }
  if (input.dirigeants !== undefined) values.dirigeants = JSON.stringify(parseOfficers(input.dirigeants));
  return values;
}

function validDate(text: string): string {
  const date = text.trim();
  if (!isNoticeDay(date)) throw new CorrectionError('correction_invalide', `date invalide ${JSON.stringify(text)} : AAAA-MM-JJ attendu (une date du calendrier, de ${NOTICE_YEARS.first} à ${NOTICE_YEARS.last})`);
  return date;
}
