import { AppError, errorMessage } from '../kernel/errors/app-error.ts';
import { frenchCause } from '../kernel/errors/french-cause.ts';
import type { RunReport } from '../pipeline/run/run-report.ts';

/**
 * The French a command prints for one of our errors. Errors thrown below cli/ by publish/,
 * api/access/ and the warehouse carry English messages tagged with their origin
 * (`[snapshot] "nope" is not a snapshot id`): they are written for the operators' logs, which stay
 * English. A command speaks French to its user, so it renders them again here, by their stable
 * code, with the details read back from the message. A message of a known code that no pattern
 * reads (a new wording) still gets a French sentence for its code, the original kept as detail;
 * the tests in test/cli/french-errors.test.ts throw the real errors, so a changed wording fails
 * there rather than in front of a user. Messages without an origin tag are French already.
 */
export function frenchErrorMessage(error: unknown): { code: string | null; message: string } {
  const message = errorMessage(error);
  if (!AppError.is(error)) return { code: null, message };
  return { code: error.code, message: frenchMessageFor(error.code, message, (error as Error).cause) };
}

/** The French of one of our messages, known by its code (the errors a run report records, too). */
export function frenchMessageFor(code: string, message: string, cause?: unknown): string {
  for (const [pattern, render] of RENDERINGS[code] ?? []) {
    const match = pattern.exec(message);
    if (match) return withCause(render(...match.slice(1)), cause);
  }
  if (!ENGLISH_TAG.test(message)) return message;
  return withCause(`${GENERIC[code] ?? 'erreur'} (détail : ${message.replace(ENGLISH_TAG, '')})`, cause);
}

/**
 * The run report as a command prints it: the publish's and the run's errors in French. The JSON
 * report on disk keeps them as thrown, for the operators' tools.
 */
export function frenchRunReport(report: RunReport): RunReport {
  const publish = report.publish;
  const publishError = publish !== null && typeof publish['error'] === 'string' && typeof publish['code'] === 'string' ? { error: frenchMessageFor(publish['code'], publish['error']) } : {};
  return {
    ...report,
    publish: publish === null ? null : { ...publish, ...publishError },
    ...(report.error ? { error: { ...report.error, message: frenchMessageFor(report.error.code, report.error.message) } } : {}),
  };
}

/** The origin tags of English messages (`[snapshot] `, `[store] [fs] `, `[keys] `...). */
const ENGLISH_TAG = /^(\[[a-z0-9-]+\] )+/;

/** The cause in French too (kernel/errors/french-cause.ts): a library's English stays in the logs. */
function withCause(message: string, cause: unknown): string {
  if (cause === undefined) return message;
  return `${message} (${AppError.is(cause) ? frenchMessageFor(cause.code, cause.message, (cause as Error).cause) : frenchCause(cause)})`;
}

type Rendering = [RegExp, (...groups: string[]) => string];

const STORE_VERBS: Record<string, string> = {
  get: 'lire',
  head: 'consulter',
  read: 'lire',
  stat: 'consulter',
  write: 'écrire',
  put: 'écrire',
  list: 'lister',
  delete: 'supprimer',
};

const storeRendering: Rendering = [
  /^\[store\] \[(\w+)\] cannot (get|head|read|stat|write|put|list|delete) (.*?) in (?:bucket )?(.*)$/,
  (driver, verb, key, where) => `stockage ${driver} : impossible de ${STORE_VERBS[verb]} ${key} dans ${where}`,
];

/** The phrases of api/access/plans.ts, whose PLANS_FILE errors stop serve, the demo and keys create. */
const PLANS_EXPECTED: Record<string, string> = {
  'a non-empty array of route patterns': 'une liste non vide de motifs de routes',
  'route patterns like "*", "annonces*", "!webhooks*"': 'des motifs de routes comme "*", "annonces*", "!webhooks*"',
  '"local" (count per instance) or "refuse" (answer 503)': '"local" (décompte par instance) ou "refuse" (réponse 503)',
  'a plan name of lowercase letters, digits, "-" or "_"': 'un nom d’offre fait de minuscules, de chiffres, de "-" ou de "_"',
  'an object': 'un objet',
  'an integer >= 1': 'un entier >= 1',
  'an integer >= 0 or null (unlimited)': 'un entier >= 0 ou null (illimité)',
  'true or false': 'true ou false',
  'an object {anonymous?, plans}': 'un objet {anonymous?, plans}',
  'an object with at least one plan': 'un objet d’au moins une offre',
  'an object {routes}': 'un objet {routes}',
};

