import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../api/problem.ts';
import { queryNames } from '../api/parameter-spec.ts';
import { QueryReader } from '../api/query.ts';
import { SIGNALEMENT_PARAMETERS, SIGNALER_FORM_PARAMETERS } from './signalement-parameters.ts';
import type { Route, RouteContext, RouteResponse } from '../api/route.ts';
import { formOrigins, sameOrigin } from './form-origin.ts';
import { checkFormToken, makeFormToken } from './form-token.ts';
import { assertPublishedAnnouncement, assertPublishedCompany, unknownTargetError, unknownTargets } from './report-target.ts';
import { readSignalementFields } from './signalement.ts';
import { SIGNALEMENT_ID, signalementAddress, suiviOf } from './signalement-suivi.ts';
import { formPage, HONEYPOT, refusalPage, thanksPage } from './signalement-pages.ts';
import { notStored, tooLarge, unavailable } from './signalement-refusals.ts';
import type { ReportClient, SignalementService } from './signalement-service.ts';
import { signalementProblem } from './signalement-problem.ts';
import { invalidBody, readJsonObject } from '../api/json-body.ts';
import { isRidet } from '../kernel/model/ridet-shape.ts';

/** What a report's body looks like, shown when a request sends none. */
const SIGNALEMENT_EXAMPLE = '{"ridet": "1234567001", "champ": "denomination", "commentaire": "…"}';

/**
 * POST /v1/signalements (JSON, open to anonymous readers) and the pages' form without
 * JavaScript (GET and POST /entreprises/{ridet}/signaler, GET /signalements/merci);
 * docs/signalements.md.
 */

const THANKS = '/signalements/merci';
/** Where a stored form goes, relative to /entreprises/{ridet}/signaler (the site may sit under a path prefix). */
const THANKS_FROM_FORM = '../../signalements/merci';

