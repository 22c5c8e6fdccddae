import type { Logger } from 'pino';
import { AppError } from '../../kernel/errors/app-error.ts';
import { loggedUrl } from '../logged-url.ts';
import { unroutedPageProblem, wantsPage } from '../pages/page-routes.ts';
import { ApiError, shownInstance, toProblem } from '../problem.ts';
import type { RouteResponse } from '../route.ts';
import type { RequestContext } from './request-context.ts';

/**
 * What a step or a route threw, as the response: our errors as their problem, anything else a
 * 500 that is logged (and corrupt stored bytes logged with what to do). A page route shows its
 * problems as HTML, and so does an unknown path outside /v1 that a browser asks for
 * (docs/pages.md); /v1 always answers problems, whatever Accept says (clients branch on `code`).
 */
export function problemResponse(context: RequestContext, error: unknown, logger: Logger | undefined): RouteResponse {
  const { request, meta, route, path } = context;
  const apiError = asApiError(error);
  if (apiError === null) {
    meta.error = error;
    logger?.error({ err: error, url: loggedUrl(request.url) }, 'request failed');
  } else if (apiError.code === 'document_corrupt') {
    meta.error = error;
    logger?.error(
      { err: error, url: loggedUrl(request.url) },
      'archived document failed its content-hash check: refused with 500 document_corrupt, its bytes not sent; restore raw/<sha256> from a backup or fetch it again',
    );
  } else if (apiError.code === 'snapshot_corrupt') {
    meta.error = error;
    logger?.error(
      { err: error, url: loggedUrl(request.url), snapshot: context.snapshot?.id ?? null },
      'snapshot object failed its content-hash check: refused with 503 snapshot_corrupt and not cached; repair the store (a publish rewrites it) and run `npm run snapshots -- verify`',
    );
  }
  const problem = toProblem(apiError ?? error, shownInstance(path));
  meta.code = problem.body.code;
  const result: RouteResponse = { status: problem.status, body: problem.body, headers: problem.headers, cache: 'no-store' };
  const page = route?.renderProblem
    ? route.renderProblem(problem.body)
    : route === null && !context.isV1 && wantsPage(path, request.headers.accept)
      ? unroutedPageProblem(problem.body, path)
      : null;
  return page === null ? result : { ...page, headers: { ...problem.headers, ...page.headers }, cache: 'no-store' };
}

/** Errors of ours that have a problem of their own; anything else is a 500. */
function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (AppError.is(error) && error.code === 'snapshot_corrupt') {
    return ApiError.of('snapshot_corrupt', 'Les données publiées de cette ressource sont endommagées dans le stockage ; elles ne sont pas servies. L’incident est journalisé.');
  }
  if (AppError.is(error) && error.code === 'document_corrupt') {
    return ApiError.of('document_corrupt', 'Le document archivé à cette adresse ne correspond plus à son empreinte sha256 : il n’est pas servi. L’incident est journalisé ; la source officielle reste à l’adresse source_url de l’annonce.');
  }
  return null;
}