const RENDERINGS: Record<string, Rendering[]> = {
  config_invalid: [
    [/^PLANS_FILE: cannot read (.*) \((.*)\)$/, (file, why) => `PLANS_FILE : impossible de lire ${file} (${why})`],
    [/^PLANS_FILE: (.*) is not valid JSON \((.*)\)$/, (file, why) => `PLANS_FILE : ${file} n’est pas du JSON valide (${why})`],
    [/^PLANS_FILE (\S*): expected (.*?)(?:, got (.*))?$/, (where, expected, got) => `PLANS_FILE${where ? ` ${where}` : ''} : attendu ${PLANS_EXPECTED[expected] ?? expected}${got === undefined ? '' : `, reçu ${got}`}`],
  ],
  snapshot_not_found: [
    [/^\[snapshot\] (.*) is not a snapshot id \(expected e\.g\. (\S+)\)$/, (id, example) => `${id} n’est pas un identifiant d’instantané (attendu par exemple ${example}, ou current)`],
    [/^\[snapshot\] no snapshot (\S+) in (.*)$/, (id, store) => `aucun instantané ${id} dans ${store} (voir npm run snapshots -- list)`],
  ],
  snapshot_no_current: [
    [/^\[snapshot\] nothing published yet in (.*)$/, (store) => `rien n’est encore publié dans ${store} (npm start, ou npm run pipeline -- run)`],
  ],
  snapshot_gc_running: [
    [
      /^\[snapshot\] a garbage collection started at (\S+) on (\S+) \(pid (\d+)\) is running; publish again when it ends \(or delete (\S+) if it crashed\)$/,
      (at, host, pid, lock) => `un nettoyage (gc) commencé à ${at} sur ${host} (pid ${pid}) est en cours ; publiez de nouveau quand il aura fini (ou supprimez ${lock} s’il s’est arrêté en route)`,
    ],
  ],
  snapshot_shrink_refused: [
    [
      /^\[snapshot\] refusing to publish: (.*) versus parent (\S+), more than the allowed (\d+)%; check the run's report, or publish with force if the drop is real$/,
      (drops, parent, allowed) =>
        `${drops
          .replace(/(announcements|companies) would drop from (\d+) to (\d+) \((-[\d.]+%)\)/g, (_m, what: string, from: string, to: string, pct: string) => `les ${what === 'announcements' ? 'annonces' : 'entreprises'} passeraient de ${from} à ${to} (${pct})`)
          .replace(/ and /g, ' et ')} par rapport à ${parent}, plus que les ${allowed} % permis (SNAPSHOT_MAX_SHRINK) ; lisez le rapport de l’exécution, ou publiez avec --force si la baisse est réelle`,
    ],
  ],
  snapshot_export_failed: [[/^\[snapshot\] export of (\S+) to Parquet failed$/, (id) => `l’export de ${id} en Parquet a échoué`]],
  snapshot_corrupt: [
    [/^\[snapshot\] (\S+): object (\S+) of (\S+) is missing from (.*)$/, (id, sha, file, store) => `${id} : l’objet ${sha} de ${file} manque dans ${store}`],
    [/^\[snapshot\] manifest of (\S+) is unreadable$/, (id) => `le manifeste de ${id} est illisible`],
    [/^\[snapshot\] the current pointer in (.*) is unreadable$/, (store) => `le pointeur current de ${store} est illisible`],
    [/^\[snapshot\] archived document (\S+) is altered: its content hashes to (\S+)$/, (sha, actual) => `le document archivé ${sha} est altéré : son contenu a pour empreinte ${actual}`],
  ],
  unknown_plan: [[/^\[keys\] unknown plan (.*); expected one of (.*)$/, (plan, known) => `offre inconnue ${plan} ; offres possibles : ${known}`]],
  key_not_found: [[/^\[keys\] no key with id (.*) in (.*)$/, (id, file) => `aucune clé d’identifiant ${id} dans ${file} (voir npm run keys -- list)`]],
  keys_locked: [
    [/^\[keys\] (.*) is held by another keys command; retry when it has finished$/, (file) => `${file} est tenu par une autre commande keys ; réessayez quand elle aura fini`],
  ],
  keys_file_invalid: [
    [/^\[keys\] (.*) is not valid JSON$/, (file) => `le fichier de clés ${file} n’est pas du JSON valide`],
    [/^\[keys\] (.*): expected (\{.*\})$/, (file, shape) => `le fichier de clés ${file} n’a pas la forme attendue ${shape}`],
    [/^\[keys\] (.*): keys\[(\d+)\] is not a valid key record$/, (file, index) => `le fichier de clés ${file} : keys[${index}] n’est pas une clé valide`],
    [/^\[keys\] cannot read (.*)$/, (file) => `impossible de lire le fichier de clés ${file}`],
  ],
  // What DuckDB said is the error's cause, rendered in French after the message.
  warehouse_unavailable: [[/^\[warehouse\] cannot open (.*?): (.*)$/, (file) => `impossible d’ouvrir l’entrepôt DuckDB ${file}`]],
  warehouse_schema_newer: [
    [
      /^\[warehouse\] the warehouse is at schema version (\d+), this code knows up to (\d+): run a newer version of annonces-nc$/,
      (version, known) => `l’entrepôt est à la version de schéma ${version}, ce code ne connaît que jusqu’à ${known} : lancez une version plus récente d’annonces-nc`,
    ],
  ],
  warehouse_migration_failed: [
    [/^\[warehouse\] cannot migrate from version (\d+) to (\d+): (.*)$/s, (from, to, why) => `impossible de migrer l’entrepôt de la version ${from} à ${to} (rien n’a été changé) : ${why}`],
  ],
  store_read_failed: [storeRendering],
  store_write_failed: [storeRendering],
  store_list_failed: [storeRendering],
  store_delete_failed: [storeRendering],
  store_invalid_url: [[/^\[store\] (?:\[\w+\] )?expected (.*), got (.*)$/, (shape, got) => `STORE_URL : attendu ${shape.replace(/ or /g, ' ou ')}, reçu ${got}`]],
};