/** Who sent it: the per-client limit's key (the API key, else the address access control saw, IPv6 by /64), the address, the key. */
function clientOf(context: RouteContext): ReportClient {
  const principal = context.principal;
  const address = context.clientAddress;
  const apiKey = principal?.kind === 'key' ? principal.keyId : null;
  if (apiKey !== null) return { limitKey: `cle:${apiKey}`, address, apiKey };
  // Without access control in front (allowAll), every client shares one budget.
  return { limitKey: principal?.kind === 'anonymous' ? `ip:${principal.clientId}` : 'inconnu', address, apiKey: null };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function ridetParam(context: RouteContext): string {
  const ridet = context.params.ridet ?? '';
  if (!isRidet(ridet)) throw ApiError.of('invalid_ridet', 'Un RIDET a 10 chiffres.');
  return ridet;
}

const FORM_ACCEPTED = queryNames(SIGNALER_FORM_PARAMETERS);

/** The form's optional `annonce` query parameter (the company page links each announcement's form). */
function annonceParam(context: RouteContext): string | null {
  const query = new QueryReader(context.rawQuery, FORM_ACCEPTED);
  const value = query.string('annonce', { maxLength: 20 });
  if (value !== null && !/^[0-9a-f]{20}$/.test(value)) query.fail('annonce', 'identifiant d’annonce attendu (20 caractères hexadécimaux)');
  query.assertValid();
  return value;
}

/** Refusals of the form routes are French pages (a browser shows them), not problem+json. */
function renderPageProblem(problem: { status: number; title: string; detail: string }): RouteResponse {
  return refusalPage(problem.status, problem.title, problem.detail);
}

const FOLLOW_ACCEPTED = queryNames(SIGNALEMENT_PARAMETERS);

export function signalementRoutes(service: SignalementService | null): Route[] {
  const create: Route = {
    id: 'signalements.create',
    template: '/v1/signalements',
    methods: ['POST'],
    // A report is about what the served snapshot publishes.
    needsSnapshot: true,
    async handle(context) {
      if (!service) throw unavailable();
      new QueryReader(context.rawQuery, []).assertValid();
      if (context.body.length > service.limits.bodyBytes) throw tooLarge(service);
      const { input, errors } = readSignalementFields(readJsonObject(context, { required: true, example: SIGNALEMENT_EXAMPLE }));
      if (!input) throw invalidBody(errors);
      const unknown = await unknownTargets(context.view!, input);
      if (unknown.length > 0) throw unknownTargetError(unknown);
      const outcome = await service.submit(input, 'api', clientOf(context));
      if (!outcome.ok) throw notStored(outcome, service);
      const url = signalementAddress(outcome.signalement.id);
      // The id is the reader's receipt: `url` (and Location) is where to follow the report.
      return { status: 201, body: { id: outcome.signalement.id, statut: outcome.signalement.statut, url }, headers: { location: url }, cache: 'no-store' };
    },
  };

  const follow: Route = {
    id: 'signalements.get',
    template: '/v1/signalements/{id}',
    parameters: SIGNALEMENT_PARAMETERS,
    needsSnapshot: false,
    async handle(context) {
      if (!service) throw unavailable();
      const query = new QueryReader(context.rawQuery, FOLLOW_ACCEPTED);
      const id = context.params.id ?? '';
      if (!SIGNALEMENT_ID.test(id)) query.fail('id', 'un identifiant de signalement s’écrit sig_ suivi de 16 caractères hexadécimaux, tel que POST /v1/signalements l’a renvoyé');
      query.assertValid();
      const found = await service.store.get(id);
      if (!found) throw signalementProblem('signalement_not_found', `Aucun signalement ${id}.`);
      // Its status changes when an operator settles it: never cached.
      return { status: 200, body: suiviOf(found), headers: {}, cache: 'no-store' };
    },
  };

  const formGet: Route = {
    id: 'pages.signaler',
    template: '/entreprises/{ridet}/signaler',
    parameters: SIGNALER_FORM_PARAMETERS,
    surface: 'page',
    // The page holds a token: no other site's script may read it.
    crossOrigin: false,
    // The form of a company or an announcement the site does not publish is 404, as its page is.
    needsSnapshot: true,
    renderProblem: renderPageProblem,
    async handle(context) {
      if (!service) throw unavailable();
      const ridet = ridetParam(context);
      const annonceId = annonceParam(context);
      await assertPublishedCompany(context.view!, ridet);
      if (annonceId !== null) await assertPublishedAnnouncement(context.view!, annonceId);
      return formPage({ ridet, annonceId, token: makeFormToken(service.formSecret, ridet, service.now()) });
    },
  };

  const formPost: Route = {
    id: 'pages.signaler.envoi',
    template: '/entreprises/{ridet}/signaler',
    methods: ['POST'],
    surface: 'page',
    // A refused form comes back with a fresh token.
    crossOrigin: false,
    needsSnapshot: true,
    renderProblem: renderPageProblem,
    async handle(context) {
      if (!service) throw unavailable();
      const ridet = ridetParam(context);
      await assertPublishedCompany(context.view!, ridet);
      if (context.body.length > service.limits.bodyBytes) throw tooLarge(service);
      const type = String(context.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded') throw ApiError.of('unsupported_media_type', 'Le formulaire s’envoie en application/x-www-form-urlencoded.');
      const secret = service.formSecret;
      const form = new URLSearchParams(context.body.toString('utf8'));
      const posted = { origin: header(context.headers, 'origin'), referer: header(context.headers, 'referer') };
      const ours = formOrigins({ headers: context.headers, trustProxy: context.settings.trustProxy, siteUrl: service.siteUrl });
      if (!sameOrigin(posted, ours) || !checkFormToken(secret, ridet, form.get('jeton') ?? '', service.now())) {
        return refusalPage(
          403,
          'Formulaire expiré ou venu d’ailleurs',
          'Ce formulaire n’a pas été envoyé depuis notre page, ou il y a plus d’une heure. Rechargez la page du formulaire et envoyez-le de nouveau.',
        );
      }
      const client = clientOf(context);
      if ((form.get(HONEYPOT) ?? '') !== '') {
        // Answered like a success so a bot learns nothing; counted, never stored.
        const taken = service.discard(client);
        if (!taken.ok) throw notStored({ ok: false, reason: 'rate_limited', retryAfterSeconds: taken.retryAfterSeconds }, service);
        return { status: 303, body: Buffer.alloc(0), headers: { location: THANKS_FROM_FORM }, cache: 'no-store' };
      }
      const fields: Record<string, unknown> = { ridet };
      for (const name of ['annonce_id', 'champ', 'valeur_proposee', 'commentaire']) {
        const value = form.get(name);
        if (value !== null && value !== '') fields[name] = value;
      }
      if (fields.commentaire === undefined) fields.commentaire = '';
      const { input, errors } = readSignalementFields(fields);
      if (!input) {
        const values = { champ: form.get('champ') ?? '', valeur_proposee: form.get('valeur_proposee') ?? '', commentaire: form.get('commentaire') ?? '' };
        return formPage({ ridet, annonceId: typeof fields.annonce_id === 'string' ? fields.annonce_id : null, token: makeFormToken(secret, ridet, service.now()), values, errors }, 400);
      }
      if (input.annonce_id !== null) await assertPublishedAnnouncement(context.view!, input.annonce_id);
      const outcome = await service.submit(input, 'formulaire', client);
      if (!outcome.ok) throw notStored(outcome, service);
      return { status: 303, body: Buffer.alloc(0), headers: { location: THANKS_FROM_FORM }, cache: 'no-store' };
    },
  };

  const thanks: Route = {
    id: 'pages.signaler.merci',
    template: THANKS,
    surface: 'page',
    needsSnapshot: false,
    renderProblem: renderPageProblem,
    handle: () => Promise.resolve(thanksPage()),
  };

  return [create, follow, formGet, formPost, thanks];
}
