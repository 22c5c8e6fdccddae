import { ApiError } from '../api/problem.ts';
import { shownNetwork } from './network-prefix.ts';
import type { SignalementService, SubmitOutcome } from './signalement-service.ts';
import { signalementProblem } from './signalement-problem.ts';

/** The reports' refusals, as problems (the API route) or French pages (the form, api/problem's renderProblem). */

export function unavailable(): ApiError {
  return signalementProblem('signalements_unavailable', 'Les signalements ne sont pas reçus par ce serveur.', { headers: { 'retry-after': '60' } });
}

export function tooLarge(service: SignalementService): ApiError {
  return ApiError.of('payload_too_large', `Un signalement tient en ${service.limits.bodyBytes} octets au plus.`);
}

/** Why a well-formed report was not stored: the client's hour, its network's day, or the cap of open reports. */
export function notStored(outcome: Exclude<SubmitOutcome, { ok: true }>, service: SignalementService): ApiError {
  if (outcome.reason === 'rate_limited') {
    return signalementProblem('signalements_rate_limited', `Au plus ${service.limits.perClientPerHour} signalements par heure depuis une même adresse ; réessayez dans ${outcome.retryAfterSeconds} s.`, {
      headers: { 'retry-after': String(outcome.retryAfterSeconds) },
    });
  }
  if (outcome.reason === 'network_share') {
    return signalementProblem('signalements_network_limited',
      `Le réseau ${shownNetwork(outcome.network)} a envoyé aujourd’hui les ${outcome.max} signalements qu’un réseau peut envoyer par jour ; réessayez après minuit, heure de Nouméa (dans ${outcome.retryAfterSeconds} s).`,
      { headers: { 'retry-after': String(outcome.retryAfterSeconds) } },
    );
  }
  return signalementProblem('signalements_full', 'Trop de signalements attendent d’être relus ; réessayez plus tard.', { headers: { 'retry-after': '3600' } });
}
