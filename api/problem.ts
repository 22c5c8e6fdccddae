import { AppError } from '../kernel/errors/app-error.ts';
/**
 * The one error type of the API and the single place that renders it as
 * application/problem+json (RFC 9457). Titles and details are French; `code` is stable and is
 * what clients should branch on.
 */

export const PROBLEM_TYPE_BASE = 'https://annonces.nc/docs/api#erreur-';

/**
 * Every code the API core emits, with its status and title. Access-control codes come from the
 * seam; a module's codes from its own catalog (ApiModule's contract, problemsOf below).
 */
export const ERROR_CATALOG = {
  bad_request: { status: 400, title: 'Requête HTTP mal formée' },
  invalid_ridet: { status: 400, title: 'RIDET invalide' },
  invalid_parameter: { status: 400, title: 'Paramètre invalide' },
  filters_not_combinable: { status: 400, title: 'Filtres non combinables' },
  cursor_malformed: { status: 400, title: 'Curseur de changements illisible' },
  changes_expired: { status: 410, title: 'Historique des changements expiré' },
  entreprise_not_found: { status: 404, title: 'Entreprise inconnue' },
  annonce_not_found: { status: 404, title: 'Annonce inconnue' },
  snapshot_not_found: { status: 404, title: 'Instantané inconnu' },
  document_not_found: { status: 404, title: 'Document archivé inconnu' },
  document_too_large: { status: 422, title: 'Document archivé trop volumineux' },
  document_withdrawn: { status: 410, title: 'Document archivé retiré' },
  document_corrupt: { status: 500, title: 'Document archivé endommagé' },
  export_not_found: { status: 404, title: 'Fichier en masse inconnu' },
  export_pending: { status: 503, title: 'Fichiers en masse en construction' },
  export_not_built: { status: 403, title: 'Fichiers en masse non construits' },
  export_corrupt: { status: 500, title: 'Fichier en masse endommagé' },
  exports_unavailable: { status: 503, title: 'Fichiers en masse indisponibles' },
  range_not_satisfiable: { status: 416, title: 'Plage d’octets hors du fichier' },
  not_found: { status: 404, title: 'Ressource introuvable' },
  method_not_allowed: { status: 405, title: 'Méthode non autorisée' },
  not_acceptable: { status: 406, title: 'Aucun codage de contenu acceptable' },
  request_timeout: { status: 408, title: 'Requête trop lente' },
  long_poll_limit: { status: 429, title: 'Trop d’attentes simultanées' },
  search_limit: { status: 429, title: 'Trop de recherches simultanées' },
  payload_too_large: { status: 413, title: 'Corps de requête trop volumineux' },
  snapshot_unavailable: { status: 503, title: 'Données indisponibles' },
  snapshot_corrupt: { status: 503, title: 'Données endommagées' },
  invalid_body: { status: 400, title: 'Corps de requête invalide' },
  unsupported_media_type: { status: 415, title: 'Type de contenu non pris en charge' },
  internal_error: { status: 500, title: 'Erreur interne' },
} as const;

export type ApiErrorCode = keyof typeof ERROR_CATALOG;

/** Problem codes with their status and title: the core's ERROR_CATALOG, a module's own. */
export type ProblemCatalog = Readonly<Record<string, { readonly status: number; readonly title: string }>>;

/** Codes the access-control seam may answer with (docs/api.md lists them; see api/access-seam.ts). */
export const ACCESS_ERROR_CODES = ['invalid_api_key', 'api_key_required', 'plan_forbidden', 'rate_limited', 'quota_exceeded', 'quota_unavailable'] as const;

/** One invalid query parameter or body field (`ridets[3]`). */
export interface ParameterError {
  name: string;
  detail: string;
}

