import { AppError, errorMessage } from './app-error.ts';

/**
 * What went wrong underneath one of our errors, said in French for the person reading a command's
 * message or a quarantine entry. The libraries and Node speak English (`Unexpected end of JSON
 * input`, `Invalid PDF structure`, `IO Error: Cannot open database`); a French sentence with an
 * English clause inside reads as two products. The known families are translated with what the
 * reader can act on (a position, a path's problem); anything else is named by its error class and
 * code, identifiers rather than prose. The original stays in the operators' JSON logs.
 */
export function frenchCause(error: unknown): string {
  if (AppError.is(error) && !ENGLISH_TAG.test(error.message)) return error.message;
  const message = errorMessage(error);
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (error instanceof SyntaxError && /JSON/.test(message)) return jsonProblem(message);
  if (typeof code === 'string' && SYSTEM_ERRORS[code]) return SYSTEM_ERRORS[code];
  const pdf = pdfProblem(error, message);
  if (pdf !== null) return pdf;
  const duckdb = DUCKDB_ERROR.exec(message);
  if (duckdb) return duckdbProblem(duckdb[1]!, message);
  const name = error instanceof Error ? error.name : typeof error;
  return `erreur ${name}${typeof code === 'string' ? ` ${code}` : ''}`;
}

/** The origin tags of our own English messages (`[snapshot] `, `[store] [fs] `...). */
const ENGLISH_TAG = /^(\[[a-z0-9-]+\] )+/;

function jsonProblem(message: string): string {
  if (/Unexpected end of JSON input/.test(message)) return 'JSON tronqué (il s’arrête avant sa fin)';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return `JSON mal formé à la ligne ${lineColumn[1]}, colonne ${lineColumn[2]}`;
  const position = /position (\d+)/.exec(message);
  return position ? `JSON mal formé à la position ${position[1]}` : 'JSON mal formé';
}

/** Node's system errors a file, a folder or a socket gives. */
const SYSTEM_ERRORS: Record<string, string> = {
  ENOENT: 'fichier ou dossier introuvable',
  EACCES: 'permission refusée',
  EPERM: 'opération non permise',
  EISDIR: 'c’est un dossier, pas un fichier',
  ENOTDIR: 'un élément du chemin n’est pas un dossier',
  EEXIST: 'existe déjà',
  ENOSPC: 'disque plein',
  EROFS: 'système de fichiers en lecture seule',
  EMFILE: 'trop de fichiers ouverts',
  ECONNREFUSED: 'connexion refusée',
  ECONNRESET: 'connexion interrompue par l’autre partie',
  ETIMEDOUT: 'délai de connexion dépassé',
  ENOTFOUND: 'nom d’hôte inconnu',
  EADDRINUSE: 'adresse déjà utilisée',
};

// pdf.js names its exceptions; its messages are English sentences.
function pdfProblem(error: unknown, message: string): string | null {
  const name = error instanceof Error ? error.name : '';
  if (name === 'InvalidPDFException' || /Invalid PDF structure/i.test(message)) return 'structure PDF invalide';
  if (name === 'PasswordException') return 'PDF protégé par un mot de passe';
  if (name === 'FormatError') return 'format PDF invalide';
  if (name === 'MissingPDFException') return 'PDF introuvable';
  if (name === 'UnknownErrorException' || name === 'UnexpectedResponseException') return `erreur de lecture PDF (${name})`;
  return null;
}

// DuckDB's messages start with their kind: `IO Error: ...`, `Catalog Error: ...`.
const DUCKDB_ERROR = /^(IO|Catalog|Binder|Parser|Conversion|Constraint|Invalid Input|Out of Memory|Permission|Serialization|Transaction|Internal|Dependency|Invalid) Error: /;

function duckdbProblem(kind: string, message: string): string {
  if (/database does not exist/.test(message)) return 'la base DuckDB n’existe pas';
  if (/Could not set lock on file|Conflicting lock/.test(message)) return 'la base DuckDB est ouverte par un autre processus';
  if (/Permission denied/.test(message)) return 'permission refusée sur la base DuckDB';
  if (/No space left on device/.test(message)) return 'disque plein';
  if (kind === 'Out of Memory') return 'mémoire insuffisante pour DuckDB';
  return `erreur DuckDB (${kind} Error)`;
}
