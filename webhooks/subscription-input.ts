import type { ParameterError } from '../api/problem.ts';
import { SUBSCRIBABLE_EVENTS } from './payload.ts';
import { isRidet } from '../kernel/model/ridet-shape.ts';

/**
 * Reading the fields of POST and PATCH /v1/webhooks. Every problem is collected (unknown
 * fields too: a misspelt `ridet` silently ignored would watch nothing), so one 400 lists them
 * all. RIDETs are taken in their canonical form only, 10 digits, as everywhere in the API: a
 * printed form (`1 234 567.001`) is refused with the canonical one suggested, and duplicates
 * are dropped. URLs are only read here; checking where they lead is target-url.ts's job.
 */

export const MAX_RIDETS = 1000;
export const MAX_DESCRIPTION_LENGTH = 500;

const CREATE_FIELDS = ['url', 'ridets', 'description', 'evenements'];
const UPDATE_FIELDS = ['url', 'ridets', 'description', 'evenements', 'statut'];

export interface SubscriptionFields {
  url?: string;
  ridets?: string[];
  description?: string | null;
  /** Sorted and distinct; absent on creation means `annonce.created` only. */
  evenements?: string[];
  statut?: 'actif' | 'desactive';
}

export function readCreateFields(body: Record<string, unknown>): { fields: SubscriptionFields & { ridets: string[] }; errors: ParameterError[] } {
  const errors = unknownFields(body, CREATE_FIELDS);
  if (body.url === undefined) errors.push({ name: 'url', detail: 'champ obligatoire : l’URL https du récepteur' });
  if (body.ridets === undefined) errors.push({ name: 'ridets', detail: `champ obligatoire : la liste des RIDET surveillés (1 à ${MAX_RIDETS})` });
  const fields = readFields(body, errors);
  return { fields: { ...fields, ridets: fields.ridets ?? [] }, errors };
}

export function readUpdateFields(body: Record<string, unknown>): { fields: SubscriptionFields; errors: ParameterError[] } {
  const errors = unknownFields(body, UPDATE_FIELDS);
  if (errors.length === 0 && Object.keys(body).length === 0) errors.push({ name: 'body', detail: `au moins un champ parmi ${UPDATE_FIELDS.join(', ')}` });
  return { fields: readFields(body, errors), errors };
}

/** The body of the action endpoints (test, rotate-secret, redeliver): nothing, or `{}`. */
export function readNoFields(body: Record<string, unknown>): ParameterError[] {
  return unknownFields(body, []);
}

function unknownFields(body: Record<string, unknown>, allowed: string[]): ParameterError[] {
  return Object.keys(body)
    .filter((name) => !allowed.includes(name))
    .map((name) => ({
      name: name.slice(0, 60),
      detail: allowed.length > 0 ? `champ inconnu ; champs acceptés : ${allowed.join(', ')}` : 'champ inconnu ; cette action n’attend aucun champ',
    }));
}

function readFields(body: Record<string, unknown>, errors: ParameterError[]): SubscriptionFields {
  const fields: SubscriptionFields = {};
  if (body.url !== undefined) {
    if (typeof body.url !== 'string' || body.url.trim() === '') errors.push({ name: 'url', detail: 'une URL (chaîne non vide) est attendue' });
    else fields.url = body.url.trim();
  }
  if (body.ridets !== undefined) {
    const ridets = readRidets(body.ridets, errors);
    if (ridets) fields.ridets = ridets;
  }
  if (body.description !== undefined) {
    if (body.description === null) fields.description = null;
    else if (typeof body.description !== 'string') errors.push({ name: 'description', detail: 'une chaîne ou null est attendue' });
    else if (body.description.length > MAX_DESCRIPTION_LENGTH) errors.push({ name: 'description', detail: `au plus ${MAX_DESCRIPTION_LENGTH} caractères` });
    else fields.description = body.description.trim() === '' ? null : body.description.trim();
  }
  if (body.evenements !== undefined) {
    const events = readEvents(body.evenements, errors);
    if (events) fields.evenements = events;
  }
  if (body.statut !== undefined) {
    if (body.statut !== 'actif' && body.statut !== 'desactive') errors.push({ name: 'statut', detail: 'valeurs acceptées : actif, desactive' });
    else fields.statut = body.statut;
  }
  return fields;
}

function readRidets(value: unknown, errors: ParameterError[]): string[] | null {
  if (!Array.isArray(value)) {
    errors.push({ name: 'ridets', detail: 'une liste de RIDET est attendue, par exemple ["1234567001"]' });
    return null;
  }
  const found = new Set<string>();
  let bad = 0;
  value.forEach((entry, index) => {
    if (typeof entry === 'string' && isRidet(entry)) {
      found.add(entry);
      return;
    }
    bad += 1;
    // Enough to fix a list by hand; a thousand identical errors help nobody.
    if (bad > 20) return;
    const shown = typeof entry === 'string' ? `« ${entry.length > 40 ? `${entry.slice(0, 40)}…` : entry} »` : JSON.stringify(entry)?.slice(0, 40) ?? String(entry);
    const digits = typeof entry === 'string' ? entry.replace(/\D/g, '') : '';
    const hint = digits.length === 10 ? ` ; vouliez-vous dire ${digits} ?` : '';
    errors.push({ name: `ridets[${index}]`, detail: `${shown} n’est pas un RIDET : 10 chiffres sans espace ni séparateur${hint}` });
  });
  if (bad > 20) errors.push({ name: 'ridets', detail: `${bad} RIDET invalides au total (les 20 premiers sont détaillés)` });
  if (bad > 0) return null;
  if (found.size === 0) errors.push({ name: 'ridets', detail: 'au moins un RIDET' });
  else if (found.size > MAX_RIDETS) errors.push({ name: 'ridets', detail: `au plus ${MAX_RIDETS} RIDET distincts par abonnement (reçu ${found.size})` });
  else return [...found].sort();
  return null;
}

/** `annonce.updated` is opt-in (docs/webhooks.md): a list of the subscribable events, at least one. */
function readEvents(value: unknown, errors: ParameterError[]): string[] | null {
  const accepted = `valeurs acceptées : ${SUBSCRIBABLE_EVENTS.join(', ')}`;
  if (!Array.isArray(value) || value.length === 0) {
    errors.push({ name: 'evenements', detail: `une liste d’au moins un événement est attendue ; ${accepted}` });
    return null;
  }
  const unknown = value.filter((entry) => typeof entry !== 'string' || !(SUBSCRIBABLE_EVENTS as readonly string[]).includes(entry));
  if (unknown.length > 0) {
    errors.push({ name: 'evenements', detail: `événement inconnu ${JSON.stringify(unknown[0])?.slice(0, 60)} ; ${accepted}` });
    return null;
  }
  return [...new Set(value as string[])].sort();
}