export class ApiError extends AppError {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly errors: ParameterError[] | undefined;
  readonly headers: Record<string, string>;
  /** RFC 9457 extension members added to the body (`oldest_cursor` of changes_expired). */
  readonly extensions: Record<string, string>;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail: string;
    errors?: ParameterError[];
    headers?: Record<string, string>;
    extensions?: Record<string, string>;
  }) {
    super(init.code, `${init.code}: ${init.detail}`);
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
    this.extensions = init.extensions ?? {};
  }

  static of(
    code: ApiErrorCode,
    detail: string,
    extra: { errors?: ParameterError[]; headers?: Record<string, string>; extensions?: Record<string, string> } = {},
  ): ApiError {
    const entry = ERROR_CATALOG[code];
    return new ApiError({ status: entry.status, code, title: entry.title, detail, ...extra });
  }

  /**
   * 400 invalid_parameter listing the errors: the first MAX_PARAMETER_ERRORS, each name cut to
   * SHOWN_NAME_CHARS, since names come from the request (`?<5 000 characters>=1`, or a thousand
   * unknown parameters, would otherwise be echoed whole).
   */
  static invalidParameters(errors: ParameterError[]): ApiError {
    const listed = errors.slice(0, MAX_PARAMETER_ERRORS).map((e) => ({ name: shownName(e.name), detail: e.detail }));
    const names = [...new Set(listed.map((e) => e.name))].join(', ');
    const more = errors.length > listed.length ? ` (${listed.length} premières erreurs sur ${errors.length})` : '';
    return ApiError.of(
      'invalid_parameter',
      errors.length === 1 ? `Le paramètre ${names} est invalide : ${listed[0]!.detail}` : `Paramètres invalides : ${names}${more}.`,
      { errors: listed },
    );
  }
}

/**
 * The problems of a module's catalog, raised as the core raises its own (ApiError.of): the module
 * declares its codes once, in its contract, and the OpenAPI document and docs list them from there.
 */
export function problemsOf<C extends ProblemCatalog>(catalog: C) {
  return (code: keyof C & string, detail: string, extra: { errors?: ParameterError[]; headers?: Record<string, string> } = {}): ApiError =>
    new ApiError({ status: catalog[code]!.status, code, title: catalog[code]!.title, detail, ...extra });
}

/** Errors listed in one invalid_parameter answer. */
export const MAX_PARAMETER_ERRORS = 20;
/** Characters of a parameter name, of a path in `instance`, echoed before they are cut (with …). */
export const SHOWN_NAME_CHARS = 40;
export const SHOWN_INSTANCE_CHARS = 256;

function shownName(name: string): string {
  return name.length > SHOWN_NAME_CHARS ? `${name.slice(0, SHOWN_NAME_CHARS)}…` : name;
}

/**
 * The request path as a problem's `instance`: cut past SHOWN_INSTANCE_CHARS, so that a path
 * of 5 000 characters (a made-up webhook id) is not echoed whole in its 404.
 */
export function shownInstance(path: string): string {
  return path.length > SHOWN_INSTANCE_CHARS ? `${path.slice(0, SHOWN_INSTANCE_CHARS)}…` : path;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance?: string;
  errors?: ParameterError[];
  /** Extension members (RFC 9457 §3.2), named by the code that carries them: `oldest_cursor`. */
  [extension: string]: unknown;
}

/** Never exposes a stack or an internal message: anything that is not an ApiError becomes a generic 500. */
export function toProblem(error: unknown, instance?: string): { status: number; headers: Record<string, string>; body: ProblemBody } {
  const problem =
    error instanceof ApiError
      ? error
      : ApiError.of('internal_error', 'Une erreur inattendue est survenue ; elle a été journalisée.');
  const body: ProblemBody = {
    // Extensions first: the standard members below always win over a same-named extension.
    ...(error instanceof ApiError ? problem.extensions : {}),
    type: `${PROBLEM_TYPE_BASE}${problem.code}`,
    title: problem.title,
    status: problem.status,
    detail: problem.detail,
    code: problem.code,
  };
  if (instance !== undefined) body.instance = instance;
  if (problem.errors && problem.errors.length > 0) body.errors = problem.errors;
  return { status: problem.status, headers: { ...problem.headers }, body };
}