/** One French sentence per code, for a message no pattern reads. */
const GENERIC: Record<string, string> = {
  snapshot_not_found: 'instantané introuvable',
  snapshot_no_current: 'aucun instantané servi',
  snapshot_corrupt: 'instantané altéré ou incomplet',
  snapshot_invalid_input: 'donnée refusée par les instantanés',
  snapshot_export_failed: 'l’export a échoué',
  snapshot_gc_running: 'un nettoyage (gc) est en cours',
  snapshot_shrink_refused: 'publication refusée par le garde-fou de diminution',
  unknown_plan: 'offre inconnue',
  key_not_found: 'clé introuvable',
  keys_locked: 'fichier de clés occupé par une autre commande',
  keys_file_invalid: 'fichier de clés illisible',
  warehouse_unavailable: 'entrepôt DuckDB indisponible',
  warehouse_schema_newer: 'entrepôt d’une version plus récente d’annonces-nc',
  warehouse_migration_failed: 'migration de l’entrepôt impossible (rien n’a été changé)',
  store_read_failed: 'lecture impossible dans le stockage d’objets',
  store_write_failed: 'écriture impossible dans le stockage d’objets',
  store_list_failed: 'liste impossible dans le stockage d’objets',
  store_delete_failed: 'suppression impossible dans le stockage d’objets',
  store_invalid_key: 'clé d’objet invalide',
  store_invalid_url: 'STORE_URL invalide',
};
