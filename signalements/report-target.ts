import { ApiError } from '../api/problem.ts';
import type { RouteContext } from '../api/route.ts';
import type { FieldError } from './signalement.ts';
import { signalementProblem } from './signalement-problem.ts';

/** What the served snapshot says of a report's target (api/snapshot-view.ts). */
export type PublishedData = Pick<NonNullable<RouteContext['view']>, 'hasCompany' | 'hasAnnouncement'>;

const noCompany = (ridet: string) => `aucune entreprise de RIDET ${ridet} dans les données publiées`;
const noAnnouncement = (id: string) => `aucune annonce d’identifiant ${id} dans les données publiées`;

/**
 * The targets a report names that the served snapshot does not have, one error per field: a
 * report is about something published (a company the site shows, an announcement of its feeds),
 * so one about anything else is refused before it is stored, however well formed.
 */
export async function unknownTargets(data: PublishedData, target: { annonce_id: string | null; ridet: string | null }): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (target.ridet !== null && !(await data.hasCompany(target.ridet))) errors.push({ name: 'ridet', detail: noCompany(target.ridet) });
  if (target.annonce_id !== null && !(await data.hasAnnouncement(target.annonce_id))) errors.push({ name: 'annonce_id', detail: noAnnouncement(target.annonce_id) });
  return errors;
}

/** POST /v1/signalements about something unpublished: 422, each unknown target in `errors`. */
export function unknownTargetError(errors: FieldError[]): ApiError {
  const detail = errors.map((e) => e.detail).join(' ; ');
  return signalementProblem('signalement_target_not_found', `${detail.charAt(0).toUpperCase()}${detail.slice(1)} : un signalement porte sur ce que le site publie.`, { errors });
}

/** The form of a company the snapshot does not have: 404, as its page (entreprise.html) answers. */
export async function assertPublishedCompany(data: PublishedData, ridet: string): Promise<void> {
  if (!(await data.hasCompany(ridet))) throw ApiError.of('entreprise_not_found', `Aucune entreprise de RIDET ${ridet} dans les données publiées.`);
}

/** The form of an announcement the snapshot does not have: 404. */
export async function assertPublishedAnnouncement(data: PublishedData, id: string): Promise<void> {
  if (!(await data.hasAnnouncement(id))) throw ApiError.of('annonce_not_found', `Aucune annonce d’identifiant ${id} dans les données publiées.`);
}
