import { AppError } from '../kernel/errors/app-error.ts';
import { isRidet } from '../kernel/model/ridet-shape.ts';

/** What a reader may say is wrong (closed set, French as the service's fields). */
export const CHAMPS = ['ridet', 'denomination', 'type', 'date', 'dirigeants', 'autre'] as const;
export type Champ = (typeof CHAMPS)[number];

/** ouvert: waiting for a person; traite: settled by a correction; rejete: an operator found nothing to correct. */
export const STATUTS = ['ouvert', 'traite', 'rejete'] as const;
export type Statut = (typeof STATUTS)[number];

/** Where a report came from: the JSON API or the no-JavaScript form of the pages. */
export type Origine = 'api' | 'formulaire';

/** Bounds on what a reader writes: enough for a sentence or two, not a document. */
export const LIMITS = { commentaire: 1000, valeurProposee: 300, commentaireMin: 3 } as const;

/** A report as a reader sends it, checked (readSignalementFields). */
export interface SignalementInput {
  annonce_id: string | null;
  ridet: string | null;
  champ: Champ;
  valeur_proposee: string | null;
  commentaire: string;
}

/** A report as stored. Times are epoch milliseconds. No client address is kept, only its network (the /24 or /56). */
export interface Signalement extends SignalementInput {
  id: string;
  origine: Origine;
  statut: Statut;
  correction_id: string | null;
  /** When it was received; published as `cree_le` (ISO 8601) by GET /v1/signalements/{id}, as are `clos_le` and `motif_rejet`. */
  cree_le: number;
  /** When it was settled or rejected; null while open. */
  clos_le: number | null;
  /** Who settled it (corriger's or rejeter's --par); null while open, and on reports settled before this was recorded. */
  settled_by: string | null;
  /** Why it was rejected (statut rejete); null otherwise. */
  motif_rejet: string | null;
  /** The network it came from (signalements/network-prefix.ts); null on reports received before it was kept. */
  client_network: string | null;
  /** The API key it was sent with; null without one. */
  client_key: string | null;
}

/** How a closed report was closed, in French (refusals of the commands that would close it again). */
export function settlementWords(s: Pick<Signalement, 'statut' | 'correction_id' | 'settled_by' | 'motif_rejet'>): string {
  if (s.statut === 'rejete') return `rejeté${s.settled_by ? ` par ${s.settled_by}` : ''} : ${s.motif_rejet ?? '?'}`;
  return `traité par la correction ${s.correction_id ?? '?'}`;
}

export type SignalementErrorCode = 'signalement_not_found' | 'signalement_already_settled' | 'signalement_invalide' | 'signalements_unavailable';

export class SignalementError extends AppError<SignalementErrorCode> {}

export interface FieldError {
  name: string;
  detail: string;
}

const KEYS = ['annonce_id', 'ridet', 'champ', 'valeur_proposee', 'commentaire'] as const;
/** Announcement ids are 20 lowercase hex characters (kernel/model/ids.ts). */
const ANNONCE_ID = /^[0-9a-f]{20}$/;

/**
 * What a reader never types and what could change how an operator reads a report in a terminal
 * (`pipeline revue`): C0 controls but the tab and the line feed, DEL, C1 controls (U+009B starts
 * an escape sequence on many terminals), bidirectional marks, embeddings, overrides and isolates
 * (they reorder a line as displayed), and the line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** A value on one line: the above, and tabs and line feeds too. */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Line breaks as browsers send a textarea's (CRLF) or as old systems wrote them (CR), made line feeds. */
const lineFeeds = (value: string) => value.replace(/\r\n?/g, '\n');

function text(value: unknown, name: string, max: number, errors: FieldError[], options: { min?: number; multiline: boolean }): string | null {
  if (typeof value !== 'string') {
    errors.push({ name, detail: 'une chaîne de caractères est attendue' });
    return null;
  }
  const min = options.min ?? 1;
  const trimmed = (options.multiline ? lineFeeds(value) : value).trim();
  if ([...trimmed].length < min) errors.push({ name, detail: min > 1 ? `au moins ${min} caractères` : 'ne doit pas être vide' });
  else if ([...trimmed].length > max) errors.push({ name, detail: `au plus ${max} caractères` });
  else if (options.multiline && CONTROL.test(trimmed)) errors.push({ name, detail: 'caractères de contrôle refusés' });
  else if (!options.multiline && CONTROL_OR_BREAK.test(trimmed)) errors.push({ name, detail: 'une seule ligne, sans caractère de contrôle' });
  else return trimmed;
  return null;
}

/**
 * Checks a report's fields (JSON body or form, the same rules): exactly one target (annonce_id or
 * ridet, or both when they agree to be read together), a champ of the closed set, bounded texts,
 * and no other key. Returns every problem at once.
 */
export function readSignalementFields(body: Record<string, unknown>): { input: SignalementInput | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (!(KEYS as readonly string[]).includes(key)) errors.push({ name: key.slice(0, 40), detail: `champ inconnu ; champs acceptés : ${KEYS.join(', ')}` });
  }
  const present = (key: string) => body[key] !== undefined && body[key] !== null && body[key] !== '';
  let annonceId: string | null = null;
  let ridet: string | null = null;
  if (present('annonce_id')) {
    const value = body.annonce_id;
    if (typeof value === 'string' && ANNONCE_ID.test(value.trim())) annonceId = value.trim();
    else errors.push({ name: 'annonce_id', detail: 'identifiant d’annonce attendu (20 caractères hexadécimaux, champ id de l’API)' });
  }
  if (present('ridet')) {
    const value = body.ridet;
    if (typeof value === 'string' && isRidet(value.trim())) ridet = value.trim();
    else errors.push({ name: 'ridet', detail: 'RIDET attendu (10 chiffres)' });
  }
  if (!present('annonce_id') && !present('ridet')) errors.push({ name: 'annonce_id', detail: 'annonce_id ou ridet est requis : ce que le signalement concerne' });
  let champ: Champ | null = null;
  if (typeof body.champ === 'string' && (CHAMPS as readonly string[]).includes(body.champ)) champ = body.champ as Champ;
  else errors.push({ name: 'champ', detail: `une valeur parmi ${CHAMPS.join(', ')}` });
  const valeur = present('valeur_proposee') ? text(body.valeur_proposee, 'valeur_proposee', LIMITS.valeurProposee, errors, { multiline: false }) : null;
  const commentaire =
    body.commentaire === undefined
      ? (errors.push({ name: 'commentaire', detail: 'requis : ce qui est faux et d’où vient la bonne valeur' }), null)
      : text(body.commentaire, 'commentaire', LIMITS.commentaire, errors, { min: LIMITS.commentaireMin, multiline: true });
  if (errors.length > 0 || champ === null || commentaire === null) return { input: null, errors };
  return { input: { annonce_id: annonceId, ridet, champ, valeur_proposee: valeur, commentaire }, errors };
}
